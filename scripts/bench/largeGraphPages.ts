/**
 * The two pages of the large-graph table (largeGraphs.ts), built and driven: the plain page is
 * bundled here with esbuild from its template in baseline/large-graph/. Each size is measured in
 * rounds, the two pages in turns, and each side the same way by a probe both pages get before
 * their own scripts: time to the first WebGL draw, frame times from requestAnimationFrame while
 * the mouse drags the graph, and ForceAtlas2 iterations counted as the worker's messages.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { GeneratorSource } from '../../src/components/Playground/settings';
import { baselineTemplate, bundlePage } from './baseline';
import { freshContext } from './browser';
import {
  frameTimeStats,
  iterationRate,
  LAYOUT_MS,
  MAX_MS,
  MIN_FRAMES,
  MIN_ITERATIONS,
  PAN_MS,
  PLAIN_DIR,
  plainPath,
  playgroundPath,
  readNumber,
  sameGraph,
  sourceFor,
  type LargeGraphResult,
  type SideRun,
} from './largeGraphs';

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

export interface ProbeState {
  firstDraw: number | null;
  messages: number[] | null;
}

/**
 * Runs in both pages before their own scripts: notes the first WebGL draw call (sigma's first
 * frame) and the arrival of every message from a web worker while counting (the ForceAtlas2
 * worker sends one per iteration).
 */
export function largeGraphProbe(): void {
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

export function readProbe(page: Page): Promise<{ firstDraw: number | null; messages: number[] }> {
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

/** Resolves once the page's main thread is idle (or after 5 s). */
export const idle = (page: Page) =>
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
 * Every size in `rounds` rounds, the playground then the plain page in each, each size's result
 * given as soon as it is measured (a size that fails leaves the ones before it). The playground's
 * frame size, measured in the first round, is the plain page's.
 */
export async function* measureLargeGraphs(
  browser: Browser,
  origins: { ours: string; plain: string },
  sizes: readonly number[],
  rounds: number,
  log: (line: string) => void,
): AsyncGenerator<LargeGraphResult> {
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
    yield result;
  }
}
