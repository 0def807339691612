import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { LOAD_TIMEOUT } from './limits';

export { expect };
export { BASE } from './paths';

interface Fixtures {
  /** Console errors matching one of these do not fail the test (e.g. the 404 document itself). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught page errors seen so far. */
  problems: string[];
  /**
   * A browser context of the test's own, its cache empty, as Playwright makes by default. For the specs
   * that watch the network (what a page downloads, prefetches, sends), fake the clock or grant
   * permissions: `test.use({ freshContext: true })`. The others share a warm context (`warmContexts`).
   */
  freshContext: boolean;
}

interface WorkerFixtures {
  /** The worker's shared contexts, one per set of context options (viewport, colour scheme, touch…). */
  warmContexts: Map<string, BrowserContext>;
}

/**
 * Every test fails if the page logged a console error or threw, unless the
 * error is listed in `allowedConsoleErrors` for that test.
 *
 * Tests share a browser context per worker (and per set of context options), each test on a page of its
 * own: a page's scripts, styles and fonts come from the browser's cache after the first test, as on a
 * reader's second visit, instead of being downloaded and compiled again by every test (a page opened in a
 * new context took 1.0 s, in a warm one 0.4 s). What a test leaves is cleared after it: its pages closed,
 * the site's local storage emptied, cookies and permissions cleared; a context whose test failed, or whose
 * storage could not be reached, is closed (its page first described for the error context) and the next
 * test starts a new one. A spec opts out with `freshContext`.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  // E2E_FRESH_CONTEXTS=1 gives every test its own, as Playwright does: to rule the sharing out when a test fails.
  freshContext: [Boolean(process.env.E2E_FRESH_CONTEXTS), { option: true }],
  warmContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close().catch(() => undefined)));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      freshContext,
      warmContexts,
      acceptDownloads,
      baseURL,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    },
    use,
    testInfo,
  ) => {
    if (freshContext) {
      const context = await browser.newContext();
      await use(context);
      await context.close();
      return;
    }
    // The context options a test can set (`test.use`, a project's `use`): tests that set the same ones share a
    // context. Playwright applies them to any context made during a test, `browser.newContext()` included, and
    // reads a fixture's dependencies from its destructured parameters, hence the names twice.
    const key = JSON.stringify({
      acceptDownloads,
      baseURL,
      colorScheme,
      contextOptions,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      reducedMotion,
      storageState,
      timezoneId,
      userAgent,
      viewport,
    });
    let context = warmContexts.get(key);
    warmContexts.delete(key);
    // The most recently used last; a worker keeps the three last used.
    for (const [stale, unused] of [...warmContexts].slice(0, -2)) {
      warmContexts.delete(stale);
      await unused.close();
    }
    context ??= await browser.newContext();
    warmContexts.set(key, context);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus && (await leaveClean(context, baseURL, permissions))) return;
    warmContexts.delete(key);
    await context.close();
  },
  allowedConsoleErrors: [[], { option: true }],
  problems: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `console.error: ${message.text()} (${message.location().url})`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(text);
    });
    // With the first frames of its stack: a rare error needs to say where it was thrown from (a frame, a promise, an effect).
    page.on('pageerror', (error) => {
      const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
      problems.push(`pageerror: ${error.message}${frames.length > 0 ? `\n${frames.slice(0, 8).join('\n')}` : ''}`);
    });
    await use(problems);
    expect(problems, 'console errors or page errors').toEqual([]);
  },
});

/**
 * Empties what a test left in a shared context: the site's local storage (read through the test's page,
 * on the site), cookies and the permissions the test granted; then closes its pages. False when the site's storage could not be
 * reached (no page on the site): the context is then not used again.
 */
async function leaveClean(
  context: BrowserContext,
  baseURL: string | undefined,
  permissions: string[] | undefined,
): Promise<boolean> {
  const origin = baseURL ? new URL(baseURL).origin : null;
  const pages = context.pages();
  const onSite = pages.find((page) => origin !== null && page.url().startsWith(`${origin}/`));
  // A test that opened no page (a check of the built files) left nothing.
  const untouched = pages.every((page) => page.url() === 'about:blank');
  const cleared =
    untouched ||
    (await (onSite
      ?.evaluate(() => window.localStorage.clear())
      .then(
        () => true,
        () => false,
      ) ?? Promise.resolve(false)));
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  // Those granted during the test go; those of the context's options stay.
  await context.clearPermissions();
  if (permissions?.length) await context.grantPermissions(permissions);
  return cleared;
}

// Make sure the `problems` fixture is set up for every test, even those that do not name it.
test.beforeEach(({ problems }) => {
  void problems;
});

/** Opens a path and waits until React has hydrated it. */
export async function visit(page: Page, pathname: string): Promise<Response | null> {
  const response = await page.goto(pathname);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response;
}

/** Reloads the page and waits until React has hydrated it again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** What the page keeps in its local storage under `key` (null for nothing). */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The navbar's colour-mode toggle, whose name says which mode the site is in. */
export function colourModeToggle(page: Page, mode: 'light' | 'dark'): Locator {
  return page.getByRole('button', { name: `Switch between dark and light mode (currently ${mode} mode)`, exact: true });
}

/**
 * Switches the page's colour mode in place, through the system preference the site follows when the
 * reader has chosen nothing (tests/e2e/colour-mode.spec.ts tests that path), and waits until the
 * colours have finished easing from one mode to the other (axe reads computed colours; screenshots
 * compare them).
 */
export async function switchMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // A transition that a later one replaces is cancelled, and its `finished` rejects (AbortError): done too.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** Lighthouse's phone: on most example pages the first graph frame only peeks above its fold. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };

/** Resolves in the page's next idle period, once the work the page queued has run. */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The navbar's search input (a plain text box until the search script turns it into a combobox). */
export const searchBox = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByLabel('Search', { exact: true });

/**
 * Focuses the search box and waits until its index is in. A query typed before
 * that is answered twice (once when the script opens the list, once when it
 * focuses the box again), and the second answer resets the highlighted result:
 * tests that move through the results start from here.
 */
export async function searchBoxReady(page: Page) {
  const box = searchBox(page);
  await box.click();
  await expect(box).toHaveAttribute('role', 'combobox', { timeout: LOAD_TIMEOUT });
  return box;
}
