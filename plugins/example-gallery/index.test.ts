import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import type { ApiSymbol, ApiUse } from '../shared/apiUsage';
import type { Example } from '../shared/exampleTypes';
import {
  galleryEntries,
  galleryPicture,
  packagesByExample,
  PICTURE_COLORS,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  pictureAlt,
  pictureFile,
  storyRows,
} from '.';
import { STORYBOOK_GROUPS } from '../../config/storybookStories';
import { listExamples } from '../shared/discoverExamples';

function triangle(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 5, color: '#e8590c', label: 'Alpha' });
  graph.addNode('b', { x: 1, y: 0, size: 5, color: '#1c7ed6', label: 'Beta' });
  graph.addNode('c', { x: 0, y: 1, size: 5, color: '#2f9e44', label: 'Gamma' });
  graph.addEdge('a', 'b');
  graph.addEdge('b', 'c');
  return graph;
}

const example: Example = {
  id: 'demo',
  meta: { title: 'Demo', description: 'What it teaches.', position: 1, topic: 'navigate' },
  page: 'docs/example/demo.mdx',
  route: 'docs/example/demo',
  docId: 'example/demo',
  files: ['A.tsx', 'B.tsx'],
};
const symbol = (name: string, packageId: string): ApiSymbol => ({
  name,
  package: `@react-sigma/${packageId}`,
  packageId,
  route: `/docs/api/${packageId}/functions/${name}`,
  file: `docs/api/${packageId}/functions/${name}.md`,
});
const use = (key: string, target: ApiSymbol, kind: ApiUse['kind'] = 'example'): ApiUse => ({
  symbol: target,
  kind,
  source: `src/examples/${key}.tsx`,
  ...(kind === 'example' && { example: key }),
  route: '/docs/example/demo',
  pageTitle: 'Demo',
  heading: 'H',
  anchor: 'h',
});

describe('galleryPicture', () => {
  it('draws the graph on the mode’s background, at the size the page reserves, labels in the mode’s colour', () => {
    for (const mode of ['light', 'dark'] as const) {
      const svg = galleryPicture(triangle(), mode, 'A triangle');
      expect(svg).toContain(`width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}"`);
      expect(svg).toContain(`fill="${PICTURE_COLORS[mode].background}"`);
      expect(svg).toContain(`<g fill="${PICTURE_COLORS[mode].label}"`);
      expect(svg.match(/<circle /g)).toHaveLength(3);
      expect(svg.match(/<line /g)).toHaveLength(2);
      expect(svg).toContain('>Gamma</text>');
    }
  });
});

describe('galleryEntries', () => {
  it('gives each example its symbols once, in order of use, with their packages, and its pictures', () => {
    const core = symbol('SigmaContainer', 'core');
    const minimap = symbol('MiniMap', 'minimap');
    const [entry] = galleryEntries(
      [example],
      [
        use('demo/A', core),
        use('demo/B', core),
        use('demo/B', minimap),
        use('other/X', symbol('useSigma', 'core')),
        use('demo/A', symbol('useCamera', 'core'), 'guide'),
      ],
      { demo: triangle() },
      { demo: ['@react-sigma/core', '@react-sigma/minimap', '@sigma/edge-curve', 'graphology'] },
    );
    expect(entry).toEqual({
      id: 'demo',
      title: 'Demo',
      description: 'What it teaches.',
      route: '/docs/example/demo',
      nodes: 3,
      edges: 2,
      topic: 'Layout and navigate',
      packages: ['@react-sigma/core', '@react-sigma/minimap', '@sigma/edge-curve', 'graphology'],
      symbols: ['@react-sigma/core SigmaContainer', '@react-sigma/minimap MiniMap'],
    });
    expect(pictureAlt(entry!.title, entry!.nodes, entry!.edges)).toBe('The graph of the first Demo example: 3 nodes, 2 edges');
    expect(pictureFile('demo', 'dark')).toBe('data/gallery/demo.dark.svg');
  });

  it('lists the npm packages each example imports, React left out', async () => {
    const examples = listExamples(process.cwd()).filter((item) => ['edge-curves', 'minimap'].includes(item.id));
    const packages = await packagesByExample(process.cwd(), examples);
    expect(packages['edge-curves']).toEqual(['@react-sigma/core', '@sigma/edge-curve', 'graphology', 'sigma']);
    expect(packages.minimap).toContain('@react-sigma/minimap');
    expect(Object.values(packages).flat()).not.toContain('react');
  });

  it('gives each Storybook story the example folder of its page, and fails on a page the site does not have', () => {
    const rows = storyRows(listExamples(process.cwd())).flatMap(([, , stories]) => stories);
    expect(rows.length).toBe(STORYBOOK_GROUPS.flatMap((group) => group.stories).length);
    expect(rows.find(([name]) => name === 'Adding label on clusters')).toEqual(['Adding label on clusters', 'clusters']);
    expect(() => storyRows([], [{ storybook: 'sigma.js', group: 'G', stories: [{ name: 'S', page: 'example/gone' }] }])).toThrow(
      'the story "S" (sigma.js › G) names the page "example/gone", which is no example page or guide',
    );
  });
});
