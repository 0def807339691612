import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { barePageHtml, firstExampleOf } from './bareExample';

const siteDir = path.resolve(__dirname, '../..');
const readIndex = (folder: string) => fs.readFileSync(path.join(siteDir, 'src/examples', folder, 'index.ts'), 'utf8');
const page = (slug: string) => fs.readFileSync(path.join(siteDir, 'docs/example', `${slug}.mdx`), 'utf8');

describe('bare example pages', () => {
  it('finds the example each page shows first, in the module that runs it', () => {
    expect(firstExampleOf('load-graph', page('load-graph'), readIndex)).toEqual({ slug: 'load-graph', module: 'src/examples/load-graph/GraphProp' });
    expect(firstExampleOf('minimap', page('minimap'), readIndex)).toEqual({ slug: 'minimap', module: 'src/examples/minimap/MiniMapCorner' });
    for (const slug of ['events', 'drag_n_drop', 'external_state', 'layouts', 'controls', 'graph-search']) {
      const { module } = firstExampleOf(slug, page(slug), readIndex);
      expect(fs.existsSync(path.join(siteDir, `${module}.tsx`)), module).toBe(true);
    }
  });

  it('says what is missing when a page has no example it can find', () => {
    expect(() => firstExampleOf('prose', '# Just prose', readIndex)).toThrow('docs/example/prose.mdx shows no <GraphExample>');
    expect(() => firstExampleOf('odd', '<GraphExample example={nowhere} />', readIndex)).toThrow('does not import nowhere');
  });

  it('gives the page a language, a title, a description and a viewport', () => {
    const html = barePageHtml({ slug: 'events', module: 'src/examples/events/EventLog' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>events: the example alone</title>');
    expect(html).toContain('name="description"');
    expect(html).toContain('name="viewport"');
  });
});
