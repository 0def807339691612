/**
 * Every page on a phone (the `phone` project: 390 × 844, touch): nothing is wider than the
 * screen, and on the example and guide pages every live example draws its graph.
 */
import { listExamples } from '../../plugins/shared/discoverExamples';
import { BASE, expect, test, visit } from '../support/fixtures';
import { frame, scrollTo, waitForGraphIn } from '../support/graph';
import { siteDir } from '../support/paths';
import { EXCLUDED_ROUTES, sitemapRoutes } from '../support/siteRoutes';

const API_LEAF = /^docs\/api\/([^/]+)\/(functions|interfaces|type-aliases)\//;

/**
 * The sitemap's routes, with a sample of the generated API pages: in the sitemap's order, each
 * page of a package or a kind (function, interface, type alias) not yet taken, up to `apiPages`.
 * The 75 pages come from one TypeDoc template per kind: these stand for them.
 */
function phoneRoutes(apiPages = 8): string[] {
  const packages = new Set<string>();
  const kinds = new Set<string>();
  let taken = 0;
  return sitemapRoutes().filter((route) => {
    if (route in EXCLUDED_ROUTES) return false;
    const match = API_LEAF.exec(route.slice(BASE.length));
    if (!match) return true;
    const [, pkg = '', kind = ''] = match;
    if (taken === apiPages || (packages.has(pkg) && kinds.has(kind))) return false;
    packages.add(pkg);
    kinds.add(kind);
    taken++;
    return true;
  });
}

/** The live examples each page shows, by its route: `load-graph/GraphProp.tsx`, as `data-example` names them. */
const examplesByRoute = new Map(
  listExamples(siteDir).map((example) => [`${BASE}${example.route}`, example.files.map((file) => `${example.id}/${file}`)]),
);

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

for (const route of phoneRoutes()) {
  const examples = examplesByRoute.get(route) ?? [];
  const title =
    examples.length > 0 ? `${route} draws its ${examples.length} graph(s) and fits the width` : `${route} fits the width`;
  test(title, async ({ page }) => {
    await visit(page, route);
    for (const name of examples) {
      // The frame first: an example starts its graph only once the reader scrolls near it.
      await scrollTo(frame(page, name));
      // Sigma's own box, not the frame, which also holds the example's panels.
      await waitForGraphIn(frame(page, name).locator('.sigma-container').first(), 0.002, name);
    }
    await expect.poll(() => sidewaysOverflow(page), { message: 'the page scrolls sideways by' }).toBe(0);
  });
}

test('the sample holds API pages of each kind', () => {
  const sampled = phoneRoutes().filter((route) => API_LEAF.test(route.slice(BASE.length)));
  const kinds = new Set(sampled.map((route) => API_LEAF.exec(route.slice(BASE.length))![2]));
  expect(sampled.length).toBe(8);
  expect([...kinds].sort()).toEqual(['functions', 'interfaces', 'type-aliases']);
});
