/**
 * The move-settings table's pages, driven (the figures and the table: moveSettings.ts). Each set-up
 * gets a fresh browser context and load: the playground opened by its address, or the big-graphs
 * guide with its example grown to 10,000 edges and one box ticked. Then the graph is dragged in a
 * fixed number of steps, each timed from its mouse move to the second animation frame after it (the
 * first draws the moved camera; the second starts once that frame is done).
 */
import type { Browser, Page } from '@playwright/test';
import { site } from '../../config/site';
import { freshContext } from './browser';
import { idle, largeGraphProbe, readProbe, type ProbeState } from './largeGraphPages';
import { EXAMPLE_EDGES, EXAMPLE_NAME, setupPath, setupsAt, type MovePlan, type MoveRun, type MoveSetup } from './moveSettings';

const LOAD_TIMEOUT = 180_000;

/**
 * Added after largeGraphProbe: notes when the frame of sigma's first WebGL draw is done, at the
 * second animation frame after that draw. The draw call itself returns before SwiftShader has drawn
 * anything (a frame of curves takes three times as long to draw, not to call), so the first frame is
 * timed as a drag step is.
 */
function firstFrameProbe(): void {
  const state: { done: number | null } = { done: null };
  (window as unknown as { __firstFrame: typeof state }).__firstFrame = state;
  let armed = false;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype] as unknown as Record<
    string,
    unknown
  >[]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        if (!armed) {
          armed = true;
          requestAnimationFrame(() => requestAnimationFrame(() => (state.done = performance.now())));
        }
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
}

/**
 * In the page: presses the mouse on an empty point at the graph's left edge (dragging keeps the
 * graph's point under the mouse, so no node gets hovered), moves it `steps` times by `dx`, and
 * returns each step's time.
 */
function dragSteps({ selector, x0, y, dx, steps }: { selector: string; x0: number; y: number; dx: number; steps: number }) {
  const target = document.querySelector(selector)!;
  const send = (type: string, x: number) =>
    target.dispatchEvent(
      new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: 1, bubbles: true, cancelable: true }),
    );
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    const times: number[] = [];
    send('mousedown', x0);
    await frame();
    await frame();
    for (let step = 1; step <= steps; step++) {
      const started = performance.now();
      send('mousemove', x0 + step * dx);
      await frame();
      await frame();
      times.push(performance.now() - started);
    }
    send('mouseup', x0 + steps * dx);
    return times;
  })();
}

/** Drags the graph whose mouse canvas `selector` finds, once the page is idle. */
async function drag(page: Page, selector: string, steps: number): Promise<number[]> {
  const canvas = page.locator(selector);
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error(`move settings: no sigma canvas for ${selector}`);
  await idle(page);
  return page.evaluate(dragSteps, {
    selector,
    x0: box.x + 12,
    y: box.y + box.height / 2,
    dx: Math.max(2, Math.min(240, box.width / 3) / steps),
    steps,
  });
}

/** The playground on the set-up's address: first frame from the probe, then the drag. */
async function playgroundRun(page: Page, origin: string, setup: MoveSetup, edges: number, steps: number) {
  await page.goto(origin + setupPath(setup, edges), { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { __largeGraph?: ProbeState }).__largeGraph?.firstDraw === 'number' &&
      typeof (window as unknown as { __firstFrame?: { done: number | null } }).__firstFrame?.done === 'number',
    null,
    { timeout: LOAD_TIMEOUT, polling: 100 },
  );
  // The playground applies its reducers after the first frame: the drag starts after that.
  await page.getByTestId('reducer-status').filter({ hasText: 'are applied' }).waitFor({ timeout: LOAD_TIMEOUT });
  const firstDrawMs = (await readProbe(page)).firstDraw;
  const firstFrameMs = await page.evaluate(() => (window as unknown as { __firstFrame: { done: number } }).__firstFrame.done);
  return { firstDrawMs, firstFrameMs, stepsMs: await drag(page, 'canvas.sigma-mouse', steps) };
}

/** The guide's example, grown to 10,000 edges, with the set-up's box ticked. */
async function exampleRun(page: Page, origin: string, setup: MoveSetup, steps: number) {
  await page.goto(`${origin}${site.baseUrl}docs/guides/big-graphs`, { waitUntil: 'load' });
  const selector = `section[data-example="${EXAMPLE_NAME}"]`;
  const section = page.locator(selector);
  // The example starts its graph once it nears the screen, replacing the server-rendered frame.
  await section.scrollIntoViewIfNeeded();
  await section.locator('canvas.sigma-mouse').waitFor({ timeout: LOAD_TIMEOUT });
  await section.getByRole('button', { name: `Grow to ${EXAMPLE_EDGES.toLocaleString('en-US')} edges` }).click();
  await section
    .locator('output')
    .filter({ hasText: `nodes, ${EXAMPLE_EDGES.toLocaleString('en-US')} edges` })
    .waitFor({ timeout: LOAD_TIMEOUT });
  if (setup.check) await section.getByRole('checkbox', { name: setup.check }).check();
  // enableEdgeEvents re-creates sigma: wait for the new one's canvas, then for the page to settle.
  await section.locator('canvas.sigma-mouse').waitFor({ timeout: LOAD_TIMEOUT });
  await idle(page);
  return { firstDrawMs: null, firstFrameMs: null, stepsMs: await drag(page, `${selector} canvas.sigma-mouse`, steps) };
}

/**
 * Every size of the plan, round after round, each round running the size's set-ups in turn (so
 * a set-up and its reference are measured minutes apart at most). Each load's figures are given as
 * soon as they are measured.
 */
export async function* measureMoveSettings(
  browser: Browser,
  origin: string,
  plan: MovePlan,
  log: (line: string) => void,
): AsyncGenerator<MoveRun> {
  for (const [index, edges] of plan.sizes.entries()) {
    const [rounds, steps] = [plan.rounds[index]!, plan.steps[index]!];
    for (let round = 0; round < rounds; round++) {
      for (const setup of setupsAt(edges)) {
        const started = Date.now();
        const context = await freshContext(browser);
        try {
          await context.addInitScript(largeGraphProbe);
          await context.addInitScript(firstFrameProbe);
          const page = await context.newPage();
          const figures =
            setup.page === 'playground'
              ? await playgroundRun(page, origin, setup, edges, steps)
              : await exampleRun(page, origin, setup, steps);
          log(
            `bench: move settings: ${edges.toLocaleString('en')} edges, round ${round + 1} of ${rounds}, ${setup.id}: ${Math.round(
              figures.stepsMs.reduce((sum, ms) => sum + ms, 0) / figures.stepsMs.length,
            )} ms a step (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
          yield { setup: setup.id, edges, round, ...figures };
        } finally {
          await context.close();
        }
      }
    }
  }
}
