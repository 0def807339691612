import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Graph from 'graphology';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiUsage, type ApiUse } from '../shared/apiUsage';
import { sections } from '../../config/navbar';
import { STORYBOOK_GROUPS, type StoryGroup, type StorybookName } from '../../config/storybookStories';
import { importedPackages, importSpecifiers } from '../../src/utils/moduleImports';
import { EXAMPLES_DIR, listExamples, openingModule, SECTIONS, sectionOf, topicOf, TOPICS } from '../shared/discoverExamples';
import { exampleScenes, type ExampleScene } from '../shared/exampleGraphs';
import type { Example } from '../shared/exampleTypes';
import { escapeXml, graphPoster, type NodeShape } from '../shared/graphPoster';
import { PICTURE_HEIGHT, PICTURE_WIDTH, PICTURES_DIR, pictureAlt, pictureFile, type ColorMode } from './pictures';

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
export { PICTURE_HEIGHT, PICTURE_WIDTH, PICTURES_DIR, pictureAlt, pictureFile, type ColorMode } from './pictures';
/** Nodes with labels stay readable up to this many (as on the social cards). */
const MAX_LABELLED_NODES = 30;

/** The site's background and text colours in each mode (Infima's defaults, as the pages show them). */
export const PICTURE_COLORS: Record<ColorMode, { background: string; label: string }> = {
  light: { background: '#f5f6f7', label: '#1c1e21' },
  dark: { background: '#242526', label: '#e3e3e3' },
};

/**
 * One card of the gallery. Only what the card cannot derive: its picture's path, size and
 * alternative text come from ./pictures.ts (the data is part of the gallery page's script).
 */
export interface GalleryEntry {
  id: string;
  title: string;
  description: string;
  /** The example page from the site's root: `/docs/example/load-graph`. */
  route: string;
  /** The nodes and edges of the graph its picture shows. */
  nodes: number;
  edges: number;
  /** Its topic's label (example.json `topic`, TOPICS), or "Guides" for a guide: the gallery's first filter. */
  topic: string;
  /** The npm packages its examples' code imports (React left out), sorted: `@react-sigma/core`, `@sigma/edge-curve`… */
  packages: string[];
  /** The documented symbols its examples import, each once, after their packages: `@react-sigma/core SigmaContainer`. */
  symbols: string[];
}

/**
 * A group of Storybook stories (config/storybookStories.ts): its Storybook, its name, and each story's
 * name with the gallery entry (example folder id) of the page that answers it, or null while none does.
 */
export type StoryGroupRow = [storybook: StorybookName, group: string, stories: [name: string, id: string | null][]];

/** Every story, with the example folder of its page; a page that is no example page or guide is a mistake. */
export function storyRows(examples: readonly Example[], groups: readonly StoryGroup[] = STORYBOOK_GROUPS): StoryGroupRow[] {
  return groups.map(({ storybook, group, stories }) => [
    storybook,
    group,
    stories.map(({ name, page }): [string, string | null] => {
      if (page === null) return [name, null];
      const example = examples.find((item) => item.docId === page);
      if (!example)
        throw new Error(
          `config/storybookStories.ts: the story "${name}" (${storybook} › ${group}) names the page "${page}", which is no example page or guide`,
        );
      return [name, example.id];
    }),
  ]);
}

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

/** Packages every example imports: no reader filters by them. */
const EVERYWHERE = new Set(['react', 'react-dom']);

/**
 * The npm packages the modules of each example import, by example id, with those of the shared helpers they
 * import (`../_shared/deliveries` brings @sigma/edge-curve to the curved-edges page).
 */
export async function packagesByExample(siteDir: string, examples: readonly Example[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const example of examples) {
    const names = new Set<string>();
    const read = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (read.has(file)) return;
      read.add(file);
      const source = await fs.readFile(file, 'utf8');
      for (const name of await importedPackages(source, { fileName: path.basename(file) }))
        if (!EVERYWHERE.has(name)) names.add(name);
      for (const specifier of await importSpecifiers(source, { fileName: path.basename(file) })) {
        if (!specifier.startsWith('.')) continue;
        const base = path.resolve(path.dirname(file), specifier);
        const helper = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => fsSync.existsSync(candidate));
        if (helper) await visit(helper);
      }
    };
    for (const file of example.files) await visit(path.join(siteDir, EXAMPLES_DIR, example.id, file));
    found[example.id] = [...names].sort();
  }
  return found;
}

/** The cards, in sidebar order, from the examples, the packages they import and their uses of the API. */
export function galleryEntries(
  examples: readonly Example[],
  uses: readonly ApiUse[],
  graphs: Record<string, Graph>,
  packages: Record<string, string[]>,
): GalleryEntry[] {
  return examples.map((example) => {
    const symbols: GalleryEntry['symbols'] = [];
    for (const use of uses) {
      if (use.kind !== 'example' || use.through || !use.example?.startsWith(`${example.id}/`)) continue;
      const symbol = `${use.symbol.package} ${use.symbol.name}`;
      if (!symbols.includes(symbol)) symbols.push(symbol);
    }
    const graph = graphs[example.id];
    if (!graph) throw new Error(`example-gallery: no graph for ${example.id}`);
    return {
      id: example.id,
      title: example.meta.title,
      description: example.meta.description,
      route: `/${example.route}`,
      nodes: graph.order,
      edges: graph.size,
      topic: sectionOf(example.meta) === 'guides' ? sections.guides.label : TOPICS[topicOf(example.meta)],
      packages: packages[example.id] ?? [],
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
      const [scenes, { uses }, packages] = await Promise.all([
        exampleScenes(siteDir, modules),
        apiUsage(siteDir),
        packagesByExample(siteDir, examples),
      ]);
      const graphs = Object.fromEntries(Object.entries(scenes).map(([id, scene]: [string, ExampleScene]) => [id, scene.graph]));
      const entries = galleryEntries(examples, uses, graphs, packages);
      await fs.mkdir(path.join(siteDir, 'static', PICTURES_DIR), { recursive: true });
      for (const entry of entries) {
        for (const mode of ['light', 'dark'] as const) {
          await fs.writeFile(
            path.join(siteDir, 'static', pictureFile(entry.id, mode)),
            galleryPicture(
              scenes[entry.id]!.graph,
              mode,
              pictureAlt(entry.title, entry.nodes, entry.edges),
              scenes[entry.id]!.nodeShapes,
            ),
          );
        }
      }
      return { entries, stories: storyRows(examples) };
    },
    // `content` is this plugin's loadContent result (the config's plugin list types it `unknown`).
    async contentLoaded({ content, actions }) {
      const { entries, stories } = content as { entries: GalleryEntry[]; stories: StoryGroupRow[] };
      await actions.createData('gallery.json', JSON.stringify(entries));
      await actions.createData('stories.json', JSON.stringify(stories));
    },
  };
}
