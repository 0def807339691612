/**
 * src/examples/README.md lists the folders here by kind (example pages, guides, API examples); the kind of a
 * folder is the `section` of its example.json, as plugins/shared/discoverExamples.ts reads it. This keeps the
 * list the folders on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, readMeta, sectionOf, SHARED_DIR, type Section } from '../../plugins/shared/discoverExamples';

const siteDir = path.resolve(__dirname, '../..');
const LABELS: Record<Section, string> = { examples: 'example pages', guides: 'guides', api: 'API examples' };

/** The README's list: `- <label>: a, b, c` items, each maybe wrapped over several lines. */
export function listedByKind(readme: string): Record<string, string[]> {
  const start = readme.indexOf('The folders by kind');
  const block = readme.slice(start, readme.indexOf('```', start));
  const items = block.split(/\n- /).slice(1);
  return Object.fromEntries(
    items.map((item) => {
      const [label, names = ''] = item.split(/:\s/, 2);
      return [
        label!.trim(),
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ];
    }),
  );
}

describe('src/examples/README.md', () => {
  it('reads a list wrapped over lines', () => {
    expect(listedByKind('The folders by kind:\n\n- guides: a, b,\n  c\n- API examples: api-x\n\n```')).toEqual({
      guides: ['a', 'b', 'c'],
      'API examples': ['api-x'],
    });
  });

  it('lists every folder under its kind, as its example.json says it, and nothing else', () => {
    const onDisk: Record<string, string[]> = Object.fromEntries(Object.values(LABELS).map((label) => [label, []]));
    for (const entry of fs.readdirSync(path.join(siteDir, EXAMPLES_DIR), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === SHARED_DIR) continue;
      onDisk[LABELS[sectionOf(readMeta(siteDir, entry.name))]]!.push(entry.name);
    }
    for (const names of Object.values(onDisk)) names.sort();
    const readme = fs.readFileSync(path.join(__dirname, 'README.md'), 'utf8');
    expect(listedByKind(readme), 'src/examples/README.md, "The folders by kind": list each folder under its kind').toEqual(
      onDisk,
    );
  });
});
