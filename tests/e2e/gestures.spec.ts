/**
 * Cooperative gestures (src/live/FrameGestures.tsx): over every live graph, the wheel scrolls the
 * page and Ctrl + wheel zooms the graph; a click gives the graph the wheel until the pointer
 * leaves or Escape. Phones: tests/phone/gestures.spec.ts. On the way out of the last page, the
 * frame's other promise: its graph goes in the commit that takes the page away
 * (src/components/GraphExample/GraphHost.tsx).
 */
import { axe } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import { BASE, colourModeToggle, expect, test, visit } from '../support/fixtures';
import { startGraphs, waitForGraphIn, zoomWheel } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { cameraAtRest, cameraOf, pointOver, probeSigma } from '../support/sigma';
import { sitemapRoutes } from '../support/siteRoutes';

/** What a reader on Linux or Windows reads (a Mac says ⌘): src/examples/_shared/cooperativeGestures.ts. */
const WHEEL_HINT = 'Use Ctrl + scroll to zoom';
/** One notch of a mouse wheel in Chromium. */
const NOTCH = 100;

/**
 * The pages the wheel is tried on. Every live graph runs inside the same frame component
 * (src/live/FrameGestures.tsx, mounted by src/live/LiveGraph.tsx), so pages differ only in what is
 * around the graph. These stand for the rest: an example page whose frame holds two sigma instances
 * (the graph and its minimap), a guide, and a graph beside a side panel (src/examples/_shared/panel.tsx),
 * where the pointer must be over the graph and not over the panel. The load-graph page is the next test's.
 */
const SAMPLE = ['docs/example/minimap', 'docs/guides/node-shapes', 'docs/example/events'].map((route) => `${BASE}${route}`);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The first graph of the page, once drawn: its frame and its SigmaContainer. */
async function firstGraph(page: Page): Promise<{ frame: Locator; container: Locator }> {
  const frame = page.locator('section[data-example] [data-state]').first();
  await waitForGraphIn(frame);
  return { frame, container: frame.locator('.react-sigma').first() };
}

/** Puts the pointer over the graph (not over a panel or a control on it). */
async function pointAtGraph(page: Page, container: Locator): Promise<void> {
  const point = await pointOver(container);
  await page.mouse.move(point.x, point.y);
}

/** Turns the wheel over the graph, with Control held if `ctrl`. */
async function wheelOver(page: Page, container: Locator, deltaY: number, ctrl = false): Promise<void> {
  await pointAtGraph(page, container);
  await (ctrl ? zoomWheel(page, deltaY) : page.mouse.wheel(0, deltaY));
}

/** Two notches down, or up where the page ends too soon. */
async function roomToScroll(page: Page): Promise<number> {
  const below = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
  return below >= 2 * NOTCH ? 2 * NOTCH : -2 * NOTCH;
}

/** A plain wheel over the graph scrolls the page by what it asked, shows the hint, and leaves the camera alone. */
async function expectPageScrolls(page: Page, frame: Locator, container: Locator): Promise<void> {
  const camera = await cameraOf(container);
  const top = await scrollY(page);
  const delta = await roomToScroll(page);
  await wheelOver(page, container, delta);
  await expect.poll(() => scrollY(page), { message: 'the page scrolls by what the wheel asked' }).toBe(top + delta);
  await expect(frame.getByText(WHEEL_HINT)).toBeVisible();
  expect(await cameraOf(container), 'the camera did not move').toEqual(camera);
}

/** A wheel over the graph (with Control held if `ctrl`) zooms it in and leaves the page where it is. */
async function expectGraphZooms(page: Page, container: Locator, ctrl: boolean): Promise<void> {
  const { ratio } = await cameraOf(container);
  const top = await scrollY(page);
  await wheelOver(page, container, -NOTCH, ctrl);
  await expect.poll(async () => (await cameraOf(container)).ratio, { message: 'the graph zooms in' }).toBeLessThan(ratio);
  expect(await scrollY(page), 'the page stays').toBe(top);
  // The zoom is animated: a check that the camera stays put must not start while it still moves.
  await expect.poll(() => cameraAtRest(container), { message: 'the zoom ends' }).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await probeSigma(page);
});

/**
 * Leaves the page through its "Next" link (a client-side navigation) while the graph of `frame`
 * moves, and says whether its sigma was killed before the browser could draw another frame: once
 * the page has taken the frame out, a live sigma asked to draw (its camera moving, as after a zoom
 * or a pan) throws "Sigma: Container has no width", which the fixture reports.
 */
async function leaveWhileMoving(page: Page, frame: Locator): Promise<boolean> {
  type Waiting = Window & { killedInTime?: Promise<boolean> };
  await frame.evaluate((element) => {
    type Sigma = {
      on(event: 'kill', listener: () => void): void;
      getCamera(): { getState(): { ratio: number }; animate(state: { ratio: number }, options: { duration: number }): void };
    };
    const container = element.querySelector('.react-sigma')!;
    const sigma = (window as unknown as { sigmaOf: (element: Element) => Sigma }).sigmaOf(container);
    let killed = false;
    sigma.on('kill', () => (killed = true));
    (window as Waiting).killedInTime = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.isConnected) return;
        observer.disconnect();
        // After every microtask the commit that took the frame out queued, before any other task or frame.
        queueMicrotask(() => resolve(killed));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const camera = sigma.getCamera();
    camera.animate({ ratio: camera.getState().ratio / 2 }, { duration: 60_000 });
  });
  await page.locator('nav a.menu__link[href$="/docs/example/drag_n_drop"]').click();
  return page.evaluate(() => (window as Waiting).killedInTime!);
}

/**
 * Whether every canvas in `frame` is under the frame's cooperative gestures: inside the element of
 * FrameGestures, which marks itself (data-cooperative-gestures) and holds the hint.
 */
const underFrameGestures = (frame: Locator) =>
  frame.evaluate((element) => {
    // Open shadow roots included (events/ShadowDom.tsx draws its graph in one).
    const canvasesIn = (root: ParentNode): Element[] => [
      ...Array.from(root.querySelectorAll('canvas')),
      ...Array.from(root.querySelectorAll('*')).flatMap((child) => (child.shadowRoot ? canvasesIn(child.shadowRoot) : [])),
    ];
    const gestures = (canvas: Element): Element | null => {
      for (let current: Element | null = canvas; current;) {
        const found = current.closest('[data-cooperative-gestures]:has(> [data-testid="gesture-hint"])');
        if (found) return found;
        const root = current.getRootNode();
        current = root instanceof ShadowRoot ? root.host : null;
      }
      return null;
    };
    const canvases = canvasesIn(element);
    return canvases.length > 0 && canvases.every((canvas) => element.contains(gestures(canvas)));
  });

test('on an example page, a guide and beside a side panel, the wheel over the first graph scrolls the page and Ctrl + wheel zooms it; every graph there has these gestures, and goes with its page', async ({
  page,
}) => {
  test.setTimeout(SAMPLE.length * 20_000);
  expect(sitemapRoutes(), 'the sample pages are in the sitemap').toEqual(expect.arrayContaining(SAMPLE));
  for (const route of SAMPLE) {
    await test.step(route, async () => {
      await visit(page, route);
      const { frame, container } = await firstGraph(page);
      await expectPageScrolls(page, frame, container);
      await expectGraphZooms(page, container, true);
      // Every graph of the page runs inside the same gestures.
      const frames = await startGraphs(page.locator('section[data-example] [data-state]'));
      for (const [i, each] of frames.entries()) expect(await underFrameGestures(each), `graph ${i + 1} of ${route}`).toBe(true);
    });
  }
  await test.step('leaving the last page while its graph moves: the graph goes with the page, and no error', async () => {
    const { frame } = await firstGraph(page);
    expect(await leaveWhileMoving(page, frame), 'sigma killed in the commit that took its frame out').toBe(true);
    await expect(page.locator('h1')).toHaveText('Drag and drop');
  });
});

test('a click gives the graph the wheel until the pointer leaves or Escape; the hint goes, readable in both modes', async ({
  page,
}) => {
  await visit(page, `${BASE}docs/example/load-graph`);
  const { frame, container } = await firstGraph(page);

  await expectPageScrolls(page, frame, container);
  const hint = frame.getByTestId('gesture-hint');
  await expect(hint).toHaveText(WHEEL_HINT);
  const contrast = () => axe(page).include('[data-testid="gesture-hint"]').withRules(['color-contrast']).analyze();
  expect((await contrast()).violations, 'light mode').toEqual([]);
  // It goes after about 1.5 s.
  await expect(hint).toHaveText('', { timeout: 5_000 });

  // A click: the wheel zooms, and the page stays.
  const point = await pointOver(container);
  await page.mouse.click(point.x, point.y);
  await expectGraphZooms(page, container, false);
  await expect(hint).toHaveText('');

  // The pointer leaves the graph and comes back: the wheel scrolls the page again.
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y - 10);
  await expectPageScrolls(page, frame, container);

  // A click, then Escape: the page again.
  await pointAtGraph(page, container);
  await page.mouse.down();
  await page.mouse.up();
  await page.keyboard.press('Escape');
  await expectPageScrolls(page, frame, container);

  await colourModeToggle(page, 'light').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectPageScrolls(page, frame, container);
  expect((await contrast()).violations, 'dark mode').toEqual([]);
});

test('the home demo and the playground let the page scroll too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await visit(page, BASE);
  const demo = page.getByTestId('home-demo');
  await demo.getByRole('button', { name: 'Start the live demo' }).click();
  await waitForGraphIn(demo);
  await expectPageScrolls(page, demo, demo.locator('.react-sigma').first());
  await expectGraphZooms(page, demo.locator('.react-sigma').first(), true);

  await visit(page, `${BASE}playground`);
  const playground = page.getByTestId('playground-frame');
  await waitForGraphIn(playground);
  const container = playground.locator('.react-sigma').first();
  await expect(container).toBeAttached({ timeout: LOAD_TIMEOUT });
  await expectPageScrolls(page, playground, container);
  await expectGraphZooms(page, container, true);
});
