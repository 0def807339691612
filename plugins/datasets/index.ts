import fs from 'node:fs/promises';
import path from 'node:path';
import gexf from 'graphology-gexf';
import type { Plugin } from '@docusaurus/types';
import { graphPoster } from '../shared/graphPoster';
import { miserablesGraph } from '../shared/miserables';
import { GRAPH_AREA } from '../../src/components/HomeDemo/layout';

/** sigma's default `stagePadding`: the room it keeps between the frame's edges and the nodes' centres. */
const STAGE_PADDING = 30;

/**
 * How tall sigma 3 draws a graph taller than wide (`ratio`, its height over its width) in an area: it
 * fits the graph's larger side to the area's smaller one less the stage padding, times a correction
 * (sigma's `getCorrectionRatio`): 1 in an area wider than tall, else the smaller of the graph's and the
 * area's ratios. So in a tall area the graph's height is its width's less padding, times its ratio.
 */
function sigmaDrawnHeight(area: { width?: number; height: number }, ratio: number): number {
  if (area.width === undefined || area.width >= area.height) return area.height - 2 * STAGE_PADDING;
  return (area.width - 2 * STAGE_PADDING) * Math.min(ratio, area.height / area.width);
}

/**
 * The home page's picture of its demo, drawn as sigma will draw the graph in `area`: as tall as the
 * area, the graph at the height sigma gives it, centred, and no wider than it needs. Shown with
 * `object-fit: contain` over the graph's area, it sits where the live graph will be, at its size.
 */
function demoPoster(graph: ReturnType<typeof miserablesGraph>, area: { width?: number; height: number }): string {
  const xs = graph.mapNodes((_node, attributes) => attributes.x as number);
  const ys = graph.mapNodes((_node, attributes) => attributes.y as number);
  const ratio = (Math.max(...ys) - Math.min(...ys)) / (Math.max(...xs) - Math.min(...xs) || 1);
  const drawn = sigmaDrawnHeight(area, ratio);
  const vertical = (area.height - drawn) / 2;
  const width = Math.ceil(drawn / ratio + 2 * STAGE_PADDING);
  return graphPoster(graph, {
    width,
    height: area.height,
    padding: { top: vertical, bottom: vertical, left: STAGE_PADDING, right: STAGE_PADDING },
  });
}

/** Writes the datasets the examples fetch into static/data/ (not committed: they are generated). */
export async function writeDatasets(siteDir: string): Promise<string[]> {
  const graph = miserablesGraph(siteDir);
  const dir = path.join(siteDir, 'static/data');
  await fs.mkdir(dir, { recursive: true });
  const files = {
    'les-miserables.gexf': gexf.write(graph),
    'les-miserables.json': JSON.stringify(graph.export()),
    // The home page's pictures of the demo (src/components/HomeDemo): for the graph's area on a wide
    // screen, and on a 390 px phone, where the controls take rows above and below the graph.
    'les-miserables.svg': demoPoster(graph, GRAPH_AREA.wide),
    'les-miserables-narrow.svg': demoPoster(graph, GRAPH_AREA.narrow),
    // The world's countries as TopoJSON, from the npm package world-atlas (ISC): the map-layer example fetches it.
    'countries-110m.json': await fs.readFile(path.join(siteDir, 'node_modules/world-atlas/countries-110m.json'), 'utf8'),
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
