/**
 * What the pages state about the installed packages' behaviour, checked against those packages
 * (the @react-sigma ESM builds the site bundles, and the graphology layouts under them). When an
 * upgrade changes one of these behaviours, the test names the statement to revisit.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withWebGLStandIns } from '../src/utils/testing/headlessSigma';
import { typeErrors as typeErrorsIn } from '../src/utils/testing/typeErrors';
import { siteDir } from './versions';

const require = createRequire(import.meta.url);

type Graph = import('graphology').default;
type GraphConstructor = new () => Graph;

/** The modules under test, loaded once sigma can be imported in Node (it needs WebGL's globals). */
let GraphClass: GraphConstructor;
let core: typeof import('@react-sigma/core');
let layoutForce: typeof import('@react-sigma/layout-force');
let layoutForceAtlas2: typeof import('@react-sigma/layout-forceatlas2');
let graphSearch: typeof import('@react-sigma/graph-search');

withWebGLStandIns();
beforeAll(async () => {
  GraphClass = (await import('graphology')).default as unknown as GraphConstructor;
  core = await import('@react-sigma/core');
  layoutForce = await import('@react-sigma/layout-force');
  layoutForceAtlas2 = await import('@react-sigma/layout-forceatlas2');
  graphSearch = await import('@react-sigma/graph-search');
});

function ring(order: number): Graph {
  const graph = new GraphClass();
  for (let i = 0; i < order; i++) {
    graph.addNode(`n${i}`, { x: Math.cos(i), y: Math.sin(i * 1.7), label: `Node ${i}`, role: 'engineer' });
  }
  for (let i = 0; i < order; i++) graph.addEdge(`n${i}`, `n${(i + 1) % order}`);
  return graph;
}

/**
 * Renders `use` as a component below a SigmaContainer's context holding a stand-in for sigma (the
 * hooks under test only call `getGraph()`), and returns what it returned. Server rendering runs
 * the component once and no effect, which is all these checks need.
 */
function renderHook<T>(graph: Graph, use: () => T, more: object = {}): T {
  let result: T | undefined;
  function Probe(): ReactNode {
    result = use();
    return null;
  }
  const sigma = { getGraph: () => graph, ...more } as unknown as import('sigma').default;
  renderToStaticMarkup(
    createElement(core.SigmaProvider, { value: { sigma, container: {} as HTMLElement } }, createElement(Probe)),
  );
  return result as T;
}

const positions = (graph: Graph) => graph.mapNodes((_node, { x, y }) => `${x as number},${y as number}`).join(' ');

describe('layout-force (docs/api.mdx, docs/start-introduction.mdx, config/apiPackages.ts)', () => {
  // That its worker hook runs graphology-layout-force/worker, on the main thread, is checked in
  // the browser, where the hook's effects run: tests/e2e/package-behaviour.spec.ts.
  describe('graphology-layout-force/worker', () => {
    /** A window with animation frames that the test runs one by one, and a Worker that fails. */
    function withBrowser(test: (frames: (() => void)[]) => void) {
      const frames: (() => void)[] = [];
      const globals = globalThis as Record<string, unknown>;
      globals.window = {
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        cancelAnimationFrame: () => undefined,
      };
      globals.Worker = function Worker() {
        throw new Error('layout-force started a web worker');
      };
      try {
        test(frames);
      } finally {
        delete globals.window;
        delete globals.Worker;
      }
    }

    it('runs on the main thread, one iteration per animation frame, and never stops by itself', () =>
      withBrowser((frames) => {
        const ForceSupervisor = require('graphology-layout-force/worker') as new (
          graph: Graph,
          settings: object,
        ) => {
          start(): void;
          stop(): void;
          isRunning(): boolean;
        };
        const graph = ring(12);
        const layout = new ForceSupervisor(graph, {});
        const before = positions(graph);
        layout.start();
        // start() ran one iteration in this very call stack (no worker) and asked for the next frame.
        expect(positions(graph)).not.toBe(before);
        expect(frames).toHaveLength(1);
        for (let frame = 0; frame < 2000; frame++) {
          const next = frames.shift();
          if (!next) throw new Error(`no frame requested after frame ${frame}`);
          const moved = positions(graph);
          next();
          // Each frame requests exactly one more.
          expect(frames).toHaveLength(1);
          if (frame < 5) expect(positions(graph)).not.toBe(moved);
        }
        // Two thousand frames on a 12-node ring: long settled, still running.
        expect(layout.isRunning()).toBe(true);
        layout.stop();
        expect(layout.isRunning()).toBe(false);
      }));
  });
});

describe('one-shot layout hooks (docs/api.mdx: "any options object replaces the defaults")', () => {
  it('useLayoutForce() runs the default 100 iterations at most', () => {
    const graph = ring(8);
    const before = positions(graph);
    renderHook(graph, () => layoutForce.useLayoutForce()).assign();
    expect(positions(graph)).not.toBe(before);
  });

  it('useLayoutForce with options but no maxIterations throws when the layout runs', () => {
    const graph = ring(8);
    const { assign, positions: compute } = renderHook(graph, () => layoutForce.useLayoutForce({ settings: { gravity: 0.01 } }));
    expect(assign).toThrow('graphology-layout-force: you should provide a positive number of maximum iterations.');
    expect(compute).toThrow('graphology-layout-force: you should provide a positive number of maximum iterations.');
  });

  it('useLayoutForceAtlas2 with options but no iterations throws when the layout runs', () => {
    const graph = ring(8);
    expect(renderHook(graph, () => layoutForceAtlas2.useLayoutForceAtlas2()).positions).not.toThrow();
    // TypeScript requires `iterations` here; JavaScript callers, and `as` casts, get the throw.
    const options = { settings: { gravity: 1 } } as unknown as Parameters<typeof layoutForceAtlas2.useLayoutForceAtlas2>[0];
    const { assign } = renderHook(graph, () => layoutForceAtlas2.useLayoutForceAtlas2(options));
    expect(assign).toThrow('graphology-layout-forceatlas2: invalid number of iterations.');
  });
});

describe('useSetSettings (docs/guides/node-shapes.mdx, "Change shapes at run time")', () => {
  it("hands each setting to sigma's setSetting, as it is: an object replaces the whole setting", () => {
    const setSetting = vi.fn();
    const setSettings = renderHook(ring(3), () => core.useSetSettings(), { setSetting });
    const programs = {};
    setSettings({ nodeProgramClasses: programs, zIndex: true });
    expect(setSetting.mock.calls).toEqual([
      ['nodeProgramClasses', programs],
      ['zIndex', true],
    ]);
  });
});

describe('graph-search (docs/api.mdx)', () => {
  it('useGraphSearch outside its provider does not throw and finds nothing', async () => {
    const graph = ring(5);
    const { search } = renderHook(graph, () => graphSearch.useGraphSearch());
    expect(graph.hasNode('n1')).toBe(true);
    await expect(search('Node')).resolves.toEqual([]);
  });
});

describe('type parameters of the core hooks (docs/api.mdx, "Typed attributes")', () => {
  const typeErrors = (code: string) => typeErrorsIn(code, 'typed-attributes.check.tsx');

  it('gives N, E and G to SigmaContainer and five hooks, and none to useCamera and useFullScreen', () => {
    const header = `
      import Graph from 'graphology';
      import * as core from '@react-sigma/core';
      type N = { x: number; y: number; team: 'red' | 'blue' };
      type E = { weight: number };
      type G = { name: string };
    `;
    // What a reader writes: the graph comes back typed, a graph of other attributes is refused
    // (or the @ts-expect-error line is an error itself), and the last two hooks take no type.
    expect(
      typeErrors(`${header}
      export function Typed() {
        const team: 'red' | 'blue' = core.useSigma<N, E, G>().getGraph().getNodeAttributes('a').team;
        core.useSigmaContext<N, E, G>();
        core.useRegisterEvents<N, E, G>();
        core.useSetSettings<N, E, G>();
        const load = core.useLoadGraph<N, E, G>();
        load(new Graph<N, E, G>());
        // @ts-expect-error a graph of other node attributes
        load(new Graph<{ size: string }, E, G>());
        core.useCamera<N>();
        core.useFullScreen<N>();
        return <core.SigmaContainer<N, E, G> graph={new Graph<N, E, G>()}>{team}</core.SigmaContainer>;
      }`),
    ).toEqual(['Expected 0 type arguments, but got 1.', 'Expected 0 type arguments, but got 1.']);
  }, 60_000);
});

describe('coordinates (docs/faq.mdx, "A layout does nothing")', () => {
  it('ForceAtlas2 gives a node without x and y NaN coordinates, without an error', async () => {
    const forceAtlas2 = (await import('graphology-layout-forceatlas2')).default;
    const graph = ring(6);
    graph.addNode('lost', { label: 'No coordinates' });
    graph.addEdge('lost', 'n0');
    forceAtlas2.assign(graph, { iterations: 10 });
    expect(graph.getNodeAttribute('lost', 'x')).toBeNaN();
    expect(graph.getNodeAttribute('lost', 'y')).toBeNaN();
  });
});

describe('server rendering (docs/faq.mdx, "Next.js and server rendering")', () => {
  it('importing sigma without a browser fails with "WebGL2RenderingContext is not defined"', () => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('sigma')"], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('ReferenceError: WebGL2RenderingContext is not defined');
  });

  it('creating sigma or a worker layout without a browser fails with "window is not defined"', async () => {
    expect('window' in globalThis).toBe(false);
    const { Sigma } = await import('sigma');
    expect(() => new Sigma(ring(3), {} as HTMLElement)).toThrow('window is not defined');
    const ForceAtlas2Worker = require('graphology-layout-forceatlas2/worker') as new (graph: Graph, settings: object) => unknown;
    expect(() => new ForceAtlas2Worker(ring(3), {})).toThrow('window is not defined');
  });
});
