import type { Page } from '@playwright/test';
import { changes } from '../../plugins/typedoc-react-sigma/changedIn.mjs';
import { errata, placesOf } from '../../plugins/typedoc-react-sigma/errata.mjs';
import { readApiSymbols, type ApiSymbol } from '../support/apiSymbols';
import { sections as navbarSections } from '../../config/navbar';
import { BASE, expect, test, visit } from '../support/fixtures';
import { builtPage, folded } from '../support/siteRoutes';

const symbols = readApiSymbols();

/** The symbol of a route under the base path, e.g. `docs/api/core/functions/SigmaContainer`. */
function symbolAt(route: string): ApiSymbol {
  const found = symbols.find((symbol) => symbol.route === route);
  if (!found) throw new Error(`No public symbol has the page ${route}`);
  return found;
}

/** Text as a reader sees it: code ticks gone, whitespace folded (tables fold code blocks into one line). */
const readable = (text: string) => folded(text.replace(/`/g, ''));

/** The article of a built API page, as a reader reads it. */
const articleText = (route: string) => readable(builtPage(`${BASE}${route}`)('article').text());

/** The page of an erratum's place: `ZoomControlProps.children` is on the ZoomControlProps page. */
function pageOf(pkg: string, symbol: string): string {
  const name = symbol.split('.')[0];
  const id = pkg.replace('@react-sigma/', '');
  const found = symbols.find((candidate) => candidate.name === name && candidate.route.startsWith(`docs/api/${id}/`));
  if (!found) throw new Error(`No API page for ${pkg} ${symbol}`);
  return found.route;
}

/** In the browser, once hydrated: the page names its symbol and shows its description, without TypeDoc's source noise. */
async function expectSymbolPage(page: Page, symbol: ApiSymbol): Promise<void> {
  const article = page.locator('article');
  await expect(page.locator('h1')).toContainText(symbol.name);
  if (symbol.description) await expect(article).toContainText(symbol.description);
  await expect(article).not.toContainText('Defined in');
  await expect(article).not.toContainText('.d.ts');
}

test('the reference documents every public symbol of the ten packages', () => {
  // 67 exports, 3 of them `@hidden` (contexts and the raw provider).
  expect(symbols.length).toBeGreaterThanOrEqual(60);
  expect(symbols.filter((symbol) => symbol.route.includes('/variables/'))).toEqual([]);
});

/**
 * Every API page, read as the build wrote it. Its text is what the browser shows: hydration that
 * disagreed with it would log an error and fail the browser tests, which open a page of each kind
 * (function, interface, type alias) below and in routes.spec.ts.
 */
test('every API page names its symbol and shows its description, without TypeDoc source noise', () => {
  const problems: string[] = [];
  for (const symbol of symbols) {
    const $ = builtPage(`${BASE}${symbol.route}`);
    const heading = folded($('h1').text());
    const article = folded($('article').text());
    if (!heading.includes(symbol.name)) problems.push(`${symbol.route}: the heading "${heading}" does not name ${symbol.name}`);
    if (!article.includes(symbol.description)) problems.push(`${symbol.route}: misses "${symbol.description}"`);
    // Readers do not care which generated file declared a symbol.
    for (const noise of ['Defined in', '.d.ts']) if (article.includes(noise)) problems.push(`${symbol.route}: says "${noise}"`);
  }
  expect(problems).toEqual([]);
});

test('a component page shows its description and links to its props interface, which shows its own', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core/functions/SigmaContainer`);
  await expectSymbolPage(page, symbolAt('docs/api/core/functions/SigmaContainer'));
  await page.locator('article').getByRole('link', { name: 'SigmaContainerProps' }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/core\/interfaces\/SigmaContainerProps$/);
  await expectSymbolPage(page, symbolAt('docs/api/core/interfaces/SigmaContainerProps'));
});

test('the API sidebar has the overview and the ten sections, and a section index says how to install its package', async ({
  page,
}) => {
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
  await sections.filter({ hasText: /^layout-forceatlas2$/ }).click();
  await expect(page.locator('h1')).toHaveText('@react-sigma/layout-forceatlas2');
  await expect(page.getByRole('heading', { level: 2, name: 'Installation' })).toBeVisible();
  await expect(page.locator('article pre').first()).toContainText(
    'npm install @react-sigma/layout-forceatlas2 graphology-layout-forceatlas2',
  );
});

// Read from the built pages, for every erratum and every change (the browser opens pages of each kind above).
test('upstream JSDoc errors are corrected on the page', () => {
  const problems: string[] = [];
  for (const erratum of errata) {
    for (const place of placesOf(erratum)) {
      const text = articleText(pageOf(place.package, place.symbol));
      const where = `${place.package} ${place.symbol}`;
      const right = readable(place.right ?? erratum.right);
      if (!text.includes(right)) problems.push(`${where}: misses the correction`);
      // Some corrections extend the wrong text: it may stay inside them, nowhere else.
      if (text.split(right).join(' ').includes(readable(erratum.wrong)))
        problems.push(`${where}: still shows "${erratum.wrong}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('what changed after the documented release is noted on the page, with links that lead to pages of the site', async ({
  request,
}) => {
  for (const change of changes) {
    for (const symbol of change.symbols) {
      const $ = builtPage(`${BASE}${pageOf(change.package, symbol)}`);
      const note = $('article .theme-admonition-info')
        .toArray()
        .find((element) => $(element).text().includes(`Changed in ${change.version}`));
      expect(note, `${change.package} ${symbol}: a "Changed in ${change.version}" note`).toBeDefined();
      expect(readable($(note).text())).toContain(readable(change.changelog));
      for (const link of $(note).find('a').toArray()) {
        const href = $(link).attr('href') ?? '';
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  }
});

test.describe('types without a page of their own show their members where they are used', () => {
  test('the Layout*ControlProps list every prop they take, with its description', async ({ page }) => {
    const route = 'docs/api/layout-forceatlas2/type-aliases/LayoutForceAtlas2ControlProps';
    await visit(page, `${BASE}${route}`);
    await expectSymbolPage(page, symbolAt(route));
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

  test('Edge shows the props of its unexported EdgeProps; useCamera its options; useWorkerLayoutFactory its worker constructor', () => {
    const edge = builtPage(`${BASE}docs/api/graph-search/functions/Edge`);
    const cells = edge('article table')
      .first()
      .find('td, th, code')
      .toArray()
      .map((cell) => folded(edge(cell).text()));
    for (const prop of ['props.source', 'props.target', 'props.label?', 'props.directed?']) expect(cells).toContain(prop);
    expect(articleText('docs/api/graph-search/functions/Edge')).not.toContain('EdgeProps');

    const camera = builtPage(`${BASE}docs/api/core/functions/useCamera`);
    expect(folded(camera('article table').first().text())).toContain('factor?: number');
    expect(articleText('docs/api/core/functions/useCamera')).not.toContain('CameraOptions');

    const factory = builtPage(`${BASE}docs/api/layout-core/functions/useWorkerLayoutFactory`);
    expect(folded(factory('article table').eq(1).text())).toContain('new (graph: Graph, settings: T) => GraphologyWorkerLayout');
    expect(articleText('docs/api/layout-core/functions/useWorkerLayoutFactory')).not.toContain(
      'GraphologyWorkerLayoutConstructor',
    );
  });
});
