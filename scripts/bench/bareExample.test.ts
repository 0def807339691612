import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { barePageHtml, firstExampleOf } from './bareExample';

const siteDir = path.resolve(__dirname, '../..');

describe('bare example pages', () => {
  it('finds the example each page shows first, in the module that runs it', () => {
    const examples = listExamples(siteDir);
    const first = (id: string) => {
      const example = examples.find((item) => item.id === id)!;
      return firstExampleOf(example, fs.readFileSync(path.join(siteDir, example.page), 'utf8'));
    };
    // Not the first file of the folder: GraphProp.tsx comes after Dataset.tsx.
    expect(first('load-graph')).toEqual({ slug: 'load-graph', module: 'src/examples/load-graph/GraphProp' });
    expect(first('minimap')).toEqual({ slug: 'minimap', module: 'src/examples/minimap/MiniMapCorner' });
    for (const { id } of examples) expect(fs.existsSync(path.join(siteDir, `${first(id).module}.tsx`)), id).toBe(true);
  });

  it('says what is missing when a page shows none of its examples', () => {
    const example = { id: 'prose', files: ['Prose.tsx'], page: 'docs/example/prose.mdx' };
    expect(() => firstExampleOf(example, '# Just prose')).toThrow(
      'docs/example/prose.mdx shows none of the examples of src/examples/prose/',
    );
  });

  it('gives the page a language, a title, a description and a viewport', () => {
    const html = barePageHtml({ slug: 'events', module: 'src/examples/events/EventLog' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>events: the example alone</title>');
    expect(html).toContain('name="description"');
    expect(html).toContain('name="viewport"');
  });
});
