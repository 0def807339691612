import type { ElementHandle, Page } from 'puppeteer-core';
import { selectColourDigits } from '../support/editor';
import { LOAD_TIMEOUT } from '../support/limits';
import { BASE, exampleRoutes, expect, layerPixels, test, visit, waitForGraphIn } from './fixtures';

/**
 * The site in Firefox (Debian's firefox-esr, driven by Puppeteer over WebDriver
 * BiDi): the home page's live demo, a docs page, an API page, every example
 * page and the live editor. Every graph must draw: its WebGL node canvases
 * hold pixels, read in the page. Any console error or page error fails a test.
 */

const examplePages = exampleRoutes();

async function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element as HTMLElement).innerText.trim());
}

/** The graph frame of the example whose main file is `name`; re-queried, as the live example replaces the static one. */
function frameOf(page: Page, name: string): Promise<ElementHandle<Element> | null> {
  return page.$(`[data-example="${name}"] [data-state]`);
}

/** Scrolls an example's frame to the middle of the screen, as a reader would, and waits until its graph starts. */
async function startExample(page: Page, name: string): Promise<ElementHandle<Element>> {
  const selector = `[data-example="${name}"] [data-state]`;
  // Found and scrolled in one call: between the two calls of `$eval` React may replace the frame (the scroll that
  // brings an API page's example into view swaps its placeholder for the live example), and a detached frame
  // does not scroll.
  await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: 'center', behavior: 'instant' }), selector);
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-state') !== 'loading',
    { polling: 100, timeout: LOAD_TIMEOUT },
    selector,
  );
  const frame = await frameOf(page, name);
  if (!frame) throw new Error(`${name}: its frame went away`);
  const state = await frame.evaluate((element) => element.getAttribute('data-state'));
  if (state !== 'ready') {
    const message = await frame.evaluate((element) => (element as HTMLElement).innerText);
    throw new Error(`${name} shows an error in Firefox instead of its graph: ${message}`);
  }
  return frame;
}

test('home page: the live demo starts and draws the graph and its minimap', async ({ tab, baseURL }) => {
  await visit(tab, baseURL, BASE);
  expect(await text(tab, 'h1')).toBe('React Sigma');
  const demo = await tab.waitForSelector('[data-testid="home-demo"]');
  if (!demo) throw new Error('no home demo');
  await demo.scrollIntoView();
  await expect.poll(() => demo.evaluate((element) => element.querySelectorAll('canvas').length)).toBe(0);
  const start = await demo.waitForSelector('::-p-text(Start the live demo)');
  await start!.click();
  await tab.waitForFunction(
    (element) => element.querySelector('output')?.textContent === '77 characters, 254 co-appearances',
    { polling: 100 },
    demo,
  );
  // The main graph and the minimap's copy of it: two sigma instances, two node canvases.
  const canvases = await waitForGraphIn(demo, 'the home demo');
  expect(canvases).toHaveLength(2);
});

test('docs page: its sidebar lists every example page and guide, and a link in it opens the page', async ({ tab, baseURL }) => {
  expect(examplePages.length, 'example routes in build/sitemap.xml (build the site first)').toBeGreaterThan(0);
  await visit(tab, baseURL, `${BASE}docs/start-introduction`);
  expect(await text(tab, 'article h1')).toBe('Introduction');
  const sidebar = 'nav[aria-label="Docs sidebar"]';
  const linked = await tab.$$eval(`${sidebar} a[href*="/docs/example/"], ${sidebar} a[href*="/docs/guides/"]`, (links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect([...linked].sort()).toEqual(examplePages);
  // A client-side navigation: the router swaps the page without a reload.
  await tab.evaluate(() => ((window as { beforeNavigation?: boolean }).beforeNavigation = true));
  const installation = await tab.$(`${sidebar} a[href$="/docs/start-installation"]`);
  await installation!.click();
  await tab.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Installation', { polling: 100 });
  expect(await tab.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
});

test('API page: the generated reference renders with highlighted code, and its live example draws once scrolled to', async ({
  tab,
  baseURL,
}) => {
  await visit(tab, baseURL, `${BASE}docs/api/core/functions/useSigma`);
  expect(await text(tab, 'article h1')).toContain('useSigma');
  // prism-react-renderer splits code into coloured tokens; a failure leaves plain text.
  const tokens = await tab.$$eval('article pre.prism-code .token', (nodes) => nodes.length);
  expect(tokens).toBeGreaterThan(5);
  // The live example starts when a scroll brings it near the viewport (src/components/ApiLiveExample); until then it
  // offers to run.
  const name = 'api-core/useSigma.tsx';
  const section = 'section[aria-label="Live example: useSigma"]';
  expect(await tab.$eval(section, (element) => element.getAttribute('data-example'))).toBe(name);
  expect(await text(tab, `${section} [data-state="loading"] button`)).toBe('Run the example');
  await waitForGraphIn(await startExample(tab, name), name);
});

for (const route of examplePages) {
  const slug = route.split('/').pop()!;
  test(`example page ${slug}: every example draws its graph`, async ({ tab, baseURL }) => {
    await visit(tab, baseURL, route);
    const names = await tab.$$eval('[data-example]', (sections) =>
      sections.map((section) => section.getAttribute('data-example')!),
    );
    expect(names.length, `examples on ${route}`).toBeGreaterThan(0);
    for (const name of names) {
      const frame = await startExample(tab, name);
      await waitForGraphIn(frame, name);
    }
    // Starting the later examples did not break the earlier ones.
    const states = await tab.$$eval('[data-example] [data-state]', (frames) =>
      frames.map((frame) => frame.getAttribute('data-state')),
    );
    expect(states).toEqual(names.map(() => 'ready'));
  });
}

test('live editor: editing a colour re-draws the graph with it; Reset restores the example', async ({ tab, baseURL }) => {
  const name = 'load-graph/GraphProp.tsx';
  await visit(tab, baseURL, `${BASE}docs/example/load-graph`);
  let frame = await startExample(tab, name);
  const before = await waitForGraphIn(frame, name);
  expect(before[0]!.red).toBe(0);

  // Select the hex digits of the first node's colour in the editor and type new ones, as a reader would.
  const selected = await tab.$eval(`[data-example="${name}"] [data-testid="example-editor"] pre`, selectColourDigits, '#1c7ed6');
  expect(selected).toBe('1c7ed6');
  await tab.keyboard.type('ff0000');

  const example = `[data-example="${name}"]`;
  await tab.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent?.includes('Edited: the graph runs your code.'),
    { polling: 100 },
    example,
  );
  expect(await text(tab, `${example} [data-testid="example-editor"] pre`)).toContain("color: '#ff0000'");
  // The edited code runs in a new sigma instance: wait for red nodes in its canvas.
  await expect
    .poll(
      async () => {
        frame = (await frameOf(tab, name))!;
        const [nodes] = await layerPixels(frame);
        return nodes?.red ?? 0;
      },
      { timeout: LOAD_TIMEOUT, message: 'red nodes drawn after the edit' },
    )
    .toBeGreaterThan(200);
  expect(await frame.evaluate((element) => element.getAttribute('data-state'))).toBe('ready');

  const reset = await tab.$(`${example} ::-p-text(Reset)`);
  await reset!.click();
  await expect
    .poll(
      async () => {
        frame = (await frameOf(tab, name))!;
        const [nodes] = await layerPixels(frame);
        return nodes ? nodes.drawn > 0 && nodes.red === 0 : false;
      },
      { timeout: LOAD_TIMEOUT, message: 'the original colours drawn after Reset' },
    )
    .toBe(true);
  expect(await text(tab, `${example} [data-testid="example-editor"] pre`)).toContain("color: '#1c7ed6'");
});
