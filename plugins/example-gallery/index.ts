import fs from 'node:fs/promises';
import path from 'node:path';
import type Graph from 'graphology';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiUsage, type ApiUse } from '../shared/apiUsage';
import { listExamples, openingModule, SECTIONS } from '../shared/discoverExamples';
import { exampleScenes, type ExampleScene } from '../shared/exampleGraphs';
import type { Example } from '../shared/exampleTypes';
import { escapeXml, graphPoster, type NodeShape } from '../shared/graphPoster';

/**
 * The examples gallery (docs/examples.mdx, the Examples category's page): one
 * card per example page, found in src/examples/ like the pages themselves,
 * with a picture of the graph its first example draws (taken from the example, with the shapes its
 * node programs give its nodes, by plugins/shared/exampleGraphs.ts, drawn by plugins/shared/graphPoster.ts
 * like the home page's picture), in a light and a dark variant, and the API symbols its
 * examples import (plugins/shared/apiUsage.ts).
 *
 * The pictures are static SVG files written at every build and start into
 * static/ (not committed), like the home page's; the cards' data is a JSON
 * module the gallery page imports. No graph code reaches the browser.
 */

/** The gallery's path from the site's root; docs/examples.mdx is its page. */
export const GALLERY_ROUTE = '/docs/examples';
/** Where the pictures go, under static/ and so under the base URL. */
export const PICTURES_DIR = 'data/gallery';
/** The pictures' size: 16:9, sharp at twice a card's width on a wide screen. */
export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 360;
/** Nodes with labels stay readable up to this many (as on the social cards). */
const MAX_LABELLED_NODES = 30;

export type ColorMode = 'light' | 'dark';

/** The site's background and text colours in each mode (Infima's defaults, as the pages show them). */
export const PICTURE_COLORS: Record<ColorMode, { background: string; label: string }> = {
  light: { background: '#f5f6f7', label: '#1c1e21' },
  dark: { background: '#242526', label: '#e3e3e3' },
};

/** One card of the gallery. */
export interface GalleryEntry {
  id: string;
  title: string;
  description: string;
  /** The example page from the site's root: `/docs/example/load-graph`. */
  route: string;
  /** The pictures, from the site's root: `/data/gallery/load-graph.light.svg`. */
  pictures: Record<ColorMode, string>;
  width: number;
  height: number;
  /** What the picture shows, for its alternative text. */
  alt: string;
  /** The `@react-sigma/*` packages its examples import from, in the order of first use. */
  packages: string[];
  /** The documented symbols its examples import, each once, with their packages. */
  symbols: { name: string; package: string }[];
}

export const pictureFile = (id: string, mode: ColorMode): string => `${PICTURES_DIR}/${id}.${mode}.svg`;

/**
 * A picture of `graph` on the site's background for `mode`, labelled like the social cards when it is small,
 * its nodes drawn in `nodeShapes` (by their `type`) where the example's programs give them a shape.
 */
export function galleryPicture(graph: Graph, mode: ColorMode, title: string, nodeShapes: Record<string, NodeShape> = {}): string {
  const colors = PICTURE_COLORS[mode];
  // A card shows the picture at about half its size: labels are drawn large enough to stay legible there.
  const labels = graph.order <= MAX_LABELLED_NODES ? { color: colors.label, fontSize: 22 } : undefined;
  const longestLabel = Math.max(0, ...graph.mapNodes((_node, attributes) => String(attributes.label ?? '').length));
  const labelRoom = labels ? Math.round(longestLabel * labels.fontSize * 0.6) : 0;
  const poster = graphPoster(graph, {
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    padding: { top: 24, right: 24 + labelRoom, bottom: 24, left: 24 },
    edgeSizes: true,
    nodeShapes,
    ...(labels && { labels }),
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${colors.background}"/>`,
    poster,
    '</svg>',
    '',
  ].join('\n');
}

/** The cards, in sidebar order, from the examples and their uses of the API. */
export function galleryEntries(
  examples: readonly Example[],
  uses: readonly ApiUse[],
  graphs: Record<string, Graph>,
): GalleryEntry[] {
  return examples.map((example) => {
    const symbols: GalleryEntry['symbols'] = [];
    for (const use of uses) {
      if (use.kind !== 'example' || use.through || !use.example?.startsWith(`${example.id}/`)) continue;
      if (!symbols.some((symbol) => symbol.name === use.symbol.name && symbol.package === use.symbol.package))
        symbols.push({ name: use.symbol.name, package: use.symbol.package });
    }
    const graph = graphs[example.id];
    if (!graph) throw new Error(`example-gallery: no graph for ${example.id}`);
    return {
      id: example.id,
      title: example.meta.title,
      description: example.meta.description,
      route: `/${example.route}`,
      pictures: { light: `/${pictureFile(example.id, 'light')}`, dark: `/${pictureFile(example.id, 'dark')}` },
      width: PICTURE_WIDTH,
      height: PICTURE_HEIGHT,
      alt: `The graph of the first ${example.meta.title} example: ${graph.order} nodes, ${graph.size} edges`,
      packages: [...new Set(symbols.map((symbol) => symbol.package))],
      symbols,
    };
  });
}

export default function exampleGallery(context: LoadContext): Plugin {
  const { siteDir } = context;
  return {
    name: 'example-gallery',
    getPathsToWatch() {
      return [`${siteDir}/src/examples/**/*`, ...Object.values(SECTIONS).map(({ pagesDir }) => `${siteDir}/${pagesDir}/*.mdx`)];
    },
    async loadContent() {
      const examples = listExamples(siteDir);
      const modules: Record<string, string> = {};
      for (const example of examples) {
        modules[example.id] = openingModule(example, await fs.readFile(path.join(siteDir, example.page), 'utf8'));
      }
      const [scenes, { uses }] = await Promise.all([exampleScenes(siteDir, modules), apiUsage(siteDir)]);
      const graphs = Object.fromEntries(Object.entries(scenes).map(([id, scene]: [string, ExampleScene]) => [id, scene.graph]));
      const entries = galleryEntries(examples, uses, graphs);
      await fs.mkdir(path.join(siteDir, 'static', PICTURES_DIR), { recursive: true });
      for (const entry of entries) {
        for (const mode of ['light', 'dark'] as const) {
          await fs.writeFile(
            path.join(siteDir, 'static', pictureFile(entry.id, mode)),
            galleryPicture(scenes[entry.id]!.graph, mode, entry.alt, scenes[entry.id]!.nodeShapes),
          );
        }
      }
      return entries;
    },
    // `content` is this plugin's loadContent result (the config's plugin list types it `unknown`).
    async contentLoaded({ content, actions }) {
      await actions.createData('gallery.json', JSON.stringify(content as GalleryEntry[]));
    },
  };
}
