/**
 * A page's HTML names every script it needs to open (plugins/page-scripts),
 * so the browser downloads them beside main.js. A script requested that the
 * HTML does not name waits for main.js to run first: on an example page, a
 * second round trip before the graph shows. These tests fail, naming the
 * plugin, when Docusaurus changes the manifest or what its server render
 * reports, and when a page starts importing something at load that
 * plugins/page-scripts/options.ts does not list.
 */
import type { Page } from '@playwright/test';
import { BASE, expect, test } from '../support/fixtures';
import { waitForGraph, waitForGraphIn } from '../support/graph';

// Watches which scripts a page downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

/** Opens `path` and records the scripts it requests until `ready` resolves; returns those its HTML does not name. */
async function scriptsNotInHtml(page: Page, path: string, ready: () => Promise<unknown>) {
  const requested: string[] = [];
  let open = true;
  page.on('request', (request) => {
    if (open && request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(BASE + path);
  const html = (await response?.text()) ?? '';
  const named = [...html.matchAll(/<script src=["']?([^"' >]+)/g)].map((match) => match[1]!);
  await ready();
  open = false;
  expect(named.length, `scripts the HTML of ${path} names besides runtime~main and main (plugins/page-scripts)`).toBeGreaterThan(
    2,
  );
  return requested.filter((script) => !named.includes(script));
}

const hydrated = (page: Page) => () => page.waitForSelector('html[data-has-hydrated="true"]');
const message = 'scripts requested before the page was ready that its HTML does not name (plugins/page-scripts)';

test('a docs page and an API page name every chunk they hydrate with', async ({ page }) => {
  expect(await scriptsNotInHtml(page, 'docs/faq', hydrated(page)), message).toEqual([]);
  expect(await scriptsNotInHtml(page, 'docs/api/core/functions/SigmaContainer', hydrated(page)), message).toEqual([]);
});

test('an example page names the chunks of its first example, which draws without a script its HTML does not name', async ({
  page,
}) => {
  const late = await scriptsNotInHtml(page, 'docs/example/node-images', async () => {
    await waitForGraph(page, 'node-images/NodeImages.tsx');
    await hydrated(page)();
  });
  expect(late, message).toEqual([]);
});

test('the playground names its editor’s and generators’ chunks', async ({ page }) => {
  const late = await scriptsNotInHtml(page, 'playground', async () => {
    await waitForGraphIn(page.getByTestId('playground-frame'));
    await hydrated(page)();
  });
  expect(late, message).toEqual([]);
});
