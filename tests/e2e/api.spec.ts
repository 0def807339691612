import { changes } from '../../plugins/typedoc-react-sigma/changedIn.mjs';
import { errata, placesOf } from '../../plugins/typedoc-react-sigma/errata.mjs';
import { readApiSymbols } from '../support/apiSymbols';
import { sections as navbarSections } from '../../config/navbar';
import { BASE, expect, test, visit } from '../support/fixtures';

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
  const api = sidebar
    .locator('.menu__list-item')
    .filter({ has: page.locator('> div > a', { hasText: new RegExp(`^${navbarSections.api.label}$`) }) });
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

/** Text as a reader sees it: code ticks gone, whitespace folded (tables fold code blocks into one line). */
const readable = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** The page of an erratum's place: `ZoomControlProps.children` is on the ZoomControlProps page. */
function pageOf(pkg: string, symbol: string): string {
  const name = symbol.split('.')[0];
  const id = pkg.replace('@react-sigma/', '');
  const found = symbols.find((candidate) => candidate.name === name && candidate.route.startsWith(`docs/api/${id}/`));
  if (!found) throw new Error(`No API page for ${pkg} ${symbol}`);
  return found.route;
}

test.describe('upstream JSDoc errors are corrected on the page', () => {
  // A sample: one code example, one renamed component, one hidden link, one member copied into
  // another package's props (plugins/typedoc-react-sigma/errata.mjs has the whole list).
  const sample: [string, string][] = [
    ['@react-sigma/core', 'ZoomControlProps.children'],
    ['@react-sigma/core', 'useFullScreen'],
    ['@react-sigma/minimap', 'MiniMap'],
    ['@react-sigma/layout-noverlap', 'LayoutNoverlapControlProps.children'],
    ['@react-sigma/graph-search', 'GraphSearchInputProps.children'],
  ];
  for (const [pkg, symbol] of sample) {
    test(`${pkg} ${symbol}`, async ({ page }) => {
      const erratum = errata.find((candidate) =>
        placesOf(candidate).some((place) => place.package === pkg && place.symbol === symbol),
      );
      if (!erratum) throw new Error(`No erratum for ${pkg} ${symbol}`);
      const right = placesOf(erratum).find((place) => place.symbol === symbol)?.right ?? erratum.right;
      await visit(page, `${BASE}${pageOf(pkg, symbol)}`);
      const text = readable((await page.locator('article').textContent()) ?? '');
      expect(text).toContain(readable(right));
      expect(text).not.toContain(readable(erratum.wrong));
    });
  }
});

test.describe('what changed after the documented release is noted on the page', () => {
  for (const change of changes) {
    for (const symbol of change.symbols) {
      test(`${change.package} ${symbol}: changed in ${change.version}`, async ({ page }) => {
        await visit(page, `${BASE}${pageOf(change.package, symbol)}`);
        const note = page.locator('article .theme-admonition-info').filter({ hasText: `Changed in ${change.version}` });
        await expect(note).toBeVisible();
        await expect(note).toContainText(readable(change.changelog));
        // Its link leads to a page of the site.
        for (const link of await note.getByRole('link').all()) {
          expect((await page.request.get((await link.getAttribute('href')) ?? '')).status()).toBe(200);
        }
      });
    }
  }
});

test.describe('types without a page of their own show their members where they are used', () => {
  test('the Layout*ControlProps list every prop they take, with its description', async ({ page }) => {
    await visit(page, `${BASE}docs/api/layout-forceatlas2/type-aliases/LayoutForceAtlas2ControlProps`);
    const rows = page.locator('article table').first().locator('tbody tr');
    await expect(rows.locator('td:first-child code')).toHaveText([
      'autoRunFor?',
      'children?',
      'className?',
      'id?',
      'labels?',
      'labels.start?',
      'labels.stop?',
      'settings?',
      'style?',
    ]);
    await expect(rows.filter({ hasText: 'className?' })).toContainText('HTML class');
    await expect(rows.filter({ hasText: 'autoRunFor?' })).toContainText('It starts only if the graph has nodes at that moment.');
  });

  test('Edge shows the props of its unexported EdgeProps', async ({ page }) => {
    await visit(page, `${BASE}docs/api/graph-search/functions/Edge`);
    const parameters = page.locator('article table').first();
    for (const prop of ['props.source', 'props.target', 'props.label?', 'props.directed?']) {
      await expect(parameters.getByText(prop, { exact: true })).toBeVisible();
    }
    await expect(page.locator('article')).not.toContainText('EdgeProps');
  });

  test('useCamera shows its options and useWorkerLayoutFactory its worker constructor', async ({ page }) => {
    await visit(page, `${BASE}docs/api/core/functions/useCamera`);
    await expect(page.locator('article table').first()).toContainText('factor?: number');
    await expect(page.locator('article')).not.toContainText('CameraOptions');
    await visit(page, `${BASE}docs/api/layout-core/functions/useWorkerLayoutFactory`);
    await expect(page.locator('article table').nth(1)).toContainText('new (graph: Graph, settings: T) => GraphologyWorkerLayout');
    await expect(page.locator('article')).not.toContainText('GraphologyWorkerLayoutConstructor');
  });
});
