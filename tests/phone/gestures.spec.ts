/**
 * Cooperative gestures on a phone (src/live/FrameGestures.tsx): one finger on a graph scrolls
 * the page, two fingers move the graph, a finger on a node reaches the graph. Touches go through
 * Chromium's input pipeline (CDP `Input.dispatchTouchEvent`), as a real finger's would, so the
 * browser itself decides whether the page scrolls.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { waitForGraphIn } from '../support/graph';
import { cameraOf, listenTo, pointOver, probeSigma, sigmaEvents } from '../support/sigma';

type Point = { x: number; y: number };

/** Moves fingers from `from` by (`dx`, `dy`) in steps, then lifts them. */
async function swipe(cdp: CDPSession, from: Point[], dx: number, dy: number, steps = 8): Promise<void> {
  const at = (share: number) => from.map((point, id) => ({ x: point.x + dx * share, y: point.y + dy * share, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= steps; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / steps) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Records every text the frame's gesture hint shows. The hint stays 1.5 s: on a loaded machine the
 * swipe and the scroll check can outlast it, so a test reads what was recorded rather than polling.
 */
async function recordHints(frame: Locator): Promise<() => Promise<string[]>> {
  const hint = frame.getByTestId('gesture-hint');
  await hint.evaluate((element) => {
    const seen: string[] = [];
    (element as HTMLElement & { seen?: string[] }).seen = seen;
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => hint.evaluate((element) => [...((element as HTMLElement & { seen?: string[] }).seen ?? [])]);
}

async function firstGraph(page: Page): Promise<{ frame: Locator; container: Locator }> {
  const frame = page.locator('section[data-example] [data-state]').first();
  await waitForGraphIn(frame);
  return { frame, container: frame.locator('.react-sigma').first() };
}

test.beforeEach(async ({ page }) => {
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/load-graph`);
});

test('one finger on a graph scrolls the page; the graph stays', async ({ page }) => {
  const { frame, container } = await firstGraph(page);
  const cdp = await page.context().newCDPSession(page);
  const camera = await cameraOf(container);
  const start = await pointOver(container);
  const top = await scrollY(page);
  const hints = await recordHints(frame);
  await swipe(cdp, [start], 0, -150);
  await expect.poll(() => scrollY(page), { message: 'the page scrolls' }).toBeGreaterThan(top + 100);
  await expect.poll(hints, { message: 'the hint says how to move the graph' }).toContain('Use two fingers to move the graph');
  expect(await cameraOf(container), 'the camera did not move').toEqual(camera);
});

test('two fingers pan the graph; the page stays', async ({ page }) => {
  const { container } = await firstGraph(page);
  const cdp = await page.context().newCDPSession(page);
  const camera = await cameraOf(container);
  const middle = await pointOver(container);
  const top = await scrollY(page);
  await swipe(cdp, [middle, { x: middle.x + 60, y: middle.y }], 0, -120);
  await expect
    .poll(async () => (await cameraOf(container)).y, { message: 'the camera moves with the fingers' })
    .not.toBeCloseTo(camera.y, 3);
  expect(await scrollY(page), 'the page stays').toBe(top);
});

test('a tap on a node reaches the graph', async ({ page }) => {
  const { container } = await firstGraph(page);
  await listenTo(container, 'clickNode');
  const node = await pointOver(container, true);
  await page.touchscreen.tap(node.x, node.y);
  await expect.poll(() => sigmaEvents(page)).toEqual([`clickNode ${node.node}`]);
});
