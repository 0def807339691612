import fs from 'node:fs/promises';
import path from 'node:path';
import gexf from 'graphology-gexf';
import type { Plugin } from '@docusaurus/types';
import { graphPoster } from '../shared/graphPoster';
import { miserablesGraph } from '../shared/miserables';
import { GRAPH_AREA_HEIGHT } from '../../src/components/HomeDemo/layout';

/** sigma's default `stagePadding`: the room it keeps between the frame's edges and the nodes' centres. */
const STAGE_PADDING = 30;

/**
 * The home page's picture of its demo, drawn as sigma will draw the graph in an area `height` px tall
 * that is wide enough for the graph (the demo's is): fitted to that height, the nodes' centres
 * STAGE_PADDING inside it, and no wider than that. Shown with `object-fit: contain` over the graph's
 * area, it sits where the live graph will be, at the same size where the area has this height.
 */
function demoPoster(graph: ReturnType<typeof miserablesGraph>, height: number): string {
  const xs = graph.mapNodes((_node, attributes) => attributes.x as number);
  const ys = graph.mapNodes((_node, attributes) => attributes.y as number);
  const aspect = (Math.max(...xs) - Math.min(...xs)) / (Math.max(...ys) - Math.min(...ys) || 1);
  const width = Math.round((height - 2 * STAGE_PADDING) * aspect + 2 * STAGE_PADDING);
  return graphPoster(graph, { width, height, padding: STAGE_PADDING });
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
    // screen, and on a narrow one, where the controls take rows above and below the graph.
    'les-miserables.svg': demoPoster(graph, GRAPH_AREA_HEIGHT.wide),
    'les-miserables-narrow.svg': demoPoster(graph, GRAPH_AREA_HEIGHT.narrow),
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
