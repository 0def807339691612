/**
 * The live example of every function, hook and component page of the API reference
 * (src/examples/api-<package>/<Symbol>.tsx, put on the page by plugins/api-usage). Every page is
 * checked in the built HTML; every example runs in the browser and does what its code and its
 * comments say (API_CHECKS, one per module).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import { apiPackages } from '../../config/apiPackages';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { graphLibrariesIn } from '../../scripts/bench/stats';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { checksExample, type ExampleKey } from '../support/exampleChecks';
import { difference, drawnPixels, scrollWheel, waitForGraph, waitForGraphIn, zoomWheel } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { axe, WCAG_TAGS } from '../support/axe';
import { expectFrameRules } from '../support/frameRules';
import { buildDir, siteDir } from '../support/paths';
import { cameraAtRest, cameraOf, graphOf, pointOver, probeSigma, settingOf, type CameraState } from '../support/sigma';

// Watches which scripts a page downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

/** A window that shows an API page whole: its live example is in view without a scroll. */
const TALL = { width: 1280, height: 3200 };

/** Every function page of the reference, with its example module. */
const functionPages = apiPackages.flatMap((pkg) => {
  const dir = path.join(buildDir, 'docs/api', pkg.id, 'functions');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const name = file.slice(0, -'.html'.length);
      return { pkg, name, html: path.join(dir, file), module: `api-${pkg.id}/${name}.tsx` };
    });
});

test('every function, hook and component page has a live example: its heading, a Run button and the code of its module', () => {
  expect(functionPages.length).toBeGreaterThan(30);
  const missing: string[] = [];
  for (const { pkg, name, html, module } of functionPages) {
    const $ = cheerio.load(fs.readFileSync(html, 'utf8'));
    const section = $(`section[aria-label="Live example: ${name}"]`);
    const file = path.join(siteDir, 'src/examples', module);
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const shown = section.find('pre code').text();
    if (
      $('h2#live-example').length !== 1 ||
      section.find('button').text() !== 'Run the example' ||
      source === null ||
      // The highlighted code, its lines joined: the module's text.
      shown.replace(/\s+/g, '') !== source.replace(/\s+/g, '')
    )
      missing.push(`${pkg.name} ${name} (src/examples/${module})`);
  }
  expect(missing, 'function pages without their live example').toEqual([]);
});

/**
 * Loading, colour modes and axe on a sample: a hook that moves the camera (core), a component with
 * its own input (graph-search), a worker layout (layout-forceatlas2), and a helper that is no graph
 * API (debounce): the kinds of example the reference holds. The others share the same component and
 * frame. Every example's behaviour is checked (API_CHECKS below), these four in this test's visits.
 */
const sample = [
  'core/functions/useCamera',
  'graph-search/functions/GraphSearchInput',
  'layout-forceatlas2/functions/useWorkerLayoutForceAtlas2',
  'core/functions/debounce',
];

/** The example module of a function page: `core/functions/useCamera` → `api-core/useCamera.tsx`. */
const exampleOfRoute = (route: string): ExampleKey => `api-${route.split('/')[0]}/${route.split('/').at(-1)}.tsx`;

test('an API page loads without graph code; Run starts its example, which draws in both colour modes with its toolbar and does what it says', async ({
  page,
}) => {
  await probeSigma(page);
  // Tall enough to show the frame without scrolling: a scroll to it would start it by itself (next test).
  await page.setViewportSize(TALL);
  const graphCode = new Set<string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js'))
      for (const library of graphLibrariesIn(await response.text().catch(() => ''))) graphCode.add(library);
  });
  for (const route of sample) {
    const name = route.split('/').at(-1)!;
    await test.step(name, async () => {
      await visit(page, `${BASE}docs/api/${route}`);
      const section = page.getByRole('region', { name: `Live example: ${name}` });
      await expect(section.getByRole('button', { name: 'Run the example' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect([...graphCode], 'sigma or graphology code loaded with the page').toEqual([]);
      await section.getByRole('button', { name: 'Run the example' }).click();
      const live = page.locator(`[data-example="api-${route.split('/')[0]}/${name}.tsx"]`);
      await waitForGraphIn(live.locator('[data-state]').first(), 0.002, name);
      for (const button of ['Reset', 'Copy', 'Download project'])
        await expect(live.getByRole('button', { name: button }).first()).toBeVisible();
      // Names, roles and structure once (they are the same in both modes); colours in both, as a11y.spec.ts does.
      const violations = async (mode: 'light' | 'dark') => {
        const builder = axe(page).include(`[data-example="api-${route.split('/')[0]}/${name}.tsx"]`);
        return (await (mode === 'light' ? builder.withTags(WCAG_TAGS) : builder.withRules(['color-contrast'])).analyze())
          .violations;
      };
      expect(await violations('light'), 'axe, light mode').toEqual([]);
      await expectFrameRules(page, live.locator('[data-state]').first(), { mode: 'light' });
      await switchMode(page, 'dark');
      expect((await drawnPixels(live.locator('[data-state]').first())).drawn).toBeGreaterThan(0);
      expect(await violations('dark'), 'axe, dark mode').toEqual([]);
      await expectFrameRules(page, live.locator('[data-state]').first(), { mode: 'dark', check: 'colour' });
      await switchMode(page, 'light');
      await checkOf(exampleOfRoute(route)).run(page);
      graphCode.clear();
    });
  }
});

// A scroll alone starts the example: no Run in this test.
test("scrolling an API page's live example into view starts it; it takes its full size before the reader reaches it, so nothing below its frame moves as it starts; it does what it says", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await probeSigma(page);
  await visit(page, `${BASE}docs/api/core/functions/useSigma`);
  const placeholder = page.getByRole('region', { name: 'Live example: useSigma' });
  await expect(placeholder.getByRole('button', { name: 'Run the example' })).toBeAttached();
  const live = page.locator('[data-example="api-core/useSigma.tsx"]');
  const frameTop = () =>
    live
      .locator('[data-state]')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top);
  // The code, from the frame's top: what a reader reading down the example would see move.
  const codeBelowFrame = () =>
    live.evaluate((section) => {
      const frame = section.querySelector('[data-state]')!.getBoundingClientRect();
      return section.querySelector('pre')!.getBoundingClientRect().top - frame.top;
    });
  // A reader's scroll, a notch at a time, until the frame is just below the viewport's bottom edge.
  await page.mouse.move(640, 250);
  while ((await frameTop()) > 600) await scrollWheel(page, 100);
  expect(await frameTop(), 'the frame is still below the viewport').toBeGreaterThan(500);
  // The live example's toolbar and file tabs are there, the frame still out of view: the page grew off screen.
  await expect(live.getByRole('button', { name: 'Download project' })).toBeAttached({ timeout: LOAD_TIMEOUT });
  expect(await frameTop(), 'the frame is still below the viewport').toBeGreaterThan(500);
  const before = await codeBelowFrame();

  while ((await frameTop()) > 100) await scrollWheel(page, 100);
  await waitForGraphIn(live.locator('[data-state]').first(), 0.002, 'useSigma');
  expect(await codeBelowFrame(), 'the code stayed where it was below the frame').toBe(before);
  await expectFrameRules(page, frameOf(page, 'api-core/useSigma.tsx'), { mode: 'light' });
  await checkOf('api-core/useSigma.tsx').run(page);
  await switchMode(page, 'dark');
  await expectFrameRules(page, frameOf(page, 'api-core/useSigma.tsx'), { mode: 'dark', check: 'colour' });
});

test('"Used in the docs" counts the API pages\' live examples', () => {
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, 'docs/api/core/functions/SigmaContainer.html'), 'utf8'));
  const links = $('h2:contains("Used in the docs") + ul a')
    .map((_, link) => $(link).attr('href'))
    .get();
  expect(links).toContain(`${BASE}docs/api/core/functions/useCamera#live-example`);
  // A page does not list its own example.
  const own = cheerio.load(fs.readFileSync(path.join(buildDir, 'docs/api/core/functions/useCamera.html'), 'utf8'));
  expect(own('h2:contains("Used in the docs") + ul a[href$="useCamera#live-example"]')).toHaveLength(0);
});

/** What one API example shows, checked on its page once its graph runs there. */
interface ApiCheck {
  key: ExampleKey;
  run: (page: Page) => Promise<void>;
}

/** The parts of a running API example a check reads: its section, and SigmaContainer's element. */
interface Running {
  page: Page;
  root: Locator;
  sigma: Locator;
}

/** The check of `key`: declares it (tests/support/exampleChecks.ts), then runs `body` on it. */
function apiCheck(key: ExampleKey, body: (running: Running) => Promise<void>): ApiCheck {
  return {
    key,
    run: async (page) => {
      const root = await checksExample(page, key);
      await body({ page, root, sigma: root.locator('.react-sigma').first() });
    },
  };
}

/** The API page of an example: `api-core/useCamera.tsx` → `docs/api/core/functions/useCamera`. */
function apiRoute(key: ExampleKey): string {
  const [folder, file] = key.split('/') as [string, string];
  return `docs/api/${folder.slice('api-'.length)}/functions/${file.replace(/\.tsx$/, '')}`;
}

/**
 * Opens the example's API page and presses Run, as a reader does; returns once its graph is drawn. The
 * viewport (TALL) shows the whole page: a scroll would start the example too, and take the button away
 * under the click.
 */
async function openApiExample(page: Page, key: ExampleKey): Promise<void> {
  await visit(page, `${BASE}${apiRoute(key)}`);
  const name = key.split('/')[1]!.replace(/\.tsx$/, '');
  await page
    .getByRole('region', { name: `Live example: ${name}` })
    .getByRole('button', { name: 'Run the example' })
    .click();
  await waitForGraph(page, key);
}

/** The frame of the live example `key`. */
const frameOf = (page: Page, key: ExampleKey) => page.locator(`[data-example="${key}"] [data-state]`).first();

type Positions = Record<string, { x: number; y: number }>;

/** The nodes' positions in the graph (their x and y attributes). */
async function positions(sigma: Locator): Promise<Positions> {
  const { nodes } = await graphOf(sigma);
  return Object.fromEntries(Object.entries(nodes).map(([key, node]) => [key, { x: node.attributes.x, y: node.attributes.y }]));
}

/** How far the node that moved most moved between `a` and `b`. */
function largestMove(a: Positions, b: Positions): number {
  return Math.max(...Object.keys(a).map((key) => Math.hypot(a[key]!.x - b[key]!.x, a[key]!.y - b[key]!.y)));
}

/** How far the nodes' distances from their centre are from the mean distance, as a share of it: 0 on a circle. */
function offCircle(points: Positions): number {
  const list = Object.values(points);
  const cx = list.reduce((sum, point) => sum + point.x, 0) / list.length;
  const cy = list.reduce((sum, point) => sum + point.y, 0) / list.length;
  const radii = list.map((point) => Math.hypot(point.x - cx, point.y - cy));
  const mean = radii.reduce((sum, radius) => sum + radius, 0) / radii.length;
  return Math.max(...radii.map((radius) => Math.abs(radius - mean))) / mean;
}

/** Waits until the nodes have moved from `before` (a layout's step, an animation's end) and stopped moving. */
async function movedFrom(sigma: Locator, before: Positions): Promise<Positions> {
  await expect.poll(async () => largestMove(before, await positions(sigma)), { message: 'the nodes moved' }).toBeGreaterThan(0);
  let last = await positions(sigma);
  await expect
    .poll(
      async () => {
        const previous = last;
        last = await positions(sigma);
        return largestMove(previous, last);
      },
      { message: 'the nodes came to rest' },
    )
    .toBe(0);
  return last;
}

/** Pairs of nodes drawn over each other: discs whose centres are closer than the sum of their radii on screen. */
async function overlaps(sigma: Locator): Promise<number> {
  const camera = await cameraOf(sigma);
  const list = Object.values((await graphOf(sigma)).nodes);
  // Sigma draws a node's size in pixels at a camera ratio of 1, and scales it by the ratio's square root when zoomed.
  const radius = (size: number) => size / Math.sqrt(camera.ratio);
  let count = 0;
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i]!, list[j]!];
      if (Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) < radius(a.display.size) + radius(b.display.size)) count++;
    }
  return count;
}

/** The ratio of the mean length of the edges to the mean distance between any two nodes: low when linked nodes gather. */
async function edgeSpread(sigma: Locator): Promise<number> {
  const { nodes, edges } = await graphOf(sigma);
  const at = (key: string) => nodes[key]!.attributes;
  const distance = (a: string, b: string) => Math.hypot(at(a).x - at(b).x, at(a).y - at(b).y);
  const keys = Object.keys(nodes);
  let all = 0;
  let pairs = 0;
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++) {
      all += distance(keys[i]!, keys[j]!);
      pairs++;
    }
  const linked = edges.reduce((sum, edge) => sum + distance(edge.source, edge.target), 0) / edges.length;
  return linked / (all / pairs);
}

/** Waits until the camera has stopped moving, and returns where it is. */
async function restingCamera(sigma: Locator): Promise<CameraState> {
  await expect.poll(() => cameraAtRest(sigma), { message: 'the camera came to rest' }).toBe(true);
  return cameraOf(sigma);
}

/** A point of the graph at least `clearance` pixels from every node's centre. */
async function emptySpot(sigma: Locator, clearance = 30): Promise<{ x: number; y: number }> {
  const box = (await sigma.boundingBox())!;
  const nodes = Object.values((await graphOf(sigma)).nodes);
  for (let y = box.y + box.height - 20; y > box.y + 20; y -= 10)
    for (let x = box.x + box.width - 20; x > box.x + 20; x -= 10)
      if (nodes.every((node) => Math.hypot(node.at.x - x, node.at.y - y) > clearance)) return { x, y };
  throw new Error('no empty spot in the graph');
}

/** The element the page shows full screen is SigmaContainer's. */
const fullScreenIs = (sigma: Locator) => sigma.evaluate((element) => document.fullscreenElement === element);

/** Searches like a reader: types `query` in the combobox `label` and picks the option `option`. */
async function pick(root: Locator, label: string | RegExp, query: string, option: string): Promise<void> {
  const input = root.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(query);
  await root.getByRole('option', { name: option, exact: true }).click();
}

/**
 * What each API example shows, as its code and its comments say, checked by doing what they invite.
 * Every module of src/examples/api-* has one (config/rules/exampleCoverage.test.ts); the tests below
 * run them by package, four of them in the visits of the tests above.
 */
const API_CHECKS: ApiCheck[] = [
  apiCheck('api-core/ControlsContainer.tsx', async ({ root, sigma }) => {
    const controls = root.locator('.react-sigma-controls');
    await expect(controls).toHaveClass(/\btop-right\b/);
    await root.getByLabel('position').selectOption('bottom-left');
    await expect(controls).toHaveClass(/\bbottom-left\b/);
    const [inner, outer] = [(await controls.boundingBox())!, (await sigma.boundingBox())!];
    expect(inner.x - outer.x, 'the controls sit by the left edge').toBeLessThan(30);
    expect(outer.y + outer.height - (inner.y + inner.height), 'and by the bottom edge').toBeLessThan(30);
    // What it holds still works there.
    await root.getByRole('button', { name: 'Zoom in' }).click();
    expect((await restingCamera(sigma)).ratio).toBeLessThan(1);
  }),
  apiCheck('api-core/FullScreenControl.tsx', async ({ page, root, sigma }) => {
    await root.getByRole('button', { name: 'Show the graph full screen' }).click();
    await expect.poll(() => fullScreenIs(sigma)).toBe(true);
    await root.getByRole('button', { name: 'Leave full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(root.getByRole('button', { name: 'Show the graph full screen' })).toBeVisible();
  }),
  apiCheck('api-core/SigmaContainer.tsx', async ({ sigma }) => {
    const { nodes, edges } = await graphOf(sigma);
    // The ref reaches the instance from outside the container; the settings are sigma's.
    await expect(sigma.getByRole('status')).toHaveText(`From the ref:${Object.keys(nodes).length} nodes, ${edges.length} edges`);
    expect(await settingOf(sigma, 'labelDensity')).toBe(2);
    expect(await settingOf(sigma, 'hideEdgesOnMove')).toBe(true);
  }),
  apiCheck('api-core/ZoomControl.tsx', async ({ root, sigma }) => {
    await root.getByRole('button', { name: 'Zoom in' }).click();
    const closer = (await restingCamera(sigma)).ratio;
    expect(closer).toBeLessThan(1);
    await root.getByRole('button', { name: 'Zoom out' }).click();
    expect((await restingCamera(sigma)).ratio).toBeGreaterThan(closer);
    await root.getByRole('button', { name: 'Zoom in' }).click();
    await root.getByRole('button', { name: 'See the whole graph' }).click();
    expect((await restingCamera(sigma)).ratio).toBe(1);
  }),
  apiCheck('api-core/debounce.tsx', async ({ page, root, sigma }) => {
    const slider = root.getByRole('slider', { name: /Node size/ });
    await slider.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    // Five steps of the slider, fewer changes of sigma's settings: the last one, once the slider rests.
    const output = root.getByText(/^\d+ changes, \d+ reached sigma$/);
    await expect(output).toHaveText(/^5 changes, [1-4] reached sigma$/);
    await expect
      .poll(async () => {
        const { nodes } = await graphOf(sigma);
        return Object.values(nodes).every((node) => Math.abs(node.display.size - (node.attributes.size as number) * 1.5) < 1e-9);
      })
      .toBe(true);
  }),
  apiCheck('api-core/isEqual.tsx', async ({ root, sigma }) => {
    const given = root.getByText(/^Given to sigma: /);
    await expect(given).toHaveText('Given to sigma: 1 time');
    await root.getByRole('button', { name: 'Render again' }).click();
    await expect(root.getByText(/^\d+ renders$/)).toHaveText('2 renders');
    // A new object with the same content is not given to sigma again; a change is.
    await expect(given).toHaveText('Given to sigma: 1 time');
    await root.getByRole('checkbox', { name: 'renderLabels' }).uncheck();
    await expect(given).toHaveText('Given to sigma: 2 times');
    await expect.poll(() => settingOf(sigma, 'renderLabels')).toBe(false);
  }),
  apiCheck('api-core/useCamera.tsx', async ({ root, sigma }) => {
    // The node the button names is one whose label the reader sees.
    const labelled = () =>
      sigma.evaluate((element) => [
        ...(window as unknown as { sigmaOf(e: Element): { getNodeDisplayedLabels(): Set<string> } })
          .sigmaOf(element)
          .getNodeDisplayedLabels(),
      ]);
    await expect.poll(labelled).toContain('n6');
    await root.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await restingCamera(sigma);
    expect(zoomed.ratio).toBeLessThan(1);
    await root.getByRole('button', { name: 'Zoom out' }).click();
    expect((await restingCamera(sigma)).ratio).toBeGreaterThan(zoomed.ratio);
    await root.getByRole('button', { name: 'Go to Node 6' }).click();
    const atNode = await restingCamera(sigma);
    const node = (await graphOf(sigma)).nodes.n6!.display;
    expect([atNode.x, atNode.y]).toEqual([expect.closeTo(node.x, 6), expect.closeTo(node.y, 6)]);
    await root.getByRole('button', { name: 'Reset' }).first().click();
    expect(await restingCamera(sigma)).toMatchObject({ x: 0.5, y: 0.5, ratio: 1 });
  }),
  apiCheck('api-core/useFullScreen.tsx', async ({ page, root, sigma }) => {
    await root.getByRole('button', { name: 'Full screen', exact: true }).click();
    await expect.poll(() => fullScreenIs(sigma)).toBe(true);
    await root.getByRole('button', { name: 'Leave full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  }),
  apiCheck('api-core/useLoadGraph.tsx', async ({ root, sigma }) => {
    const communities = async () => {
      const { nodes } = await graphOf(sigma);
      return new Set(Object.values(nodes).map((node) => node.attributes.community)).size;
    };
    // Seed 1 gives 2 + 1 % 3 communities; the next seed, 2 + 2 % 3, in the same sigma's graph.
    expect(await communities()).toBe(3);
    await root.getByRole('button', { name: 'Load another graph' }).click();
    await expect(root.getByText(/^seed \d+$/)).toHaveText('seed 2');
    await expect.poll(communities).toBe(4);
    expect(Object.keys((await graphOf(sigma)).nodes)).toHaveLength(40);
  }),
  apiCheck('api-core/useRegisterEvents.tsx', async ({ page, sigma }) => {
    const status = sigma.getByRole('status');
    await expect(status).toHaveText('Last event:none yet, point at a node');
    const { x, y, node } = await pointOver(sigma, true);
    await page.mouse.move(x, y);
    await expect(status).toHaveText(`Last event:enterNode ${node}`);
    // One click only: a second one within sigma's double-click window would be a double click.
    await page.mouse.down();
    await page.mouse.up();
    await expect(status).toHaveText(`Last event:clickNode ${node}`);
    const spot = await emptySpot(sigma);
    await page.mouse.move(spot.x, spot.y);
    await expect(status).toHaveText(`Last event:leaveNode ${node}`);
  }),
  apiCheck('api-core/useSetSettings.tsx', async ({ page, root, sigma }) => {
    // Zoomed in first: a new sigma would start from the whole graph again.
    const { x, y } = await pointOver(sigma);
    await page.mouse.move(x, y);
    await zoomWheel(page, -200);
    const zoomed = await restingCamera(sigma);
    expect(zoomed.ratio).toBeLessThan(1);
    await root.getByRole('checkbox', { name: 'renderLabels' }).uncheck();
    await expect.poll(() => settingOf(sigma, 'renderLabels')).toBe(false);
    await root.getByRole('checkbox', { name: 'renderLabels' }).check();
    await root.getByRole('slider', { name: /labelDensity/ }).press('ArrowRight');
    await expect.poll(() => settingOf(sigma, 'labelDensity')).toBe(2);
    expect(await cameraOf(sigma), 'the camera stayed where it was').toEqual(zoomed);
  }),
  apiCheck('api-core/useSigma.tsx', async ({ page, sigma }) => {
    const { nodes, edges } = await graphOf(sigma);
    const status = sigma.getByRole('status');
    // The overlay's two lines, as its text reads without the line break.
    await expect(status).toHaveText(`${Object.keys(nodes).length} nodes, ${edges.length} edgescamera ratio 1.00`);
    // The example follows the camera through the instance's events.
    const { x, y } = await pointOver(sigma);
    await page.mouse.move(x, y);
    await zoomWheel(page, -200);
    const { ratio } = await restingCamera(sigma);
    expect(ratio).toBeLessThan(1);
    await expect(status).toHaveText(`${Object.keys(nodes).length} nodes, ${edges.length} edgescamera ratio ${ratio.toFixed(2)}`);
  }),
  apiCheck('api-core/useSigmaContext.tsx', async ({ page, sigma }) => {
    const size = () => sigma.evaluate((element) => `container: ${element.clientWidth} × ${element.clientHeight} px`);
    const status = sigma.getByRole('status');
    await expect(status).toContainText(await size());
    const before = await size();
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: viewport.width - 200, height: viewport.height });
    // The container follows the page's width, and the example follows the container.
    await expect.poll(size).not.toBe(before);
    await expect(status).toContainText(await size());
    await page.setViewportSize(viewport);
  }),
  apiCheck('api-graph-search/Edge.tsx', async ({ root }) => {
    const legend = root.getByRole('group', { name: 'Legend' });
    const [inside, across] = [legend.locator('.edge').nth(0), legend.locator('.edge').nth(1)];
    await expect(legend.locator('.edge')).toHaveCount(2);
    await expect(inside).toContainText('inside');
    await expect(across).toContainText('across');
    await expect(across).toContainText('Community 1');
    await expect(across).toContainText('Community 2');
    // The line in the colour of the props.
    await expect(across.locator('.dash')).toHaveCSS('border-top-color', 'rgb(134, 142, 150)');
  }),
  apiCheck('api-graph-search/EdgeById.tsx', async ({ page, sigma }) => {
    const status = sigma.getByRole('status');
    await expect(status).toContainText('mentors');
    await expect(status).toContainText('Chloé');
    await expect(status).toContainText('Eve');
    const { nodes } = await graphOf(sigma);
    const [from, to] = [nodes.Ada!.at, nodes.Ben!.at];
    // A click on the middle of the edge Ada → Ben: EdgeById reads it from the graph.
    await page.mouse.click((from.x + to.x) / 2, (from.y + to.y) / 2);
    await expect(status).toContainText('manages');
    await expect(status).toContainText('Ada');
    await expect(status).toContainText('Ben');
  }),
  apiCheck('api-graph-search/GraphSearch.tsx', async ({ root, sigma }) => {
    await pick(root, 'Find a node', '12', 'Node 12');
    await expect.poll(async () => (await graphOf(sigma)).nodes.n12!.display.highlighted).toBe(true);
    expect((await graphOf(sigma)).nodes.n11!.display.highlighted).toBeFalsy();
  }),
  apiCheck('api-graph-search/GraphSearchContextProvider.tsx', async ({ root, sigma }) => {
    const { edges } = await graphOf(sigma);
    const linked = (a: string, b: string) =>
      edges.some((edge) => (edge.source === a && edge.target === b) || (edge.source === b && edge.target === a));
    const status = sigma.getByRole('status');
    await expect(status).toHaveText('Pick two nodes: are they linked?');
    // Both inputs search the one index of the provider.
    await pick(root, 'From', '1', 'Node 1');
    await pick(root, 'To', '4', 'Node 4');
    await expect(status).toHaveText(`Node 1 and Node 4 are ${linked('n1', 'n4') ? '' : 'not '}linked.`);
  }),
  apiCheck('api-graph-search/GraphSearchInput.tsx', async ({ root, sigma }) => {
    await pick(root, 'Zoom to a node', '7', 'Node 7');
    const camera = await restingCamera(sigma);
    const node = (await graphOf(sigma)).nodes.n7!.display;
    expect(camera).toMatchObject({ x: expect.closeTo(node.x, 6), y: expect.closeTo(node.y, 6), ratio: expect.closeTo(0.3, 6) });
  }),
  apiCheck('api-graph-search/Node.tsx', async ({ root, sigma }) => {
    const first = root.getByRole('button', { name: 'Community 1' });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await first.click();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(
        async () => {
          const { nodes } = await graphOf(sigma);
          return Object.values(nodes).every((node) => Boolean(node.display.hidden) === (node.attributes.community === 0));
        },
        { message: 'the nodes of community 1, and only they, hidden' },
      )
      .toBe(true);
  }),
  apiCheck('api-graph-search/NodeById.tsx', async ({ page, sigma }) => {
    const status = sigma.getByRole('status');
    await expect(status).toContainText('Node 0');
    const { x, y, node } = await pointOver(sigma, true);
    const label = (await graphOf(sigma)).nodes[node!]!.attributes.label as string;
    await page.mouse.click(x, y);
    await expect(status).toContainText(label);
  }),
  apiCheck('api-graph-search/useGraphSearch.tsx', async ({ root, sigma }) => {
    await root.getByRole('searchbox', { name: 'Highlight nodes' }).fill('1');
    // "1" starts the words of Node 1 and Nodes 10 to 19.
    await expect(sigma.getByRole('status')).toHaveText('11 nodes match.');
    const { nodes } = await graphOf(sigma);
    expect(nodes.n1!.display.color).toBe(nodes.n1!.attributes.color);
    expect(nodes.n2!.display.color).not.toBe(nodes.n2!.attributes.color);
    expect(nodes.n2!.display.label).toBeNull();
  }),
  apiCheck('api-minimap/MiniMap.tsx', async ({ root, sigma }) => {
    // It opens close up on one community, and the minimap draws the whole graph with the camera's rectangle.
    expect((await cameraOf(sigma)).ratio).toBe(0.4);
    const miniMap = root.locator('.react-sigma-controls .react-sigma');
    await expect
      .poll(
        async () => {
          const { drawn, total } = await drawnPixels(miniMap);
          return drawn / total;
        },
        { message: 'the minimap drawn' },
      )
      // About 7 % of its pixels in the 460 px compact frame (an empty minimap draws none).
      .toBeGreaterThan(0.05);
    const before = await drawnPixels(miniMap);
    await root.getByRole('button', { name: 'See the whole graph' }).click();
    await restingCamera(sigma);
    await expect
      .poll(async () => difference(before.png, (await drawnPixels(miniMap)).png), {
        message: 'the rectangle followed the camera',
      })
      .toBeGreaterThan(0.01);
  }),
  apiCheck('api-layout-core/WorkerLayoutControl.tsx', async ({ root, sigma }) => {
    const status = sigma.getByRole('status');
    await expect(status).toHaveText('ForceAtlas2: stopped');
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start ForceAtlas2' }).click();
    await expect(status).toHaveText('ForceAtlas2: running');
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop ForceAtlas2' }).click();
    await expect(status).toHaveText('ForceAtlas2: stopped');
  }),
  apiCheck('api-layout-core/useLayoutFactory.tsx', async ({ root, sigma }) => {
    const start = await positions(sigma);
    await root.getByRole('button', { name: 'Circular' }).click();
    const circle = await movedFrom(sigma, start);
    expect(offCircle(circle)).toBeLessThan(1e-6);
    await root.getByRole('button', { name: 'Random' }).click();
    const scattered = Object.values(await movedFrom(sigma, circle));
    expect(offCircle(Object.fromEntries(scattered.map((point, i) => [i, point])))).toBeGreaterThan(0.1);
    expect(scattered.every(({ x, y }) => x >= 0 && x <= 1 && y >= 0 && y <= 1)).toBe(true);
  }),
  apiCheck('api-layout-core/useWorkerLayoutFactory.tsx', async ({ root, sigma }) => {
    const status = sigma.getByRole('group', { name: 'Force layout' }).getByRole('status');
    await expect(status).toHaveText('Stopped');
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start' }).click();
    await expect(status).toHaveText('Running');
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText('Stopped');
  }),
  apiCheck('api-layout-random/useLayoutRandom.tsx', async ({ root, sigma }) => {
    const inUnitSquare = (points: Positions) => Object.values(points).every(({ x, y }) => x >= 0 && x <= 1 && y >= 0 && y <= 1);
    const start = await positions(sigma);
    expect(inUnitSquare(start)).toBe(false);
    await root.getByRole('button', { name: 'Assign' }).click();
    const assigned = await movedFrom(sigma, start);
    expect(inUnitSquare(assigned)).toBe(true);
    await root.getByRole('button', { name: 'Animate' }).click();
    expect(inUnitSquare(await movedFrom(sigma, assigned))).toBe(true);
  }),
  apiCheck('api-layout-circular/useLayoutCircular.tsx', async ({ root, sigma }) => {
    const start = await positions(sigma);
    expect(offCircle(start)).toBeGreaterThan(0.1);
    await root.getByRole('button', { name: 'Apply' }).click();
    const circle = await movedFrom(sigma, start);
    expect(offCircle(circle)).toBeLessThan(1e-6);
    await root.getByRole('button', { name: 'Scatter' }).click();
    expect(offCircle(await movedFrom(sigma, circle))).toBeGreaterThan(0.1);
  }),
  apiCheck('api-layout-circlepack/useLayoutCirclepack.tsx', async ({ root, sigma }) => {
    const start = await positions(sigma);
    await root.getByRole('button', { name: 'Scatter' }).click();
    const scattered = await movedFrom(sigma, start);
    await root.getByRole('button', { name: 'Apply' }).click();
    await movedFrom(sigma, scattered);
    // One circle per community: every node lies nearer its own community's centre than any other's.
    const { nodes } = await graphOf(sigma);
    const centres = new Map<unknown, { x: number; y: number; n: number }>();
    for (const { attributes } of Object.values(nodes)) {
      const centre = centres.get(attributes.community) ?? { x: 0, y: 0, n: 0 };
      centres.set(attributes.community, { x: centre.x + attributes.x, y: centre.y + attributes.y, n: centre.n + 1 });
    }
    const nearest = (x: number, y: number) =>
      [...centres].sort(
        ([, a], [, b]) => Math.hypot(x - a.x / a.n, y - a.y / a.n) - Math.hypot(x - b.x / b.n, y - b.y / b.n),
      )[0]![0];
    const strays = Object.entries(nodes).filter(
      ([, { attributes }]) => nearest(attributes.x, attributes.y) !== attributes.community,
    );
    expect(strays.map(([key]) => key)).toEqual([]);
  }),
  apiCheck('api-layout-force/LayoutForceControl.tsx', async ({ root, sigma }) => {
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start the force layout' }).click();
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop the force layout' }).click();
    await expect(root.getByRole('button', { name: 'Start the force layout' })).toBeVisible();
  }),
  apiCheck('api-layout-force/useLayoutForce.tsx', async ({ root, sigma }) => {
    const [spread, start] = [await edgeSpread(sigma), await positions(sigma)];
    await root.getByRole('button', { name: 'Apply' }).click();
    await movedFrom(sigma, start);
    // From noise, the linked nodes draw together.
    expect(await edgeSpread(sigma)).toBeLessThan(spread);
  }),
  apiCheck('api-layout-force/useWorkerLayoutForce.tsx', async ({ root, sigma }) => {
    const status = sigma.getByRole('group', { name: 'Force layout' }).getByRole('status');
    await expect(status).toHaveText('Stopped');
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start' }).click();
    await expect(status).toHaveText('Running');
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText('Stopped');
  }),
  apiCheck('api-layout-forceatlas2/LayoutForceAtlas2Control.tsx', async ({ root, sigma }) => {
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start ForceAtlas2' }).click();
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop ForceAtlas2' }).click();
    await expect(root.getByRole('button', { name: 'Start ForceAtlas2' })).toBeVisible();
  }),
  apiCheck('api-layout-forceatlas2/useLayoutForceAtlas2.tsx', async ({ root, sigma }) => {
    const [spread, start] = [await edgeSpread(sigma), await positions(sigma)];
    await root.getByRole('button', { name: 'Apply' }).click();
    const first = await movedFrom(sigma, start);
    expect(await edgeSpread(sigma), 'from noise, the linked nodes draw together').toBeLessThan(spread);
    // Each run starts from where the last one left the nodes.
    await root.getByRole('button', { name: 'Apply' }).click();
    await movedFrom(sigma, first);
  }),
  apiCheck('api-layout-forceatlas2/useWorkerLayoutForceAtlas2.tsx', async ({ root, sigma }) => {
    const status = sigma.getByRole('group', { name: 'ForceAtlas2 layout' }).getByRole('status');
    await expect(status).toHaveText('Stopped');
    const before = await positions(sigma);
    await root.getByRole('button', { name: 'Start' }).click();
    await expect(status).toHaveText('Running');
    await expect.poll(async () => largestMove(before, await positions(sigma))).toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText('Stopped');
  }),
  apiCheck('api-layout-noverlap/LayoutNoverlapControl.tsx', async ({ root, sigma }) => {
    const before = await overlaps(sigma);
    expect(before, 'dense communities: nodes overlap').toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Start Noverlap' }).click();
    await expect.poll(() => overlaps(sigma), { message: 'fewer overlaps' }).toBeLessThan(before);
    await root.getByRole('button', { name: 'Stop Noverlap' }).click();
    await expect(root.getByRole('button', { name: 'Start Noverlap' })).toBeVisible();
  }),
  apiCheck('api-layout-noverlap/useLayoutNoverlap.tsx', async ({ root, sigma }) => {
    const start = await positions(sigma);
    const before = await overlaps(sigma);
    expect(before, 'dense communities: nodes overlap').toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Apply' }).click();
    const applied = await movedFrom(sigma, start);
    expect(await overlaps(sigma)).toBeLessThan(before);
    await root.getByRole('button', { name: 'Reset' }).first().click();
    await movedFrom(sigma, applied);
    expect(largestMove(start, await positions(sigma)), 'back to the seeded positions').toBe(0);
  }),
  apiCheck('api-layout-noverlap/useWorkerLayoutNoverlap.tsx', async ({ root, sigma }) => {
    const status = sigma.getByRole('group', { name: 'Noverlap layout' }).getByRole('status');
    expect(await overlaps(sigma), 'dense communities: nodes overlap').toBeGreaterThan(0);
    await root.getByRole('button', { name: 'Start' }).click();
    await expect(status).toHaveText('Stopped: no overlaps left', { timeout: LOAD_TIMEOUT });
    expect(await overlaps(sigma), 'no node drawn over another').toBe(0);
  }),
];

/** The check of `key`. */
const checkOf = (key: ExampleKey) => API_CHECKS.find((check) => check.key === key)!;

/** Checked in the visits of the tests above. */
const CHECKED_ABOVE = new Set<string>([...sample.map((route) => exampleOfRoute(route)), 'api-core/useSigma.tsx']);

/** Groups of packages, a test each: about as many pages in each, so that two workers share them evenly. */
const GROUPS = [
  ['core'],
  ['graph-search', 'minimap'],
  ['layout-core', 'layout-random', 'layout-circular', 'layout-circlepack'],
  ['layout-force', 'layout-forceatlas2', 'layout-noverlap'],
];

test('every API example has its check, and every package a group', () => {
  const modules = listExamples(siteDir, { api: true })
    .filter((example) => example.meta.section === 'api')
    .flatMap((example) => example.files.map((file) => `${example.id}/${file}`));
  expect(API_CHECKS.map((check) => check.key).sort()).toEqual(modules.sort());
  expect(GROUPS.flat().sort()).toEqual(apiPackages.map((pkg) => pkg.id).sort());
});

test.describe('each API example does what its page says', () => {
  // These only read what the examples do: the worker's shared context, its scripts already cached.
  test.use({ freshContext: false });

  for (const group of GROUPS) {
    const checks = API_CHECKS.filter(
      (check) => group.some((id) => check.key.startsWith(`api-${id}/`)) && !CHECKED_ABOVE.has(check.key),
    );
    test(`${group.join(', ')}: ${checks.map((check) => check.key.split('/')[1]!.replace(/\.tsx$/, '')).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + checks.length * 15_000);
      await page.setViewportSize(TALL);
      await probeSigma(page);
      for (const check of checks) {
        await test.step(check.key, async () => {
          // Opened in dark mode: the frame rules' colours there first, then everything in light mode, where
          // the check runs (one switch of mode a page: each waits for the page's colours to settle).
          await page.emulateMedia({ colorScheme: 'dark' });
          await openApiExample(page, check.key);
          await expectFrameRules(page, frameOf(page, check.key), { mode: 'dark', check: 'colour' });
          await switchMode(page, 'light');
          await expectFrameRules(page, frameOf(page, check.key), { mode: 'light' });
          await check.run(page);
        });
      }
    });
  }
});
