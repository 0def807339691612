import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { BASE, expect, searchBoxReady, test, visit } from '../support/fixtures';
import { buildDir } from '../support/paths';
import { errorIndex } from '../../src/data/errorIndex';

/** The HTML file GitHub Pages serves for a site path such as `/docs/faq`. */
const htmlOf = (sitePath: string) => fs.readFileSync(path.join(buildDir, `${sitePath.replace(/^\//, '')}.html`), 'utf8');

test.describe('error index', () => {
  test('the server sends every entry, with its heading and its messages as text', async ({ request }) => {
    const response = await request.get(`${BASE}docs/errors`);
    expect(response.status()).toBe(200);
    const $ = load(await response.text());
    for (const entry of errorIndex) expect($(`h3[id="${entry.id}"]`), entry.id).toHaveLength(1);
    // Messages as the packages write them, read at build time, in plain text (search indexes this HTML).
    const text = $('main').text();
    expect(text).toContain(
      'Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.',
    );
    expect(text).toContain('InvalidArgumentsGraphError: Graph.import: serialized node is missing its key.');
    expect(text).toContain('NotFoundGraphError: Graph.inDegree: could not find the "${node}" node in the graph.');
  });

  test('each entry links to a page and anchor of the site that exist', () => {
    for (const entry of errorIndex) {
      const [page, anchor] = entry.see.to.split('#');
      const $ = load(htmlOf(page!));
      if (anchor) expect($(`[id="${anchor}"]`), `${entry.id} → ${entry.see.to}`).toHaveLength(1);
    }
  });

  test('the page says how many messages it lists and what it leaves out; the FAQ leads to it', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await page.getByRole('main').getByRole('link', { name: 'error index' }).first().click();
    await expect(page.locator('h1')).toHaveText('Error index');
    const summary = page.getByRole('main').getByText(/This page lists \d+ messages in \d+ entries/);
    await expect(summary).toContainText(`in ${errorIndex.length} entries`);
    await expect(page.getByRole('main')).toContainText(/\d+ messages are thrown by the helpers a compiler inlines/);
  });

  // A reader pastes the message from the console, values and punctuation included.
  const pasted: [string, string][] = [
    ['Sigma: Container has no height.', 'sigma-container-has-no-height'],
    [
      'Error: Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.',
      'sigma-container-has-no-height',
    ],
    ['No context provided: useSigmaContext() can only be used in a descendant of <SigmaContainer>', 'no-context-provided'],
    [
      'UsageGraphError: Graph.addEdge: an edge linking "n1" to "n2" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the \'multi\' option.',
      'an-edge-linking-already-exists',
    ],
    [
      'Settings: invalid camera ratio boundaries. Expecting `maxCameraRatio` to be greater than `minCameraRatio`.',
      'settings-invalid-camera-ratio-boundaries',
    ],
    [
      'Error: graphology-layout-force: you should provide a positive number of maximum iterations.',
      'layout-force-max-iterations',
    ],
  ];

  test('pasting a message into the search box lists its entry first', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    for (const [message, id] of pasted) {
      const box = await searchBoxReady(page);
      // Empty first, so that the results checked below are this message's, not the last one's.
      await box.fill('');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
      await box.fill(message);
      const first = page.getByRole('listbox').getByRole('option').first();
      await expect(first, message).toHaveAttribute('aria-selected', 'true');
      await expect(first, message).toContainText('Error index');
      await box.press('Enter');
      await expect(page, message).toHaveURL(new RegExp(`/docs/errors#${id}$`));
      await expect(page.locator(`h3#${id}`)).toBeInViewport();
    }
  });
});
