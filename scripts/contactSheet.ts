/**
 * A contact sheet of the built site: one page of each kind (scripts/contactSheetPlan.ts) in four set-ups
 * (desktop and phone, light and dark), its live graph started and drawn, on one PNG for review, with the
 * full-size shots in a folder beside it.
 *
 *   tsx scripts/contactSheet.ts [--build-dir build] [--out contact-sheet.png] [--port 0] [--only home,api]
 *
 * Serves the build as the browser tests do (scripts/githubPages.ts) on `--port` (0: any free one), and
 * drives the Chromium they drive (scripts/chromium.ts), one page at a time. Exits 1, after writing the
 * sheet with the failed cells marked in red, when a page logs a console error or throws, a graph does
 * not draw, or a page does not load; 2 when the build is missing.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { countDrawn } from '../tests/support/graph';
import { LOAD_TIMEOUT } from '../tests/support/limits';
import { chromiumArgs, testChromiumPath } from './chromium';
import {
  cellFile,
  cellsDir,
  layoutGrid,
  pageKinds,
  SEAM,
  SET_UPS,
  shotBands,
  sheetHtml,
  type Grid,
  type PageKind,
  type SetUp,
  type Shot,
} from './contactSheetPlan';
import { createServer } from './githubPages';

const siteDir = path.resolve(__dirname, '..');

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** The share of a frame's pixels that must differ from its background for its graph to count as drawn (as the tests). */
const DRAWN = 0.002;

/** Resolves once `check` gives true, polling; throws `message` after `timeout`. */
async function until(check: () => Promise<boolean>, message: string, timeout = LOAD_TIMEOUT): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${message} (waited ${timeout / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The share of `target`'s pixels that are not its background (tests/support/graph.ts `countDrawn`). */
async function drawnShare(target: Locator): Promise<number> {
  const { drawn, total } = countDrawn(PNG.sync.read(await target.screenshot({ animations: 'disabled' })));
  return drawn / total;
}

/** Waits until `target` (a graph frame) shows a drawn graph, as tests/support/graph.ts `waitForGraphIn` does. */
async function waitForDrawn(target: Locator, name: string): Promise<void> {
  await until(async () => (await target.locator('canvas').count()) > 0, `${name}: no canvas in the graph frame`);
  await until(async () => (await drawnShare(target)) > DRAWN, `${name}: the graph is not drawn`);
}

/** Starts the page's live graph as a reader does and waits until it is drawn; returns its frame. */
async function startGraph(page: Page, kind: PageKind): Promise<Locator | null> {
  const name = `${kind.label}'s graph`;
  switch (kind.graph) {
    case 'demo': {
      const demo = page.getByTestId('home-demo');
      await demo.getByRole('button', { name: 'Start the live demo' }).click();
      await until(
        async () => /\d+ characters, \d+ co-appearances/.test((await demo.getByRole('status').textContent()) ?? ''),
        "the home demo's status line does not say it has loaded",
      );
      await waitForDrawn(demo, name);
      return demo;
    }
    case 'example': {
      const frame = page.locator('[data-example]').first().locator('[data-state]').first();
      // The static example is replaced by the live one as it starts: scrolled to again until that has happened.
      await until(async () => {
        await frame.scrollIntoViewIfNeeded({ timeout: 2_000 });
        return (await frame.locator('canvas').count()) > 0;
      }, `${name}: no canvas in the first example's frame`);
      await waitForDrawn(frame, name);
      return frame;
    }
    case 'api': {
      const symbol = path.basename(kind.example!, path.extname(kind.example!));
      const run = page.getByRole('region', { name: `Live example: ${symbol}` }).getByRole('button', { name: 'Run the example' });
      // The click scrolls the button into view, and a scroll that brings the frame near starts the example
      // by itself, which may take the button away first.
      await run.click({ timeout: 5_000 }).catch(async (error: Error) => {
        if ((await run.count()) > 0) throw error;
      });
      const frame = page.locator(`[data-example="${kind.example}"] [data-state]`).first();
      await waitForDrawn(frame, name);
      return frame;
    }
    case 'playground': {
      const frame = page.getByTestId('playground-frame');
      await waitForDrawn(frame, name);
      return frame;
    }
    default:
      return null;
  }
}

/**
 * Types the kind's query into the search page's own box at a reader's pace and waits for its results.
 * Returns a note when the box lost a keystroke, after putting the query in whole.
 */
async function search(page: Page, query: string): Promise<string | null> {
  // The page's own box (the navbar has one too): the search plugin's form field `q`.
  const box = page.locator('input[type="search"][name="q"]');
  await box.click();
  await box.pressSequentially(query, { delay: 200 });
  // The plugin's search page writes each keystroke into the address (`?q=`) and puts the address's query back
  // into the box when it changes: a key pressed before the previous one's address has come back is undone
  // ("GraphSearch" became "GrahSearch" at 100 ms a key on a busy 2-core machine, once "GraphSearc" at 200).
  const typed = await box.inputValue();
  let note: string | null = null;
  if (typed !== query) {
    note = `the search box lost a keystroke: "${query}" typed, "${typed}" kept`;
    await box.fill(query);
  }
  await until(
    async () => (await page.locator('article').count()) > 0 && ((await page.locator('h1').textContent()) ?? '').includes(query),
    `the search page shows no results for "${query}"`,
  );
  return note;
}

/**
 * Waits until what the viewport shows is still: the fonts and the pictures in view loaded, no graph frame in
 * view still loading (a taller viewport brings more of them near), the scroll's consequences drawn (the
 * navbar hides on scroll) and every transition ended.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let pending: string | null = null;
  await until(async () => {
    pending = await page.evaluate(() => {
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      };
      if (
        !Array.from(document.images)
          .filter(inView)
          .every((image) => image.complete && image.naturalWidth > 0)
      )
        return 'a picture in view did not load';
      if (Array.from(document.querySelectorAll('[data-state="loading"]')).some(inView)) return 'a graph in view is still loading';
      return null;
    });
    return pending === null;
  }, 'the page did not settle').catch((error: Error) => {
    throw new Error(pending ?? error.message);
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/** The share of `box` drawn in `png` (0 when the box is out of it). */
function drawnIn(png: PNG, box: { x: number; y: number; width: number; height: number }): number {
  const x = Math.max(0, Math.round(box.x));
  const y = Math.max(0, Math.round(box.y));
  const width = Math.min(png.width - x, Math.round(box.width));
  const height = Math.min(png.height - y, Math.round(box.height));
  if (width < 10 || height < 10) return 0;
  const crop = new PNG({ width, height });
  PNG.bitblt(png, crop, x, y, width, height, 0, 0);
  const { drawn, total } = countDrawn(crop);
  return drawn / total;
}

/** The bands' screenshots one above the other, grey stripes (`SEAM` pixels) between two. */
function stitch(parts: PNG[]): PNG {
  const width = parts[0]!.width;
  const height = parts.reduce((sum, part) => sum + part.height, SEAM * (parts.length - 1));
  const whole = new PNG({ width, height });
  let y = 0;
  for (const [index, part] of parts.entries()) {
    if (index > 0) {
      for (let row = y; row < y + SEAM; row++)
        for (let x = 0; x < width; x++) {
          const i = (row * width + x) * 4;
          const light = (x + row) % 12 < 6;
          whole.data.fill(light ? 0xd0 : 0x70, i, i + 3);
          whole.data[i + 3] = 0xff;
        }
      y += SEAM;
    }
    PNG.bitblt(part, whole, 0, 0, part.width, part.height, 0, y);
    y += part.height;
  }
  return whole;
}

/** Opens `kind`'s page in `context`, starts its graph, and writes its shot into `dir`. */
async function takeShot(context: BrowserContext, origin: string, kind: PageKind, setUp: SetUp, dir: string): Promise<Shot> {
  const fold = setUp.viewport.height;
  const shot: Shot = {
    kind,
    setUp,
    file: cellFile(kind, setUp),
    fold,
    bands: [{ top: 0, height: fold }],
    problems: [],
    notes: [],
  };
  const page = await context.newPage();
  const url = `${origin}${kind.route}`;
  // What the script was doing, for the messages: an error while shooting is not one while loading.
  let phase = 'loading the page';
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The not-found page's own document, answered 404 on purpose.
    if (kind.status === 404 && /status of 404/.test(message.text()) && message.location().url === url) return;
    shot.problems.push(`console error while ${phase}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => shot.problems.push(`page error while ${phase}: ${error.message}`));
  let frame: Locator | null = null;
  try {
    const response = await page.goto(url, { timeout: LOAD_TIMEOUT });
    const status = response?.status();
    if (status !== (kind.status ?? 200)) shot.problems.push(`answered ${status}, not ${kind.status ?? 200}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: LOAD_TIMEOUT });
    await until(
      async () => (await page.locator('html').getAttribute('data-theme')) === setUp.colorScheme,
      `the page is not in ${setUp.colorScheme} mode`,
    );
    phase = 'starting its graph';
    frame = await startGraph(page, kind);
    phase = 'searching';
    const note = kind.query ? await search(page, kind.query) : null;
    if (note) shot.notes.push(note);
  } catch (error) {
    shot.problems.push(`${phase}: ${(error as Error).message.split('\n')[0]}`);
  }
  try {
    // The bands are shot through a viewport as tall as each, scrolled to it: a full-page screenshot
    // (Chromium's captureBeyondViewport) sizes the page's containers to nothing for a moment, which sigma
    // throws on ("Container has no width"), on the example and guide pages.
    phase = 'taking the shot';
    await page.evaluate(() => window.scrollTo(0, 0));
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const box = frame && (await frame.boundingBox());
    const graph = box && { top: Math.round(box.y), height: Math.round(box.height) };
    shot.bands = shotBands(setUp, pageHeight, graph);
    const parts: PNG[] = [];
    for (const band of shot.bands) {
      await page.setViewportSize({ width: setUp.viewport.width, height: band.height });
      await page.evaluate((top) => window.scrollTo(0, top), band.top);
      await settle(page);
      parts.push(PNG.sync.read(await page.screenshot({ animations: 'disabled' })));
    }
    await page.setViewportSize(setUp.viewport);
    const png = stitch(parts);
    fs.writeFileSync(path.join(dir, shot.file), PNG.sync.write(png));
    if (box && graph) {
      // Where the frame is in the stitched picture: in the last band.
      const last = shot.bands.at(-1)!;
      const offset = png.height - last.height - last.top;
      if (drawnIn(png, { ...box, y: graph.top + offset }) <= DRAWN) shot.problems.push('the graph is blank in the shot');
    }
  } catch (error) {
    shot.problems.push(`${phase}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return shot;
}

/** A context per set-up: its viewport, touch and colour scheme; requests off the site (a test build's page views) answered empty. */
async function contextFor(browser: Browser, setUp: SetUp, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: setUp.viewport,
    deviceScaleFactor: 1,
    hasTouch: setUp.phone,
    isMobile: setUp.phone,
    colorScheme: setUp.colorScheme,
  });
  // tsx compiles with esbuild's `keepNames`, which wraps the functions sent into the page in `__name(...)`.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  return context;
}

/** Lays the shots out (scripts/contactSheetPlan.ts) in an HTML page beside them, and shoots that page into `out`. */
async function compose(browser: Browser, shots: Shot[][], dir: string, out: string): Promise<Grid> {
  const grid = layoutGrid(shots.length, SET_UPS);
  const html = path.join(dir, 'index.html');
  fs.writeFileSync(html, sheetHtml(grid, shots, `Contact sheet, ${new Date().toISOString().slice(0, 10)}`));
  const context = await browser.newContext({ viewport: { width: grid.width, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(pathToFileURL(html).href);
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    await page.screenshot({ path: out, fullPage: true });
  } finally {
    await context.close();
  }
  return grid;
}

async function main(): Promise<number> {
  const started = Date.now();
  const buildDir = path.resolve(argument('build-dir', 'build'));
  const out = path.resolve(argument('out', 'contact-sheet.png'));
  const only = argument('only', '').split(',').filter(Boolean);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`contact sheet: ${buildDir} holds no built site (no index.html): build it first (npm run build)`);
    return 2;
  }
  const kinds = pageKinds(siteDir).filter((kind) => only.length === 0 || only.includes(kind.id));
  if (kinds.length === 0) {
    console.error(
      `contact sheet: --only ${only.join(',')} names no page kind (${pageKinds(siteDir)
        .map((kind) => kind.id)
        .join(', ')})`,
    );
    return 2;
  }
  const dir = cellsDir(out);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  const server = createServer(buildDir);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(argument('port', '0')), '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs });
  try {
    const shots: Shot[][] = kinds.map(() => []);
    // One set-up at a time (its pages share a cache, as a reader's visits do), one page at a time.
    for (const setUp of SET_UPS) {
      const context = await contextFor(browser, setUp, origin);
      try {
        for (const [row, kind] of kinds.entries()) {
          const begun = Date.now();
          const shot = await takeShot(context, origin, kind, setUp, dir);
          shots[row]!.push(shot);
          const seconds = ((Date.now() - begun) / 1000).toFixed(1);
          console.log(
            `${shot.problems.length ? 'FAIL' : 'ok  '} ${kind.label} · ${setUp.label} (${seconds} s)${[...shot.problems, ...shot.notes].map((line) => `\n     ${line}`).join('')}`,
          );
        }
      } finally {
        await context.close();
      }
    }
    const grid = await compose(browser, shots, dir, out);
    const failed = shots.flat().filter((shot) => shot.problems.length > 0);
    const relative = (file: string) => path.relative(process.cwd(), file) || '.';
    console.log(
      `Contact sheet: ${relative(out)} (${grid.width} × ${grid.height} px, shots at ${grid.scale}×), full-size shots in ${relative(dir)}/, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (failed.length) {
      console.error(
        `\n${failed.length} of ${shots.flat().length} shots failed (marked in red on the sheet):\n${failed
          .map((shot) => `- ${shot.kind.label} · ${shot.setUp.label} (${shot.kind.route}): ${shot.problems.join('; ')}`)
          .join('\n')}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await browser.close();
    server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contact sheet: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
