import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { test as base, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { Capabilities, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';
import { DriverService } from 'selenium-webdriver/remote';
import { miniBrowserPath, webkitCapabilities, webkitDriverPath } from '../../scripts/webkit';
import { startVirtualDisplay } from '../../scripts/virtualDisplay';
import { countDrawn, difference } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';

export { expect };

// selenium-webdriver has wheel actions since 4.2; its types (@types/selenium-webdriver 4.35) do not say so yet.
declare module 'selenium-webdriver/lib/input' {
  interface Actions {
    /** Turns a wheel at (x, y) of `origin` (the viewport's top-left corner, or an element's centre) by (deltaX, deltaY). */
    scroll(x: number, y: number, deltaX: number, deltaY: number, origin?: WebElement, duration?: number): Actions;
  }
}
export { BASE } from '../support/paths';
export { exampleRoutes } from '../support/siteRoutes';

/** Where the page keeps what `collectErrors` saw: sessionStorage outlives a page load in the same tab. */
const ERRORS_KEY = '__webkitTestErrors';

/**
 * Records console errors, uncaught errors, unhandled rejections and elements that failed
 * to load, in the page itself. WebKitWebDriver has no WebDriver BiDi and no log endpoint,
 * and WebKitGTK writes console messages to stdout only outside automation mode (automation
 * runs an ephemeral session, which never logs). So the test server puts this script first
 * in every HTML page, before the site's own scripts. Runs in the page: no closures.
 */
function collectErrors(key: string): void {
  const record = (text: string) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(text);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // A page without storage cannot report; the next page will.
    }
  };
  const describe = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);
  addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && 'tagName' in target) {
        record(`failed to load: <${target.tagName.toLowerCase()}> ${target.src ?? target.href ?? ''}`);
      } else {
        record(`pageerror: ${event.message} (${event.filename || 'a script'}:${event.lineno})`);
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => record(`pageerror: unhandled rejection: ${describe(event.reason)}`));
  const consoleError = console.error;
  console.error = function (...args: unknown[]) {
    record(`console.error: ${args.map(describe).join(' ')}`);
    consoleError.apply(this, args);
  };
}

const COLLECTOR = `<script>(${collectErrors.toString()})(${JSON.stringify(ERRORS_KEY)})</script>`;

/** Puts the error collector first in an HTML page: after `<meta charset>` (which must stay in the first bytes). */
function withCollector(html: string): string {
  const charset = /<meta charset=[^>]*>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : (/<html[^>]*>/i.exec(html)?.[0].length ?? 0);
  return html.slice(0, at) + COLLECTOR + html.slice(at);
}

interface TestServer {
  /** The origin pages are loaded from, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** The status of the last HTML response for each path (what a reader's navigation got). */
  statuses: Map<string, number>;
  close: () => Promise<void>;
}

/**
 * A proxy in front of the site server (scripts/serve.ts) that adds the error collector to
 * HTML pages and passes everything else through unchanged (gzip included).
 */
function startTestServer(site: string): Promise<TestServer> {
  const statuses = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', site),
      { method: request.method, headers: request.headers },
      (answer) => {
        const headers = { ...answer.headers };
        if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const html = headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const body = Buffer.from(withCollector(html.toString('utf8')));
          delete headers['content-encoding'];
          headers['content-length'] = String(body.length);
          // Each visit must reach this server, to give its status: no page from WebKit's cache.
          headers['cache-control'] = 'no-store';
          statuses.set(new URL(request.url ?? '/', site).pathname, answer.statusCode ?? 0);
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(`The site server did not answer: ${error.message}`);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        statuses,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The window size asked for; MiniBrowser's own toolbar takes some of its height (the viewport is 1100 × 782). */
const WINDOW = { width: 1100, height: 820 };

/** One MiniBrowser window, driven over W3C WebDriver, and the server its pages come from. */
export class Tab {
  constructor(
    readonly driver: WebDriver,
    private readonly server: TestServer,
  ) {}

  /** Runs `script` in the page with `args` (elements, JSON values) and returns what it returns. */
  evaluate<T, A extends unknown[]>(script: (...args: A) => T, ...args: A): Promise<T> {
    return this.driver.executeScript<T>(script, ...args);
  }

  /** Waits until `script` returns a truthy value in the page, and returns it. */
  async waitFor<T, A extends unknown[]>(
    message: string,
    script: (...args: A) => T,
    args: A,
    timeoutMs = LOAD_TIMEOUT,
  ): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate(script, ...args);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms in WebKit for: ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Opens a path of the site, checks its status and waits until React has hydrated it. */
  async visit(pathname: string): Promise<void> {
    this.server.statuses.delete(pathname);
    await this.driver.get(new URL(pathname, this.server.origin).href);
    expect(this.server.statuses.get(pathname), `status of ${pathname}`).toBe(200);
    await this.waitFor('React hydrates the page', () => document.documentElement.dataset.hasHydrated === 'true', []);
  }

  /** The viewport as drawn, composited WebGL included. */
  async screenshot(): Promise<PNG> {
    return PNG.sync.read(Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  /** Takes what the page's errors collector saw since the last call, and forgets it. */
  async takeErrors(): Promise<string[]> {
    const saved = await this.evaluate((key: string) => {
      try {
        const value = sessionStorage.getItem(key);
        sessionStorage.removeItem(key);
        return value;
      } catch {
        return null; // about:blank has no storage
      }
    }, ERRORS_KEY);
    return saved ? (JSON.parse(saved) as string[]) : [];
  }
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of a viewport screenshot under `rect` (CSS pixels of the viewport; the device pixel ratio is 1). */
export function crop(png: PNG, rect: Rect): PNG {
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const width = Math.min(png.width, Math.round(rect.x + rect.width)) - x;
  const height = Math.min(png.height, Math.round(rect.y + rect.height)) - y;
  const out = new PNG({ width: Math.max(0, width), height: Math.max(0, height) });
  if (width > 0 && height > 0) PNG.bitblt(png, out, x, y, width, height, 0, 0);
  return out;
}

export interface GraphPicture {
  /** The frame as drawn. */
  frame: PNG;
  /** Where the frame is in the viewport, in CSS pixels. */
  box: Rect;
  /** Share of the frame's pixels that are not its background. */
  frameShare: number;
  /** For each sigma instance (a graph, its minimap), the share of its node canvas's area drawn on. */
  canvasShares: number[];
}

/** Share of a frame that must be drawn on for its graph to count as drawn (as in tests/support/graph.ts). */
const FRAME_MINIMUM = 0.002;
/** Share of a sigma instance's area that must be drawn on. */
const CANVAS_MINIMUM = 0.001;

/** The frame `selector` and its sigma instances as the screen shows them (WebGL composited, whatever `preserveDrawingBuffer` says). */
export async function graphPicture(tab: Tab, selector: string): Promise<GraphPicture> {
  const rects = await tab.evaluate((sel: string) => {
    const frame = document.querySelector(sel);
    if (!frame) return null;
    // Looked at as a reader would: whole, on the screen (typing in an editor below it may have scrolled it off).
    const { top, bottom } = frame.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) frame.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { frame: box(frame), canvases: Array.from(frame.querySelectorAll('canvas.sigma-nodes'), box) };
  }, selector);
  if (!rects) throw new Error(`No ${selector} on the page`);
  const screen = await tab.screenshot();
  const frame = crop(screen, rects.frame);
  const share = (png: PNG) => {
    if (png.width === 0 || png.height === 0) return 0;
    const { drawn, total } = countDrawn(png);
    return total > 0 ? drawn / total : 0;
  };
  return {
    frame,
    box: rects.frame,
    frameShare: share(frame),
    canvasShares: rects.canvases.map((rect) => share(crop(screen, rect))),
  };
}

/** Whether every graph of a picture is drawn: the frame and each sigma instance's node canvas hold pixels. */
export function isDrawn(picture: GraphPicture): boolean {
  return (
    picture.frameShare > FRAME_MINIMUM &&
    picture.canvasShares.length > 0 &&
    picture.canvasShares.every((value) => value > CANVAS_MINIMUM)
  );
}

/**
 * Waits until the frame `selector`, on a screenshot, shows what `wanted` accepts (by default, its
 * graphs drawn) and returns that picture. It first waits in the page for sigma's canvases: a
 * screenshot costs WebKit far more than a look at the page (seconds on a busy machine).
 */
export async function waitForPicture(
  tab: Tab,
  selector: string,
  what: string,
  wanted: (picture: GraphPicture) => boolean = isDrawn,
  timeoutMs = LOAD_TIMEOUT,
): Promise<GraphPicture> {
  const deadline = Date.now() + timeoutMs;
  await tab.waitFor(
    `${what} (sigma's canvases)`,
    (sel: string) => document.querySelector(`${sel} canvas.sigma-nodes`),
    [selector],
    timeoutMs,
  );
  for (;;) {
    const picture = await graphPicture(tab, selector);
    if (wanted(picture)) return picture;
    if (Date.now() > deadline) {
      // What the screen showed, kept with the test's results (CI uploads them).
      const shot = test.info().outputPath('webkit-screen.png');
      fs.writeFileSync(shot, PNG.sync.write(await tab.screenshot()));
      throw new Error(
        `Waited ${timeoutMs} ms in WebKit for ${what}: frame at ${JSON.stringify(picture.box)}, ${picture.frameShare.toFixed(4)} ` +
          `drawn, node canvases ${JSON.stringify(picture.canvasShares)}; the screen: ${shot}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until the frame `selector` shows its graphs drawn and still (two screenshots in a row the
 * same: the example has applied its settings, a camera or layout has stopped) and returns that picture.
 */
export async function waitForStill(tab: Tab, selector: string, name: string): Promise<GraphPicture> {
  let previous = await waitForGraphIn(tab, selector, name);
  return waitForPicture(tab, selector, `the graph of ${name} to stand still`, (picture) => {
    const still = isDrawn(picture) && difference(previous.frame, picture.frame) === 0;
    previous = picture;
    return still;
  });
}

/** Waits until the graphs of the frame `selector` (a graph, its minimap) are drawn on the screen. */
export function waitForGraphIn(tab: Tab, selector: string, name: string): Promise<GraphPicture> {
  return waitForPicture(tab, selector, `the graph of ${name} to draw`);
}

interface WorkerFixtures {
  /** One MiniBrowser for all the tests of a worker, in an Xvfb display. */
  webkit: Tab;
}

interface TestFixtures {
  /** The worker's MiniBrowser; the test fails if a page logged a console error or threw. */
  tab: Tab;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  webkit: [
    async ({}, use, workerInfo) => {
      const site = workerInfo.project.use.baseURL;
      if (!site) throw new Error('playwright.config.ts gives no baseURL');
      const server = await startTestServer(site);
      const screen = await startVirtualDisplay();
      const service = new DriverService.Builder(webkitDriverPath())
        .setLoopback(true)
        .setPort(0)
        .setEnvironment({ ...(process.env as Record<string, string>), DISPLAY: screen.display })
        .build();
      try {
        const url = await service.start(10_000);
        const driver = await WebDriver.createSession(
          new Executor(new HttpClient(url)),
          new Capabilities(webkitCapabilities(miniBrowserPath())),
        );
        try {
          await driver
            .manage()
            .window()
            .setRect({ x: 0, y: 0, ...WINDOW });
          await use(new Tab(driver, server));
        } finally {
          await driver.quit().catch(() => undefined);
        }
      } finally {
        await service.kill().catch(() => undefined);
        await screen.stop();
        await server.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ webkit }, use) => {
    // Not emptied first: what a page logged after the previous test's check fails this one.
    await use(webkit);
    expect(await webkit.takeErrors(), 'console errors or page errors in WebKit').toEqual([]);
  },
});
