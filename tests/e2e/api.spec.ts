import { readApiSymbols } from './apiSymbols';
import { BASE, expect, test, visit } from './fixtures';

const symbols = readApiSymbols();

test('the reference documents every public symbol of the ten packages', () => {
  // 67 exports, 3 of them `@hidden` (contexts and the raw provider).
  expect(symbols.length).toBeGreaterThanOrEqual(60);
  expect(symbols.filter((symbol) => symbol.route.includes('/variables/'))).toEqual([]);
});

test.describe('API pages name their symbol and show its description', () => {
  for (const symbol of symbols) {
    test(symbol.route, async ({ page }) => {
      await visit(page, `${BASE}${symbol.route}`);
      const article = page.locator('article');
      await expect(page.locator('h1')).toContainText(symbol.name);
      if (symbol.description) await expect(article).toContainText(symbol.description);
      // No TypeDoc source noise: readers do not care which generated file declared it.
      await expect(article).not.toContainText('Defined in');
      await expect(article).not.toContainText('.d.ts');
    });
  }
});

test('a component page links to its props interface', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core/functions/SigmaContainer`);
  await page.locator('article').getByRole('link', { name: 'SigmaContainerProps' }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/core\/interfaces\/SigmaContainerProps$/);
  await expect(page.locator('h1')).toContainText('SigmaContainerProps');
});

test('each section index says how to install its package', async ({ page }) => {
  await visit(page, `${BASE}docs/api/layout-forceatlas2/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Installation' })).toBeVisible();
  await expect(page.locator('article pre').first()).toContainText(
    'npm install @react-sigma/layout-forceatlas2 graphology-layout-forceatlas2',
  );
});

test('the API sidebar has the overview and the ten sections', async ({ page }) => {
  await visit(page, `${BASE}docs/api`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const api = sidebar.locator('.menu__list-item').filter({ has: page.locator('> div > a', { hasText: /^API$/ }) });
  const sections = api.locator('> ul > li > div > a');
  await expect(sections).toHaveText([
    'core',
    'graph-search',
    'minimap',
    'layout-core',
    'layout-random',
    'layout-circular',
    'layout-circlepack',
    'layout-force',
    'layout-forceatlas2',
    'layout-noverlap',
  ]);
});
