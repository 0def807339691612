import { BASE, expect, routes, test, visit } from './fixtures';

/** The `<h1>` of each written page; API pages are checked against their symbol below. */
const headings: Record<string, string> = {
  '': 'React Sigma',
  'docs/start-introduction': 'Introduction',
  'docs/start-installation': 'Installation',
  'docs/start-setup': 'Setup',
  'docs/faq': 'FAQ',
  'docs/api': 'API overview',
  'docs/changelog': 'Changelog',
  'docs/example/load-graph': 'Load a graph',
  'docs/example/events': 'Events',
  'docs/example/drag_n_drop': 'Drag and drop',
  'docs/example/layouts': 'Layouts',
  'docs/example/controls': 'Controls',
  'docs/example/external_state': 'External state',
  'docs/example/graph-search': 'Graph search',
  'docs/example/minimap': 'Minimap',
  'docs/example/node-images': 'Node images and borders',
  'docs/errors': 'Error index',
};

function expectedHeading(relative: string): string {
  const written = headings[relative];
  if (written) return written;
  const section = /^docs\/api\/([^/]+)\/$/.exec(relative);
  if (section) return `@react-sigma/${section[1]}`;
  const symbol = /^docs\/api\/[^/]+\/(?:functions|interfaces|type-aliases)\/(\w+)$/.exec(relative);
  if (symbol?.[1]) return symbol[1];
  throw new Error(`No expected heading for ${relative}`);
}

test.describe('every route of the spec', () => {
  for (const route of routes) {
    const relative = route.slice(BASE.length);
    test(`${route} renders its page`, async ({ page }) => {
      const response = await visit(page, route);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      const heading = expectedHeading(relative);
      // API pages title a function `name()`, a generic type `Name<N, E, G>`, a callable interface `Name()<T>`.
      await expect(h1).toHaveText(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\(\\))?(<[\\w, ]+>)?$`));
      const title = await page.title();
      expect(title).toMatch(/ \| React Sigma$/);
      if (relative !== '') expect(title).toBe(`${(await h1.textContent())?.trim()} | React Sigma`);
      else expect(title).toBe('Interactive graphs in React | React Sigma');
    });
  }
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/react-sigma/no-such-page', '/react-sigma/docs/no-such-doc', '/react-sigma/docs/api/core/functions/Nope']) {
    test(`${path} is the not-found page with status 404`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | React Sigma');
    });
  }
});
