import type { Page } from '@playwright/test';
import { BASE, expect, reload, test, visit } from './fixtures';

/** The navbar's items marked as the current page, by their text. */
async function currentItems(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]').allInnerTexts();
}

/** The navbar's items drawn as the current one (Infima's class), by their text. */
async function highlightedItems(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).locator('.navbar__link--active').allInnerTexts();
}

test.describe('one navbar item is current: the section the reader is in', () => {
  const sections: [string, string[]][] = [
    ['Getting Started', ['docs/start-introduction', 'docs/start-setup']],
    ['Example', ['docs/examples', 'docs/example/load-graph', 'docs/example/minimap']],
    ['Api', ['docs/api', 'docs/api/core', 'docs/api/graph-search/functions/useGraphSearch']],
    ['Changelog', ['docs/changelog']],
  ];
  for (const [item, paths] of sections) {
    test(item, async ({ page }) => {
      for (const path of paths) {
        await visit(page, `${BASE}${path}`);
        expect(await currentItems(page), path).toEqual([item]);
        expect(await highlightedItems(page), path).toEqual([item]);
      }
    });
  }

  test('none on pages that belong to no section: home, FAQ, search', async ({ page }) => {
    for (const path of ['', 'docs/faq', 'search']) {
      await visit(page, `${BASE}${path}`);
      expect(await currentItems(page), path).toEqual([]);
      expect(await highlightedItems(page), path).toEqual([]);
    }
  });

  test('follows the reader from section to section without a reload', async ({ page }) => {
    await visit(page, `${BASE}docs/example/events`);
    expect(await currentItems(page)).toEqual(['Example']);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Api', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('API overview');
    expect(await currentItems(page)).toEqual(['Api']);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).click();
    await expect(page.locator('h1')).toHaveText('Installation');
    expect(await currentItems(page)).toEqual(['Getting Started']);
  });
});

test('a section has the same name in the navbar, the sidebar and the footer', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core`);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const labels = ['Getting Started', 'Example', 'Api'];
  const targets: string[] = [];
  for (const label of labels)
    targets.push((await navbar.getByRole('link', { name: label, exact: true }).getAttribute('href')) ?? '');

  const categories = page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link');
  await expect(categories).toHaveText(labels);
  // The breadcrumbs name the section as the sidebar does.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Api', exact: true }),
  ).toBeVisible();

  const docsLinks = page
    .locator('footer .footer__col')
    .filter({ has: page.locator('.footer__title', { hasText: 'Docs' }) })
    .locator('a');
  const footer = await docsLinks.evaluateAll((links) =>
    links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
  );
  expect(footer.slice(0, 3)).toEqual(labels.map((label, index) => [label, targets[index]]));
});

test.describe('the announcement bar follows the colour mode', () => {
  /** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
  function luminance(color: string): number {
    const [red, green, blue] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  }
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

  async function barColors(page: Page) {
    const bar = page.locator('div[role="banner"]');
    await expect(bar).toBeVisible();
    return bar.evaluate((element) => {
      const close = element.querySelector('button.close');
      return {
        background: getComputedStyle(element).backgroundColor,
        text: getComputedStyle(element).color,
        close: close ? getComputedStyle(close).color : '',
      };
    });
  }

  test('light in light mode, dark in dark mode, its text and close button readable in both', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await visit(page, `${BASE}docs/start-setup`);
    const light = await barColors(page);
    expect(luminance(light.background), light.background).toBeGreaterThan(0.7);

    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await reload(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await barColors(page);
    expect(luminance(dark.background), dark.background).toBeLessThan(0.1);

    for (const colors of [light, dark]) {
      expect(contrast(luminance(colors.text), luminance(colors.background)), JSON.stringify(colors)).toBeGreaterThanOrEqual(4.5);
      // The close button is drawn in the text's colour (at reduced opacity), not upstream's black.
      expect(colors.close).toBe(colors.text);
    }
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
