/**
 * The page's chrome on a phone: the docs pages' back-to-top button, which upstream floats over the
 * bottom right of the screen, where it covered an example's "Download project" and the pager
 * (src/css/custom.css puts it in the navbar below 997 px).
 */
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, scrollTo, waitForGraph } from '../support/graph';

const LOAD_GRAPH = `${BASE}docs/example/load-graph`;
/** The page's last example, the nearest the pager. */
const LAST = 'load-graph/Dataset.tsx';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlap = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function boxOf(target: Locator): Promise<Box> {
  return target.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Waits until `target` is shown and has stopped growing (it scales up from nothing as it shows). */
async function shown(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await target.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

/**
 * Scrolls to the end of the page, then back up until `target`'s bottom is 8 px above the screen's:
 * where the button showed, over whatever was there, as a reader scrolls back up to it.
 */
async function scrollBackUpTo(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1))
    .toBe(true);
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
}

test('back to top shows as the reader scrolls up, in the navbar, over neither the pager nor Download project, and takes them to the top', async ({
  page,
}) => {
  await visit(page, LOAD_GRAPH);
  // From halfway down, as a reader who has read part of the page: Docusaurus takes no notice of the first scroll.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  // The last example drawn, so that nothing above the pager grows while the button is measured.
  await waitForGraph(page, LAST);
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const covered = {
    'the pager': page.getByRole('navigation', { name: 'Docs pages' }),
    'Download project': example(page, LAST).getByRole('button', { name: 'Download project' }),
  };
  for (const [name, target] of Object.entries(covered)) {
    await scrollBackUpTo(page, target);
    await shown(button);
    await expect(target).toBeInViewport();
    expect(overlap(await boxOf(button), await boxOf(target)), `the button over ${name}`).toBe(false);
  }

  // In the navbar's band, clear of its menu button, its title and its search, and a finger's size.
  const box = await boxOf(button);
  const band = await boxOf(navbar);
  expect(box.top >= band.top && box.bottom <= band.bottom, 'the button inside the navbar').toBe(true);
  for (const item of await navbar.locator('.navbar__toggle, .navbar__brand, .navbar__items--right > *').all()) {
    expect(overlap(box, await boxOf(item)), `the button over the navbar's ${await item.getAttribute('class')}`).toBe(false);
  }
  expect(Math.min(box.right - box.left, box.bottom - box.top)).toBeGreaterThanOrEqual(44);

  // A scroll up that ends within a navbar's height of the page's end brings the button back but not the navbar
  // (Docusaurus): the button stays away with it, rather than float over the page's top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(button).toBeHidden();
  await expect(navbar).not.toBeInViewport();
  await page.evaluate(() => window.scrollBy(0, -20));
  await expect
    .poll(() => page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight))
    .toBe(true);
  await expect(navbar).not.toBeInViewport();
  await expect(button).toBeHidden();
  await scrollBackUpTo(page, covered['the pager']);
  await shown(button);

  // The drawer, once open, covers the navbar: the button goes.
  await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(button).toBeHidden();
  await page.getByRole('button', { name: 'Close navigation bar' }).tap();
  await shown(button);

  await button.tap();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('"Copy page as Markdown"', () => {
  test.use({ colorScheme: 'dark' });

  test("is a finger's size (44 px tall) and, in dark mode, looks as an example's Copy does", async ({ page }) => {
    await visit(page, LOAD_GRAPH);
    const copyPage = page.getByRole('button', { name: 'Copy page as Markdown' });
    const copyCode = example(page, LAST).getByRole('button', { name: 'Copy', exact: true });
    // The live example's toolbar, which replaces the server-rendered one once its graph starts.
    await scrollTo(copyCode);
    await waitForGraph(page, LAST);
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return {
          width,
          height,
          look: [style.color, style.backgroundColor, style.borderTopColor, style.borderRadius, style.fontSize],
        };
      });
    const [pageButton, code] = [await look(copyPage), await look(copyCode)];
    expect(pageButton.height, 'its height').toBeGreaterThanOrEqual(44);
    expect(pageButton.width, 'its width').toBeGreaterThanOrEqual(24);
    expect(pageButton.look, 'its text, fill, edge, corners and size against Copy').toEqual(code.look);
  });
});
