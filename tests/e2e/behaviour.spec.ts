/**
 * The site's states and transitions (colour mode, announcement bar, drawer, progress bar…) and its client-side calls, in a
 * real browser against the built site: most are Docusaurus behaviour that our
 * configuration turns on, so these tests are what keeps the configuration honest.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { announcementBar } from '../../config/themeConfig';
import { createServer } from '../../scripts/githubPages';
import { BASE, expect, PHONE_VIEWPORT, reload, test, untilIdle, visit } from './fixtures';

const toggleLabel = (mode: 'light' | 'dark'): string => `Switch between dark and light mode (currently ${mode} mode)`;

/**
 * Relative luminance of the page background, 0 (black) to 1 (white). Infima paints it on
 * <body> in dark mode and leaves it transparent, the browser's white, in light mode.
 */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const element of [document.body, document.documentElement]) {
      const [r = 0, g = 0, b = 0, alpha = 1] = getComputedStyle(element)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      if (alpha > 0) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }
    return getComputedStyle(document.documentElement).colorScheme.includes('dark') ? 0 : 1;
  });
}

const storage = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe('colour mode', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`system preference ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      test(`with nothing stored, the site is ${scheme}`, async ({ page }) => {
        await visit(page, `${BASE}docs/faq`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expect(page.getByRole('button', { name: toggleLabel(scheme), exact: true })).toBeVisible();
        const luminance = await backgroundLuminance(page);
        if (scheme === 'dark') expect(luminance).toBeLessThan(0.2);
        else expect(luminance).toBeGreaterThan(0.9);
        expect(await storage(page, 'theme')).toBeNull();
      });
    });
  }

  test.describe('system preference dark', () => {
    test.use({ colorScheme: 'dark' });

    test("the toggle's choice is stored under `theme` and wins over the system on reloads and other pages", async ({ page }) => {
      await visit(page, `${BASE}docs/faq`);
      await page.getByRole('button', { name: toggleLabel('dark'), exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByRole('button', { name: toggleLabel('light'), exact: true })).toBeVisible();
      expect(await storage(page, 'theme')).toBe('light');
      expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);

      await reload(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await visit(page, `${BASE}docs/start-setup`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.getByRole('button', { name: toggleLabel('light'), exact: true })).toBeVisible();

      // And back: the other choice is stored the same way.
      await page.getByRole('button', { name: toggleLabel('light'), exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await storage(page, 'theme')).toBe('dark');
    });
  });

  test('with nothing stored, a change of the system preference is followed at once', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(page, `${BASE}docs/faq`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: toggleLabel('dark'), exact: true })).toBeVisible();
  });
});

test.describe('code colours', () => {
  // The first code block of the setup page and its first keyword, as a reader sees them.
  const colours = (page: Page) =>
    page.evaluate(() => {
      const pre = document.querySelector('article pre.prism-code')!;
      const keyword = pre.querySelector('.token.keyword')!;
      return { background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(keyword).color };
    });
  // config/codeThemes.ts: GitHub (light) and Dracula (dark).
  const light = { background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)' };
  const dark = { background: 'rgb(40, 42, 54)', keyword: 'rgb(189, 147, 249)' };

  test.describe('system preference dark', () => {
    test.use({ colorScheme: 'dark', allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

    test('are dark from the first paint, before any JavaScript of the page has run', async ({ page }) => {
      // Only the page's HTML, CSS and the inline colour-mode script: every bundle fails.
      await page.route('**/assets/js/*.js', (route) => route.abort('failed'));
      await page.goto(`${BASE}docs/start-setup`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await colours(page)).toEqual(dark);
    });

    test('follow the toggle without re-creating the code blocks', async ({ page }) => {
      await visit(page, `${BASE}docs/start-setup`);
      expect(await colours(page)).toEqual(dark);
      await page
        .locator('article pre.prism-code')
        .first()
        .evaluate((pre) => ((pre as HTMLElement & { marked?: boolean }).marked = true));
      await page.getByRole('button', { name: toggleLabel('dark'), exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await colours(page)).toEqual(light);
      expect(
        await page
          .locator('article pre.prism-code')
          .first()
          .evaluate((pre) => (pre as HTMLElement & { marked?: boolean }).marked),
      ).toBe(true);
    });
  });
});

test.describe('code blocks (src/theme/CodeBlock/Content/String.tsx)', () => {
  type Block = { text: string; tokens: number };
  const read = (root: ParentNode): Block[] =>
    Array.from(root.querySelectorAll('article pre.prism-code code'), (code) => ({
      text: code.textContent ?? '',
      tokens: code.querySelectorAll('.token-line .token:not(.plain)').length,
    }));
  /** Each code block of the article as a reader sees it: its text and how many highlighted tokens it shows. */
  const shownBlocks = (page: Page): Promise<Block[]> => page.evaluate(`(${read.toString()})(document)`);
  /** The same, in the HTML the server sends for `pathname`. */
  const serverBlocks = async (page: Page, pathname: string): Promise<Block[]> => {
    const html = await (await page.request.get(pathname)).text();
    return page.evaluate(`(${read.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`);
  };

  /** The languages Prism has grammars for on the page (src/prism/grammars.ts registers most on first use). */
  const prismLanguages = (page: Page): Promise<string[]> =>
    page.evaluate(() => Object.keys((window as Window & { Prism?: { languages: object } }).Prism?.languages ?? {}));

  test('a page loaded from the server keeps every block as highlighted as the HTML, and Copy copies the block', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, `${BASE}docs/start-setup`);
    const server = await serverBlocks(page, `${BASE}docs/start-setup`);
    expect(server.length).toBeGreaterThan(3);
    expect(server.filter((block) => block.tokens > 0).length).toBeGreaterThan(3);
    expect(await shownBlocks(page)).toEqual(server);
    // Nothing was tokenized in the browser, so Prism's grammars were not even registered (src/prism/grammars.ts).
    expect(await prismLanguages(page)).not.toContain('tsx');

    // The buttons hydrated too: Copy puts the block's code, line by line, on the clipboard.
    const last = page.locator('article pre.prism-code').last();
    await last.hover();
    await page.locator('article button[aria-label="Copy code to clipboard"]').last().click();
    await expect(page.locator('article button[aria-label="Copied"]')).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').length).toBeGreaterThan(5);
    expect(copied).toBe((await last.locator('code').innerText()).replace(/\n$/, ''));
  });

  test('a page reached by a link highlights its blocks in the browser as the server does', async ({ page }) => {
    await visit(page, `${BASE}docs/start-introduction`);
    await page.getByRole('link', { name: 'Setup', exact: true }).first().click();
    await expect(page).toHaveURL(/start-setup$/);
    const server = await serverBlocks(page, `${BASE}docs/start-setup`);
    expect(server.filter((block) => block.tokens > 0).length).toBeGreaterThan(3);
    await expect.poll(() => shownBlocks(page)).toEqual(server);
    expect(await prismLanguages(page)).toContain('tsx');
  });
});

test.describe('tabs (src/theme/Tabs/index.tsx)', () => {
  test.describe('on a phone', () => {
    // No example's graph starts at load on this page, so nothing has a reason to replace their code.
    test.use({ viewport: PHONE_VIEWPORT });

    test("an example's file tabs hydrate the server's markup instead of re-creating it", async ({ page }) => {
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as Window & { removedCode?: string[] }).removedCode = removed;
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => Array.from(record.removedNodes))) {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre')))
              removed.push(node.outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await visit(page, `${BASE}docs/example/events`);
      await untilIdle(page);
      const examples = page.locator('[data-example]');
      await expect(examples).toHaveCount(2);
      await expect(examples.locator('[data-state="loading"]')).toHaveCount(2);
      await expect(examples.getByRole('tab', { selected: true })).toHaveText([
        'events/EventLog.tsx',
        'events/PreventDefault.tsx',
      ]);
      await expect(examples.locator('pre.prism-code .token-line').first()).toBeVisible();
      expect(await page.evaluate(() => (window as Window & { removedCode?: string[] }).removedCode)).toEqual([]);

      // Hydrated: the tabs answer clicks. (Dispatched, not clicked: scrolling the example into view would start its graph and replace its tabs.)
      await examples.first().getByRole('tab', { name: '_shared/theme.tsx' }).dispatchEvent('click');
      await expect(examples.first().getByRole('tab', { selected: true })).toHaveText('_shared/theme.tsx');
      await expect(examples.first().locator('.prism-code').first()).toContainText('export');
    });
  });

  test('a remembered package manager is shown after a reload, and the URL can choose one', async ({ page }) => {
    const install = `${BASE}docs/start-installation`;
    const chosen = (p: Page) => p.getByRole('tab', { selected: true });
    await visit(page, install);
    await expect(chosen(page).first()).toHaveText('npm');
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await expect(chosen(page)).toHaveText(Array(await chosen(page).count()).fill('pnpm'));

    await reload(page);
    await expect(chosen(page)).toHaveText(Array(await chosen(page).count()).fill('pnpm'));
    await expect(page.getByText('pnpm add @react-sigma/core sigma graphology')).toBeVisible();

    await visit(page, `${install}?package-manager=yarn`);
    await expect(chosen(page).first()).toHaveText('Yarn');
    await expect(page.getByText('yarn add @react-sigma/core sigma graphology')).toBeVisible();
  });
});

test.describe('tabs, the WAI-ARIA pattern', () => {
  async function expectTiedTabs(page: Page) {
    const tabList = page.getByRole('tablist').first();
    const tabs = tabList.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    for (const tab of await tabs.all()) {
      const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
    }
    // The selected tab's panel is the one shown, under the tab's name.
    const selected = tabList.getByRole('tab', { selected: true });
    await expect(page.getByRole('tabpanel', { name: (await selected.textContent())! }).first()).toBeVisible();
  }

  test('each tab names its panel and each panel its tab, on the server and after hydration', async ({ page, browser }) => {
    const install = `${BASE}docs/start-installation`;
    const serverOnly = await browser.newContext({ javaScriptEnabled: false });
    try {
      const served = await serverOnly.newPage();
      await served.goto(install);
      await expectTiedTabs(served);
    } finally {
      await serverOnly.close();
    }
    await visit(page, install);
    await expectTiedTabs(page);
  });

  test('arrow keys move between tabs, wrapping round, and Enter shows the focused tab', async ({ page }) => {
    await visit(page, `${BASE}docs/start-installation`);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = (await tabs.allTextContents()).map((name) => name.trim());
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: names[names.length - 1] }).first()).toBeVisible();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('banner').filter({ hasText: 'react-sigma 5 targets sigma 3 stable.' });

  test('a dismissal hides it on reloads and other pages', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'See what changed' })).toHaveAttribute('href', `${BASE}docs/changelog`);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await storage(page, 'docusaurus.announcement.dismiss')).toBe('true');
    expect(await storage(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);

    await reload(page);
    await expect(bar(page)).toBeHidden();
    await visit(page, BASE);
    await expect(bar(page)).toBeHidden();
  });

  test('a bar with a new id shows again to a reader who dismissed the previous one', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    // A reader who dismissed an earlier bar, as Docusaurus records it.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await reload(page);
    await expect(bar(page)).toBeVisible();
    expect(await storage(page, 'docusaurus.announcement.id')).toBe(announcementBar.id);
    expect(await storage(page, 'docusaurus.announcement.dismiss')).toBe('false');
  });
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 420, height: 800 } });

  const drawer = (page: Page) => page.locator('.navbar-sidebar');
  const open = async (page: Page): Promise<void> => {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(drawer(page)).toBeVisible();
  };

  test('on a docs page it opens on the docs sidebar, goes back to the main menu and closes', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await expect(drawer(page)).toBeHidden();
    await open(page);
    const back = drawer(page).getByRole('button', { name: '← Back to main menu' });
    await expect(back).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Installation', exact: true })).toBeVisible();
    await back.click();
    // The main menu is the drawer's first panel; the docs sidebar (second) stays in the page, and
    // its categories share the navbar's labels.
    const mainMenu = drawer(page).locator('.navbar-sidebar__item').first();
    for (const label of ['Getting Started', 'Example', 'Api', 'Changelog']) {
      await expect(mainMenu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await drawer(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(drawer(page)).toBeHidden();
  });

  test('following a link in it closes it', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await open(page);
    await drawer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('FAQ');
    await expect(drawer(page)).toBeHidden();
  });

  test('it stays open up to 996 px wide and closes itself at desktop width', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await open(page);
    // 996 px is still the mobile layout (Infima's `max-width: 996px`).
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(drawer(page).getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
    // Back to a phone width, it is still closed: the state was reset, not just hidden.
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
  });
});

test('the navbar hides while scrolling down a long page and comes back when scrolling up', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar).toBeInViewport();
  await page.mouse.move(400, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(navbar).not.toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await expect(async () => {
    await page.mouse.wheel(0, -150);
    await expect(navbar).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
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

  test('a route change whose code is already loaded shows no bar', async ({ page }) => {
    await watchProgressBar(page);
    await visit(page, `${BASE}docs/start-introduction`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.locator('h1')).toHaveText('FAQ');
    // On a busy machine this first change may take over 200 ms and show a bar:
    // let it fade out before watching the second change.
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => delete (window as unknown as { progressShownAt?: number }).progressShownAt);
    await sidebar.getByRole('link', { name: 'Introduction' }).click();
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
      const response = await route.fetch();
      const source = await response.text();
      // The FAQ's chunks; not the app's own bundle, which also mentions the doc (in its route table).
      if (!source.includes('"id":"faq"') || /\/main\.[0-9a-f]+\.js$/.test(route.request().url()))
        return route.fulfill({ response });
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

  test('a stored version that exists is kept on later visits', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await page.evaluate((name) => localStorage.setItem(name, 'current'), key);
    await visit(page, `${BASE}docs/start-setup`);
    await expect(page.locator('h1')).toHaveText('Setup');
    expect(await storage(page, key)).toBe('current');
  });

  test('a stored version that no longer exists is forgotten', async ({ page }) => {
    await visit(page, `${BASE}docs/faq`);
    await page.evaluate((name) => localStorage.setItem(name, '4.0.0'), key);
    await visit(page, `${BASE}docs/start-setup`);
    await expect.poll(() => storage(page, key)).toBeNull();
  });
});

test.describe('paths ending in .html', () => {
  const cases = [
    { path: `${BASE}docs/faq.html`, route: `${BASE}docs/faq`, h1: 'FAQ', sidebarLink: 'FAQ' },
    { path: `${BASE}docs/api/core/index.html`, route: `${BASE}docs/api/core`, h1: '@react-sigma/core', sidebarLink: null },
    { path: `${BASE}index.html`, route: BASE, h1: 'React Sigma', sidebarLink: null },
  ];
  for (const { path: pathname, route, h1, sidebarLink } of cases) {
    test(`${pathname} becomes ${route} and hydrates without error`, async ({ page }) => {
      const response = await visit(page, `${pathname}?from=test#top`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(h1);
      // The address is the route's own, query and hash kept; so are the page's links.
      expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(`${route}?from=test#top`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://sim51.github.io${route}`);
      if (sidebarLink) {
        await expect(
          page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: sidebarLink, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      }
      // And it is a working app: a client-side navigation from it lands where it should, and back.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog', exact: true }).click();
      await expect(page.locator('h1')).toHaveText('Changelog');
      await page.goBack();
      await expect(page.locator('h1').first()).toHaveText(h1);
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
});

test.describe('every URL form of a page', () => {
  // File pages (`docs/faq.html`) and folder pages (`docs/api/core.html` beside `docs/api/core/`).
  const pages = [
    { route: `${BASE}docs/faq`, h1: 'FAQ' },
    { route: `${BASE}docs/start-setup`, h1: 'Setup' },
    { route: `${BASE}docs/example/layouts`, h1: 'Layouts' },
    { route: `${BASE}docs/changelog`, h1: 'Changelog' },
    { route: `${BASE}docs/api/core/functions/useSigma`, h1: 'useSigma()' },
    { route: `${BASE}docs/api/core`, h1: '@react-sigma/core' },
    { route: `${BASE}docs/api/layout-forceatlas2`, h1: '@react-sigma/layout-forceatlas2' },
  ];
  for (const { route, h1 } of pages) {
    for (const form of [`${route}/`, `${route}/index.html`, `${route}.html`]) {
      test(`${form} shows ${route} without a console error`, async ({ page }) => {
        await visit(page, form);
        await expect(page.locator('h1').first()).toHaveText(h1);
        // A form that is not the page's own address ends on it (React Router also matches `x/`).
        if (!form.endsWith('/')) expect(new URL(page.url()).pathname).toBe(route);
        else expect([route, form]).toContain(new URL(page.url()).pathname);
      });
    }
  }

  test.describe('of an unknown page', () => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    for (const form of [`${BASE}docs/nope/`, `${BASE}docs/nope/index.html`, `${BASE}docs/nope.html`]) {
      test(`${form} is the not-found page without a React error`, async ({ page }) => {
        const response = await visit(page, form);
        expect(response?.status()).toBe(404);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
      });
    }
  });
});

test.describe('misconfigured base URL', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the same build served under another path says the site did not load properly', async ({ page }) => {
    const banner = page.getByText('Your Docusaurus site did not load properly.');
    // Served where it belongs, the site never shows it.
    await visit(page, BASE);
    await expect(banner).toHaveCount(0);

    const server = createServer(path.resolve(__dirname, '../../build'), '/renamed-repo/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/renamed-repo/`);
      await expect(banner).toBeVisible();
      await expect(page.getByText('Current configured baseUrl = /react-sigma/')).toBeVisible();
      await expect(page.getByText('We suggest trying baseUrl = /renamed-repo/')).toBeVisible();
    } finally {
      // The page may still hold a connection open (keep-alive, a prefetch): cut it, or close() waits for it.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
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

  test('on a normal connection, visible links prefetch their chunks and hovering one loads its code', async ({ page }) => {
    await watchPrefetch(page);
    await visit(page, `${BASE}docs/start-introduction`);
    await expect.poll(async () => (await added(page)).prefetchLinks).toBeGreaterThan(0);
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith(`${BASE}assets/js/`))).toBe(true);
    const before = (await added(page)).chunkScripts;
    await faqLink(page).hover();
    await expect.poll(async () => (await added(page)).chunkScripts).toBeGreaterThan(before);
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
