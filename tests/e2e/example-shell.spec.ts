import { listExamples } from '../../plugins/shared/discoverExamples';
import { BASE, expect, PHONE_VIEWPORT, test, untilIdle, visit } from '../support/fixtures';
import { graphLibrariesIn } from '../../scripts/bench/stats';
import {
  countColor,
  currentCode,
  difference,
  drawnPixels,
  example,
  frame,
  replaceCode,
  startGraphs,
  waitForGraph,
} from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { siteDir } from '../support/paths';

// Watches which scripts a page downloads and when: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

const PAGE = `${BASE}docs/example/load-graph`;
const NAME = 'load-graph/GraphProp.tsx';

const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;

test.describe('live editing', () => {
  test('changing a colour in the editor changes the drawn graph; Reset restores it', async ({ page }) => {
    await visit(page, PAGE);
    const target = await waitForGraph(page, NAME);
    const before = await drawnPixels(target);
    expect(countColor(before.png, isRed)).toBe(0);

    const original = await currentCode(page, NAME);
    await replaceCode(page, NAME, original.replace("'#1c7ed6'", "'#ff0000'"));
    await expect(example(page, NAME).getByText('Edited: the graph runs your code.')).toBeVisible();
    // The first edit downloads the compiler, then runs the code in a new graph.
    await expect
      .poll(async () => countColor((await drawnPixels(frame(page, NAME))).png, isRed), { timeout: LOAD_TIMEOUT })
      .toBeGreaterThan(200);

    await example(page, NAME).getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => countColor((await drawnPixels(frame(page, NAME))).png, isRed)).toBe(0);
    expect(await currentCode(page, NAME)).toBe(original);
  });

  test('a syntax error shows a readable message in the frame; the page keeps working', async ({ page }) => {
    await visit(page, PAGE);
    await waitForGraph(page, NAME);
    const original = await currentCode(page, NAME);
    await replaceCode(page, NAME, original.replace('return (', 'return ((('));
    const alert = frame(page, NAME).getByRole('alert');
    // The first edit downloads the compiler.
    await expect(alert).toContainText('The edited code does not run', { timeout: LOAD_TIMEOUT });
    await expect(alert).toContainText('Syntax error');
    await expect(frame(page, NAME)).toHaveAttribute('data-state', 'error');
    // The other examples on the page still draw.
    await waitForGraph(page, 'load-graph/UseLoadGraph.tsx');
    await example(page, NAME).getByRole('button', { name: 'Reset' }).click();
    await waitForGraph(page, NAME);
    await expect(frame(page, NAME)).toHaveAttribute('data-state', 'ready');
  });

  test.describe('with the errors the tests cause', () => {
    // React reports an error caught by a boundary on the console; these are on purpose.
    // One pattern: Playwright would read a second array element as the option's settings.
    test.use({
      allowedConsoleErrors: [/target node "nowhere" not found|program for node type "square"|Nothing the index knows/],
    });

    test("a runtime error shows the error in the frame, with the error index's cause and fix", async ({ page }) => {
      await visit(page, PAGE);
      await waitForGraph(page, NAME);
      const original = await currentCode(page, NAME);
      await replaceCode(page, NAME, original.replace("g.addEdge('graphology', 'sigma'", "g.addEdge('graphology', 'nowhere'"));
      const alert = frame(page, NAME).getByRole('alert');
      await expect(alert).toContainText('This example stopped with an error', { timeout: LOAD_TIMEOUT });
      await expect(alert).toContainText('nowhere');
      const explanation = alert.getByTestId('error-explanation');
      await expect(explanation).toContainText('Cause.');
      await expect(explanation).toContainText('Fix.');
      await example(page, NAME).getByRole('button', { name: 'Reset' }).click();
      await waitForGraph(page, NAME);
    });

    test("a node type with no program: the index's fix in the frame, and its link opens the entry", async ({ page }) => {
      await visit(page, PAGE);
      await waitForGraph(page, NAME);
      const original = await currentCode(page, NAME);
      await replaceCode(page, NAME, original.replace("color: '#1c7ed6' }", "color: '#1c7ed6', type: 'square' }"));
      const explanation = frame(page, NAME).getByRole('alert').getByTestId('error-explanation');
      await expect(explanation).toContainText('nodeProgramClasses', { timeout: LOAD_TIMEOUT });
      const link = explanation.getByRole('link', { name: 'This error in the error index' });
      await expect(link).toHaveAttribute('href', `${BASE}docs/errors#no-suitable-program-for-node-type`);
      await link.click();
      await expect(page).toHaveURL(/\/docs\/errors#no-suitable-program-for-node-type$/);
      await expect(page.locator('#no-suitable-program-for-node-type')).toBeInViewport();
    });

    test('an error the index does not know says so and links to a search for it', async ({ page }) => {
      await visit(page, PAGE);
      await waitForGraph(page, NAME);
      const original = await currentCode(page, NAME);
      await replaceCode(
        page,
        NAME,
        original.replace(
          'const g = new Graph();',
          "const g = new Graph();\n    if (g) throw new Error('Nothing the index knows');",
        ),
      );
      const explanation = frame(page, NAME).getByRole('alert').getByTestId('error-explanation');
      await expect(explanation).toContainText('does not list this message', { timeout: LOAD_TIMEOUT });
      await expect(explanation.getByRole('link', { name: 'Search the docs for it' })).toHaveAttribute(
        'href',
        `${BASE}search?q=${encodeURIComponent('Nothing the index knows')}`,
      );
    });
  });
});

test('switching to dark mode changes the label colour in the graph', async ({ page }) => {
  await visit(page, PAGE);
  const target = await waitForGraph(page, NAME);
  // Node colours always have a channel outside these ranges, edges are mid-grey and the
  // background is white (light) or near-black (dark): what remains is label text.
  const isBlackish = (r: number, g: number, b: number) => r < 60 && g < 60 && b < 60;
  const isWhitish = (r: number, g: number, b: number) => r > 180 && g > 180 && b > 180;
  const light = await drawnPixels(target);
  expect(countColor(light.png, isBlackish)).toBeGreaterThan(100);

  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(async () => {
      const { png } = await drawnPixels(frame(page, NAME));
      // Labels drawn light on a dark frame.
      return countColor(png, isWhitish) > 100 && countColor(png, isBlackish) > png.width * png.height * 0.5;
    })
    .toBe(true);
});

/**
 * The pages the WebGL test goes round, in this order: those with the most sigma instances (two WebGL
 * contexts each): load-graph (four graphs), minimap (two graphs, each with its minimap, a second
 * instance) and the camera guide (three graphs). Every graph is released by the same scope
 * (SigmaScope in src/live/LiveGraph.tsx), so more pages would only add more of the same contexts.
 */
const CONTEXT_PAGES = ['Load a graph', 'Minimap', 'Camera and zoom'];
/** How many WebGL contexts Chromium keeps live: the next one makes it drop the oldest, and say so. */
const CHROMIUM_LIVE_CONTEXTS = 16;

test('leaving and revisiting example pages releases every WebGL context', async ({ page }) => {
  test.setTimeout(120_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/WebGL/.test(message.text()) && /too many|context lost|oldest context/i.test(message.text()))
      warnings.push(message.text());
  });
  // Counts the WebGL contexts of canvases in the page (sigma's; the WebGL check's canvas never is).
  await page.addInitScript(() => {
    const counted = window as unknown as { webglContexts: number };
    counted.webglContexts = 0;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
      const context = getContext.apply(this, args);
      if (String(args[0]).startsWith('webgl') && this.isConnected && context) counted.webglContexts++;
      return context;
    } as typeof getContext;
  });
  await visit(page, `${BASE}docs/start-introduction`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const titles = listExamples(siteDir).map((item) => item.meta.title);
  expect(titles, 'the pages of the sample are example pages').toEqual(expect.arrayContaining(CONTEXT_PAGES));
  // Twice round: the second visit finds each page's modules loaded.
  for (let round = 0; round < 2; round++) {
    for (const label of CONTEXT_PAGES) {
      await sidebar.getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(label);
      // Wait for this page's graphs to start before leaving it.
      await startGraphs(page.locator('[data-state]'));
    }
  }
  // Enough contexts were made that one left live would have pushed out an older one.
  const made = await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts);
  expect(made, 'WebGL contexts the pages made').toBeGreaterThan(2 * CHROMIUM_LIVE_CONTEXTS);
  expect(warnings).toEqual([]);
});

test('a graph whose frame widens without a window resize (the docs sidebar collapsed) is drawn across it', async ({ page }) => {
  await visit(page, PAGE);
  const target = await waitForGraph(page, NAME);
  const container = target.locator('.sigma-container').first();
  // Sigma's canvases against the box they fill, in CSS pixels.
  const widths = () =>
    container.evaluate((element) => ({
      box: (element as HTMLElement).offsetWidth,
      canvas: parseFloat(element.querySelector('canvas')!.style.width),
    }));
  const before = await widths();
  expect(before.canvas).toBe(before.box);
  await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  await expect.poll(async () => (await widths()).box, { message: 'the frame widens' }).toBeGreaterThan(before.box + 100);
  await expect
    .poll(
      async () => {
        const after = await widths();
        return after.canvas === after.box;
      },
      { message: 'the canvases follow the frame' },
    )
    .toBe(true);
});

test('a graph whose frame is hidden, then shown again, raises no error and is drawn again', async ({ page }) => {
  await visit(page, PAGE);
  const target = await waitForGraph(page, NAME);
  const container = target.locator('.sigma-container').first();
  // Hidden, the container has no size: a redraw then would throw sigma's "Container has no width"
  // (as a page left by a navigation did, caught by the fixture's console check).
  await container.evaluate(async (element) => {
    (element as HTMLElement).style.display = 'none';
    // The resize observer reports, then its redraw would run in the next frames.
    for (let frame = 0; frame < 3; frame += 1) await new Promise((done) => requestAnimationFrame(done));
  });
  await container.evaluate((element) => ((element as HTMLElement).style.display = ''));
  await expect
    .poll(() =>
      container.evaluate((element) => {
        const canvas = element.querySelector('canvas')!;
        return parseFloat(canvas.style.width) === (element as HTMLElement).offsetWidth;
      }),
    )
    .toBe(true);
});

test('the difference helper sees identical screenshots as identical', async ({ page }) => {
  await visit(page, PAGE);
  const target = await waitForGraph(page, NAME);
  const a = await drawnPixels(target);
  const b = await drawnPixels(target);
  expect(difference(a.png, b.png)).toBe(0);
});

test('the live example takes the place of the static one without moving the page below it', async ({ page, browser }) => {
  // Four files, code longer than the editor's box, and a side panel: the events page.
  const events = `${BASE}docs/example/events`;
  const heights = (target: typeof page) =>
    target.$$eval('section[data-example]', (sections) =>
      sections.map(
        (section) => `${section.getAttribute('data-example')}: ${Math.round(section.getBoundingClientRect().height)} px`,
      ),
    );
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  let served: string[];
  try {
    const staticPage = await serverOnly.newPage();
    await staticPage.goto(events);
    served = await heights(staticPage);
  } finally {
    await serverOnly.close();
  }
  await visit(page, events);
  for (const name of await page.$$eval('section[data-example]', (sections) =>
    sections.map((s) => s.getAttribute('data-example')!),
  )) {
    await waitForGraph(page, name);
    // The text twin has its summary: the live example is whole.
    await expect(example(page, name).locator('[data-graph-description]')).toContainText('nodes');
  }
  expect(served.length).toBeGreaterThan(1);
  expect(await heights(page)).toEqual(served);
});

test('an example far below the fold starts its graph only when the reader scrolls near it', async ({ page }) => {
  const datasetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/data/les-miserables')) datasetRequests.push(request.url());
  });
  await visit(page, PAGE);
  // The first example is in view and runs.
  await waitForGraph(page, NAME);
  // The last one (the dataset loader) shows its code and waits: no canvas, no download.
  const last = 'load-graph/Dataset.tsx';
  await expect(example(page, last).getByRole('tabpanel')).toContainText('export default function');
  await expect(frame(page, last)).toHaveAttribute('data-state', 'loading');
  await expect(frame(page, last).locator('canvas')).toHaveCount(0);
  expect(datasetRequests).toEqual([]);

  await waitForGraph(page, last);
  await expect(frame(page, last)).toHaveAttribute('data-state', 'ready');
  expect(datasetRequests.length).toBeGreaterThan(0);
});

test('an example in view when the page opens starts downloading its live part before the page has hydrated', async ({ page }) => {
  // When the page's examples module runs (before hydration) rather than once hydration is done and an
  // observer has reported: the difference is most of the wait for the first graph frame.
  await page.addInitScript(() => {
    const watch = () => {
      if (document.documentElement.getAttribute('data-has-hydrated') === 'true') {
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        return;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const shellUrls: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('the graph updates as you type'))
      shellUrls.push(response.url());
  });
  await visit(page, PAGE);
  await waitForGraph(page, NAME);
  // Each response is read before it is counted: wait for the count.
  await expect.poll(() => shellUrls.length).toBe(1);
  const { requestedAt, hydratedAt } = await page.evaluate((url) => {
    const entry = performance.getEntriesByName(url)[0]!;
    return { requestedAt: entry.startTime, hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt };
  }, shellUrls[0]!);
  expect(requestedAt, 'the live part was requested before hydration ended').toBeLessThan(hydratedAt);
});

test('a graph that starts before the page has hydrated is kept by the live example, not drawn again', async ({ page }) => {
  // Every canvas sigma draws in is in the page when it asks for its WebGL context (the WebGL check's
  // canvas never is). A graph started early and then replaced would leave its canvases behind, removed.
  await page.addInitScript(() => {
    const canvases: HTMLCanvasElement[] = [];
    (window as unknown as { sigmaCanvases: HTMLCanvasElement[] }).sigmaCanvases = canvases;
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
      if (String(args[0]).startsWith('webgl') && this.isConnected) canvases.push(this);
      return getContext.apply(this, args);
    } as typeof getContext;
  });
  // Opened at the example's heading: its frame is on screen before any script runs, so its graph starts early.
  await visit(page, `${PAGE}#a-graph-instance-through-the-graph-prop`);
  await waitForGraph(page, NAME);
  await untilIdle(page);
  const { drawn, kept } = await page.evaluate(() => {
    const canvases = (window as unknown as { sigmaCanvases: HTMLCanvasElement[] }).sigmaCanvases;
    return { drawn: canvases.length, kept: canvases.filter((canvas) => canvas.isConnected).length };
  });
  expect(drawn).toBeGreaterThan(0);
  expect(kept, 'WebGL canvases still in the page').toBe(drawn);
});

test.describe('on a phone', () => {
  // Lighthouse's phone: the first example's frame shows only its top edge above the fold.
  test.use({ viewport: PHONE_VIEWPORT });

  test('a frame that only peeks above the bottom edge downloads its code but starts its graph once a quarter of it is on screen', async ({
    page,
  }) => {
    let liveShell = false;
    page.on('response', async (response) => {
      // The chunk of the live example shell: its toolbar text is in no other chunk.
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('the graph updates as you type'))
        liveShell = true;
    });
    await visit(page, PAGE);
    const target = frame(page, NAME);
    // Where the page's opening text leaves it, or a little further down: a tenth of the frame on screen.
    let box = (await target.boundingBox())!;
    if (box.y >= PHONE_VIEWPORT.height - box.height / 10) {
      await page.mouse.wheel(0, box.y - PHONE_VIEWPORT.height + box.height / 10);
      await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThan(PHONE_VIEWPORT.height);
      box = (await target.boundingBox())!;
    }
    const visible = PHONE_VIEWPORT.height - box.y;
    expect(visible).toBeGreaterThan(0);
    expect(visible / box.height).toBeLessThan(0.25);
    // The code is fetched half a screen ahead…
    await expect.poll(() => liveShell).toBe(true);
    // …and once the page is idle, the graph has still not started.
    await untilIdle(page);
    await expect(target).toHaveAttribute('data-state', 'loading');
    await expect(target.locator('canvas')).toHaveCount(0);

    // Scrolled so that a third of the frame is on screen, it starts.
    await page.mouse.wheel(0, box.height / 3 - visible + 10);
    await expect(target.locator('canvas').first()).toBeAttached({ timeout: LOAD_TIMEOUT });
    await expect(target).toHaveAttribute('data-state', 'ready');
  });
});

test('an example asks for its own module (graphology comes with it) while its live part downloads, not after', async ({
  page,
}) => {
  // The live shell's chunk is held back until the example's module is asked for. Asked for only once the
  // shell has run, as it was, it never would be: the hold would end by timing out and the test fails.
  let graphologyRequested!: () => void;
  const requested = new Promise<'together'>((resolve) => {
    graphologyRequested = () => resolve('together');
  });
  let shellReleased: 'together' | 'one after the other' | undefined;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (graphLibrariesIn(body).includes('graphology')) graphologyRequested();
    if (body.includes('the graph updates as you type')) {
      shellReleased = await Promise.race([
        requested,
        new Promise<'one after the other'>((resolve) => setTimeout(() => resolve('one after the other'), LOAD_TIMEOUT)),
      ]);
    }
    return route.fulfill({ response, body });
  });
  await visit(page, PAGE);
  await waitForGraph(page, NAME);
  expect(shellReleased).toBe('together');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('when the live part cannot download', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('each example says so in place of its graph and keeps its code', async ({ page }) => {
    // The chunk of the live example shell (the hint for edited code is in no other chunk) fails to download.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      return body.includes('Fix the code, or press Reset') ? route.abort('failed') : route.fulfill({ response, body });
    });
    await visit(page, PAGE);
    const first = frame(page, NAME);
    await expect(first).toHaveAttribute('data-state', 'error');
    await expect(first.getByRole('alert')).toContainText('The live example could not load');
    await expect(first.getByRole('alert')).toContainText('Reload the page to try again.');
    await expect(first.locator('canvas')).toHaveCount(0);
    await expect(example(page, NAME).getByRole('tabpanel')).toContainText('export default function');
    // The page itself keeps working.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('FAQ');
    // A prefetch may still be in the handler: it must not outlive the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
