/**
 * The root README is a door, not a diary: at most 120 lines, none over 120 characters, and its map (the block
 * under "## Layout") names every folder of the repository's top level and of src/, so a newcomer finds each room.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');

/** The folders git holds files in at the top level and in src/ (hidden ones apart: .github, .ci). */
function folders(): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(siteDir, file)));
  const found = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length > 1 && !parts[0]!.startsWith('.')) found.add(`${parts[0]}/`);
    if (parts[0] === 'src' && parts.length > 2) found.add(`src/${parts[1]}/`);
  }
  return [...found].sort();
}

describe('README.md', () => {
  it('is at most 120 lines, none over 120 characters', () => {
    const lines = readme.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(120);
    expect(lines.flatMap((line, index) => (line.length > 120 ? [`line ${index + 1}: ${line.length}`] : []))).toEqual([]);
  });

  it('its map names every top-level folder and every folder of src/', () => {
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const map = layout.slice(layout.indexOf('```'), layout.lastIndexOf('```'));
    const all = folders();
    expect(all).toEqual(expect.arrayContaining(['config/', 'src/', 'src/examples/', 'tests/']));
    expect(
      all.filter((folder) => !new RegExp(`(^|[\\s(])${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(map)),
      'add them to the map of README.md',
    ).toEqual([]);
  });
});
