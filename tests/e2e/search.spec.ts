/**
 * The offline search (@easyops-cn/docusaurus-search-local): the box in the navbar, its results,
 * and the full results page. Error messages pasted into it are in error-index.spec.ts.
 */
import { BASE, expect, searchBox, searchBoxReady, test, visit } from '../support/fixtures';

// Watches when the search index downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

test.describe('offline search', () => {
  test('the index loads only when the reader reaches for the search box', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await visit(page, `${BASE}docs/faq`);
    expect(indexRequests).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    // Served by the site itself: no external search service.
    for (const url of indexRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
  });

  test('a reader who tabs on before the index has loaded keeps the focus where they put it', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/search-index.*\.json/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await visit(page, `${BASE}docs/faq`);
    const box = searchBox(page);
    await box.focus();
    await expect.poll(() => requested).toBe(true);
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    const moved = await page.evaluate(() => document.activeElement?.outerHTML);

    release();
    // The index is in: the search script has turned the box into a combobox.
    await expect(box).toHaveAttribute('role', 'combobox');
    // (The script focuses the box again in the same task in which it sets that role.)
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(moved);

    // Coming back to the box still works, and it answers.
    await box.click();
    await page.keyboard.type('useSigma');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('useSigma');
  });

  test('Ctrl+K focuses the box; an API symbol lists its API page first, with the term highlighted', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await page.keyboard.press('Control+k');
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await page.keyboard.type('useWorkerLayoutForceAtlas2');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('useWorkerLayoutForceAtlas2()');
    // The section the result belongs to is named under its title, each level once: the sidebar's section
    // shares the navbar's label, which the path used to repeat ("Api › Api › …", config/search.ts).
    await expect(options.first().locator('[class*="hitPath"]')).toHaveText('Api › layout-forceatlas2 › Hook');
    await expect(options.first().locator('mark')).toHaveText('useWorkerLayoutForceAtlas2');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/api\/layout-forceatlas2\/functions\/useWorkerLayoutForceAtlas2/);
    await expect(page.locator('h1')).toContainText('useWorkerLayoutForceAtlas2');
  });

  test('results are navigable with the keyboard and cover prose and examples', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    const box = await searchBoxReady(page);
    // One input event, so one query: typed letter by letter, a late answer to an
    // earlier prefix could redraw the list between the arrow presses below.
    await box.fill('container has no height');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    await box.fill('');
    await page.keyboard.type('minimap');
    await expect(page.getByRole('listbox').getByRole('option').filter({ hasText: 'Minimap' }).first()).toBeVisible();
  });

  test('the full results page works when opened directly', async ({ page }) => {
    await visit(page, `${BASE}search?q=GraphSearch`);
    await expect(page.locator('h1')).toContainText('GraphSearch');
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the search box is reachable from the mobile navbar', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('useLoadGraph');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('useLoadGraph');
  });
});

test.describe('the search page', () => {
  test('is titled like every other page, with and without a query, and the suffix goes with it', async ({ page, request }) => {
    // What a crawler reads, before any script runs.
    const html = await (await request.get(`${BASE}search`)).text();
    expect(html).toContain('>Search the documentation | React Sigma</title>');

    await visit(page, `${BASE}search`);
    await expect(page).toHaveTitle('Search the documentation | React Sigma');
    await visit(page, `${BASE}search?q=GraphSearch`);
    await expect(page).toHaveTitle('Search results for "GraphSearch" | React Sigma');
    // Leaving the page: the next page's title is not suffixed twice.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Changelog');
    await expect(page).toHaveTitle('Changelog | React Sigma');
  });
});

test.describe('the search page, typed into fast', () => {
  test('keeps every keystroke on a slow machine, and its address follows the box (src/theme/SearchPage/SearchPage.jsx)', async ({
    page,
  }) => {
    await visit(page, `${BASE}search`);
    const box = page.locator('input[name="q"]');
    await box.click();
    // Renders lagging far behind keystrokes: upstream's page then lost letters in most runs ("useRegistrEvent").
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.keyboard.type('useRegisterEvents');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(box).toHaveValue('useRegisterEvents');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('useRegisterEvents');
    await expect(page.locator('h1')).toHaveText('Search results for "useRegisterEvents"');
  });
});
