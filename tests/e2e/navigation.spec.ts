/**
 * Moving between pages in the browser: the table of contents, client-side route changes (progress
 * bar, prefetching, code that fails to load, a page that throws) and the docs version kept for
 * the reader. What each address serves is in routes.spec.ts.
 */
import type { Page } from '@playwright/test';
import { BASE, expect, stored, test, visit } from '../support/fixtures';

// Watches what pages prefetch and download: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

test('the table of contents covers h2 and h3 only', async ({ page }) => {
  await visit(page, `${BASE}docs/faq`);
  const toc = page.locator('.table-of-contents').first();
  const tocLinks = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const headingIds = await page.locator('article h2[id], article h3[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  expect(tocLinks.length).toBeGreaterThan(2);
  expect(tocLinks).toEqual(headingIds);
});

/** Records, in the page, when the progress bar first appears and when the reader last clicked. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { progressShownAt?: number; clickedAt?: number };
    document.addEventListener('click', () => (w.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (w.progressShownAt === undefined && document.getElementById('nprogress')) w.progressShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressTimes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { progressShownAt?: number; clickedAt?: number };
    return { shownAt: w.progressShownAt ?? null, clickedAt: w.clickedAt ?? null, now: performance.now() };
  });

test.describe('route change progress bar', () => {
  test('a route change slower than 200 ms shows the bar, from 200 ms on, until the page is there', async ({ page }) => {
    await watchProgressBar(page);
    await visit(page, `${BASE}docs/start-introduction`);
    // Hold the next page's code until the bar is seen.
    let held = 0;
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      if (route.request().resourceType() === 'script') {
        held += 1;
        await released;
      }
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Introduction');
    const { shownAt, clickedAt } = await progressTimes(page);
    expect(shownAt! - clickedAt!).toBeGreaterThanOrEqual(200);

    expect(held).toBeGreaterThan(0);
    release();
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('code that fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('a route whose code fails to load reloads the page, which then loads it', async ({ page }) => {
    await visit(page, `${BASE}docs/start-introduction`);
    await page.evaluate(() => ((window as unknown as { before?: boolean }).before = true));
    let broken = true;
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(new URL(request.url()).pathname);
        broken = false;
      }
    });
    await page.route('**/assets/js/*.js', (route) =>
      broken && route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    // From the keyboard: a mouse would also preload the page on hover, and that
    // failed preload is an uncaught error of Docusaurus' own.
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ' }).press('Enter');
    await expect(page.locator('h1')).toHaveText('FAQ');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(documents).toEqual([`${BASE}docs/faq`]);
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  });

  test('on a first load, a chunk that fails shows the error and a Retry button that loads the page again', async ({ page }) => {
    const app = /\/(main|runtime~main)\.[0-9a-f]+\.js$/;
    await page.route('**/assets/js/*.js', (route) => (app.test(route.request().url()) ? route.continue() : route.abort()));
    await page.goto(`${BASE}docs/faq`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/ChunkLoadError: Loading chunk \S+ failed\./);
    // The server-rendered page is still there to read, but it never came to life.
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    await page.unroute('**/assets/js/*.js');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/**
 * Replaces a chunk by itself plus a wrapper: the module holding the doc `docId`
 * gets a component that throws (with a cause) until `globalThis.repaired` is
 * set, and renders the real content after that. (A component that threw only
 * once would not crash the page: React retries a failed render once.)
 */
function crashingChunk(source: string, docId: string, message: string, cause: string): string {
  const wrapper = `(function () {
  var key = Object.keys(globalThis).filter(function (k) { return k.indexOf('webpackChunk') === 0; })[0];
  var queue = globalThis[key];
  var push = queue.push;
  queue.push = function (entry) {
    queue.push = push;
    var modules = entry[1];
    Object.keys(modules).forEach(function (id) {
      var factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        var original = module.exports;
        if (!original || !original.metadata || original.metadata.id !== ${JSON.stringify(docId)}) return;
        var patched = {};
        Object.keys(original).forEach(function (name) { patched[name] = original[name]; });
        Object.defineProperty(patched, '__esModule', { value: true });
        patched.default = function CrashingContent(props) {
          if (!globalThis.repaired) {
            throw new Error(${JSON.stringify(message)}, { cause: new Error(${JSON.stringify(cause)}) });
          }
          return original.default(props);
        };
        module.exports = patched;
      };
    });
    return push.call(queue, entry);
  };
})();
`;
  return wrapper + source;
}

test.describe('a page that throws', () => {
  const message = 'The FAQ content threw while rendering';
  const cause = 'Broken on purpose by the browser test';
  test.use({ allowedConsoleErrors: [new RegExp(message)] });

  test('shows "This page crashed." with the error and its cause, and "Try again" renders it again', async ({ page }) => {
    let patched = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      let response: Awaited<ReturnType<typeof route.fetch>>;
      let source: string;
      try {
        response = await route.fetch();
        source = await response.text();
      } catch {
        // The page dropped the request on the way (a prefetch cut short: "Response has been disposed").
        // Left to the browser: a FAQ chunk missed here would fail the checks below, not pass them.
        return route.fallback().catch(() => undefined);
      }
      // The FAQ's chunks; not the app's own bundle, which also mentions the doc (in its route table).
      if (!source.includes('"id":"faq"') || /\/main\.[0-9a-f]+\.js$/.test(route.request().url()))
        // The page may drop the request meanwhile ("Fetch response has been disposed"): left to the browser.
        return route.fulfill({ response }).catch(() => undefined);
      patched += 1;
      // The body is re-sent as plain text: drop the original's encoding and length.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      return route.fulfill({ status: 200, headers, body: crashingChunk(source, 'faq', message, cause) });
    });
    await visit(page, `${BASE}docs/start-introduction`);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ' }).click();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await expect(main.getByText(`${message}\n\nCause:\n${cause}`)).toBeVisible();
    expect(patched).toBeGreaterThan(0);
    // The site around the page still works.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Trying again renders the page again: still broken, it crashes again ...
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    // ... and once whatever broke it is gone, the page is back without a reload.
    await page.evaluate(() => ((globalThis as { repaired?: boolean }).repaired = true));
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
    expect(await page.evaluate(() => (globalThis as { repaired?: boolean }).repaired)).toBe(true);
  });
});

test.describe('docs version preference', () => {
  // Docusaurus keeps the reader's docs version under `docs-preferred-version-<plugin id>`.
  // With one version there is nothing to choose here (the choosing and storing is proven
  // on a two-version site in fixture-builds.spec.ts); what the site must do is read it back.
  const key = 'docs-preferred-version-default';

  test('a stored version that exists is kept on later visits; one that no longer exists is forgotten', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await page.evaluate((name) => localStorage.setItem(name, 'current'), key);
    await visit(page, `${BASE}docs/start-setup`);
    await expect(page.locator('h1')).toHaveText('Setup');
    expect(await stored(page, key)).toBe('current');

    await page.evaluate((name) => localStorage.setItem(name, '4.0.0'), key);
    await visit(page, `${BASE}docs/faq`);
    await expect.poll(() => stored(page, key)).toBeNull();
  });
});

test.describe('prefetching', () => {
  interface Added {
    prefetchLinks: number;
    chunkScripts: number;
  }

  /** Counts, in the page, the `<link rel=prefetch>` and chunk `<script>` elements added to it. */
  async function watchPrefetch(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const added = { prefetchLinks: 0, chunkScripts: 0 };
      (window as unknown as { added: typeof added }).added = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch') added.prefetchLinks += 1;
            if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) added.chunkScripts += 1;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  const added = (page: Page): Promise<Added> => page.evaluate(() => ({ ...(window as unknown as { added: Added }).added }));
  const faqLink = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ' });

  test('on a normal connection, visible links prefetch their chunks, hovering one loads its code, and a route change whose code is loaded shows no progress bar', async ({
    page,
  }) => {
    await watchPrefetch(page);
    await watchProgressBar(page);
    await visit(page, `${BASE}docs/start-introduction`);
    await expect.poll(async () => (await added(page)).prefetchLinks).toBeGreaterThan(0);
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith(`${BASE}assets/js/`))).toBe(true);
    const before = (await added(page)).chunkScripts;
    await faqLink(page).hover();
    await expect.poll(async () => (await added(page)).chunkScripts).toBeGreaterThan(before);

    await faqLink(page).click();
    await expect(page.locator('h1')).toHaveText('FAQ');
    // On a busy machine this first change may take over 200 ms and show a bar:
    // let it fade out before watching the second change, back to a page whose code is loaded.
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => delete (window as unknown as { progressShownAt?: number }).progressShownAt);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
    await expect(page.locator('h1')).toHaveText('Introduction');
    // Well past the 200 ms delay, the bar never appeared.
    await expect
      .poll(async () => {
        const { clickedAt, now } = await progressTimes(page);
        return now - clickedAt!;
      })
      .toBeGreaterThan(500);
    expect((await progressTimes(page)).shownAt).toBeNull();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('an example page prefetches the page its pagination leads to, without its source texts, and not the pages only the sidebar, the breadcrumbs or the "API used" list lead to', async ({
    page,
  }) => {
    // A comment that only the events example's source has: the text its code tab shows.
    const eventsSource = 'The raw mouse captor, below sigma';
    // A sentence of the installation page's prose: the sidebar alone links to it from this page.
    const installationProse = 'published on npm as a family';
    // The breadcrumbs link to the home page, and "API used:" to useLoadGraph's page (its description from react-sigma).
    const homeText = 'Every component, hook and type, package by package.';
    const useLoadGraphProse = 'React hook that helps you to load a graph';
    const downloaded: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/assets/js/')) downloaded.push(await response.text().catch(() => ''));
    });
    await visit(page, `${BASE}docs/example/load-graph`);
    await expect(page.locator('.pagination-nav').getByRole('link', { name: /Events/ })).toBeAttached();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const eventsLink = sidebar.getByRole('link', { name: 'Events', exact: true });
    await expect(eventsLink).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Installation', exact: true })).toBeVisible();
    // The next page's own chunk (its prose) is prefetched…
    await expect.poll(() => downloaded.some((body) => body.includes('what the reader does with the graph'))).toBe(true);
    // Links prefetch once in view: bring every "API used" list into view, as a reader scrolling through would.
    for (const list of await page.locator('[data-api-symbols]').all()) await list.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // …but not the source its code tabs show, nor a page only the sidebar, the breadcrumbs or a reference list
    // link to (it loads on hover),
    expect(downloaded.some((body) => body.includes(eventsSource))).toBe(false);
    expect(downloaded.some((body) => body.includes(installationProse))).toBe(false);
    expect(downloaded.some((body) => body.includes(homeText))).toBe(false);
    expect(downloaded.some((body) => body.includes(useLoadGraphProse))).toBe(false);
    // which comes with the page when the reader opens it.
    await eventsLink.click();
    await expect(page.locator('h1')).toHaveText('Events');
    await expect(page.locator('[data-example="events/EventLog.tsx"] [role="tabpanel"]')).toContainText(eventsSource);
  });

  for (const [label, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['with data saving on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`${label}, nothing is prefetched or loaded ahead, yet links still work`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      await watchPrefetch(page);
      await visit(page, `${BASE}docs/start-introduction`);
      const before = await added(page);
      await faqLink(page).hover();
      await page.locator('footer').scrollIntoViewIfNeeded();
      // Hovering adds its script at once when it does (see the test above): nothing came.
      expect(await added(page)).toEqual(before);
      expect(before.prefetchLinks).toBe(0);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
      // A click still loads what the page needs: a navigation is not a prefetch.
      await faqLink(page).click();
      await expect(page.locator('h1')).toHaveText('FAQ');
      expect((await added(page)).chunkScripts).toBeGreaterThan(before.chunkScripts);
      expect((await added(page)).prefetchLinks).toBe(0);
    });
  }
});
