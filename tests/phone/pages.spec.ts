/**
 * Every page on a phone (the `phone` project: 390 × 844, touch): nothing is wider than the
 * screen, and on a sample of the example and guide pages every live example draws its graph.
 */
import { listExamples } from '../../plugins/shared/discoverExamples';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, frame, scrollTo, waitForGraphIn } from '../support/graph';
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

/**
 * The pages whose graphs are drawn on the phone. Every live graph runs in the same frame and the
 * same live example shell, which every other spec tests on a desktop; what a phone changes is the
 * width. These stand for the rest: load-graph, the example page with the most graphs (and the
 * dataset download); events, an example whose graph sits beside a side panel, which wraps under
 * the graph on a phone (src/examples/_shared/panel.tsx); the camera guide, three graphs of a guide,
 * one beside a side panel.
 */
const GRAPH_PAGES = ['docs/example/load-graph', 'docs/example/events', 'docs/guides/camera'].map((route) => `${BASE}${route}`);

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * The code in a table cell broken between two letters or digits ("useRe|gisterEvents()"): each word of the
 * code whose characters sit on more than one line. A break after a hyphen or a slash is a reader's break.
 */
const codeBrokenInsideAWord = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const code of Array.from(document.querySelectorAll('.markdown table :is(td, th) code'))) {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node as Text).data.matchAll(/[\p{L}\p{N}_$]+/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(`${word[0]} in ${code.textContent}`);
        }
      }
    }
    return broken;
  });

test.describe('at one device pixel per CSS pixel', () => {
  // Overflow is a matter of CSS pixels: the phone's width, not its pixel density. At 2 device pixels per
  // CSS pixel each of the forty-odd pages took four times the pixels to draw.
  test.use({ deviceScaleFactor: 1 });

  test('every other page fits the width', async ({ page }) => {
    const routes = phoneRoutes().filter((route) => !GRAPH_PAGES.includes(route));
    test.setTimeout(routes.length * 5_000);
    // One page goes through every route; a page that is too wide is reported and the others still checked.
    // Graphs below the fold are not started: a graph draws inside its frame, which clips what it holds
    // (.frame in src/live/styles.module.css), so a started graph leaves the page as wide as it was.
    const soft = expect.configure({ soft: true });
    // The phone's screen, from the project's options, which the test's shared context was made with.
    await visit(page, routes[0]!);
    expect(await page.evaluate(() => [window.innerWidth, navigator.maxTouchPoints > 0])).toEqual([390, true]);
    for (const route of routes) {
      await test.step(route, async () => {
        await visit(page, route);
        await soft.poll(() => sidewaysOverflow(page), { message: `${route} scrolls sideways by` }).toBe(0);
        soft(await codeBrokenInsideAWord(page), `${route}: code in a table broken inside a word`).toEqual([]);
      });
    }
  });
});

for (const route of GRAPH_PAGES) {
  const examples = examplesByRoute.get(route) ?? [];
  test(`${route} draws its ${examples.length} graph(s) and fits the width`, async ({ page }) => {
    expect(examples.length, 'live examples on the page').toBeGreaterThan(0);
    await visit(page, route);
    for (const name of examples) {
      // The frame first: an example starts its graph only once the reader scrolls near it.
      await scrollTo(frame(page, name));
      // Sigma's own box, not the frame, which also holds the example's panels.
      await waitForGraphIn(frame(page, name).locator('.sigma-container').first(), 0.002, name);
    }
    await expect.poll(() => sidewaysOverflow(page), { message: 'the page scrolls sideways by' }).toBe(0);
    expect(await codeBrokenInsideAWord(page), 'code in a table broken inside a word').toEqual([]);
    // The frame's actions are a finger's size on a touch screen (44 px tall), and never under WCAG 2.2's 24 px.
    // Read once every toolbar is the live one (a box read while it replaces the server-rendered one is empty).
    const sizeProblems = async () => {
      const actions = await page
        .getByRole('button', { name: /^(Copy|Reset|Download project|Open online)$/ })
        .or(page.getByRole('link', { name: 'Report a problem' }))
        .evaluateAll((buttons) =>
          buttons.map((button) => [button.textContent, button.getBoundingClientRect().toJSON()] as const),
        );
      const problems = actions.length >= 5 * examples.length ? [] : [`${actions.length} actions for ${examples.length} frames`];
      for (const [name, box] of actions) {
        if (box.height < 44) problems.push(`${name} height ${box.height}`);
        if (box.width < 24) problems.push(`${name} width ${box.width}`);
      }
      return problems;
    };
    await expect.poll(sizeProblems, { message: "the frames' actions: 44 px tall, 24 px wide or more" }).toEqual([]);
  });
}

test('the sample holds API pages of each kind', () => {
  const sampled = phoneRoutes().filter((route) => API_LEAF.test(route.slice(BASE.length)));
  const kinds = new Set(sampled.map((route) => API_LEAF.exec(route.slice(BASE.length))![2]));
  expect(sampled.length).toBe(8);
  expect([...kinds].sort()).toEqual(['functions', 'interfaces', 'type-aliases']);
});

test("an example's menus, Download project and Open online, open within the screen and close with Escape", async ({ page }) => {
  await visit(page, `${BASE}docs/example/load-graph`);
  const section = example(page, 'load-graph/GraphProp.tsx');
  await scrollTo(frame(page, 'load-graph/GraphProp.tsx'));
  const width = page.viewportSize()!.width;
  for (const [menu, item] of [
    ['Download project', 'Next.js App Router'],
    ['Open online', 'Open in CodeSandbox'],
  ] as const) {
    const button = section.getByRole('button', { name: menu });
    await scrollTo(button);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = section.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('button', { name: item })).toBeVisible();
    const box = (await list.boundingBox())!;
    expect(box.x, `${menu}: its menu's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${menu}: its menu's right edge`).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  }
});
