import { test as base, expect } from '@playwright/test';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { firefoxEnv, firefoxPath, firefoxPrefs } from '../../scripts/firefox';
import { startVirtualDisplay } from '../../scripts/virtualDisplay';
import { LOAD_TIMEOUT } from '../support/limits';

export { expect };

export { BASE } from '../support/paths';

/** The example and guide pages, from the built sitemap. */
export { exampleRoutes } from '../support/siteRoutes';

interface WorkerFixtures {
  /** One Firefox for all the tests of a worker; every test opens its own tab in it. */
  firefox: Browser;
}

interface TestFixtures {
  /** A Firefox tab; the test fails if the page logged a console error or threw. */
  tab: Page;
}

/**
 * Makes sigma's WebGL canvases keep their last frame, so that a test can read
 * their pixels from the page. Sigma asks for `preserveDrawingBuffer: false`:
 * once a frame is on screen the browser may clear the buffer, and a read
 * (drawImage, readPixels) after that returns a blank image in Firefox.
 */
function keepWebGLFrames(): void {
  const getContext = HTMLCanvasElement.prototype.getContext as (
    this: HTMLCanvasElement,
    type: string,
    options?: object,
  ) => unknown;
  (HTMLCanvasElement.prototype as { getContext: unknown }).getContext = function (
    this: HTMLCanvasElement,
    type: string,
    options?: object,
  ) {
    const webgl = type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl';
    return getContext.call(this, type, webgl ? { ...options, preserveDrawingBuffer: true } : options);
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  firefox: [
    async ({}, use) => {
      const screen = await startVirtualDisplay();
      try {
        const browser = await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxPath(),
          headless: true,
          env: firefoxEnv(screen.display),
          extraPrefsFirefox: firefoxPrefs,
          defaultViewport: { width: 1280, height: 800 },
        });
        try {
          await use(browser);
        } finally {
          await browser.close().catch(() => undefined);
        }
      } finally {
        await screen.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ firefox }, use) => {
    const page = await firefox.newPage();
    // Every wait of a test (a selector, a function, a navigation) is one for a page or a graph to load.
    page.setDefaultTimeout(LOAD_TIMEOUT);
    await page.evaluateOnNewDocument(keepWebGLFrames);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url ?? ''})`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
    try {
      await use(page);
      expect(problems, 'console errors or page errors in Firefox').toEqual([]);
    } finally {
      await page.close().catch(() => undefined);
    }
  },
});

/** Opens a path of the site and waits until React has hydrated it. */
export async function visit(page: Page, baseURL: string | undefined, pathname: string): Promise<void> {
  const response = await page.goto(new URL(pathname, baseURL).href);
  expect(response?.status(), `status of ${pathname}`).toBe(200);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

export interface LayerPixels {
  /** The canvas's sigma layer, e.g. `sigma-nodes`. */
  layer: string;
  /** Pixels something was drawn on (not fully transparent). */
  drawn: number;
  /** Pixels drawn in pure-ish red (r > 200, g and b < 60). */
  red: number;
  total: number;
}

/**
 * Reads, in the page, the pixels of every canvas of one sigma layer inside
 * `root` (WebGL layers: `sigma-nodes`, `sigma-edges`). A canvas is transparent
 * where nothing was drawn; the frame's background is the page's, not the canvas's.
 */
export function layerPixels(root: ElementHandle<Element>, layer = 'sigma-nodes'): Promise<LayerPixels[]> {
  return root.evaluate((element, layerClass) => {
    // A graph may be drawn in an open shadow root under `element` (events/ShadowDom.tsx, a web component).
    const canvases = (root: Element | ShadowRoot): HTMLCanvasElement[] => [
      ...Array.from(root.querySelectorAll<HTMLCanvasElement>(`canvas.${layerClass}`)),
      ...Array.from(root.querySelectorAll('*')).flatMap((child) => (child.shadowRoot ? canvases(child.shadowRoot) : [])),
    ];
    return canvases(element).map((canvas) => {
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return { layer: layerClass, drawn: 0, red: 0, total: 0 };
      context.drawImage(canvas, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let drawn = 0;
      let red = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! === 0) continue;
        drawn++;
        if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red++;
      }
      return { layer: layerClass, drawn, red, total: copy.width * copy.height };
    });
  }, layer);
}

/** Share of a layer's pixels that must be drawn for its graph to count as drawn. */
const MINIMUM_SHARE = 0.001;

/**
 * Waits until every sigma graph inside `root` (a main graph, a minimap...) has
 * drawn its nodes: each `sigma-nodes` WebGL canvas holds pixels.
 */
export async function waitForGraphIn(
  root: ElementHandle<Element>,
  name: string,
  timeoutMs = LOAD_TIMEOUT,
): Promise<LayerPixels[]> {
  const deadline = Date.now() + timeoutMs;
  let last: LayerPixels[] = [];
  for (;;) {
    last = await layerPixels(root);
    if (last.length > 0 && last.every((canvas) => canvas.total > 0 && canvas.drawn / canvas.total > MINIMUM_SHARE)) return last;
    if (Date.now() > deadline) {
      throw new Error(
        `The graph of ${name} did not draw in Firefox within ${timeoutMs} ms; node canvases: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
