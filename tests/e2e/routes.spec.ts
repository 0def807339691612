/**
 * What each address serves: every route of the sitemap, the not-found page, the other forms of a
 * page's address (`x/`, `x.html`, `x/index.html`), and the build served under the wrong path.
 */
import type { AddressInfo } from 'node:net';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { createServer } from '../../scripts/githubPages';
import { BASE, expect, test, visit } from '../support/fixtures';
import { buildDir, siteDir } from '../support/paths';
import { docsFileRoutes, expectedPage, sitemapRoutes, testedRoutes } from '../support/siteRoutes';

test('the sitemap lists the home page, every page of docs/ and every example', () => {
  const sitemap = sitemapRoutes();
  const examples = listExamples(siteDir).map((example) => `${BASE}${example.route}`);
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

  for (const path of [`${BASE}no-such-page`, `${BASE}docs/no-such-doc`, `${BASE}docs/api/core/functions/Nope`]) {
    test(`${path} is the not-found page with status 404`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | React Sigma');
    });
  }
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

    const server = createServer(buildDir, '/renamed-repo/');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/renamed-repo/`);
      await expect(banner).toBeVisible();
      await expect(page.getByText(`Current configured baseUrl = ${BASE}`)).toBeVisible();
      await expect(page.getByText('We suggest trying baseUrl = /renamed-repo/')).toBeVisible();
    } finally {
      // The page may still hold a connection open (keep-alive, a prefetch): cut it, or close() waits for it.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
