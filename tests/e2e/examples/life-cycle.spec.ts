/**
 * The life cycle guide (docs/guides/life-cycle.mdx): its live example on the site, and what its
 * prose says the packages do, run on a blank page with real WebGL (tests/support/harness/lifeCycle.ts).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { versionOf } from '../../../config/versions';
import { changeOf } from '../../../plugins/typedoc-react-sigma/changedIn.mjs';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, waitForGraph } from '../../support/graph';
import type {} from '../../support/harness/lifeCycle';
import { checksExample } from '../../support/exampleChecks';
import { harnessBundle } from '../../support/blankPage';

const NAME = 'life-cycle/LifeCycle.tsx';

/** The blank page's script, with React's development build: Strict Mode rehearses unmounts only there. */
const harnessScript = () => harnessBundle(path.join(__dirname, '../../support/harness/lifeCycle.ts'), 'development');

interface Options {
  /** The stand-in for react-sigma 5.0.4's SigmaContainer instead of the installed one. */
  v504?: boolean;
  /** The guide's KillSigmaOnUnmount inside the container. */
  snippet?: boolean;
  strict?: boolean;
  /** A MiniMap inside the container (a SigmaContainer of its own). */
  minimap?: boolean;
}

interface Lab {
  /** WebGL contexts created on the page, and those not lost (killed sigma loses its own). */
  created(): number;
  live(): number;
  /** sigma instances built, and kills (a second kill of one instance counts too). */
  instances: number;
  kills: number;
  /** Effects run by a probe rendered inside each container, after the snippet: the children's effects ran. */
  settled: number;
  /** Listeners on the window's resize event. */
  resizeListeners(): number;
  /** Whether the first context the page created is lost. */
  firstLost(): boolean;
  /** Mounts one graph; returns its unmount. */
  mount(options: Options): () => void;
}

/**
 * A blank page that counts every WebGL context created on it (the wrapper is the test's, not the
 * guide's: it sees contexts no code of a reader's can reach, like an instance React threw away).
 */
async function openLab(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.evaluate(() => {
    const contexts: (WebGLRenderingContext | WebGL2RenderingContext)[] = [];
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
      const context = (getContext as (...a: unknown[]) => RenderingContext | null).apply(this, args);
      const webgl = context instanceof WebGLRenderingContext || context instanceof WebGL2RenderingContext;
      if (webgl && !contexts.includes(context)) contexts.push(context);
      return context;
    } as typeof getContext;
    (window as unknown as { contexts: WebGLRenderingContext[] }).contexts = contexts;
    // Listeners on the window's resize: sigma adds one and its kill removes it.
    const resize = new Set<unknown>();
    const { addEventListener, removeEventListener } = window;
    window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
      if (args[0] === 'resize') resize.add(args[1]);
      return addEventListener.apply(this, args);
    } as Window['addEventListener'];
    window.removeEventListener = function (this: Window, ...args: Parameters<Window['removeEventListener']>) {
      if (args[0] === 'resize') resize.delete(args[1]);
      return removeEventListener.apply(this, args);
    } as Window['removeEventListener'];
    (window as unknown as { resize: Set<unknown> }).resize = resize;
  });
  await page.addScriptTag({ content: await harnessScript() });
  await page.evaluate(() => {
    const { h, useEffect, StrictMode, createRoot, Graph, Sigma, SigmaContainer, SigmaContainer504, KillSigmaOnUnmount, MiniMap } =
      window.lifeCycle;
    const contexts = (window as unknown as { contexts: WebGLRenderingContext[] }).contexts;
    const resize = (window as unknown as { resize: Set<unknown> }).resize;
    const lab = {
      resizeListeners: () => resize.size,
      created: () => contexts.length,
      live: () => contexts.filter((context) => !context.isContextLost()).length,
      firstLost: () => contexts[0]?.isContextLost() ?? false,
      instances: 0,
      kills: 0,
      settled: 0,
      mount({ v504, snippet, strict, minimap }: { v504?: boolean; snippet?: boolean; strict?: boolean; minimap?: boolean }) {
        const element = document.createElement('div');
        element.style.cssText = 'width: 300px; height: 200px';
        document.body.append(element);
        const newGraph = () => {
          const graph = new Graph();
          graph.addNode('a', { x: 0, y: 0, size: 5 });
          graph.addNode('b', { x: 1, y: 1, size: 5 });
          graph.addEdge('a', 'b');
          return graph;
        };
        const Probe = () => {
          useEffect(() => {
            lab.settled += 1;
          }, []);
          return null;
        };
        const children = [
          snippet ? h(KillSigmaOnUnmount, { key: 'snippet' }) : null,
          minimap ? h(MiniMap, { key: 'minimap', width: '80px', height: '80px' }) : null,
          h(Probe, { key: 'probe' }),
        ];
        const style = { height: '200px' };
        const root = createRoot(element);
        const render = () => {
          const graph = newGraph();
          const container = v504
            ? h(SigmaContainer504, { graph, style }, children)
            : h(SigmaContainer, { graph, style }, children);
          root.render(strict ? h(StrictMode, null, container) : container);
        };
        render();
        // A new graph prop: the container replaces its instance.
        (window as unknown as { replaceGraph: () => void }).replaceGraph = render;
        return () => {
          root.unmount();
          element.remove();
        };
      },
    };
    const { createWebGLContext, kill } = Sigma.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    const seen = new WeakSet<object>();
    Object.assign(Sigma.prototype, {
      createWebGLContext(this: object, ...args: unknown[]) {
        if (!seen.has(this)) lab.instances += 1;
        seen.add(this);
        return createWebGLContext!.apply(this, args);
      },
      kill(this: object) {
        lab.kills += 1;
        return kill!.call(this);
      },
    });
    (window as unknown as { lab: typeof lab }).lab = lab;
  });
}

type Counts = { created: number; live: number; instances: number; kills: number; resizeListeners: number };

const read = (page: Page): Promise<Counts & { settled: number }> =>
  page.evaluate(() => {
    const lab = (window as unknown as { lab: Lab }).lab;
    return {
      created: lab.created(),
      live: lab.live(),
      instances: lab.instances,
      kills: lab.kills,
      resizeListeners: lab.resizeListeners(),
      settled: lab.settled,
    };
  });

const counts = async (page: Page): Promise<Counts> => {
  const { settled: _settled, ...rest } = await read(page);
  return rest;
};

/** Mounts a graph, waits until its sigma has its three contexts, unmounts it; returns the counts after each step. */
async function cycle(page: Page, options: Options): Promise<{ mounted: Counts; unmounted: Counts }> {
  const before = await read(page);
  await page.evaluate((options) => {
    const scope = window as unknown as { lab: Lab; unmount: () => void };
    scope.unmount = scope.lab.mount(options);
  }, options);
  // The children render once sigma exists; their effects (and Strict Mode's rehearsal of them, in the same task) ran.
  await expect.poll(async () => (await read(page)).settled).toBeGreaterThan(before.settled);
  const mounted = await counts(page);
  await page.evaluate(() => (window as unknown as { unmount: () => void }).unmount());
  return { mounted, unmounted: await counts(page) };
}

const lab = (page: Page) => ({
  firstLost: () => page.evaluate(() => (window as unknown as { lab: Lab }).lab.firstLost()),
});

test.describe('life cycle on a blank page', () => {
  test('the installed react-sigma kills sigma at every unmount, in Strict Mode too, and the snippet for 5.0.4 does no harm', async ({
    page,
  }) => {
    await openLab(page);
    // Six graphs, one after the other: 18 contexts in all, past Chromium's 16 had they stayed.
    for (let round = 1; round <= 6; round++) {
      const { mounted, unmounted } = await cycle(page, {});
      expect(mounted, `mount ${round}`).toMatchObject({ live: 3, resizeListeners: 1, instances: round, kills: round - 1 });
      expect(unmounted, `unmount ${round}`).toMatchObject({ live: 0, resizeListeners: 0, instances: round, kills: round });
    }
    expect(await lab(page).firstLost(), 'lost by the kill, not by the browser').toBe(true);

    // Strict Mode rehearses the unmount at once: a first instance, killed, then the one that draws.
    const strict = await cycle(page, { strict: true });
    expect(strict.mounted).toMatchObject({ live: 3, resizeListeners: 1, instances: 8, kills: 7 });
    expect(strict.unmounted).toMatchObject({ live: 0, resizeListeners: 0, instances: 8, kills: 8 });

    // The snippet kills an instance the container already killed (a second kill, which throws nothing),
    // and leaves the drawn one alone when Strict Mode rehearses.
    const snippet = await cycle(page, { strict: true, snippet: true });
    expect(snippet.mounted).toMatchObject({ live: 3, resizeListeners: 1, instances: 10, kills: 9 });
    expect(snippet.unmounted).toMatchObject({ live: 0, resizeListeners: 0, instances: 10, kills: 11 });

    // A minimap is a SigmaContainer of its own (which re-creates its sigma once, as its settings change):
    // whatever it built goes with it.
    const minimap = await cycle(page, { minimap: true });
    expect(minimap.mounted).toMatchObject({ live: 6, resizeListeners: 2 });
    expect(minimap.unmounted).toMatchObject({ live: 0, resizeListeners: 0 });
    expect(minimap.unmounted.kills - 11, 'kills').toBe(minimap.unmounted.instances - 10);
  });

  test('react-sigma 5.0.4 (a stand-in) leaves sigma alive at each unmount, Chromium keeps 16 live contexts, and the snippet kills it', async ({
    page,
  }) => {
    await openLab(page);
    // A new graph prop: 5.0.4 too kills the instance it replaces.
    await page.evaluate(() => {
      const scope = window as unknown as { lab: Lab; unmount: () => void; replaceGraph: () => void };
      scope.unmount = scope.lab.mount({ v504: true, snippet: true });
    });
    await expect.poll(() => counts(page)).toMatchObject({ instances: 1, live: 3 });
    await page.evaluate(() => (window as unknown as { replaceGraph: () => void }).replaceGraph());
    await expect.poll(() => counts(page)).toMatchObject({ instances: 2, kills: 1, live: 3, resizeListeners: 1 });
    await page.evaluate(() => (window as unknown as { unmount: () => void }).unmount());
    expect(await counts(page)).toMatchObject({ live: 0, resizeListeners: 0 });

    for (let round = 1; round <= 3; round++) {
      const { mounted, unmounted } = await cycle(page, { v504: true, snippet: true });
      expect(mounted, `mount ${round}`).toMatchObject({ live: 3, resizeListeners: 1 });
      expect(unmounted, `unmount ${round}`).toMatchObject({ live: 0, resizeListeners: 0, instances: round + 2 });
      expect(unmounted.kills, 'each instance killed once: the snippet leaves a replaced one to the container').toBe(
        unmounted.instances,
      );
    }
    // In development, Strict Mode calls the state updater 5.0.4 builds sigma in twice, on each of the two
    // runs of its effect: four instances, two of them never handed to any code. The snippet kills the one that
    // draws; the other two stay.
    const strict = await cycle(page, { v504: true, strict: true, snippet: true });
    expect(strict.mounted).toMatchObject({ live: 9, resizeListeners: 3, instances: 9 });
    expect(strict.unmounted).toMatchObject({ live: 6, resizeListeners: 2, instances: 9 });

    await openLab(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    for (let round = 1; round <= 6; round++) {
      const { unmounted } = await cycle(page, { v504: true });
      // Nothing killed: each unmounted graph keeps its three contexts and its listener on the window,
      // until the 17th context makes Chromium drop the oldest.
      expect(unmounted, `unmount ${round}`).toMatchObject({
        created: 3 * round,
        live: Math.min(3 * round, 16),
        resizeListeners: round,
        kills: 0,
      });
      expect(await lab(page).firstLost(), `first context lost after ${3 * round} created`).toBe(3 * round > 16);
    }
    expect(warnings).toContain('WARNING: Too many active WebGL contexts. Oldest context will be lost.');
  });
});

/**
 * Runs in the page before its scripts: keeps sigma's prototype where the test can reach it. The site
 * marks the prototype once it tracks instances (src/live/sigmaRegistry.ts): the mark's setter is the door.
 */
function keepSigmaPrototype(): void {
  const mark = Symbol.for('react-sigma-docs.sigma-registry');
  Object.defineProperty(Object.prototype, mark, {
    configurable: true,
    get: () => undefined,
    set(this: object, value: unknown) {
      Object.defineProperty(this, mark, { value, configurable: true, writable: true });
      (window as unknown as { sigmaPrototype: object }).sigmaPrototype = this;
    },
  });
}

test('the live example shows three live contexts per mounted graph and none once they are unmounted; without the kill, they stay', async ({
  page,
}) => {
  await page.addInitScript(keepSigmaPrototype);
  await visit(page, `${BASE}docs/guides/life-cycle`);
  await waitForGraph(page, NAME);
  await checksExample(page, NAME);
  const box = example(page, NAME);
  const status = box.locator('p[aria-live]');
  const mount = box.getByRole('button', { name: 'Mount a graph' });
  const unmountAll = box.getByRole('button', { name: 'Unmount all' });
  await expect(status).toHaveText('Graphs mounted: 1 (of 1 so far)Live WebGL contexts: 3');
  // The page's table compares the installed release with 5.0.4, and names the release of the change.
  await expect(page.locator('article table th').nth(1)).toHaveText(
    `react-sigma ${versionOf('@react-sigma/core')} (documented here)`,
  );
  const change = changeOf('@react-sigma/core', 'SigmaContainer');
  await expect(page.locator('article p').filter({ hasText: 'The change came with' })).toContainText(
    `react-sigma ${change.version}, whose changelog says: “${change.changelog.replace(/`/g, '')}”`,
  );
  // Eight graphs in all, 24 contexts: past Chromium's 16, had the unmounted ones stayed.
  for (let round = 0; round < 2; round++) {
    const mounted = round === 0 ? 1 : 0;
    for (let graph = mounted; graph < 4; graph++) await mount.click();
    await expect(mount).toBeDisabled();
    await expect(status).toHaveText(`Graphs mounted: 4 (of ${4 * (round + 1)} so far)Live WebGL contexts: 12`);
    await unmountAll.click();
    await expect(status).toContainText('Graphs mounted: 0');
    await expect(status).toContainText('Live WebGL contexts: 0');
  }

  // What a SigmaContainer that does not kill sigma on unmount (5.0.4's) would show: the count stays.
  await page.evaluate(() => {
    (window as unknown as { sigmaPrototype: { kill: () => void } }).sigmaPrototype.kill = () => undefined;
  });
  for (let graph = 0; graph < 3; graph++) await mount.click();
  await expect(status).toContainText('Live WebGL contexts: 9');
  await unmountAll.click();
  await expect(status).toContainText('Graphs mounted: 0');
  await expect(status).toContainText('Live WebGL contexts: 9');
});
