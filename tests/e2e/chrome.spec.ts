/**
 * The chrome around every page: the navbar (its items, the section it marks as current, hiding
 * on scroll), the footer, the skip link and the mobile drawer. Keyboard access to them is in
 * keyboard.spec.ts, the announcement bar in announcement-bar.spec.ts.
 */
import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { builtPage, folded } from '../support/siteRoutes';

/** The navbar's items marked as the current page, and those drawn as current (Infima's class), by their text. */
async function currentItems(page: Page): Promise<{ marked: string[]; drawn: string[] }> {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  return {
    marked: await navbar.locator('[aria-current="page"]').allInnerTexts(),
    drawn: await navbar.locator('.navbar__link--active').allInnerTexts(),
  };
}

test.describe('one navbar item is current: the section the reader is in', () => {
  const sections: [string | null, string[]][] = [
    ['Getting Started', ['docs/start-introduction', 'docs/start-setup']],
    ['Example', ['docs/examples', 'docs/example/load-graph', 'docs/example/minimap']],
    ['Api', ['docs/api', 'docs/api/core', 'docs/api/graph-search/functions/useGraphSearch']],
    ['Changelog', ['docs/changelog']],
    // Pages that belong to no section.
    [null, ['', 'docs/faq', 'search']],
  ];

  // A page opened by its address shows the navbar the build wrote for it (hydration keeps it, or
  // React logs an error): every page above, read from the build; the browser follows a reader below.
  test('on each page as it is first loaded, and none on the home page, the FAQ and search', () => {
    for (const [item, paths] of sections) {
      for (const path of paths) {
        const $ = builtPage(`${BASE}${path}`);
        const navbar = $('nav[aria-label="Main"]');
        const texts = (selector: string) =>
          navbar
            .find(selector)
            .toArray()
            .map((element) => folded($(element).text()));
        const expected = item ? [item] : [];
        expect({ marked: texts('[aria-current="page"]'), drawn: texts('.navbar__link--active') }, path).toEqual({
          marked: expected,
          drawn: expected,
        });
      }
    }
  });

  test('follows the reader from section to section without a reload', async ({ page }) => {
    await visit(page, `${BASE}docs/api/graph-search/functions/useGraphSearch`);
    expect(await currentItems(page)).toEqual({ marked: ['Api'], drawn: ['Api'] });
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const moves: [string, () => Promise<void>, string, string | null][] = [
      ['the logo', () => navbar.getByRole('link', { name: 'React Sigma logo' }).click(), 'React Sigma', null],
      ['"Example"', () => navbar.getByRole('link', { name: 'Example', exact: true }).click(), 'Examples', 'Example'],
      ['"Minimap"', () => sidebar.getByRole('link', { name: 'Minimap', exact: true }).click(), 'Minimap', 'Example'],
      ['"Api" in the sidebar', () => sidebar.getByRole('link', { name: 'Api', exact: true }).click(), 'API overview', 'Api'],
      ['"Installation"', () => sidebar.getByRole('link', { name: 'Installation' }).click(), 'Installation', 'Getting Started'],
      ['"FAQ"', () => sidebar.getByRole('link', { name: 'FAQ', exact: true }).click(), 'FAQ', null],
      ['"Changelog"', () => navbar.getByRole('link', { name: 'Changelog', exact: true }).click(), 'Changelog', 'Changelog'],
    ];
    for (const [link, follow, heading, item] of moves) {
      await follow();
      await expect(page.locator('h1'), link).toHaveText(heading);
      const expected = item ? [item] : [];
      await expect
        .poll(() => currentItems(page), `${heading}, reached by ${link}`)
        .toEqual({ marked: expected, drawn: expected });
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});

test('a section has the same name in the navbar, the sidebar and the footer', async ({ page }) => {
  await visit(page, `${BASE}docs/api/core`);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const labels = ['Getting Started', 'Example', 'Api'];
  const targets: string[] = [];
  for (const label of labels)
    targets.push((await navbar.getByRole('link', { name: label, exact: true }).getAttribute('href')) ?? '');

  // The Guides section is in the sidebar and the footer, not in the spec's navbar.
  const sections = ['Getting Started', 'Example', 'Guides', 'Api'];
  const categories = page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .locator('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > .menu__link');
  await expect(categories).toHaveText(sections);
  const guides = `${BASE}docs/guides`;
  await expect(categories.nth(2)).toHaveAttribute('href', guides);
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
  expect(footer.slice(0, 4)).toEqual([
    [labels[0], targets[0]],
    [labels[1], targets[1]],
    ['Guides', guides],
    [labels[2], targets[2]],
  ]);
});

test("the navbar shows the logo, the title and the spec's items with their targets, each leading to its page", async ({
  page,
}) => {
  await visit(page, `${BASE}docs/start-setup`);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('img', { name: 'React Sigma logo' })).toBeVisible();
  await expect(navbar.locator('.navbar__title')).toHaveText('React Sigma');
  const expected: [string, string][] = [
    ['Getting Started', `${BASE}docs/start-introduction`],
    ['Example', `${BASE}docs/examples`],
    ['Api', `${BASE}docs/api`],
    ['Changelog', `${BASE}docs/changelog`],
    ['Storybook', `https://sim51.github.io${BASE}storybook`],
    ['GitHub', 'https://github.com/sim51/react-sigma'],
    ['npm', 'https://www.npmjs.com/org/react-sigma'],
  ];
  for (const [label, href] of expected) {
    await expect(navbar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  // The navbar is the same on every page: each item is followed from the page the previous one led to.
  for (const [label, heading] of [
    ['Getting Started', 'Introduction'],
    ['Example', 'Examples'],
    ['Api', 'API overview'],
    ['Changelog', 'Changelog'],
  ] as const) {
    await navbar.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator('h1'), label).toHaveText(heading);
  }
});

test('the navbar hides while scrolling down a long page and comes back when scrolling up', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const scrollY = () => page.evaluate(() => window.scrollY);
  await expect(navbar).toBeInViewport();
  await page.mouse.move(400, 400);
  // Docusaurus hides the navbar on a scroll down that starts below the top, not on the first
  // scroll from 0: two turns of the wheel, each waited for until the page has scrolled.
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBeGreaterThanOrEqual(300);
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBeGreaterThanOrEqual(600);
  await expect(navbar).not.toBeInViewport();
  const down = await scrollY();
  await page.mouse.wheel(0, -150);
  await expect.poll(scrollY).toBeLessThan(down - 100);
  await expect(navbar).toBeInViewport();
  expect(await scrollY()).toBeGreaterThan(200);
});

test('footer has the Docs, Community and More groups with working links', async ({ page }) => {
  await visit(page, BASE);
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', `${BASE}docs/changelog`);
  await expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/sim51/react-sigma');
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('h1')).toHaveText('FAQ');
});

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await visit(page, `${BASE}docs/faq`);
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> for a moment (then drops its temporary tabindex, so Chromium
  // reports <body>); what a keyboard user notices is that the next Tab lands inside the content.
  await page.keyboard.press('Tab');
  const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(insideMain).toBe(true);
  await expect(page).toHaveURL(/\/docs\/faq$/);
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 420, height: 800 } });

  const drawer = (page: Page) => page.locator('.navbar-sidebar');
  const open = async (page: Page): Promise<void> => {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(drawer(page)).toBeVisible();
  };

  // One page, opened once: each step leaves the drawer closed, as the next one expects.
  test('on a docs page it opens on the docs sidebar and closes: by its button, by a link, at desktop width', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await expect(drawer(page)).toBeHidden();

    await test.step('it goes back to the main menu and closes by its button', async () => {
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

    await test.step('it stays open up to 996 px wide and closes itself at desktop width', async () => {
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

    await test.step('following a link in it closes it', async () => {
      await open(page);
      await drawer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
      await expect(page.locator('h1')).toHaveText('FAQ');
      await expect(drawer(page)).toBeHidden();
    });
  });
});
