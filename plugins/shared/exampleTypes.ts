/**
 * What discovery (./discoverExamples.ts) learns from src/examples/: the example folders, their
 * metadata and modules. The site's components read what plugins/examples generates from it
 * (plugins/examples/types.ts).
 */

/** src/examples/<id>/example.json: what the example folder cannot say by itself. */
export interface ExampleMeta {
  /** The page's title: its sidebar label, its browser title and the `# heading` of docs/example/<id>.mdx. */
  title: string;
  /** One line on what the example teaches: the page's meta description, shown by search engines. */
  description: string;
  /** Its place in the sidebar's Examples category: 1 comes first. */
  position: number;
  /** Height of each graph frame on the page in pixels (`GRAPH_HEIGHT` of src/examples/_shared/frame.ts when absent); the example's own container uses the same. */
  height?: number;
  /**
   * The sidebar section of its page: "examples" (docs/example/<id>.mdx, when absent) or "guides"
   * (docs/guides/<id>.mdx); or "api" for `api-<package id>/`, whose modules are shown on the API pages
   * of the symbols they are named after.
   */
  section?: 'examples' | 'guides' | 'api';
  /**
   * The topic an example page is filed under, in the sidebar and the gallery's filter (TOPICS in
   * ./discoverExamples.ts): "interact" when absent; guides and API examples have none.
   */
  topic?: 'interact' | 'navigate' | 'draw';
  /**
   * Whether its graphs let the reader drag nodes: then a finger that comes down on a node drags it
   * (src/live/FrameGestures.tsx); on every other graph one finger scrolls the page, from a node too.
   */
  dragNodes?: boolean;
}

/** One live example: a module of an example folder, shown with `<GraphExample example="<id>/<name>" />`. */
export interface ExampleModule {
  /** Module name: its file name without extension, e.g. `GraphProp`. */
  name: string;
  /** File name inside the folder, e.g. `GraphProp.tsx`. */
  file: string;
  /** What a page writes to show it: `load-graph/GraphProp`. */
  key: string;
  /** The shared helpers it needs, directly or through another helper, in the order they are first imported: `_shared/sampleGraph.ts`. */
  helpers: string[];
  /** What it imports when it runs (type-only imports left out), as written. */
  runtimeImports: string[];
}

/** An example folder: one page, one or more live examples. */
export interface Example {
  /** The folder name, which is also the page's slug: `load-graph`. */
  id: string;
  meta: ExampleMeta;
  /** Its page, relative to the site: `docs/example/load-graph.mdx`. */
  page: string;
  /** The page's path under the site's base URL: `docs/example/load-graph`. */
  route: string;
  /** The page's id in the docs plugin (for sidebars.ts): `example/load-graph`. */
  docId: string;
  /** Module files, in alphabetical order (their order on the page is the page's business). */
  files: string[];
}

/** What the build learns from src/examples/. */
export interface ExampleCatalog {
  /** In sidebar order. */
  examples: (Example & { modules: ExampleModule[] })[];
  /** Files of src/examples/_shared/, relative to src/examples/: `_shared/random.ts`. */
  helpers: string[];
  /** Every specifier the live editor may import, as example code writes it, sorted. */
  liveImports: string[];
}
