/**
 * What the playground draws, as plain data: the controls edit it, the URL carries it
 * (`?generator=clustered&nodes=2000&edges=8000&seed=1&layout=forceatlas2…`), and the code
 * panel is written from it. The reader's data is never part of it: a file stays in the tab.
 */

export const GENERATORS = ['clustered', 'small-world', 'scale-free'] as const;
export type GeneratorName = (typeof GENERATORS)[number];

/** The six layouts of the @react-sigma/layout-* packages; the last three also run in a worker. */
export const LAYOUTS = ['random', 'circular', 'circlepack', 'force', 'forceatlas2', 'noverlap'] as const;
export type LayoutName = (typeof LAYOUTS)[number] | 'none';
export const WORKER_LAYOUTS: readonly LayoutName[] = ['force', 'forceatlas2', 'noverlap'];

export const EDGE_TYPES = ['line', 'arrow', 'curved'] as const;
export type EdgeType = (typeof EDGE_TYPES)[number];

export const NODE_PROGRAMS = ['circle', 'border', 'image'] as const;
export type NodeProgram = (typeof NODE_PROGRAMS)[number];

/** The most edges the playground generates (and the size its tests load). */
export const MAX_EDGES = 100_000;
export const MAX_NODES = 50_000;

export interface GeneratorSource {
  kind: 'generator';
  generator: GeneratorName;
  nodes: number;
  edges: number;
  seed: number;
}

/** A file the reader opened: only its name travels (into the code), never its content. */
export interface FileSource {
  kind: 'file';
  name: string;
}

export interface PlaygroundSettings {
  source: GeneratorSource | FileSource;
  layout: LayoutName;
  /** `degree`, `none` (all the same), or the name of a numeric node attribute. */
  sizeBy: string;
  /** `degree`, `none`, or a node attribute (numbers get a scale, other values a palette). */
  colorBy: string;
  /** sigma's `labelRenderedSizeThreshold`: labels of nodes drawn smaller than this many pixels are skipped. */
  labelThreshold: number;
  edgeType: EdgeType;
  nodeProgram: NodeProgram;
  hideEdgesOnMove: boolean;
  hideLabelsOnMove: boolean;
  zIndex: boolean;
  renderEdgeLabels: boolean;
}

/**
 * The graph the page opens with, before the reader picks a size or a file: a little more than Les
 * Misérables (77 nodes, 254 edges), the examples' dataset, so the page opens as fast as an example
 * page on any device; the reader's own size is a field away. 100 nodes is the smallest clustered
 * graph with three clusters: with two (80 nodes) they face each other across a thin band.
 */
export const DEFAULT_SOURCE: GeneratorSource = { kind: 'generator', generator: 'clustered', nodes: 100, edges: 300, seed: 1 };

export const DEFAULT_SETTINGS: PlaygroundSettings = {
  source: DEFAULT_SOURCE,
  layout: 'none',
  sizeBy: 'degree',
  colorBy: 'cluster',
  labelThreshold: 6,
  edgeType: 'line',
  nodeProgram: 'circle',
  hideEdgesOnMove: false,
  hideLabelsOnMove: false,
  zIndex: false,
  renderEdgeLabels: false,
};

function clampInt(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  return Math.min(max, Math.max(min, Number(text)));
}

function oneOf<T extends string>(text: string | null, values: readonly T[]): T | undefined {
  return values.find((value) => value === text);
}

function flag(text: string | null): boolean | undefined {
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return undefined;
}

/**
 * Settings from a query string, each missing or unreadable one taken from the defaults (a link
 * written by hand with a typo still opens). `notes` says what was ignored, for the page to show.
 */
export function readSettings(search: string): { settings: PlaygroundSettings; notes: string[] } {
  const query = new URLSearchParams(search);
  const notes: string[] = [];
  const d = DEFAULT_SETTINGS;
  const pick = <T>(key: string, value: T | undefined, fallback: T): T => {
    if (query.has(key) && value === undefined)
      notes.push(`"${key}=${query.get(key) ?? ''}" was not understood; using ${String(fallback)}.`);
    return value ?? fallback;
  };
  const generator = pick('generator', oneOf(query.get('generator'), GENERATORS), DEFAULT_SOURCE.generator);
  const nodes = pick('nodes', clampInt(query.get('nodes'), 2, MAX_NODES), DEFAULT_SOURCE.nodes);
  const edges = pick('edges', clampInt(query.get('edges'), 1, MAX_EDGES), DEFAULT_SOURCE.edges);
  const seed = pick('seed', clampInt(query.get('seed'), 0, 2 ** 31 - 1), DEFAULT_SOURCE.seed);
  const settings: PlaygroundSettings = {
    source: { kind: 'generator', generator, nodes, edges, seed },
    layout: pick('layout', query.get('layout') === 'none' ? 'none' : oneOf(query.get('layout'), LAYOUTS), d.layout),
    sizeBy: query.get('size') || d.sizeBy,
    colorBy: query.get('color') || d.colorBy,
    labelThreshold: pick('labels', clampInt(query.get('labels'), 0, 100), d.labelThreshold),
    edgeType: pick('edge', oneOf(query.get('edge'), EDGE_TYPES), d.edgeType),
    nodeProgram: pick('node', oneOf(query.get('node'), NODE_PROGRAMS), d.nodeProgram),
    hideEdgesOnMove: pick('hideEdgesOnMove', flag(query.get('hideEdgesOnMove')), d.hideEdgesOnMove),
    hideLabelsOnMove: pick('hideLabelsOnMove', flag(query.get('hideLabelsOnMove')), d.hideLabelsOnMove),
    zIndex: pick('zIndex', flag(query.get('zIndex')), d.zIndex),
    renderEdgeLabels: pick('renderEdgeLabels', flag(query.get('renderEdgeLabels')), d.renderEdgeLabels),
  };
  if (query.get('source') === 'file') {
    notes.push('This link was made with a file, which never leaves the browser it was opened in: open the file again to see it.');
  }
  return { settings, notes };
}

/** The query string for `settings` (without `?`): the generator's four first, so a link reads as the page documents it. */
export function writeSettings(settings: PlaygroundSettings): string {
  const query = new URLSearchParams();
  const { source } = settings;
  if (source.kind === 'generator') {
    query.set('generator', source.generator);
    query.set('nodes', String(source.nodes));
    query.set('edges', String(source.edges));
    query.set('seed', String(source.seed));
  } else {
    query.set('source', 'file');
  }
  const d = DEFAULT_SETTINGS;
  if (settings.layout !== d.layout) query.set('layout', settings.layout);
  if (settings.sizeBy !== d.sizeBy) query.set('size', settings.sizeBy);
  if (settings.colorBy !== d.colorBy) query.set('color', settings.colorBy);
  if (settings.labelThreshold !== d.labelThreshold) query.set('labels', String(settings.labelThreshold));
  if (settings.edgeType !== d.edgeType) query.set('edge', settings.edgeType);
  if (settings.nodeProgram !== d.nodeProgram) query.set('node', settings.nodeProgram);
  for (const key of ['hideEdgesOnMove', 'hideLabelsOnMove', 'zIndex', 'renderEdgeLabels'] as const) {
    if (settings[key] !== d[key]) query.set(key, settings[key] ? '1' : '0');
  }
  return query.toString();
}

/** Sigma's margin, in pixels, between the graph and the frame's edges (its default is 30). */
export const STAGE_PADDING = 60;
