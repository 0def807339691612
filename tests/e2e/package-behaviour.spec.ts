/**
 * What the docs say the installed packages do, checked in a real browser: React effects, DOM and
 * WebGL, which the unit tests (config/packageFacts.test.ts) do not have. Each test runs the
 * packages alone on a blank page (tests/support/harness/packages.ts, bundled with esbuild), not the site.
 * When an upgrade changes one of these behaviours, the failing test names the page to revisit.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type {} from '../support/harness/packages';

let bundle: Promise<string> | undefined;

function harnessScript(): Promise<string> {
  bundle ??= build({
    entryPoints: [path.join(__dirname, '../support/harness/packages.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

async function openHarness(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>');
  // What every app imports once (docs/start-setup.mdx): without it the container has no height.
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.addScriptTag({ content: await harnessScript() });
}

test.describe('installed packages', () => {
  test('a sigma instance creates three WebGL contexts, and a minimap is one more instance (api.mdx, minimap.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, Graph, core, minimap } = window.harness;
      const graph = new Graph();
      graph.addNode('a', { x: 0, y: 0, size: 5 });
      graph.addNode('b', { x: 1, y: 1, size: 5 });
      graph.addEdge('a', 'b');
      createRoot(document.getElementById('root')!).render(
        h(core.SigmaContainer, { graph, style: { height: '300px' } }, h(minimap.MiniMap, { width: '100px', height: '100px' })),
      );
    });
    const webglContextsPerInstance = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.sigma-container')).map(
          (container) =>
            Array.from(container.querySelectorAll(':scope > canvas')).filter(
              // A canvas holds one kind of context: a 2D one answers null to both.
              (canvas) => (canvas as HTMLCanvasElement).getContext('webgl2') ?? (canvas as HTMLCanvasElement).getContext('webgl'),
            ).length,
        ),
      );
    await expect.poll(webglContextsPerInstance).toEqual([3, 3]);
  });

  test('graph-search searches labels only unless told, follows drops but not graph.clear(), and finds nothing outside its provider (api.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, Graph, core, graphSearch } = window.harness;
      const graph = new Graph();
      graph.addNode('ada', { x: 0, y: 0, size: 5, label: 'Ada Lovelace', role: 'mathematician' });
      graph.addNode('alan', { x: 1, y: 1, size: 5, label: 'Alan Turing', role: 'cryptanalyst' });
      const searches: Record<string, (query: string) => Promise<unknown>> = {};
      function Probe({ name }: { name: string }) {
        searches[name] = graphSearch.useGraphSearch().search;
        return null;
      }
      const roleField = { fields: ['prop_role'] };
      createRoot(document.getElementById('root')!).render(
        h(
          core.SigmaContainer,
          { graph, style: { height: '300px' } },
          h(graphSearch.GraphSearchContextProvider, null, h(Probe, { name: 'byDefault' })),
          h(graphSearch.GraphSearchContextProvider, { minisearchOptions: roleField }, h(Probe, { name: 'withRole' })),
          h(Probe, { name: 'outside' }),
        ),
      );
      Object.assign(window, { searches, graph });
    });
    type Scope = Window & {
      searches: Record<string, (query: string) => Promise<{ id: string }[]>>;
      graph: InstanceType<Window['harness']['Graph']>;
    };
    // null until the component that holds that search has rendered.
    const ids = (name: string, query: string) =>
      page.evaluate(
        async ([name, query]) => {
          const search = (window as unknown as Scope).searches[name];
          return search ? (await search(query)).map((option) => option.id) : null;
        },
        [name, query] as const,
      );
    await expect.poll(() => ids('byDefault', 'Ada')).toEqual(['ada']);
    expect(await ids('byDefault', 'mathematician')).toEqual([]);
    await expect.poll(() => ids('withRole', 'mathematician')).toEqual(['ada']);
    expect(await ids('outside', 'Ada')).toEqual([]);

    await page.evaluate(() => (window as unknown as Scope).graph.dropNode('alan'));
    expect(await ids('byDefault', 'Alan')).toEqual([]);

    await page.evaluate(() => (window as unknown as Scope).graph.clear());
    expect(await page.evaluate(() => (window as unknown as Scope).graph.order)).toBe(0);
    // Still found: the index did not follow the clear.
    expect(await ids('byDefault', 'Ada')).toEqual(['ada']);
  });

  test('SigmaContainer replaces sigma when its graph changes and kills it on unmount, where data loaded late still makes it throw (start-introduction.mdx, faq.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, Graph, Sigma, core } = window.harness;
      const kills = { count: 0 };
      const kill = Sigma.prototype.kill;
      Sigma.prototype.kill = function (this: InstanceType<typeof Sigma>) {
        kills.count += 1;
        kill.call(this);
      };
      const instances: unknown[] = [];
      const loaders: ((graph: InstanceType<typeof Graph>) => void)[] = [];
      function Probe() {
        const sigma = core.useSigma();
        if (!instances.includes(sigma)) instances.push(sigma);
        loaders.push(core.useLoadGraph());
        return null;
      }
      const graphOf = (key: string) => {
        const graph = new Graph();
        graph.addNode(key, { x: 0, y: 0, size: 5 });
        return graph;
      };
      const root = createRoot(document.getElementById('root')!);
      const show = (key: string) =>
        root.render(h(core.SigmaContainer, { graph: graphOf(key), style: { height: '300px' } }, h(Probe)));
      // Data that arrives after the unmount, loaded with the function useLoadGraph gave (faq.mdx, "after the graph has gone").
      const loadLate = () => {
        try {
          loaders.at(-1)!(graphOf('late'));
          return 'no error';
        } catch (error) {
          return (error as Error).message;
        } finally {
          // The test's own clean-up: its scheduled redraw would throw again, uncaught.
          (instances.at(-1) as InstanceType<typeof Sigma>).kill();
        }
      };
      Object.assign(window, { kills, instances, show, root, loadLate });
      show('first');
    });
    type Scope = Window & {
      kills: { count: number };
      instances: unknown[];
      show: (key: string) => void;
      root: { unmount(): void };
      loadLate: () => string;
    };
    const state = () =>
      page.evaluate(() => ({
        instances: (window as unknown as Scope).instances.length,
        kills: (window as unknown as Scope).kills.count,
      }));
    await expect.poll(state).toEqual({ instances: 1, kills: 0 });
    await page.evaluate(() => (window as unknown as Scope).show('second'));
    await expect.poll(state).toEqual({ instances: 2, kills: 1 });
    await page.evaluate(() => (window as unknown as Scope).root.unmount());
    // Killed on unmount (5.0.4 left it alive: tests/e2e/examples/life-cycle.spec.ts). The
    // function useLoadGraph gave still holds the killed instance, and its refresh measures a container that
    // has left the page.
    expect(await state()).toEqual({ instances: 2, kills: 2 });
    expect(await page.evaluate(() => (window as unknown as Scope).loadLate())).toMatch(/^Sigma: Container has no width\./);
  });

  test('a layout hook keeps positions and assign from one render to the next (faq SeedPositions.tsx)', async ({ page }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, useState, useEffect, Graph, core, layoutCircular } = window.harness;
      const seen: { positions: Set<unknown>; assign: Set<unknown>; renders: number } = {
        positions: new Set(),
        assign: new Set(),
        renders: 0,
      };
      function Probe() {
        const [count, setCount] = useState(0);
        const { positions, assign } = layoutCircular.useLayoutCircular();
        seen.positions.add(positions);
        seen.assign.add(assign);
        seen.renders += 1;
        useEffect(() => {
          if (count < 3) setCount(count + 1);
        }, [count]);
        return null;
      }
      const graph = new Graph();
      graph.addNode('a', { x: 0, y: 0, size: 5 });
      createRoot(document.getElementById('root')!).render(
        h(core.SigmaContainer, { graph, style: { height: '300px' } }, h(Probe)),
      );
      Object.assign(window, { seen });
    });
    type Scope = Window & { seen: { positions: Set<unknown>; assign: Set<unknown>; renders: number } };
    await expect.poll(() => page.evaluate(() => (window as unknown as Scope).seen.renders)).toBeGreaterThanOrEqual(4);
    expect(
      await page.evaluate(() => [
        (window as unknown as Scope).seen.positions.size,
        (window as unknown as Scope).seen.assign.size,
      ]),
    ).toEqual([1, 1]);
  });

  test('sigma refuses a missing or NaN position when it starts, and a node added later without one, but not a NaN written later (faq.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    const result = await page.evaluate(() => {
      const { Graph, Sigma } = window.harness;
      const container = document.getElementById('root')!;
      const refusal = (attributes: object) => {
        const graph = new Graph();
        graph.addNode('lost', { size: 5, ...attributes });
        try {
          new Sigma(graph, container).kill();
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      };
      const graph = new Graph();
      graph.addNode('ok', { x: 0, y: 0, size: 5 });
      graph.addNode('moved', { x: 1, y: 1, size: 5 });
      const sigma = new Sigma(graph, container);
      // What ForceAtlas2 writes for a node it had no coordinates for.
      graph.mergeNodeAttributes('moved', { x: NaN, y: NaN });
      sigma.refresh();
      const display = sigma.getNodeDisplayData('moved');
      // A node added later without a position is refused at once: addNode itself throws.
      let late = '';
      try {
        graph.addNode('late', { size: 5 });
      } catch (error) {
        late = (error as Error).message;
      }
      sigma.kill();
      return { missing: refusal({}), nan: refusal({ x: NaN, y: NaN }), laterX: display?.x ?? null, late };
    });
    const invalid = `Sigma: Coordinates of node lost are invalid. A node must have a numeric 'x' and 'y' attribute.`;
    expect(result.missing).toBe(invalid);
    expect(result.nan).toBe(invalid);
    expect(result.laterX).toBeNaN();
    expect(result.late).toContain('Sigma: could not find a valid position (x, y) for node "late"');
  });

  test('a frozen bounding box keeps a node dragged past it out of the reset view, until it is released (drag_n_drop.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    const inView = await page.evaluate(() => {
      const { Graph, Sigma } = window.harness;
      const container = document.getElementById('root')!;
      const graph = new Graph();
      graph.addNode('a', { x: 0, y: 0, size: 5 });
      graph.addNode('b', { x: 10, y: 10, size: 5 });
      const sigma = new Sigma(graph, container);
      const visible = () => {
        sigma.getCamera().setState({ x: 0.5, y: 0.5, ratio: 1, angle: 0 }); // what "See whole graph" animates to
        sigma.refresh();
        const { x, y } = sigma.graphToViewport({ x: 40, y: 10 });
        return x >= 0 && x <= container.clientWidth && y >= 0 && y <= container.clientHeight;
      };
      sigma.setCustomBBox(sigma.getBBox());
      graph.mergeNodeAttributes('b', { x: 40 }); // dragged past the frozen extent
      const frozen = visible();
      sigma.setCustomBBox(null);
      const released = visible();
      sigma.kill();
      return { frozen, released };
    });
    expect(inView).toEqual({ frozen: false, released: true });
  });
});
