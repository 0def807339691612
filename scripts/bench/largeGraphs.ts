/**
 * The bench's large-graph table: generated graphs of 1k to 100k edges on the playground page and,
 * in the same run, the same graph drawn by sigma alone on a plain page (template in
 * baseline/large-graph/, bundled here with esbuild). Each size is measured in rounds, the two
 * pages in turns, and each side the same way by a probe both pages get before their own scripts:
 * time to the first WebGL draw, frame times from requestAnimationFrame while the mouse drags the
 * graph, and ForceAtlas2 iterations counted as the worker's messages. SwiftShader draws on the
 * CPU: the milliseconds are this machine's; the ratios ours ÷ plain are the point.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { frameFigures, type FrameFigures } from '../../src/components/Playground/figures';
import { DEFAULT_SETTINGS, MAX_EDGES, writeSettings, type GeneratorSource } from '../../src/components/Playground/settings';
import { baselineTemplate, bundlePage } from './baseline';
import { freshContext } from './browser';
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
  return `/react-sigma/playground?${writeSettings({ ...DEFAULT_SETTINGS, source })}`;
}

/** The plain page's address: the same settings, and the size of the playground's frame to draw in. */
export function plainPath(source: GeneratorSource, frame: { width: number; height: number }): string {
  const size = `width=${Math.round(frame.width)}&height=${Math.round(frame.height)}`;
  return `/react-sigma/${PLAIN_DIR}/?${writeSettings({ ...DEFAULT_SETTINGS, source })}&${size}`;
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

/**
 * Bundles the plain page into `outDir/large-graph/`: its template, the playground's generators,
 * looks and starting reducers, sigma and the ForceAtlas2 worker.
 */
export async function buildPlainPage(outDir: string): Promise<string> {
  const template = path.join(baselineTemplate, PLAIN_DIR);
  const target = path.join(outDir, PLAIN_DIR);
  await fs.mkdir(target, { recursive: true });
  await bundlePage(path.join(template, 'main.ts'), target);
  await fs.copyFile(path.join(template, 'index.html'), path.join(target, 'index.html'));
  return target;
}

interface ProbeState {
  firstDraw: number | null;
  messages: number[] | null;
}

/**
 * Runs in both pages before their own scripts: notes the first WebGL draw call (sigma's first
 * frame) and the arrival of every message from a web worker while counting (the ForceAtlas2
 * worker sends one per iteration).
 */
function largeGraphProbe(): void {
  const state: ProbeState = { firstDraw: null, messages: null };
  (window as unknown as { __largeGraph: ProbeState }).__largeGraph = state;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype] as unknown as Record<
    string,
    unknown
  >[]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        if (state.firstDraw === null) state.firstDraw = performance.now();
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener('message', () => state.messages?.push(performance.now()));
    }
  };
}

function readProbe(page: Page): Promise<{ firstDraw: number | null; messages: number[] }> {
  return page.evaluate(() => {
    const state = (window as unknown as { __largeGraph: ProbeState }).__largeGraph;
    return { firstDraw: state.firstDraw, messages: state.messages ?? [] };
  });
}

/** How the bench drives each side: where its figures are, and how its layout starts and stops. */
interface Side {
  url: string;
  /** Resolves once the page has done its start-up work (the playground applies its reducers after the first frame). */
  ready: (page: Page) => Promise<void>;
  startLayout: (page: Page) => Promise<void>;
  stopLayout: (page: Page) => Promise<void>;
}

const oursSide = (origin: string, source: GeneratorSource): Side => ({
  url: origin + playgroundPath(source),
  ready: (page) => page.getByTestId('reducer-status').filter({ hasText: 'are applied' }).waitFor({ timeout: 60_000 }),
  // Choosing a worker layout starts it; the page's button stops it.
  startLayout: (page) =>
    page
      .getByRole('combobox', { name: 'Layout' })
      .selectOption('forceatlas2')
      .then(() => undefined),
  stopLayout: (page) => page.getByRole('button', { name: 'Stop the layout' }).click(),
});

const plainSide = (origin: string, source: GeneratorSource, frame: { width: number; height: number }): Side => ({
  url: origin + plainPath(source, frame),
  ready: (page) => page.locator('[data-state="ready"]').waitFor({ timeout: 60_000 }),
  startLayout: (page) => page.getByRole('button', { name: 'Start the layout' }).click(),
  stopLayout: (page) => page.getByRole('button', { name: 'Stop the layout' }).click(),
});

/**
 * Drags the graph for PAN_MS, in the page: each animation frame sends sigma's mouse layer one
 * mouse move (8 px, back and forth), as Chromium delivers real moves once a frame, so every frame
 * has a camera move to draw. It starts from an empty point at the canvas's left edge: dragging
 * keeps the graph's point under the mouse, so no node gets hovered. Returns the frame intervals.
 */
function dragInPage({
  x0,
  y,
  span,
  ms,
  minFrames,
  maxMs,
}: {
  x0: number;
  y: number;
  span: number;
  ms: number;
  minFrames: number;
  maxMs: number;
}): Promise<number[]> {
  const target = document.querySelector('canvas.sigma-mouse')!;
  const send = (type: string, x: number) =>
    target.dispatchEvent(
      new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: 1, bubbles: true, cancelable: true }),
    );
  return new Promise((resolve) => {
    const frames: number[] = [];
    let [offset, direction, last, started] = [0, 1, 0, 0];
    send('mousedown', x0);
    const loop = (time: number) => {
      if (last) frames.push(time - last);
      else started = time;
      last = time;
      if ((time - started >= ms && frames.length >= minFrames) || time - started >= maxMs) {
        send('mouseup', x0 + offset);
        resolve(frames);
        return;
      }
      offset += 8 * direction;
      if (offset >= span || offset <= 0) direction = -direction;
      send('mousemove', x0 + offset);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

const idle = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));

async function measureSide(browser: Browser, side: Side): Promise<SideRun> {
  const context = await freshContext(browser);
  try {
    await context.addInitScript(largeGraphProbe);
    const page = await context.newPage();
    await page.goto(side.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        typeof (window as unknown as { __largeGraph?: ProbeState }).__largeGraph?.firstDraw === 'number' &&
        /\d/.test(document.querySelector('[data-figure="edges"]')?.textContent ?? ''),
      null,
      { timeout: 180_000, polling: 100 },
    );
    await side.ready(page);
    const text = (name: string) => page.locator(`[data-figure="${name}"]`).textContent();
    const [nodes, edges, generationMs] = await Promise.all([text('nodes'), text('edges'), text('load')]).then((texts) =>
      texts.map(readNumber),
    );
    const firstFrameMs = (await readProbe(page)).firstDraw!;
    const canvas = page.locator('canvas.sigma-mouse');
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error(`large graphs: no sigma canvas on ${side.url}`);
    await idle(page);
    const frame = frameTimeStats(
      await page.evaluate(dragInPage, {
        x0: box.x + 12,
        y: box.y + box.height / 2,
        span: Math.min(240, box.width / 3),
        ms: PAN_MS,
        minFrames: MIN_FRAMES,
        maxMs: MAX_MS,
      }),
    );
    await idle(page);
    await page.evaluate(() => {
      (window as unknown as { __largeGraph: ProbeState }).__largeGraph.messages = [];
    });
    await side.startLayout(page);
    await page.waitForFunction(
      () => ((window as unknown as { __largeGraph: ProbeState }).__largeGraph.messages?.length ?? 0) > 0,
      null,
      { timeout: 60_000, polling: 100 },
    );
    // The measuring window itself: the layout runs this long, or until it has done a few iterations.
    const { messages: arrivals } = await page
      .waitForFunction(
        ({ ms, iterations }) => {
          const messages = (window as unknown as { __largeGraph: ProbeState }).__largeGraph.messages!;
          return messages.length > iterations && performance.now() - messages[0]! >= ms;
        },
        { ms: LAYOUT_MS, iterations: MIN_ITERATIONS },
        { timeout: MAX_MS, polling: 100 },
      )
      .catch(() => undefined)
      .then(() => readProbe(page));
    await side.stopLayout(page);
    return {
      nodes: nodes ?? null,
      edges: edges ?? null,
      generationMs: generationMs ?? null,
      firstFrameMs,
      frame,
      fa2PerSecond: iterationRate(arrivals),
      canvas: { width: Math.round(box.width), height: Math.round(box.height) },
    };
  } finally {
    await context.close();
  }
}

/**
 * Every size in `rounds` rounds, the playground then the plain page in each. The playground's
 * frame size, measured in the first round, is the plain page's.
 */
export async function measureLargeGraphs(
  browser: Browser,
  origins: { ours: string; plain: string },
  sizes: readonly number[],
  rounds: number,
  log: (line: string) => void,
): Promise<LargeGraphResult[]> {
  const results: LargeGraphResult[] = [];
  for (const edges of sizes) {
    const source = sourceFor(edges);
    const result: LargeGraphResult = { source, ours: [], plain: [], sameGraph: false };
    for (let round = 0; round < rounds; round++) {
      const turn = async (name: string, side: () => Side): Promise<SideRun> => {
        const started = Date.now();
        const figures = await measureSide(browser, side());
        log(
          `bench: large graphs: ${edges.toLocaleString('en')} edges, round ${round + 1} of ${rounds}, ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        return figures;
      };
      result.ours.push(await turn('playground', () => oursSide(origins.ours, source)));
      result.plain.push(await turn('plain sigma', () => plainSide(origins.plain, source, result.ours[0]!.canvas)));
    }
    result.sameGraph = sameGraph(result.ours, result.plain);
    results.push(result);
  }
  return results;
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
