import fs from 'node:fs';
import path from 'node:path';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axe, AXE_EXAMPLE_PAGES, violationLines, WCAG_TAGS } from '../support/axe';
import { BASE, expect, searchBoxReady, switchMode, test, visit } from '../support/fixtures';
import { buildDir } from '../support/paths';
import { sitemapRoutes } from '../support/siteRoutes';
import { frame, startDemo, startGraphs, waitForGraph } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';

// One page load and two axe runs per test; axe takes a while on pages with long code listings.
test.describe.configure({ timeout: 180_000 });

type Mode = 'light' | 'dark';

/** Waits until everything that renders late is on screen: live examples, their editors, the home demo's picture. */
async function settle(page: Page): Promise<void> {
  const examples = await page
    .locator('[data-example]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-example') ?? ''));
  // Each graph starts as it comes into view: all are started first, then they load together.
  for (const name of examples) await startGraphs(frame(page, name));
  for (const name of examples) await waitForGraph(page, name);
  await expect(page.locator('[data-example] [data-state="ready"]')).toHaveCount(examples.length);
  // The examples' editors; the playground's editors (the same component) are there from its first render.
  await expect(page.locator('[data-example] [data-testid="example-editor"]')).toHaveCount(examples.length);
  const demo = page.getByTestId('home-demo');
  if ((await demo.count()) > 0) {
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('img')).toHaveJSProperty('complete', true);
  }
}

/**
 * The one page whose highlighted code axe checks: its code block and its two live editors, in both
 * modes. Elsewhere axe leaves highlighted code (`.prism-code`) out: every token colour of both code
 * themes is checked against its background by config/codeThemes.test.ts, and the code block and the
 * editor are the same components on every page. This page has the shortest listings of the pages
 * that show both, and axe's time grows with their thousands of token spans.
 */
const FULL_CODE_CONTRAST = `${BASE}docs/example/minimap`;

/**
 * One line per failing element, readable in the test's output. `scope`: the selectors to check, for
 * a page whose other parts another page of the sample stands for.
 */
async function violations(page: Page, mode: Mode, scope: readonly string[] = []): Promise<string[]> {
  const builder = () => scope.reduce((run, selector) => run.include(selector), axe(page));
  const fullCode = new URL(page.url()).pathname === FULL_CODE_CONTRAST;
  // Highlighted code is one component everywhere: checked in full on one page, left out elsewhere (its thousands
  // of token spans were most of each check). The page's structure, names and roles are the same in both modes:
  // checked in light mode; colours in both.
  const rules = () => (fullCode ? builder() : builder().exclude('.prism-code'));
  const builders = [mode === 'dark' ? rules().withRules(['color-contrast']) : rules().withTags(WCAG_TAGS)];
  const found: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'] = [];
  for (const builder of builders) found.push(...(await builder.analyze()).violations);
  return violationLines(mode, found);
}

/**
 * Checks a page in light mode, then switches it to dark mode in place and checks it again: the
 * state `prepare` made (open results, a drawer, started graphs) stays for the second check.
 */
async function checkBothModes(
  page: Page,
  open: () => Promise<unknown>,
  prepare: () => Promise<void> = () => settle(page),
  scope: readonly string[] = [],
): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await open();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await prepare();
  const found = await violations(page, 'light', scope);

  await switchMode(page, 'dark');
  found.push(...(await violations(page, 'dark', scope)));

  expect(found, 'axe violations of WCAG 2.1 A/AA').toEqual([]);
}

/**
 * The generated API page of each kind that stands for the others of its kind (one TypeDoc template
 * per kind): the first, in the sitemap's order, that shows a live example at its foot, so that the
 * example's frame and code are checked too; else the first.
 */
function apiPage(kind: 'functions' | 'interfaces' | 'type-aliases'): string {
  const pages = sitemapRoutes().filter((route) => new RegExp(`^${BASE}docs/api/[^/]+/${kind}/[^/]+$`).test(route));
  const withExample = pages.find((route) =>
    fs.readFileSync(path.join(buildDir, `${route.slice(BASE.length)}.html`), 'utf8').includes('aria-label="Live example: '),
  );
  return withExample ?? pages[0] ?? `${BASE}docs/api/(no page of the kind ${kind})`;
}

/**
 * The sample axe checks, whole, in both modes: one page of each kind whose markup differs. Pages
 * left out are made of what a page here shows, by the same components:
 * - Markdown prose (the changelog, the API overview): headings, lists, tables, inline code and code
 *   blocks, which the introduction (tables; checked below with the search open), the installation
 *   page (tabs, the peer dependency table; with the mobile drawer open) and the FAQ (titled code
 *   blocks, as on the set-up page) show.
 * - The generated API pages: one per kind and one package index (all ten indexes are one template,
 *   a heading, an install command, a list).
 * - The two galleries: the examples' picture grid (ExampleGallery) and the guides' card list (DocCardList).
 */
const WHOLE_PAGES = [
  `${BASE}playground`,
  `${BASE}docs/faq`,
  `${BASE}docs/errors`,
  `${BASE}docs/examples`,
  `${BASE}docs/guides`,
  `${BASE}docs/api/core`,
  apiPage('functions'),
  apiPage('interfaces'),
  apiPage('type-aliases'),
  // An example page whole: the template of the example and guide pages.
  FULL_CODE_CONTRAST,
];

/**
 * Routes another test here checks in a state of its own, in both modes: the home page with its demo
 * started, a docs page with the search results open, another with the mobile drawer open (whole), and
 * the graph-search examples with a list of results open.
 */
const CHECKED_IN_A_STATE = [
  BASE,
  `${BASE}docs/start-introduction`,
  `${BASE}docs/start-installation`,
  `${BASE}docs/example/graph-search`,
];

/** Example and guide pages whose live examples visual.spec.ts checks with axe on its visit (AXE_EXAMPLE_PAGES says why these). */
const EXAMPLES_ONLY = AXE_EXAMPLE_PAGES.map((route) => `${BASE}${route}`);

test('the pages axe checks are pages of the site', () => {
  expect(sitemapRoutes()).toEqual(expect.arrayContaining([...WHOLE_PAGES, ...EXAMPLES_ONLY, ...CHECKED_IN_A_STATE]));
});

test.describe('axe: WCAG 2.1 A and AA, light and dark', () => {
  for (const route of WHOLE_PAGES) {
    test(route, async ({ page }) => {
      await checkBothModes(page, () => visit(page, route));
    });
  }
});

test.describe('axe on the not-found page', () => {
  // The server answers 404, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path', async ({ page }) => {
    await checkBothModes(page, () => visit(page, `${BASE}no-such-page`));
  });
});

test.describe('axe on states that only show after an interaction', () => {
  test('the search box with its results open', async ({ page }) => {
    const openResults = async () => {
      await (await searchBoxReady(page)).fill('sigma');
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      // The highlighted result is drawn in other colours: check it too.
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    };
    await checkBothModes(page, () => visit(page, `${BASE}docs/start-introduction`), openResults);
  });

  test('the home page with its live demo started', async ({ page }) => {
    await checkBothModes(
      page,
      () => visit(page, BASE),
      async () => {
        await startDemo(page);
      },
    );
  });

  test('the full search results page', async ({ page }) => {
    await checkBothModes(
      page,
      () => visit(page, `${BASE}search?q=GraphSearch`),
      async () => {
        await expect(page.locator('article').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
      },
    );
  });

  test.describe('the mobile navigation drawer', () => {
    test.use({ viewport: { width: 760, height: 900 } });

    const openDrawer = (page: Page, shows: string) => async () => {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.locator('.navbar-sidebar').getByRole('link', { name: shows, exact: true })).toBeVisible();
    };

    test('on the home page, with the site menu', async ({ page }) => {
      await checkBothModes(page, () => visit(page, BASE), openDrawer(page, 'Changelog'));
    });

    test('on a docs page, with the docs sidebar', async ({ page }) => {
      await checkBothModes(page, () => visit(page, `${BASE}docs/start-installation`), openDrawer(page, 'Installation'));
    });
  });

  test('the graph-search examples, the first with its option list open', async ({ page }) => {
    const SEARCH = '[data-example="graph-search/SearchNodesAndEdges.tsx"]';
    const openOptions = async () => {
      await settle(page);
      const example = page.locator(SEARCH);
      await example.getByLabel('Find a city or a road').fill('a');
      // The search runs asynchronously: wait for its results, not the menu's short "loading" state.
      // Inside the example, so the check of the examples covers the list.
      await expect(example.getByRole('listbox').getByRole('option').first()).toBeVisible();
    };
    await checkBothModes(page, () => visit(page, `${BASE}docs/example/graph-search`), openOptions, ['[data-example]']);
  });
});
