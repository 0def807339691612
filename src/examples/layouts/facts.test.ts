/**
 * What the page "Layouts" (docs/example/layouts.mdx) states about the layout hooks and the graphology
 * layouts under them, run in Node: the hooks render under a SigmaContainer context that holds a
 * stand-in for sigma (they only call its getGraph()), and the layouts run on the example's graph.
 * The browser test (tests/e2e/examples/layouts.spec.ts) runs the workers and reads what sigma draws.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Graph from 'graphology';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { createRandom } from '../_shared/random';

let core: typeof import('@react-sigma/core');
let random: typeof import('@react-sigma/layout-random');
let circular: typeof import('@react-sigma/layout-circular');
let circlepack: typeof import('@react-sigma/layout-circlepack');
let force: typeof import('@react-sigma/layout-force');
let forceAtlas2: typeof import('@react-sigma/layout-forceatlas2');
let noverlapHooks: typeof import('@react-sigma/layout-noverlap');
let noverlap: typeof import('graphology-layout-noverlap').default;
let NoverlapSupervisor: typeof import('graphology-layout-noverlap/worker').default;
let inferSettings: typeof import('graphology-layout-forceatlas2').inferSettings;

withWebGLStandIns();
beforeAll(async () => {
  core = await import('@react-sigma/core');
  random = await import('@react-sigma/layout-random');
  circular = await import('@react-sigma/layout-circular');
  circlepack = await import('@react-sigma/layout-circlepack');
  force = await import('@react-sigma/layout-force');
  forceAtlas2 = await import('@react-sigma/layout-forceatlas2');
  noverlapHooks = await import('@react-sigma/layout-noverlap');
  noverlap = (await import('graphology-layout-noverlap')).default;
  NoverlapSupervisor = (await import('graphology-layout-noverlap/worker')).default;
  inferSettings = (await import('graphology-layout-forceatlas2')).inferSettings;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs `use` as a component inside a SigmaContainer's context, over `graph`, and returns its result. */
function renderHook<T>(graph: Graph, use: () => T): T {
  let result: T | undefined;
  function Probe(): ReactNode {
    result = use();
    return null;
  }
  const sigma = { getGraph: () => graph } as unknown as import('sigma').default;
  renderToStaticMarkup(
    createElement(core.SigmaProvider, { value: { sigma, container: {} as HTMLElement } }, createElement(Probe)),
  );
  return result as T;
}

const sample = () => createCommunityGraph({ order: 120, communities: 4, seed: 11 });
const coordinates = (graph: Graph) => JSON.stringify(graph.mapNodes((node, { x, y }) => [node, x, y]));

describe('layouts page: one-shot hooks', () => {
  it('positions() returns { x, y } per node and leaves the graph alone; assign() writes them into the graph', () => {
    const graph = sample();
    const before = coordinates(graph);
    const { positions, assign } = renderHook(graph, () => circular.useLayoutCircular());
    const computed = positions();
    expect(Object.keys(computed)).toHaveLength(graph.order);
    expect(computed.n0).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect(coordinates(graph)).toBe(before);
    assign();
    expect(graph.getNodeAttributes('n0')).toMatchObject(computed.n0!);
  });

  it('random and circle pack place nodes differently at each run without an rng, and alike with a seeded one', () => {
    const graph = sample();
    const runs = (options: () => { rng?: () => number }) =>
      [0, 1].map(() =>
        JSON.stringify([
          renderHook(graph, () => random.useLayoutRandom(options())).positions(),
          renderHook(graph, () =>
            circlepack.useLayoutCirclepack({ hierarchyAttributes: ['community'], ...options() }),
          ).positions(),
        ]),
      );
    const [first, second] = runs(() => ({}));
    expect(first).not.toBe(second);
    const [seeded, again] = runs(() => ({ rng: createRandom(2024) }));
    expect(seeded).toBe(again);
  });

  it('force, ForceAtlas2 and noverlap also have a synchronous hook of the same { positions, assign } shape', () => {
    const graph = sample();
    for (const use of [
      () => force.useLayoutForce({ maxIterations: 5 }),
      () => forceAtlas2.useLayoutForceAtlas2({ iterations: 5 }),
      () => noverlapHooks.useLayoutNoverlap({ maxIterations: 5 }),
    ]) {
      const hook = renderHook(graph, use);
      expect(Object.keys(hook).sort()).toEqual(['assign', 'positions']);
      expect(Object.keys(hook.positions())).toHaveLength(graph.order);
    }
  });
});

describe('layouts page: ForceAtlas2 and noverlap', () => {
  it("inferSettings picks settings by the graph's size", () => {
    const big = createCommunityGraph({ order: 3000, communities: 4, seed: 11 });
    expect(inferSettings(sample())).not.toEqual(inferSettings(big));
  });

  /** Whether noverlap still moves nodes after `iterations` (a converged layout stops moving). */
  const stillMoving = (graph: Graph, iterations: number, settings: object) =>
    JSON.stringify(noverlap(graph, { maxIterations: iterations, settings })) !==
    JSON.stringify(noverlap(graph, { maxIterations: iterations * 2, settings }));

  it('with sizes read as x/y units (ratio 1), never finds room for the sample graph; with ratio 0.2 it stops', () => {
    expect(stillMoving(sample(), 1000, {})).toBe(true);
    const drawn = sample();
    // The example's graph: the sample at 0.6 times its sizes.
    drawn.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size * 0.6 }));
    expect(stillMoving(drawn, 1000, { ratio: 0.2, margin: 0 })).toBe(false);
  });
});

describe('layouts page: worker layouts', () => {
  it('refuses to start again once killed: "layout was killed"', () => {
    // Node has no web worker: a stand-in that takes messages and does nothing.
    vi.stubGlobal(
      'Worker',
      class {
        postMessage() {}
        terminate() {}
        addEventListener() {}
        removeEventListener() {}
      },
    );
    vi.stubGlobal('Blob', class {});
    const url = { createObjectURL: () => 'blob:worker', revokeObjectURL: () => undefined };
    vi.stubGlobal('URL', url);
    vi.stubGlobal('window', { URL: url, Blob, Worker });
    const layout = new NoverlapSupervisor(sample(), {});
    layout.start();
    expect(layout.isRunning()).toBe(true);
    layout.kill();
    expect(() => layout.start()).toThrow('layout was killed');
  });
});

describe('layouts page: animateNodes', () => {
  it('moves the nodes to their targets and then calls back, or stops where it is when cancelled', async () => {
    const { animateNodes } = await import('sigma/utils');
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
    try {
      const graph = sample();
      const targets = { n0: { x: 100, y: 100 } };
      let arrived = false;
      animateNodes(graph, targets, { duration: 1000, easing: 'cubicInOut' }, () => (arrived = true));
      vi.advanceTimersByTime(1100);
      expect(arrived).toBe(true);
      expect(graph.getNodeAttributes('n0')).toMatchObject(targets.n0);

      const other = sample();
      let called = false;
      const cancel = animateNodes(other, targets, { duration: 1000 }, () => (called = true));
      vi.advanceTimersByTime(400);
      cancel();
      const stopped = other.getNodeAttribute('n0', 'x');
      vi.advanceTimersByTime(1000);
      expect(other.getNodeAttribute('n0', 'x')).toBe(stopped);
      expect(stopped).not.toBe(100);
      expect(called).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
