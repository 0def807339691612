/**
 * What each address serves: every route of the sitemap, the not-found page, the other forms of a
 * page's address (`x/`, `x.html`, `x/index.html`), and the build served under the wrong path.
 */
import type { AddressInfo } from 'node:net';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { createServer } from '../../scripts/githubPages';
import { BASE, expect, test, visit } from '../support/fixtures';
import { buildDir, siteDir } from '../support/paths';
import { docsFileRoutes, EXCLUDED_ROUTES, expectedPage, folded, parseHtml, sitemapRoutes } from '../support/siteRoutes';

/** The routes of the sitemap these tests check: all but the search page, which needs a query (EXCLUDED_ROUTES). */
const routes = () => sitemapRoutes().filter((route) => !(route in EXCLUDED_ROUTES));

/**
 * The routes opened in a browser: one per kind of page, each built from its own template or
 * MDX components. The test above reads every route as served; what a browser adds is
 * hydration, and pages of one kind hydrate the same code. Most other routes are opened in the
 * browser by other specs, which fail on a console error too: every example and guide page by
 * a11y.spec.ts and visual.spec.ts, the docs pages by a11y.spec.ts and navigation.spec.ts.
 */
const SAMPLE: Readonly<Record<string, string>> = {
  'the home page, a React page': '',
  'the playground, a React page': 'playground',
  'a doc page, with tabs': 'docs/start-installation',
  'the gallery of examples': 'docs/examples',
  'an example page, with live examples': 'docs/example/load-graph',
  'the guides index': 'docs/guides',
  'a guide, with live examples in prose': 'docs/guides/camera',
  'the changelog': 'docs/changelog',
  'the error index': 'docs/errors',
  'the API overview': 'docs/api',
  "a package's API index": 'docs/api/core',
  'an API function page': 'docs/api/core/functions/SigmaContainer',
  'an API interface page': 'docs/api/core/interfaces/SigmaContainerProps',
  'an API type alias page': 'docs/api/core/type-aliases/EventHandlers',
};

test('the sitemap lists the home page, every page of docs/ and every example', () => {
  const sitemap = sitemapRoutes();
  const examples = listExamples(siteDir).map((example) => `${BASE}${example.route}`);
  expect(examples.length).toBeGreaterThanOrEqual(8);
  expect(sitemap).toEqual(expect.arrayContaining([BASE, ...docsFileRoutes(), ...examples]));
  // The browser sample below is made of real routes: a renamed page fails here, not silently there.
  expect(sitemap).toEqual(expect.arrayContaining(Object.values(SAMPLE).map((route) => `${BASE}${route}`)));
});

test('every route of the built sitemap is served with its one heading and its title', async ({ request }) => {
  const problems: string[] = [];
  for (const route of routes()) {
    // What the page says its title is (front matter, example.json or `# heading`), not a copy kept here.
    const expected = await expectedPage(route);
    const response = await request.get(route);
    if (response.status() !== 200) {
      problems.push(`${route}: status ${response.status()}`);
      continue;
    }
    const $ = parseHtml(await response.text());
    const headings = $('h1')
      .toArray()
      .map((h1) => folded($(h1).text()));
    if (headings.length !== 1 || headings[0] !== expected.heading)
      problems.push(`${route}: headings ${JSON.stringify(headings)}, not ["${expected.heading}"]`);
    const title = folded($('title').first().text());
    if (title !== expected.title) problems.push(`${route}: title "${title}", not "${expected.title}"`);
  }
  expect(problems).toEqual([]);
});

// One page goes through the sample (its scripts cached after the first), one step per kind; a page that
// fails is reported and the others are still opened. A console error on any of them fails the test.
test('a page of each kind renders in the browser with its one heading and its title', async ({ page }) => {
  const soft = expect.configure({ soft: true });
  for (const [kind, relative] of Object.entries(SAMPLE)) {
    await test.step(`${kind} (${relative || 'home'})`, async () => {
      const route = `${BASE}${relative}`;
      const expected = await expectedPage(route);
      const response = await visit(page, route);
      soft(response?.status(), route).toBe(200);
      const h1 = page.locator('h1');
      await soft(h1, route).toHaveCount(1);
      await soft(h1, route).toHaveText(expected.heading);
      await soft(page, route).toHaveTitle(expected.title);
    });
  }
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  const unknown = [
    `${BASE}no-such-page`,
    `${BASE}docs/no-such-doc`,
    `${BASE}docs/api/core/functions/Nope`,
    `${BASE}docs/nope/`,
    `${BASE}docs/nope/index.html`,
    `${BASE}docs/nope.html`,
  ];

  test('an unknown path in any form is answered with status 404', async ({ request }) => {
    for (const path of unknown) expect((await request.get(path)).status(), path).toBe(404);
  });

  // In the browser, one path outside the docs, one inside them, and one in each other form: a path
  // ending in `/`, one ending in `.html` (`x/index.html` becomes the same address as `x.html`).
  test('in the browser, an unknown path in each form is the not-found page with status 404, without a React error', async ({
    page,
  }) => {
    const soft = expect.configure({ soft: true });
    for (const path of [
      `${BASE}no-such-page`,
      `${BASE}docs/api/core/functions/Nope`,
      `${BASE}docs/nope/`,
      `${BASE}docs/nope.html`,
    ]) {
      await test.step(path, async () => {
        const response = await visit(page, path);
        soft(response?.status(), path).toBe(404);
        await soft(page.locator('h1'), path).toHaveText('Page Not Found');
        await soft(page, path).toHaveTitle('Page Not Found | React Sigma');
        // Upstream's text, then a way on: the docs, the examples, the search.
        const waysOn = page.getByRole('navigation', { name: 'Ways on' }).getByRole('link');
        await soft(waysOn, path).toHaveText([
          'Read the docs, from the introduction',
          'Browse the examples',
          'Search the documentation',
        ]);
        soft(await waysOn.evaluateAll((links) => links.map((link) => link.getAttribute('href'))), path).toEqual([
          `${BASE}docs/start-introduction`,
          `${BASE}docs/examples`,
          `${BASE}search`,
        ]);
      });
    }
  });
});

/**
 * Every page is built as `x.html` and `x/index.html`, and one client module turns either `.html`
 * address into the route's own (src/clientModules/htmlPaths.ts; its rule is unit-tested in
 * src/utils/htmlPath.test.ts). So one page per form: a doc's `x.html`, a folder page's
 * `x/index.html` (with pages under it), the home page's `index.html`; and `x/` on both pages.
 */
test.describe('every URL form of a page', () => {
  const cases = [
    {
      path: `${BASE}docs/faq.html`,
      route: `${BASE}docs/faq`,
      h1: 'FAQ',
      sidebarLink: 'FAQ',
    },
    {
      path: `${BASE}docs/api/core/index.html`,
      route: `${BASE}docs/api/core`,
      h1: '@react-sigma/core',
      sidebarLink: null,
    },
    {
      path: `${BASE}index.html`,
      route: BASE,
      h1: 'React Sigma',
      sidebarLink: null,
    },
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

  for (const { route, h1 } of cases.slice(0, 2)) {
    test(`${route}/ shows ${route} without a console error`, async ({ page }) => {
      await visit(page, `${route}/`);
      await expect(page.locator('h1').first()).toHaveText(h1);
      // React Router matches `x/` as `x`: the address may keep its slash.
      expect([route, `${route}/`]).toContain(new URL(page.url()).pathname);
    });
  }
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
