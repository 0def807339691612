import type { PNG } from 'pngjs';
import { By, Key, type WebElement } from 'selenium-webdriver';
import { selectColourDigits } from '../support/editor';
import { countColor, difference } from '../support/graph';
import {
  BASE,
  exampleRoutes,
  expect,
  isDrawn,
  test,
  waitForGraphIn,
  waitForPicture,
  waitForStill,
  type GraphPicture,
  type Tab,
} from './fixtures';

/**
 * The site in WebKit, Safari's engine (Debian's WebKitGTK MiniBrowser, driven over W3C
 * WebDriver by selenium-webdriver): the home page's live demo, a docs page, an API page,
 * every example and guide page, the live editor, the colour mode, the search box and the
 * cooperative gestures. Every graph must draw: its frame and its node canvases hold
 * pixels on a screenshot. Any console error or page error fails a test.
 */

const examplePages = exampleRoutes();

/** One notch of a mouse wheel, in CSS pixels. */
const NOTCH = 100;

function text(tab: Tab, selector: string): Promise<string> {
  return tab.evaluate((sel: string) => (document.querySelector(sel) as HTMLElement | null)?.innerText.trim() ?? '', selector);
}

/** The graph frame of the example whose main file is `name`. */
const frameOf = (name: string) => `[data-example="${name}"] [data-state]`;

/** Scrolls an example's frame to the middle of the screen, as a reader would, and waits until its graph starts. */
async function startExample(tab: Tab, name: string): Promise<void> {
  const selector = frameOf(name);
  const state = await tab.waitFor(
    `${name} leaves its loading state`,
    (sel: string) => {
      const frame = document.querySelector(sel);
      if (!frame) return null;
      frame.scrollIntoView({ block: 'center', behavior: 'instant' });
      const value = frame.getAttribute('data-state');
      return value === 'loading' ? null : { value, message: (frame as HTMLElement).innerText };
    },
    [selector],
  );
  if (state.value !== 'ready') throw new Error(`${name} shows an error in WebKit instead of its graph: ${state.message}`);
}

/** The element with exactly this text among `selector`'s. */
function byText(tab: Tab, selector: string, label: string): Promise<WebElement> {
  return tab.driver.findElement(
    By.xpath(`//*[self::button or self::a][normalize-space()=${JSON.stringify(label)}][ancestor-or-self::${xpathOf(selector)}]`),
  );
}

/** A CSS attribute selector `[name="value"]` as an XPath step. */
function xpathOf(selector: string): string {
  const match = /^\[([\w-]+)="([^"]+)"\]$/.exec(selector);
  if (!match) throw new Error(`xpathOf takes [name="value"], not ${selector}`);
  return `*[@${match[1]}=${JSON.stringify(match[2])}]`;
}

test('home page: the live demo starts and draws the graph and its minimap', async ({ tab }) => {
  await tab.visit(BASE);
  expect(await text(tab, 'h1')).toBe('React Sigma');
  const demo = '[data-testid="home-demo"]';
  expect(await tab.evaluate((sel: string) => document.querySelector(sel)?.querySelectorAll('canvas').length, demo)).toBe(0);
  await (await byText(tab, demo, 'Start the live demo')).click();
  await tab.waitFor(
    'the demo loads Les Misérables',
    (sel: string) => document.querySelector(sel)?.querySelector('output')?.textContent === '77 characters, 254 co-appearances',
    [demo],
  );
  // The main graph and the minimap's copy of it: two sigma instances, two node canvases.
  const picture = await waitForGraphIn(tab, demo, 'the home demo');
  expect(picture.canvasShares).toHaveLength(2);
});

test('docs page: its sidebar lists every example page and guide, and a link in it opens the page', async ({ tab }) => {
  expect(examplePages.length, 'example routes in the sitemap (build the site first)').toBeGreaterThan(0);
  await tab.visit(`${BASE}docs/start-introduction`);
  expect(await text(tab, 'article h1')).toBe('Introduction');
  const sidebar = 'nav[aria-label="Docs sidebar"]';
  const linked = await tab.evaluate(
    (sel: string) =>
      Array.from(
        document.querySelectorAll<HTMLAnchorElement>(`${sel} a[href*="/docs/example/"], ${sel} a[href*="/docs/guides/"]`),
        (link) => new URL(link.href).pathname,
      ),
    sidebar,
  );
  expect([...linked].sort()).toEqual(examplePages);
  // A client-side navigation: the router swaps the page without a reload.
  await tab.evaluate(() => ((window as { beforeNavigation?: boolean }).beforeNavigation = true));
  await tab.driver.findElement(By.css(`${sidebar} a[href$="/docs/start-installation"]`)).click();
  await tab.waitFor('the Installation page', () => document.querySelector('article h1')?.textContent === 'Installation', []);
  expect(await tab.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
});

test('API page: the generated reference renders with highlighted code', async ({ tab }) => {
  await tab.visit(`${BASE}docs/api/core/functions/useSigma`);
  expect(await text(tab, 'article h1')).toContain('useSigma');
  // prism-react-renderer splits code into coloured tokens; a failure leaves plain text in one colour.
  const colours = await tab.evaluate(() =>
    Array.from(document.querySelectorAll('article pre.prism-code .token'), (token) => getComputedStyle(token).color),
  );
  expect(colours.length).toBeGreaterThan(5);
  expect(new Set(colours).size).toBeGreaterThan(2);
});

for (const route of examplePages) {
  const slug = route.split('/').pop()!;
  test(`example page ${slug}: every example draws its graph`, async ({ tab }) => {
    await tab.visit(route);
    const names = await tab.evaluate(() =>
      Array.from(document.querySelectorAll('[data-example]'), (section) => section.getAttribute('data-example')!),
    );
    expect(names.length, `examples on ${route}`).toBeGreaterThan(0);
    // The first graph of each page: the others start and draw as in Chromium, and each costs a screenshot here.
    const first = names[0]!;
    await startExample(tab, first);
    await waitForGraphIn(tab, frameOf(first), first);
  });
}

test('live editor: editing a colour re-draws the graph with it; Reset restores the example', async ({ tab }) => {
  const name = 'load-graph/GraphProp.tsx';
  const example = `[data-example="${name}"]`;
  const red = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;
  await tab.visit(`${BASE}docs/example/load-graph`);
  await startExample(tab, name);
  const before = await waitForStill(tab, frameOf(name), name);
  expect(countColor(before.frame, red)).toBe(0);

  // Select the hex digits of the first node's colour in the editor and type new ones, as a reader would.
  const editor = await tab.driver.findElement(By.css(`${example} [data-testid="example-editor"] pre`));
  const selected = await tab.driver.executeScript<string>(selectColourDigits, editor, '#1c7ed6');
  expect(selected).toBe('1c7ed6');
  await tab.driver.actions().sendKeys('ff0000').perform();

  await tab.waitFor(
    'the editor says the graph runs the edit',
    (sel: string) => document.querySelector(sel)?.textContent?.includes('Edited: the graph runs your code.'),
    [example],
  );
  expect(await text(tab, `${example} [data-testid="example-editor"] pre`)).toContain("color: '#ff0000'");
  // The edited code runs in a new sigma instance: wait for red nodes on the screen.
  await waitForPicture(tab, frameOf(name), 'red nodes drawn after the edit', (picture) => countColor(picture.frame, red) > 200);

  await (await byText(tab, example, 'Reset')).click();
  await waitForPicture(
    tab,
    frameOf(name),
    'the original colours drawn after Reset',
    (picture) => isDrawn(picture) && countColor(picture.frame, red) === 0,
  );
  expect(await text(tab, `${example} [data-testid="example-editor"] pre`)).toContain("color: '#1c7ed6'");
});

test('colour mode: the navbar toggle turns the site and its graphs dark, and back', async ({ tab }) => {
  const name = 'load-graph/GraphProp.tsx';
  const toggle = (mode: string) => `button[title="Switch between dark and light mode (currently ${mode} mode)"]`;
  /** The luminance of the graph's background, sampled where countDrawn samples it. */
  const background = ({ frame }: GraphPicture) => {
    const i = ((frame.height - 4) * frame.width + 3) * 4;
    return (0.2126 * frame.data[i]! + 0.7152 * frame.data[i + 1]! + 0.0722 * frame.data[i + 2]!) / 255;
  };
  const light = (picture: GraphPicture) => isDrawn(picture) && background(picture) > 0.8;
  const dark = (picture: GraphPicture) => isDrawn(picture) && background(picture) < 0.2;
  await tab.visit(`${BASE}docs/example/load-graph`);
  expect(await tab.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await startExample(tab, name);
  await waitForPicture(tab, frameOf(name), `${name} drawn on a light background`, light);

  await tab.driver.findElement(By.css(toggle('light'))).click();
  await tab.waitFor('the site turns dark', () => document.documentElement.dataset.theme === 'dark', []);
  await waitForPicture(tab, frameOf(name), `${name} drawn on a dark background`, dark);
  expect(await tab.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await tab.driver.findElement(By.css(toggle('dark'))).click();
  await tab.waitFor('the site turns light', () => document.documentElement.dataset.theme === 'light', []);
  await waitForPicture(tab, frameOf(name), `${name} drawn on a light background again`, light);
  expect(await tab.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('search: the navbar box finds an API page and Enter opens it', async ({ tab }) => {
  await tab.visit(`${BASE}docs/start-setup`);
  const box = await tab.driver.findElement(By.css('nav[aria-label="Main"] input[aria-label="Search"]'));
  await box.click();
  // The index is in once the search script has turned the box into a combobox.
  await tab.waitFor('the search index loads', () => document.querySelector('input[aria-label="Search"][role="combobox"]'), []);
  await tab.driver.actions().sendKeys('useWorkerLayoutForceAtlas2').perform();
  await tab.waitFor(
    'the first result is the hook',
    () => document.querySelector('[role="listbox"] [role="option"]')?.textContent?.includes('useWorkerLayoutForceAtlas2()'),
    [],
  );
  await tab.driver.actions().sendKeys(Key.ENTER).perform();
  await tab.waitFor(
    'the API page opens',
    () =>
      location.pathname.endsWith('/docs/api/layout-forceatlas2/functions/useWorkerLayoutForceAtlas2') &&
      document.querySelector('h1')?.textContent?.includes('useWorkerLayoutForceAtlas2'),
    [],
  );
});

// Ctrl + wheel is not tested here: WebKitWebDriver's wheel events do not carry the keys held by a
// key action (ctrlKey stays false), so the page cannot be told to zoom (README.md).
test('cooperative gestures: a plain wheel over a graph scrolls the page and leaves the graph as it was', async ({ tab }) => {
  const name = 'load-graph/GraphProp.tsx';
  const hint = `[data-example="${name}"] [data-testid="gesture-hint"]`;
  await tab.visit(`${BASE}docs/example/load-graph`);
  await startExample(tab, name);
  // The frame's top 200 px down the viewport: after the page scrolls by a notch, it is still clear of the sticky navbar.
  await tab.evaluate(
    (sel: string) =>
      window.scrollBy({ top: document.querySelector(sel)!.getBoundingClientRect().top - 200, behavior: 'instant' }),
    frameOf(name),
  );
  const before = await waitForStill(tab, frameOf(name), name);
  const spot = emptySpot(before.frame, NOTCH);
  if (!spot) throw new Error(`no empty part of ${name} to turn the wheel over`);
  const [x, y] = [Math.round(before.box.x + spot.x), Math.round(before.box.y + spot.y)];
  const over = await tab.evaluate(
    (px: number, py: number) =>
      document.elementFromPoint(px, py)?.closest('.react-sigma')?.closest('[data-example]')?.getAttribute('data-example'),
    x,
    y,
  );
  expect(over, 'the wheel turns over the graph itself').toBe(name);

  const top = await tab.evaluate(() => window.scrollY);
  // Every text the hint shows, recorded in the page: it shows for 1.5 s, less than a WebDriver round trip may take
  // on a loaded machine, so polling from here could miss it.
  await tab.evaluate((sel: string) => {
    const seen: string[] = [];
    (window as unknown as { hintTexts: string[] }).hintTexts = seen;
    const element = document.querySelector(sel)!;
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, hint);
  await tab.driver.actions().scroll(x, y, 0, NOTCH).perform();
  await tab.waitFor('the page to scroll by what the wheel asked', (to: number) => window.scrollY === to, [top + NOTCH]);
  await tab.waitFor(
    'the hint says how to zoom',
    () => (window as unknown as { hintTexts: string[] }).hintTexts.includes('Use Ctrl + scroll to zoom'),
    [],
  );
  await tab.waitFor('the hint goes', (sel: string) => document.querySelector(sel)?.textContent === '', [hint]);
  // The page moved under a still graph (the pointer is over an empty part of it): the frame looks as it did.
  const after = await waitForStill(tab, frameOf(name), name);
  expect(difference(before.frame, after.frame), 'the graph did not zoom').toBeLessThan(0.002);
  expect(await tab.evaluate(() => window.scrollY), 'one notch, one scroll').toBe(top + NOTCH);
});

/**
 * A point of a frame's picture near its middle with nothing drawn around it, down to `below` px
 * under it: the pointer there is over no node before the page scrolls by `below`, nor after.
 */
function emptySpot(png: PNG, below: number): { x: number; y: number } | null {
  const margin = 30;
  // The background as countDrawn samples it: 3 px inside the frame's bottom-left corner.
  const corner = ((png.height - 4) * png.width + 3) * 4;
  const isBackground = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    const distance =
      Math.abs(png.data[i]! - png.data[corner]!) +
      Math.abs(png.data[i + 1]! - png.data[corner + 1]!) +
      Math.abs(png.data[i + 2]! - png.data[corner + 2]!);
    return distance <= 60;
  };
  const clear = (x: number, y: number) => {
    if (x - margin < 0 || y - margin < 0 || x + margin >= png.width || y + below + margin >= png.height) return false;
    for (let row = y - margin; row <= y + below + margin; row += 2) {
      for (let column = x - margin; column <= x + margin; column += 2) if (!isBackground(column, row)) return false;
    }
    return true;
  };
  const candidates: { x: number; y: number }[] = [];
  for (let y = 0; y < png.height; y += 20) for (let x = 0; x < png.width; x += 20) candidates.push({ x, y });
  const [cx, cy] = [png.width / 2, png.height / 2];
  candidates.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy));
  return candidates.find(({ x, y }) => clear(x, y)) ?? null;
}
