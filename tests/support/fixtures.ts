import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { LOAD_TIMEOUT } from './limits';

export { expect };
export { BASE } from './paths';

interface Fixtures {
  /** Console errors matching one of these do not fail the test (e.g. the 404 document itself). */
  allowedConsoleErrors: RegExp[];
  /** Console errors and uncaught page errors seen so far. */
  problems: string[];
}

/**
 * Every test fails if the page logged a console error or threw, unless the
 * error is listed in `allowedConsoleErrors` for that test.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  problems: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = `console.error: ${message.text()} (${message.location().url})`;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
    expect(problems, 'console errors or page errors').toEqual([]);
  },
});

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
