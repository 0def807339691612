import path from 'node:path';
import { BASE, expect, test, visit } from './fixtures';
import { listExamples } from '../../plugins/examples/discover';
import { docsFileRoutes, expectedPage, sitemapRoutes, testedRoutes } from './siteRoutes';

test('the sitemap lists the home page, every page of docs/ and every example', () => {
  const sitemap = sitemapRoutes();
  const examples = listExamples(path.resolve(__dirname, '../..')).map((example) => `${BASE}${example.route}`);
  expect(examples.length).toBeGreaterThanOrEqual(8);
  expect(sitemap).toEqual(expect.arrayContaining([BASE, ...docsFileRoutes(), ...examples]));
});

test.describe('every route of the built sitemap', () => {
  for (const route of testedRoutes()) {
    test(`${route} renders its page`, async ({ page }) => {
      // What the page says its title is (front matter, example.json or `# heading`), not a copy kept here.
      const expected = await expectedPage(route);
      const response = await visit(page, route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(expected.heading);
      await expect(page).toHaveTitle(expected.title);
    });
  }
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of [
    '/react-sigma/no-such-page',
    '/react-sigma/docs/no-such-doc',
    '/react-sigma/docs/api/core/functions/Nope',
  ]) {
    test(`${path} is the not-found page with status 404`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | React Sigma');
    });
  }
});
