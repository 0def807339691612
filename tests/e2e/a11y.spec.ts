import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axe, WCAG_TAGS } from '../support/axe';
import { BASE, expect, searchBoxReady, switchMode, test, visit } from '../support/fixtures';
import { exampleRoutes, testedRoutes } from '../support/siteRoutes';
import { startDemo, waitForGraph } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';

// One page load and two full axe runs per test; axe takes a while on pages with long code listings.
test.describe.configure({ timeout: 180_000 });

type Mode = 'light' | 'dark';

/** Waits until everything that renders late is on screen: live examples, their editors, the home demo's picture. */
async function settle(page: Page): Promise<void> {
  const examples = await page
    .locator('[data-example]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-example') ?? ''));
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
 * The one page whose highlighted code axe checks: its code blocks and its live editor, in both
 * modes. Elsewhere axe leaves highlighted code (`.prism-code`) out: every token colour of both code
 * themes is checked against its background by config/codeThemes.test.ts, and the code block and the
 * editor are the same components on every page.
 */
const FULL_CODE_CONTRAST = `${BASE}docs/example/events`;

/**
 * One line per failing element, readable in the test's output. `scope`: the selectors to check, for
 * a state whose page the route tests check as a whole already.
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
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${mode}] ${violation.id} (${violation.impact ?? '?'}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
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

test('the pages axe checks whole, or in a state, are pages of the site', () => {
  const routes = testedRoutes();
  expect(routes).toEqual(expect.arrayContaining([FULL_CODE_CONTRAST, ...WHOLE_EXAMPLE_PAGES, ...CHECKED_IN_A_STATE]));
  expect(routes.filter((route) => PACKAGE_INDEX.test(route)).length).toBeGreaterThanOrEqual(9);
  expect(routes, 'the package index that stands for the others').toContain(`${BASE}docs/api/core`);
});

/**
 * Routes another test here checks whole, in both modes, in a state of its own: the home page with its
 * demo started, a docs page with the search results open, another with the mobile drawer open.
 */
const CHECKED_IN_A_STATE = new Set([BASE, `${BASE}docs/start-introduction`, `${BASE}docs/start-setup`]);

/** A package's API index: one stands for the ten (one template, a heading, an install command, a list). */
const PACKAGE_INDEX = new RegExp(`^${BASE}docs/api/(?!core$)[^/]+$`);

/**
 * Example and guide pages checked whole, like the other templates; on the rest, axe checks the
 * live examples (their frames, controls, panels and editors): what one page has and another has
 * not. The prose around them is Markdown, rendered by the same components on every page.
 */
const WHOLE_EXAMPLE_PAGES = new Set([FULL_CODE_CONTRAST, `${BASE}docs/guides/camera`]);

test.describe('axe: WCAG 2.1 A and AA, light and dark', () => {
  const examplePages = new Set(exampleRoutes());
  for (const route of testedRoutes()) {
    if (CHECKED_IN_A_STATE.has(route) || PACKAGE_INDEX.test(route)) continue;
    const examplesOnly = examplePages.has(route) && !WHOLE_EXAMPLE_PAGES.has(route);
    test(examplesOnly ? `${route}: its live examples` : route, async ({ page }) => {
      await checkBothModes(page, () => visit(page, route), undefined, examplesOnly ? ['[data-example]'] : []);
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
      await checkBothModes(page, () => visit(page, `${BASE}docs/start-setup`), openDrawer(page, 'Installation'));
    });
  });

  test('the graph-search example with its option list open', async ({ page }) => {
    const EXAMPLE = '[data-example="graph-search/SearchNodesAndEdges.tsx"]';
    const openOptions = async () => {
      await settle(page);
      const example = page.locator(EXAMPLE);
      await example.getByLabel('Find a city or a road').fill('a');
      // The search runs asynchronously: wait for its results, not the menu's short "loading" state.
      // Inside the example, so the scoped check below covers the list.
      await expect(example.getByRole('listbox').getByRole('option').first()).toBeVisible();
    };
    // The rest of the page is the route test's: here, the example with its list.
    await checkBothModes(page, () => visit(page, `${BASE}docs/example/graph-search`), openOptions, [EXAMPLE]);
  });
});
