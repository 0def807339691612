import { BASE, expect, test, visit } from './fixtures';

test.describe('navbar', () => {
  test("shows the logo, the title and the spec's items with their targets", async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('img', { name: 'React Sigma logo' })).toBeVisible();
    await expect(navbar.locator('.navbar__title')).toHaveText('React Sigma');
    const expected: [string, string][] = [
      ['Getting Started', `${BASE}docs/start-introduction`],
      ['Example', `${BASE}docs/examples`],
      ['Api', `${BASE}docs/api`],
      ['Changelog', `${BASE}docs/changelog`],
      ['Storybook', 'https://sim51.github.io/react-sigma/storybook'],
      ['GitHub', 'https://github.com/sim51/react-sigma'],
      ['npm', 'https://www.npmjs.com/org/react-sigma'],
    ];
    for (const [label, href] of expected) {
      await expect(navbar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });

  for (const [label, heading] of [
    ['Getting Started', 'Introduction'],
    ['Example', 'Examples'],
    ['Api', 'API overview'],
    ['Changelog', 'Changelog'],
  ] as const) {
    test(`"${label}" leads to ${heading}`, async ({ page }) => {
      await visit(page, BASE);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }
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

test('the changelog is reachable from navbar and footer but is not in the sidebar', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  await expect(page.locator('h1')).toHaveText('Changelog');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  await visit(page, `${BASE}docs/start-introduction`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Changelog' })).toHaveCount(0);
  await expect(page.locator('footer').getByRole('link', { name: 'Changelog' })).toBeVisible();
});

test('the changelog lists every release from 2.0.0 to 5.0.4 with dates', async ({ page }) => {
  await visit(page, `${BASE}docs/changelog`);
  const versions = [
    '5.0.4',
    '5.0.3',
    '5.0.2',
    '5.0.1',
    '5.0.0',
    '4.0.3',
    '4.0.2',
    '4.0.1',
    '4.0.0',
    '3.4.2',
    '3.4.1',
    '3.4.0',
    '3.3.0',
    '3.2.0',
    '3.1.0',
    '3.0.3',
    '3.0.2',
    '3.0.1',
    '3.0.0',
    '2.0.2',
    '2.0.1',
    '2.0.0',
  ];
  const headings = page.locator('article h3');
  for (const version of versions) {
    await expect(headings.filter({ hasText: version }).first()).toBeVisible();
  }
  await expect(headings.first()).toHaveText(/5\.0\.4 \(2025-05-27\)/);
});

test('the table of contents covers h2 and h3 only', async ({ page }) => {
  await visit(page, `${BASE}docs/faq`);
  const toc = page.locator('.table-of-contents').first();
  const tocLinks = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const headingIds = await page.locator('article h2[id], article h3[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
  expect(tocLinks.length).toBeGreaterThan(2);
  expect(tocLinks).toEqual(headingIds);
});
