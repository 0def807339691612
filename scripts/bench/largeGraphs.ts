/**
 * The bench's large-graph table: generated graphs of 1k to 100k edges on the playground page and,
 * in the same run, the same graph drawn by sigma alone on a plain page (largeGraphPages.ts loads
 * both). This file holds the pure part: the sizes, the two pages' addresses, how the figures are
 * read and compared, and the tables. SwiftShader draws on the CPU: the milliseconds are this
 * machine's; the ratios ours ÷ plain are the point.
 */
import { site } from '../../config/site';
import { frameFigures, type FrameFigures } from '../../src/components/Playground/figures';
import { DEFAULT_SETTINGS, MAX_EDGES, writeSettings, type GeneratorSource } from '../../src/components/Playground/settings';
import { pairedRatio } from './ratios';
import { formatMs, median, table } from './stats';

export const DEFAULT_SIZES = [1_000, 10_000, 50_000, 100_000] as const;
/** What the React layer may cost on frame time while panning: a goal, printed, not a failing budget. */
export const FRAME_TIME_GOAL = 1.05;
/**
 * How long the mouse drags the graph, and how long ForceAtlas2 runs, per measurement; longer
 * when a big graph has not drawn MIN_FRAMES frames or MIN_ITERATIONS iterations by then (a frame
 * of 100k edges can take a second on a CPU renderer), up to MAX_MS.
 */
export const PAN_MS = 2000;
export const LAYOUT_MS = 2000;
export const MIN_FRAMES = 5;
export const MIN_ITERATIONS = 2;
export const MAX_MS = 20_000;
/** Where the plain page is served, under the site's base path. */
export const PLAIN_DIR = 'large-graph';

/** Edge counts from `--large-graph-sizes 1000,10000`; a clear message for anything else. */
export function parseSizes(text: string): number[] {
  const sizes = text
    .split(',')
    .map((part) => part.trim().replace(/_/g, ''))
    .filter(Boolean);
  if (!sizes.length) throw new Error('--large-graph-sizes needs edge counts, e.g. 1000,10000');
  return sizes.map((part) => {
    const edges = Number(part);
    if (!/^\d+$/.test(part) || edges < 10 || edges > MAX_EDGES) {
      throw new Error(`--large-graph-sizes: "${part}" is not an edge count from 10 to ${MAX_EDGES} (the playground's limit)`);
    }
    return edges;
  });
}

/** The graph of a size: clustered (communities, as real graphs have), a fifth as many nodes as edges, a fixed seed. */
export function sourceFor(edges: number): GeneratorSource {
  return { kind: 'generator', generator: 'clustered', nodes: Math.max(2, Math.round(edges / 5)), edges, seed: 1 };
}

/** The playground's address for a generated graph, in the form the page documents. */
export function playgroundPath(source: GeneratorSource): string {
  return `${site.baseUrl}playground?${writeSettings({ ...DEFAULT_SETTINGS, source })}`;
}

/** The plain page's address: the same settings, and the size of the playground's frame to draw in. */
export function plainPath(source: GeneratorSource, frame: { width: number; height: number }): string {
  const size = `width=${Math.round(frame.width)}&height=${Math.round(frame.height)}`;
  return `${site.baseUrl}${PLAIN_DIR}/?${writeSettings({ ...DEFAULT_SETTINGS, source })}&${size}`;
}

/** A figure as the pages print it ("5.2 ms", "1,234 ms", "20,000"), or null when there is none yet ("—"). */
export function readNumber(text: string | null): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** Median and 95th percentile of frame intervals, as the playground computes its own figure (null under 5 frames). */
export function frameTimeStats(intervals: readonly number[]): FrameFigures | null {
  // Every interval counts: they all fall in one pan, shorter than the playground's window.
  return frameFigures(
    intervals.map((ms) => ({ at: 0, ms })),
    0,
  );
}

/**
 * Iterations per second from the arrival times of the worker's messages (one per iteration),
 * counted from the first message, so the worker's start-up is left out on both sides.
 */
export function iterationRate(arrivals: readonly number[]): number | null {
  if (arrivals.length < 2) return null;
  const span = arrivals[arrivals.length - 1]! - arrivals[0]!;
  return span > 0 ? ((arrivals.length - 1) * 1000) / span : null;
}

/** One page's figures for one graph, one load. */
export interface SideRun {
  nodes: number | null;
  edges: number | null;
  /** The page's own generation time (import of the generators and the generation). */
  generationMs: number | null;
  /** Navigation start to sigma's first WebGL draw. */
  firstFrameMs: number;
  frame: FrameFigures | null;
  fa2PerSecond: number | null;
  canvas: { width: number; height: number };
}

export interface LargeGraphResult {
  source: GeneratorSource;
  ours: SideRun[];
  plain: SideRun[];
  /** Both pages drew as many nodes and edges in every run. */
  sameGraph: boolean;
}

export interface LargeGraphRatio {
  edges: number;
  measure: 'frame time' | 'first frame';
  ours: number;
  plain: number;
  ratio: number | null;
  /** The goal's limit (frame time only); null for a figure printed without a goal. */
  goal: number | null;
  ok: boolean | null;
}

const finite = (values: readonly (number | null | undefined)[]): number[] =>
  values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));

/** The ratios ours ÷ plain of one size, each the median of the rounds' own ratios (bench/ratios.ts). */
export function largeGraphRatios(result: LargeGraphResult): LargeGraphRatio[] {
  const rows: LargeGraphRatio[] = [];
  const add = (measure: LargeGraphRatio['measure'], pick: (run: SideRun) => number | null | undefined, goal: number | null) => {
    const [ours, plain] = [result.ours.map(pick), result.plain.map(pick)];
    if (!finite(ours).length || !finite(plain).length) return;
    const ratio = pairedRatio(
      ours.map((value) => value ?? Number.NaN),
      plain.map((value) => value ?? Number.NaN),
    );
    rows.push({
      edges: result.source.edges,
      measure,
      ours: median(finite(ours)),
      plain: median(finite(plain)),
      ratio,
      goal,
      ok: goal === null || ratio === null ? null : ratio <= goal + 1e-9,
    });
  };
  add('frame time', (run) => run.frame?.median, FRAME_TIME_GOAL);
  add('first frame', (run) => run.firstFrameMs, null);
  return rows;
}

/** Whether every run of both sides drew the same counts (the same generator code and seed must give the same graph). */
export function sameGraph(ours: readonly SideRun[], plain: readonly SideRun[]): boolean {
  const counts = [...ours, ...plain].map((run) => `${run.nodes}/${run.edges}`);
  return counts.length > 0 && counts.every((count) => count === counts[0]) && ours[0]?.nodes !== null;
}

const count = (value: number | null) => (value === null ? '–' : value.toLocaleString('en'));
export const formatRate = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? '–' : `${value < 10 ? value.toFixed(1) : Math.round(value)} it/s`;
const ratioText = (ratio: number | null) => (ratio === null ? '–' : `${ratio.toFixed(2)}×`);

/** The figures table (one row per size and side) and the ratio table, as printed by `npm run bench`. */
export function largeGraphTables(results: readonly LargeGraphResult[]): { figures: string; ratios: string } {
  const side = (name: string, runs: readonly SideRun[], source: GeneratorSource, same: boolean): string[] => {
    const mid = (pick: (run: SideRun) => number | null | undefined) => {
      const values = finite(runs.map(pick));
      return values.length ? median(values) : null;
    };
    return [
      source.edges.toLocaleString('en'),
      name,
      `${count(runs[0]?.nodes ?? null)} / ${count(runs[0]?.edges ?? null)}${same ? '' : ' (DIFFERENT GRAPH)'}`,
      formatMs(mid((run) => run.generationMs)),
      formatMs(mid((run) => run.firstFrameMs)),
      formatMs(mid((run) => run.frame?.median)),
      formatMs(mid((run) => run.frame?.p95)),
      formatRate(mid((run) => run.fa2PerSecond)),
      runs[0] ? `${runs[0].canvas.width}×${runs[0].canvas.height}` : '',
    ];
  };
  const figures = table(
    ['edges', 'page', 'nodes / edges drawn', 'generation', 'first frame', 'frame median', 'frame p95', 'FA2', 'canvas'],
    results.flatMap((result) => [
      side('playground', result.ours, result.source, result.sameGraph),
      side('plain sigma', result.plain, result.source, result.sameGraph),
    ]),
  );
  const ratios = table(
    ['measure', 'goal', 'value', ''],
    results
      .flatMap(largeGraphRatios)
      .map((row) => [
        `${row.edges.toLocaleString('en')} edges: ${row.measure} ÷ plain sigma`,
        row.goal === null ? '–' : `≤ ${row.goal}×`,
        `${ratioText(row.ratio)} (${formatMs(row.ours)} / ${formatMs(row.plain)})`,
        row.ok === null ? '' : row.ok ? 'ok' : 'MISSED',
      ]),
  );
  return { figures, ratios };
}
