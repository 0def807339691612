/**
 * The frame rules (tests/support/frameRules.ts) on a phone (390 × 844, touch), light and dark: every
 * live example of every page that has one (the example pages, the guides, every API function page, each
 * started with its Run button), the playground and the home page's demo. One visit a page (the API pages
 * in groups): opened in dark mode, every frame's colours checked, then in light mode all the rules.
 */
import type { Locator, Page } from '@playwright/test';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { frame, scrollTo, startDemo, waitForGraphIn } from '../support/graph';
import { expectFrameRules, type FrameRuleOptions } from '../support/frameRules';
import { siteDir } from '../support/paths';
import { probeSigma } from '../support/sigma';

// The rules are of CSS pixels: the phone's width, not its pixel density (a quarter of the pixels to draw).
test.use({ deviceScaleFactor: 1 });

const pages = listExamples(siteDir, { api: true });
/** The example and guide pages: one route, its examples. */
const docPages = pages
  .filter((item) => item.meta.section !== 'api')
  .map((item) => ({ route: `${BASE}${item.route}`, names: item.files.map((file) => `${item.id}/${file}`) }));
/** The API function pages: one a module. */
const apiPages = pages
  .filter((item) => item.meta.section === 'api')
  .flatMap((item) =>
    item.files.map((file) => ({
      route: `${BASE}docs/api/${item.id.slice('api-'.length)}/functions/${file.replace(/\.tsx$/, '')}`,
      name: `${item.id}/${file}`,
      symbol: file.replace(/\.tsx$/, ''),
    })),
  );
/** The API pages in six groups of six or seven: a test each, which two workers share. */
const API_GROUPS = 6;
const apiGroups = Array.from({ length: API_GROUPS }, (_, group) => apiPages.filter((_, index) => index % API_GROUPS === group));

interface Checked {
  target: Locator;
  options?: FrameRuleOptions;
}

/**
 * Every frame's colours in dark mode, which the page opened in (`openDark`), then all the rules in light
 * mode: one switch of mode a visit (each waits for the page's colours to settle).
 */
async function checkModes(page: Page, frames: Checked[]): Promise<void> {
  for (const { target, options } of frames)
    await expectFrameRules(page, target, { ...options, touch: true, mode: 'dark', check: 'colour' });
  await switchMode(page, 'light');
  for (const { target, options } of frames) await expectFrameRules(page, target, { ...options, touch: true, mode: 'light' });
}

/** Opens `route` in dark mode (the system preference the site follows), hydrated. */
async function openDark(page: Page, route: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, route);
}

test.describe('frame rules on a phone, light and dark', () => {
  test.beforeEach(async ({ page }) => {
    await probeSigma(page);
  });

  for (const { route, names } of docPages) {
    test(`${route}: ${names.length} frame(s)`, async ({ page }) => {
      await openDark(page, route);
      await expect(page.locator('[data-example]')).toHaveCount(names.length);
      // Each frame scrolled to (a graph starts near the screen) and drawn, then all checked.
      for (const name of names) {
        await scrollTo(frame(page, name));
        await waitForGraphIn(frame(page, name).locator('.sigma-container').first(), 0.002, name);
      }
      await checkModes(
        page,
        names.map((name) => ({ target: frame(page, name) })),
      );
    });
  }

  for (const group of apiGroups) {
    test(`API pages: ${group.map((item) => item.symbol).join(', ')}`, async ({ page }) => {
      test.setTimeout(15_000 + group.length * 10_000);
      for (const { route, name, symbol } of group) {
        await test.step(symbol, async () => {
          await openDark(page, route);
          // A click as the reader's tap, without Playwright's scroll to the button first: on a phone that
          // scroll brings the example near enough to start by itself, and the button goes under the click.
          await page
            .getByRole('region', { name: `Live example: ${symbol}` })
            .getByRole('button', { name: 'Run the example' })
            .dispatchEvent('click');
          // The live example replaces the placeholder, and starts its graph once its frame is in view.
          await scrollTo(frame(page, name));
          await waitForGraphIn(frame(page, name).locator('.sigma-container').first(), 0.002, name);
          await checkModes(page, [{ target: frame(page, name) }]);
        });
      }
    });
  }

  test('the playground', async ({ page }) => {
    await openDark(page, `${BASE}playground`);
    const target = page.getByTestId('playground-frame');
    await waitForGraphIn(target);
    await checkModes(page, [
      {
        target,
        // Its controls and figures sit outside the graph's frame: their targets and texts are held to the rules too.
        options: { panels: [page.getByRole('form', { name: 'Playground settings' }), page.getByTestId('playground-figures')] },
      },
    ]);
  });

  test("the home page's demo", async ({ page }) => {
    await openDark(page, BASE);
    const demo = await startDemo(page);
    await waitForGraphIn(demo);
    await checkModes(page, [{ target: demo }]);
  });
});
