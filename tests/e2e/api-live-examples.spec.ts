/**
 * The live example of every function, hook and component page of the API reference
 * (src/examples/api-<package>/<Symbol>.tsx, put on the page by plugins/api-usage). Every page is
 * checked in the built HTML; a sample runs in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { apiPackages } from '../../config/apiPackages';
import { graphLibrariesIn } from '../../scripts/bench/stats';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { drawnPixels, scrollWheel, waitForGraphIn } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { axe, WCAG_TAGS } from '../support/axe';
import { buildDir, siteDir } from '../support/paths';

// Watches which scripts a page downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

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
 * Browser sample: a hook that moves the camera (core), a component with its own input
 * (graph-search), a worker layout (layout-forceatlas2), and a helper that is no graph API (debounce):
 * the kinds of example the reference holds. The others share the same component and frame.
 */
const sample = [
  'core/functions/useCamera',
  'graph-search/functions/GraphSearchInput',
  'layout-forceatlas2/functions/useWorkerLayoutForceAtlas2',
  'core/functions/debounce',
];

test('an API page loads without graph code; Run starts its example, which draws in both colour modes with its toolbar', async ({
  page,
}) => {
  // Tall enough to show the frame without scrolling: a scroll to it would start it by itself (next test).
  await page.setViewportSize({ width: 1280, height: 3200 });
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
      await switchMode(page, 'dark');
      expect((await drawnPixels(live.locator('[data-state]').first())).drawn).toBeGreaterThan(0);
      expect(await violations('dark'), 'axe, dark mode').toEqual([]);
      await switchMode(page, 'light');
      graphCode.clear();
    });
  }
});

test("scrolling an API page's live example into view starts it without Run", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, `${BASE}docs/api/core/functions/useSigma`);
  const section = page.getByRole('region', { name: 'Live example: useSigma' });
  await expect(section.getByRole('button', { name: 'Run the example' })).toBeAttached();
  // A reader's scroll: the wheel, over the page.
  await page.mouse.move(640, 250);
  while (!(await section.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight / 2)))
    await scrollWheel(page, 300);
  await waitForGraphIn(page.locator('[data-example="api-core/useSigma.tsx"] [data-state]').first(), 0.002, 'useSigma');
});

test("an API page's live example takes its full size before the reader reaches it: nothing below its frame moves as it starts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
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
