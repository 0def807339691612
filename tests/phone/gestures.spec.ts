/**
 * Cooperative gestures on a phone (src/live/FrameGestures.tsx): one finger on a graph scrolls
 * the page, from a node too, and a tap on a node is still a click; two fingers move the graph;
 * on a graph whose nodes the reader drags (example.json's `dragNodes`), a finger on a node drags
 * it. Touches go through Chromium's input pipeline (CDP `Input.dispatchTouchEvent`), as a real
 * finger's would, so the browser itself decides whether the page scrolls.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { waitForGraphIn } from '../support/graph';
import { cameraOf, listenTo, nodeOnScreen, pointOver, probeSigma, sigmaEvents } from '../support/sigma';

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
 * Returns a wait for the end of the page's next scroll, its fling included: a finger that comes
 * down while the page still moves only stops it (and the browser will not let sigma cancel it).
 */
async function nextScrollEnd(page: Page): Promise<() => Promise<void>> {
  type Waiting = Window & { scrollEnded?: Promise<void> };
  await page.evaluate(() => {
    (window as Waiting).scrollEnded = new Promise((resolve) =>
      document.addEventListener('scrollend', () => resolve(), { once: true }),
    );
  });
  return () => page.evaluate(() => (window as Waiting).scrollEnded);
}

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

async function firstGraph(page: Page, route: string): Promise<{ frame: Locator; container: Locator }> {
  await visit(page, `${BASE}${route}`);
  const frame = page.locator('section[data-example] [data-state]').first();
  await waitForGraphIn(frame);
  return { frame, container: frame.locator('.react-sigma').first() };
}

test.beforeEach(async ({ page }) => {
  await probeSigma(page);
});

test('one finger on a graph scrolls the page and the graph stays; two fingers pan the graph and the page stays', async ({
  page,
}) => {
  const { frame, container } = await firstGraph(page, 'docs/example/load-graph');
  const cdp = await page.context().newCDPSession(page);
  // Sigma sets its canvases' touch-action to none, which the frame opens for one finger (the browser never scrolls from `none`).
  expect(await container.locator('canvas').evaluateAll((canvases) => canvases.map((canvas) => canvas.style.touchAction))).toEqual(
    expect.arrayContaining(['pan-x pan-y']),
  );

  const camera = await cameraOf(container);
  const start = await pointOver(container);
  let top = await scrollY(page);
  const hints = await recordHints(frame);
  const scrollEnd = await nextScrollEnd(page);
  await swipe(cdp, [start], 0, -150);
  await expect.poll(() => scrollY(page), { message: 'the page scrolls' }).toBeGreaterThan(top + 100);
  await scrollEnd();
  await expect.poll(hints, { message: 'the hint says how to move the graph' }).toContain('Use two fingers to move the graph');
  expect(await cameraOf(container), 'the camera did not move').toEqual(camera);

  const middle = await pointOver(container);
  top = await scrollY(page);
  await swipe(cdp, [middle, { x: middle.x + 60, y: middle.y }], 0, -120);
  await expect
    .poll(async () => (await cameraOf(container)).y, { message: 'the camera moves with the fingers' })
    .not.toBeCloseTo(camera.y, 3);
  expect(await scrollY(page), 'the page stays').toBe(top);
});

test('one finger that starts on a node scrolls the page, and a tap on the node is still a click (layouts)', async ({ page }) => {
  const { container } = await firstGraph(page, 'docs/example/layouts');
  const cdp = await page.context().newCDPSession(page);
  await listenTo(container, 'clickNode');
  const camera = await cameraOf(container);
  const node = await pointOver(container, true);
  const top = await scrollY(page);
  const scrollEnd = await nextScrollEnd(page);
  await swipe(cdp, [node], 0, -150);
  await expect.poll(() => scrollY(page), { message: 'the page scrolls' }).toBeGreaterThan(top + 100);
  await scrollEnd();
  expect(await cameraOf(container), 'the camera did not move').toEqual(camera);

  // The node, where the scroll took it, back in view (a fling may have taken it past the top).
  await container.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const tapped = await nodeOnScreen(container, node.node!);
  const scrolled = await scrollY(page);
  await page.touchscreen.tap(tapped.x, tapped.y);
  await expect.poll(() => sigmaEvents(page), { message: 'sigma says the node was clicked' }).toEqual([`clickNode ${node.node}`]);
  expect(await scrollY(page), 'the page stays').toBe(scrolled);
  expect(await cameraOf(container), 'the camera did not move').toEqual(camera);
});

test('on the drag example, one finger on a node drags it and the page stays; off the nodes it scrolls the page', async ({
  page,
}) => {
  const { frame, container } = await firstGraph(page, 'docs/example/drag_n_drop');
  const cdp = await page.context().newCDPSession(page);
  const node = await pointOver(container, true);
  const top = await scrollY(page);
  await swipe(cdp, [node], 60, -100);
  await expect(frame.getByRole('status')).toHaveText(new RegExp(`^Dropped ${node.node} at `));
  const dropped = await nodeOnScreen(container, node.node!);
  expect(Math.hypot(dropped.x - (node.x + 60), dropped.y - (node.y - 100)), 'the node is where the finger left it').toBeLessThan(
    4,
  );
  expect(await scrollY(page), 'the page stays').toBe(top);

  await swipe(cdp, [await pointOver(container)], 0, -150);
  await expect.poll(() => scrollY(page), { message: 'the page scrolls' }).toBeGreaterThan(top + 100);
});
