/**
 * What the docs say the installed packages do, checked in a real browser: React effects, DOM and
 * WebGL, which the unit tests (config/packageFacts.test.ts) do not have. Each test runs the
 * packages alone on a blank page (tests/support/harness/packages.ts, bundled with esbuild), not the site.
 * When an upgrade changes one of these behaviours, the failing test names the page to revisit.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type {} from '../support/harness/packages';
import { webGLContextsPerSigma } from '../../src/data/graphFacts';
import { harnessBundle } from '../support/blankPage';

const harnessScript = () => harnessBundle(path.join(__dirname, '../support/harness/packages.ts'), 'production');

async function openHarness(page: Page): Promise<void> {
  await page.setContent('<!doctype html><html><body><div id="root" style="width:400px;height:300px"></div></body></html>');
  // What every app imports once (docs/start-setup.mdx): without it the container has no height.
  await page.addStyleTag({ path: require.resolve('@react-sigma/core/lib/style.css') });
  await page.addScriptTag({ content: await harnessScript() });
}

test.describe('installed packages', () => {
  test('a sigma instance creates three WebGL contexts, and a minimap is one more instance (api.mdx, minimap.mdx, faq.mdx)', async ({
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
    await expect.poll(webglContextsPerInstance).toEqual([webGLContextsPerSigma, webGLContextsPerSigma]);
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

  test('a layout hook keeps positions and assign from one render to the next (faq SeedPositions.tsx); the force worker hook runs on the main thread (api.mdx, start-introduction.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, useState, useEffect, Graph, core, layoutCircular, layoutForce } = window.harness;
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
        Object.assign(window, { force: layoutForce.useWorkerLayoutForce({ settings: { gravity: 0.01 } }) });
        useEffect(() => {
          if (count < 3) setCount(count + 1);
        }, [count]);
        return null;
      }
      const graph = new Graph();
      graph.addNode('a', { x: 0, y: 0, size: 5 });
      graph.addNode('b', { x: 1, y: 0, size: 5 });
      graph.addEdge('a', 'b');
      createRoot(document.getElementById('root')!).render(
        h(core.SigmaContainer, { graph, style: { height: '300px' } }, h(Probe)),
      );
      Object.assign(window, { seen, graph });
    });
    type Scope = Window & { seen: { positions: Set<unknown>; assign: Set<unknown>; renders: number } };
    await expect.poll(() => page.evaluate(() => (window as unknown as Scope).seen.renders)).toBeGreaterThanOrEqual(4);
    expect(
      await page.evaluate(() => [
        (window as unknown as Scope).seen.positions.size,
        (window as unknown as Scope).seen.assign.size,
      ]),
    ).toEqual([1, 1]);

    // start() moves the nodes before it returns, with no web worker to do it.
    const moved = await page.evaluate(() => {
      const scope = window as unknown as {
        force: { start(): void; stop(): void };
        graph: InstanceType<Window['harness']['Graph']>;
      };
      const where = () => JSON.stringify(scope.graph.getNodeAttributes('b'));
      const Worker = window.Worker;
      window.Worker = class {
        constructor() {
          throw new Error('layout-force started a web worker');
        }
      } as unknown as typeof Worker;
      try {
        const before = where();
        scope.force.start();
        const after = where();
        scope.force.stop();
        return before !== after;
      } finally {
        window.Worker = Worker;
      }
    });
    expect(moved, 'positions changed within start()').toBe(true);
  });

  test('SigmaContainer compares settings deeply: equal values keep sigma, a new program class or function re-creates it (node-shapes.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    await page.evaluate(() => {
      const { createElement: h, createRoot, Graph, core, rendering } = window.harness;
      const build = () => rendering.createNodeCompoundProgram([rendering.NodeCircleProgram]);
      type Program = ReturnType<typeof build>;
      const names = new Map<Program, string>();
      /** Each sigma instance, named by the square program it was built with (and "+reducer"). */
      const instances: unknown[] = [];
      const seen: string[] = [];
      /** The last render the probe took part in. */
      const rendered = { render: 0 };
      function Probe({ render }: { render: number }) {
        rendered.render = render;
        const sigma = core.useSigma();
        if (!instances.includes(sigma)) {
          instances.push(sigma);
          const square = sigma.getSetting('nodeProgramClasses').square as Program;
          seen.push(`${names.get(square)}${sigma.getSetting('nodeReducer') ? '+reducer' : ''}`);
        }
        return null;
      }
      const graph = new Graph();
      graph.addNode('a', { x: 0, y: 0, size: 5, type: 'square' });
      const root = createRoot(document.getElementById('root')!);
      const first = build();
      names.set(first, 'first');
      // Each call renders a settings object made afresh, as code inside a component would.
      let render = 0;
      const show = (name: 'first' | 'rebuilt', reducer = false) => {
        render += 1;
        let program = first;
        if (name === 'rebuilt') names.set((program = build()), 'rebuilt');
        const settings = {
          nodeProgramClasses: { square: program },
          ...(reducer ? { nodeReducer: (_node: string, data: object) => data } : {}),
        };
        root.render(h(core.SigmaContainer, { graph, style: { height: '300px' }, settings }, h(Probe, { render })));
      };
      Object.assign(window, { seen, show, rendered });
      show('first');
    });
    type Scope = Window & {
      seen: string[];
      rendered: { render: number };
      show: (name: 'first' | 'rebuilt', reducer?: boolean) => void;
    };
    const seen = () => page.evaluate(() => (window as unknown as Scope).seen);
    await expect.poll(seen).toEqual(['first']);
    // A fresh object of the same values, then one with a program class built again: had the first
    // re-created sigma, a second "first" would come before "rebuilt".
    await page.evaluate(() => (window as unknown as Scope).show('first'));
    await expect.poll(() => page.evaluate(() => (window as unknown as Scope).rendered.render)).toBe(2);
    await page.evaluate(() => (window as unknown as Scope).show('rebuilt'));
    await expect.poll(seen).toEqual(['first', 'rebuilt']);
    await page.evaluate(() => (window as unknown as Scope).show('rebuilt', true));
    await expect.poll(seen, 'a reducer function made afresh').toEqual(['first', 'rebuilt', 'rebuilt+reducer']);
  });

  test('an edge is as thick in pixels as its size, never thinner than minEdgeThickness (node-shapes.mdx)', async ({ page }) => {
    await openHarness(page);
    const thickness = await page.evaluate(async () => {
      const { Graph, Sigma } = window.harness;
      const container = document.getElementById('root')!;
      const graph = new Graph();
      const sizes = [0.5, 1.5, 6];
      sizes.forEach((size, row) => {
        graph.addNode(`${row}-left`, { x: 0, y: row, size: 1 });
        graph.addNode(`${row}-right`, { x: 10, y: row, size: 1 });
        graph.addEdge(`${row}-left`, `${row}-right`, { size });
      });
      const sigma = new Sigma(graph, container);
      // The edges layer keeps its pixels only until the frame is shown: read it as sigma finishes drawing.
      const pixels = await new Promise<Uint8ClampedArray>((resolve) => {
        sigma.once('afterRender', () => {
          const layer = sigma.getCanvases().edges!;
          const copy = document.createElement('canvas');
          copy.width = layer.width;
          copy.height = layer.height;
          const context = copy.getContext('2d')!;
          context.drawImage(layer, 0, 0);
          resolve(context.getImageData(layer.width / 2, 0, 1, layer.height).data);
        });
        sigma.scheduleRender();
      });
      sigma.kill();
      // Runs of drawn pixels down the middle column, from the top: one per edge, the thickest first (y grows upwards).
      const runs: number[] = [];
      let run = 0;
      for (let i = 3; i < pixels.length; i += 4) {
        if (pixels[i]! > 0) run++;
        else if (run > 0) {
          runs.push(run);
          run = 0;
        }
      }
      return runs.reverse();
    });
    const [thin, thinToo, thick] = thickness;
    expect(thickness).toHaveLength(3);
    expect(thin, 'size 0.5 and size 1.5, both under 1.7 px').toBe(thinToo);
    expect(thick!, 'size 6').toBeGreaterThanOrEqual(5);
    expect(thick!, 'size 6').toBeLessThanOrEqual(8);
    expect(thin!, 'the floor, 1.7 px').toBeLessThanOrEqual(3);
  });

  test('a pie program turns its slices by offset, in radians, and fails to link past the vertex attributes WebGL gives (node-shapes.mdx)', async ({
    page,
  }) => {
    await openHarness(page);
    const result = await page.evaluate(async () => {
      const { Graph, Sigma, piechart } = window.harness;
      const container = document.getElementById('root')!;
      /** The colour just above the centre of a half-red, half-blue pie, read as sigma finishes drawing. */
      const above = async (offset: number) => {
        const Pie = piechart.createNodePiechartProgram({
          offset: { value: offset },
          slices: [
            { value: { attribute: 'a' }, color: { value: '#ff0000' } },
            { value: { attribute: 'b' }, color: { value: '#0000ff' } },
          ],
        });
        const graph = new Graph();
        graph.addNode('pie', { x: 0, y: 0, size: 40, a: 1, b: 1, type: 'pie' });
        const sigma = new Sigma(graph, container, { nodeProgramClasses: { pie: Pie } });
        const pixel = await new Promise<number[]>((resolve) => {
          sigma.once('afterRender', () => {
            const layer = sigma.getCanvases().nodes!;
            const copy = document.createElement('canvas');
            copy.width = layer.width;
            copy.height = layer.height;
            const context = copy.getContext('2d')!;
            context.drawImage(layer, 0, 0);
            resolve([...context.getImageData(layer.width / 2 + 5, layer.height / 2 - 20, 1, 1).data].slice(0, 3));
          });
          sigma.scheduleRender();
        });
        sigma.kill();
        return pixel;
      };
      /** What starting sigma with a pie of `count` slices gives: "ok", or the error. */
      const start = (count: number, colourAttributes: boolean) => {
        type Slices = Parameters<typeof piechart.createNodePiechartProgram>[0]['slices'];
        const slices = Array.from({ length: count }, (_, i) => ({
          value: { attribute: `value${i}` },
          color: colourAttributes ? { attribute: `colour${i}` } : { value: '#ff0000' },
        })) as Slices;
        const Pie = piechart.createNodePiechartProgram({ slices });
        const graph = new Graph();
        graph.addNode('pie', { x: 0, y: 0, size: 10, type: 'pie' });
        try {
          new Sigma(graph, container, { nodeProgramClasses: { pie: Pie } }).kill();
          return 'ok';
        } catch (error) {
          return (error as Error).message;
        }
      };
      const gl = document.createElement('canvas').getContext('webgl2')!;
      const attributes = gl.getParameter(gl.MAX_VERTEX_ATTRIBS) as number;
      return {
        attributes,
        turned: [await above(0), await above(Math.PI)],
        valuesOnly: [13, 14].map((count) => start(count, false)),
        valuesAndColours: [6, 7].map((count) => start(count, true)),
      };
    });
    // Half a turn: the two halves swap.
    expect(result.turned).toEqual([
      [255, 0, 0],
      [0, 0, 255],
    ]);
    // The guide's figures are Chromium's: 16 vertex attributes, three of them the program's own.
    expect(result.attributes).toBe(16);
    const tooMany = expect.stringMatching(/^loadProgram: error while linking the program: Too many attributes/);
    expect(result.valuesOnly).toEqual(['ok', tooMany]);
    expect(result.valuesAndColours).toEqual(['ok', tooMany]);
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
