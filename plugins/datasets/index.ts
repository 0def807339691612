import fs from 'node:fs/promises';
import path from 'node:path';
import gexf from 'graphology-gexf';
import type { Plugin } from '@docusaurus/types';
import { graphPoster } from '../shared/graphPoster';
import { miserablesGraph } from '../shared/miserables';

/** Writes the datasets the examples fetch into static/data/ (not committed: they are generated). */
export async function writeDatasets(siteDir: string): Promise<string[]> {
  const graph = miserablesGraph(siteDir);
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
