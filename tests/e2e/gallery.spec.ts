/**
 * The examples gallery (docs/examples): a card per example page with its
 * build-time picture in the reader's colour mode, and the filter. What each
 * card should say is read here from the examples themselves (example.json and
 * the imports of their modules), not from the gallery's own data.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiPackages } from '../../config/apiPackages';
import { STORYBOOK_GROUPS } from '../../config/storybookStories';
import { listExamples, sectionOf, topicOf, TOPICS } from '../../plugins/shared/discoverExamples';
import { importedPackages } from '../../src/utils/moduleImports';
import { graphLibrariesIn } from '../../scripts/bench/stats';
import { readImportedNames } from '../../src/utils/moduleImports';
import { BASE, expect, test, visit } from '../support/fixtures';
import { siteDir } from '../support/paths';

// Watches which images a page downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

const GALLERY = `${BASE}docs/examples`;
const examples = listExamples(siteDir);
const packageNames = new Set(apiPackages.map((pkg) => pkg.name));

/** The `@react-sigma/*` names each example page's modules import: `{ 'load-graph': ['@react-sigma/core SigmaContainer', …] }`. */
async function importsByExample(): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>();
  for (const example of examples) {
    const names = new Set<string>();
    for (const file of example.files) {
      const source = fs.readFileSync(path.join(siteDir, 'src/examples', example.id, file), 'utf8');
      for (const [specifier, list] of Object.entries(await readImportedNames(source))) {
        if (packageNames.has(specifier)) for (const name of list) names.add(`${specifier} ${name}`);
      }
    }
    found.set(example.id, names);
  }
  return found;
}

const card = (page: Page, id: string) => page.locator(`[data-gallery-card="${id}"]`);

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} mode: every example page has a card with its title, description, API and its graph's ${theme} picture`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const imports = await importsByExample();
    await visit(page, `${GALLERY}?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('h1')).toHaveText('Examples');
    await expect(page.locator('[data-gallery-card]')).toHaveCount(examples.length);
    for (const example of examples) {
      const item = card(page, example.id);
      await expect(item.getByRole('link', { name: example.meta.title, exact: true })).toHaveAttribute(
        'href',
        `${BASE}${example.route}`,
      );
      await expect(item.getByText(example.meta.description, { exact: true })).toBeVisible();
      const symbols = await item.locator('code').allTextContents();
      expect(new Set(symbols), `${example.id}'s symbols`).toEqual(
        new Set([...imports.get(example.id)!].map((entry) => entry.split(' ')[1])),
      );

      const picture = item.locator('img');
      // One picture, the mode's: the other variant is not rendered once the page runs.
      await expect(picture).toHaveCount(1);
      await expect(picture).toHaveAttribute('src', `${BASE}data/gallery/${example.id}.${theme}.svg`);
      await expect(picture).toHaveAttribute('width', '640');
      await expect(picture).toHaveAttribute('height', '360');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      // The picture is the example's graph: as many discs, squares and pies as the nodes its text names.
      const svg = await (await page.request.get(`${BASE}data/gallery/${example.id}.${theme}.svg`)).text();
      const nodes = Number(/(\d+) nodes/.exec((await picture.getAttribute('alt')) ?? '')?.[1]);
      expect(svg.match(/<circle |<rect x=|<g class="pie">/g)?.length, example.id).toBe(nodes);
      // Node shapes and programs draws its projects as squares and its people as pie charts, as its page does.
      if (example.id === 'node-shapes') {
        expect(svg.match(/<rect x=/g)?.length, 'squares').toBe(3);
        expect(svg.match(/<g class="pie">/g)?.length, 'pies').toBeGreaterThan(5);
      }
      expect(nodes).toBeGreaterThan(0);
    }
  });
}

test('each picture has its box before it loads (no layout shift), and those below the fold load lazily', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hold every picture back: the boxes must be right without them.
  await page.route('**/data/gallery/*.svg', () => undefined);
  // The held pictures keep the load event from firing: wait for hydration only.
  await page.goto(GALLERY, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const boxes = await page
    .locator('[data-gallery-card] img')
    .evaluateAll((images) =>
      images.map((img) => ({ width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height })),
    );
  expect(boxes).toHaveLength(examples.length);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThan(200);
    expect(Math.abs(box.height - (box.width * 360) / 640)).toBeLessThan(1);
  }
  const loading = await page
    .locator('[data-gallery-card] img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
  expect(loading.slice(0, 3)).toEqual(['eager', 'eager', 'eager']);
  expect(new Set(loading.slice(3))).toEqual(new Set(['lazy']));
});

test('the filter shows the examples that use a package, a symbol, or both, and says how many', async ({ page }) => {
  const imports = await importsByExample();
  const expected = (test: (names: Set<string>) => boolean) =>
    examples.filter((example) => test(imports.get(example.id)!)).map((example) => example.id);
  const shown = () =>
    page.locator('[data-gallery-card]').evaluateAll((cards) => cards.map((item) => item.getAttribute('data-gallery-card')));
  await visit(page, GALLERY);
  const packageFilter = page.getByLabel('Package', { exact: true });
  const symbolFilter = page.getByLabel('API symbol', { exact: true });
  const count = page.getByText(/^\d+( of \d+)? examples$/);
  await expect(count).toHaveText(`${examples.length} examples`);
  await expect(count).toHaveAttribute('aria-live', 'polite');

  const minimap = expected((names) => [...names].some((name) => name.startsWith('@react-sigma/minimap ')));
  await packageFilter.selectOption('@react-sigma/minimap');
  await expect.poll(shown).toEqual(minimap);
  await expect(count).toHaveText(`${minimap.length} of ${examples.length} examples`);

  await packageFilter.selectOption('');
  const useLoadGraph = expected((names) => names.has('@react-sigma/core useLoadGraph'));
  // From the keyboard, as a reader without a mouse picks it.
  await symbolFilter.focus();
  await symbolFilter.selectOption({ label: 'useLoadGraph' });
  await expect.poll(shown).toEqual(useLoadGraph);
  expect(useLoadGraph.length).toBeGreaterThan(0);
  expect(useLoadGraph.length).toBeLessThan(examples.length);

  await packageFilter.selectOption('@react-sigma/graph-search');
  const both = expected(
    (names) =>
      names.has('@react-sigma/core useLoadGraph') && [...names].some((name) => name.startsWith('@react-sigma/graph-search ')),
  );
  await expect.poll(shown).toEqual(both);
  if (!both.length) await expect(page.getByText('No example matches all of these.')).toBeVisible();

  await packageFilter.selectOption('');
  await symbolFilter.selectOption('');
  await expect.poll(shown).toEqual(examples.map((example) => example.id));

  // By topic, the sidebar's headings (guides are their own); and by any package an example imports.
  const topicFilter = page.getByLabel('Topic', { exact: true });
  const drawing = examples
    .filter((example) => sectionOf(example.meta) === 'examples' && topicOf(example.meta) === 'draw')
    .map((example) => example.id);
  await topicFilter.selectOption(TOPICS.draw);
  await expect.poll(shown).toEqual(drawing);
  expect(drawing).toContain('edge-curves');
  // The examples whose modules import `name`, themselves or through the shared helpers they import.
  const sources = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const helpers = [...text.matchAll(/from '(\.\.\/_shared\/[\w-]+)'/g)].map((match) =>
      ['.ts', '.tsx'].map((extension) => path.resolve(path.dirname(file), match[1]!) + extension).find(fs.existsSync),
    );
    return [text, ...helpers.flatMap((helper) => (helper ? sources(helper, seen) : []))];
  };
  const importers = async (name: string) => {
    const found: string[] = [];
    for (const example of examples) {
      const texts = example.files.flatMap((file) => sources(path.join(siteDir, 'src/examples', example.id, file)));
      if ((await Promise.all(texts.map((text) => importedPackages(text)))).some((names) => names.includes(name)))
        found.push(example.id);
    }
    return found;
  };
  await topicFilter.selectOption('');
  await packageFilter.selectOption('@sigma/edge-curve');
  // Through its shared helper (_shared/deliveries.ts) for the curved-edges page.
  expect(await importers('@sigma/edge-curve')).toContain('edge-curves');
  await expect.poll(shown).toEqual(await importers('@sigma/edge-curve'));
  await packageFilter.selectOption('graphology-layout-forceatlas2');
  await expect.poll(shown).toEqual(await importers('graphology-layout-forceatlas2'));
  await topicFilter.selectOption(TOPICS.draw);
  await expect(page.getByText('No example matches all of these.')).toBeVisible();
  await expect(count).toHaveText(`0 of ${examples.length} examples`);
});

test('the Storybook table names every story, and links each answered one to its page', async ({ page }) => {
  await visit(page, GALLERY);
  for (const { storybook, stories } of [...new Set(STORYBOOK_GROUPS.map((group) => group.storybook))].map((book) => ({
    storybook: book,
    stories: STORYBOOK_GROUPS.filter((group) => group.storybook === book).flatMap((group) => group.stories),
  }))) {
    const table = page.locator(`table[data-storybook="${storybook}"]`);
    const answered = stories.filter((story) => story.page);
    await expect(table.locator('caption')).toHaveText(
      `${storybook}’s Storybook: ${answered.length} of ${stories.length} stories answered here`,
    );
    await expect(table.locator('tbody tr')).toHaveCount(stories.length);
    const links = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('th')?.textContent, row.querySelector('a')?.getAttribute('href') ?? null]),
      );
    expect(links).toEqual(stories.map((story) => [story.name, story.page ? `${BASE}docs/${story.page}` : null]));
  }
  // A story's link leads to the page, which names the story at its end.
  await page.locator('table[data-storybook="sigma.js"] tr', { hasText: 'Adding label on clusters' }).getByRole('link').click();
  await expect(page.locator('h1')).toHaveText('Clusters and the viewport');
  await expect(page.getByRole('heading', { name: 'In the Storybooks' })).toBeVisible();
  await expect(page.getByText('“Adding label on clusters”')).toBeVisible();
});

test('the Example category of the sidebar opens the gallery', async ({ page }) => {
  await visit(page, `${BASE}docs/start-introduction`);
  await page.getByRole('complementary').getByRole('link', { name: 'Example', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${GALLERY}$`));
  await expect(page.locator('h1')).toHaveText('Examples');
  await expect(page.locator('[data-gallery-card]')).toHaveCount(examples.length);
});

/** The JavaScript a page runs at its first load (prefetches left out: they are `link` requests), in bytes. */
async function firstLoadJs(page: Page, pathname: string): Promise<number> {
  await visit(page, pathname);
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.decodedBodySize, 0),
  );
}

test('the gallery is as light as a docs page: no graph code, and no more first-load JavaScript', async ({ page }) => {
  const graphCode: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const libraries = graphLibrariesIn(await response.text().catch(() => ''));
    if (libraries.length) graphCode.push(`${response.url()}: ${libraries.join(', ')}`);
  });
  // The docs page whose budgets scripts/bench.ts holds the gallery to.
  const docs = await firstLoadJs(page, `${BASE}docs/start-introduction`);
  const gallery = await firstLoadJs(page, GALLERY);
  await page.locator('[data-gallery-card]').last().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(graphCode, 'sigma or graphology code downloaded by the gallery').toEqual([]);
  expect(gallery, `first-load JS: gallery ${gallery} B, docs page ${docs} B`).toBeLessThanOrEqual(docs);
});
