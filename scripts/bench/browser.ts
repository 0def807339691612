import type { Browser, BrowserContext, Page } from '@playwright/test';
import { assetTotals, type AssetTotals, type RecordingServer } from './server';
import { median } from './stats';

/** Desktop size: the navbar shows all its links, so the most routes are prefetched (worst case). */
const viewport = { width: 1280, height: 800 };

/**
 * A fresh context (empty cache). tsx compiles this file with esbuild's
 * `keepNames`, which wraps named functions in `__name(...)`; functions sent
 * into the page need that helper there too.
 */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  return context;
}

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Scrolls to the bottom a screen at a time, letting viewport prefetching and lazy parts fetch. */
async function scrollThrough(page: Page, server: RecordingServer): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await server.quiet(300);
    if (atBottom) break;
  }
  await server.quiet(1000);
}

export interface PageWeight {
  /** What the first view downloads (load, hydration, prefetch of the links in view), before any scrolling. */
  initial: AssetTotals;
  /** Everything after scrolling through the whole page and letting the network settle. */
  settled: AssetTotals;
  /** Home page: everything once the reader has also started the live demo. */
  demo?: AssetTotals;
}

/** The button that starts the home page's live demo, which loads nothing before it is pressed. */
export const START_DEMO = 'Start the live demo';

/** JS / CSS downloaded by one page in a fresh browser context (empty cache), prefetching included. */
export async function measurePageWeight(browser: Browser, server: RecordingServer, url: string): Promise<PageWeight> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    const start = server.log.length;
    await hydrated(page, url);
    await server.quiet(1500);
    const initial = assetTotals(server.log.slice(start));
    await scrollThrough(page, server);
    const settled = assetTotals(server.log.slice(start));
    const startDemo = page.getByRole('button', { name: START_DEMO });
    if ((await startDemo.count()) === 0) return { initial, settled };
    await startDemo.click();
    await page
      .getByTestId('home-demo')
      .getByRole('status')
      .filter({ hasText: /characters/ })
      .waitFor({ timeout: 30_000 });
    await server.quiet(1500);
    return { initial, settled, demo: assetTotals(server.log.slice(start)) };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts. WebGL canvases are created with
 * `preserveDrawingBuffer` so their pixels can be read back at any time; a
 * requestAnimationFrame loop copies every canvas of the example frames into
 * a 2D canvas and records the first frame where one has a non-transparent
 * pixel (sigma's layers are transparent until something is drawn).
 * An example starts its graph when it nears the viewport, so the probe
 * scrolls the first one into view as soon as it is in the page, like a
 * reader who opens the page to look at it.
 */
function firstFrameProbe(): void {
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function patched(this: HTMLCanvasElement, type: string, options?: unknown) {
    if (type === 'webgl' || type === 'webgl2') {
      return getContext.call(this, type, { ...(options as object), preserveDrawingBuffer: true });
    }
    return getContext.call(this, type, options as never);
  } as typeof getContext;
  const scratch = document.createElement('canvas');
  const state = window as unknown as { __firstGraphFrame?: number };
  let scrolled = false;
  const check = () => {
    // An example page's examples, or the playground's graph.
    const first = document.querySelector('[data-example], [data-testid="playground-frame"]');
    if (!scrolled && first) {
      first.scrollIntoView({ block: 'start' });
      scrolled = true;
    }
    const canvases = document.querySelectorAll<HTMLCanvasElement>(
      '[data-example] [data-state] canvas, [data-testid="playground-frame"] canvas',
    );
    for (const canvas of Array.from(canvases)) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      scratch.width = canvas.width;
      scratch.height = canvas.height;
      const context = scratch.getContext('2d', { willReadFrequently: true });
      if (!context) continue;
      context.clearRect(0, 0, scratch.width, scratch.height);
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, scratch.width, scratch.height);
      for (let i = 3; i < data.length; i += 4) {
        if (data[i]! > 0) {
          state.__firstGraphFrame = performance.now();
          return;
        }
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Milliseconds from navigation start to the first frame showing a drawn graph, median of `runs` fresh loads. */
export async function measureFirstGraphFrame(
  browser: Browser,
  url: string,
  runs: number,
): Promise<{ median: number; runs: number[] }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await freshContext(browser);
    try {
      await context.addInitScript(firstFrameProbe);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(
        () => (window as unknown as { __firstGraphFrame?: number }).__firstGraphFrame,
        null,
        {
          timeout: 60_000,
          polling: 100,
        },
      );
      times.push(Number(await handle.jsonValue()));
    } finally {
      await context.close();
    }
  }
  return { median: median(times), runs: times };
}

/**
 * Keystroke-to-results latency of the search box, with its index already
 * loaded. In the page: a keydown listener notes the event's timestamp; a
 * MutationObserver notes when the result list's DOM changes next, and the
 * following animation frame is taken as the moment the reader can see it.
 */
export async function measureSearchLatency(
  browser: Browser,
  url: string,
  queries: readonly string[],
): Promise<{ domMedian: number; frameMedian: number; samples: { key: string; dom: number; frame: number }[] }> {
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    await hydrated(page, url);
    const box = page.getByRole('combobox', { name: 'Search' }).or(page.getByRole('textbox', { name: 'Search' }));
    await box.click();
    // Load the index: a first search shows results once it is in.
    await page.keyboard.type('sigma');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await box.fill('');
    await page.evaluate(() => {
      const state = window as unknown as {
        __keys: { key: string; start: number; dom?: number; frame?: number }[];
      };
      state.__keys = [];
      document.addEventListener(
        'keydown',
        (event) => {
          state.__keys.push({ key: event.key, start: event.timeStamp });
        },
        true,
      );
      new MutationObserver((mutations) => {
        const current = state.__keys[state.__keys.length - 1];
        if (!current || current.dom !== undefined) return;
        const inList = mutations.some((mutation) => {
          const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
          return Boolean(target?.closest('.aa-dropdown-menu, [role="listbox"]'));
        });
        if (!inList) return;
        current.dom = performance.now() - current.start;
        requestAnimationFrame(() => {
          current.frame = performance.now() - current.start;
        });
      }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    const samples: { key: string; dom: number; frame: number }[] = [];
    for (const query of queries) {
      await box.fill('');
      await page.evaluate(() => {
        (window as unknown as { __keys: unknown[] }).__keys.length = 0;
      });
      for (const key of query) {
        const before = await page.evaluate(() => (window as unknown as { __keys: unknown[] }).__keys.length);
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        // Wait for this keystroke's result frame (or give up on it after 2 s: no change to show).
        await page
          .waitForFunction(
            (index) => {
              const keys = (window as unknown as { __keys: { frame?: number }[] }).__keys;
              return keys[index]?.frame !== undefined;
            },
            before,
            { timeout: 2000, polling: 'raf' },
          )
          .catch(() => undefined);
      }
      samples.push(
        ...((await page.evaluate(() =>
          (window as unknown as { __keys: { key: string; dom?: number; frame?: number }[] }).__keys.filter(
            (entry) => entry.frame !== undefined,
          ),
        )) as { key: string; dom: number; frame: number }[]),
      );
    }
    return {
      domMedian: median(samples.map((sample) => sample.dom)),
      frameMedian: median(samples.map((sample) => sample.frame)),
      samples,
    };
  } finally {
    await context.close();
  }
}
