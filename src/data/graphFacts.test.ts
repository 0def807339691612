import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as graphology from 'graphology';
import Graph, { DirectedGraph, MultiDirectedGraph, MultiGraph, UndirectedGraph } from 'graphology';
import { stubWebGLStandIns } from '../utils/testing/headlessSigma';
import { errorIndex } from './errorIndex';
import { defaultGraph, killsSigmaOnUnmount, sigmaDefaultEdgeType, typedGraphs } from './graphFacts';

/**
 * SigmaContainer needs a DOM and WebGL, which unit tests do not have. So its
 * real code (the published ESM build) runs here against a stand-in for sigma
 * that records what it is given, and React hooks that run each effect at
 * once and keep the clean-ups (what mounting and unmounting would do).
 */
const sigma = vi.hoisted(() => ({ created: [] as { graph: unknown; killed: boolean }[] }));
const effects = vi.hoisted(() => ({ cleanups: [] as (() => void)[] }));

vi.mock('sigma', () => ({
  Sigma: class {
    record: { graph: unknown; killed: boolean };
    constructor(graph: unknown) {
      this.record = { graph, killed: false };
      sigma.created.push(this.record);
    }
    kill() {
      this.record.killed = true;
    }
    getCamera() {
      return { getState: () => ({}), setState: () => undefined };
    }
  },
}));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  const hooks = {
    // Every ref is attached: SigmaContainer only builds sigma once its container <div> exists.
    useRef: () => ({ current: {} }),
    useState: <T>(initial: T) => {
      let state = initial;
      const set = (update: T | ((previous: T) => T)) => {
        state = typeof update === 'function' ? (update as (previous: T) => T)(state) : update;
      };
      return [state, set] as const;
    },
    useEffect: (effect: () => void | (() => void)) => {
      const cleanup = effect();
      if (typeof cleanup === 'function') effects.cleanups.push(cleanup);
    },
    useMemo: <T>(factory: () => T) => factory(),
    useCallback: <T>(callback: T) => callback,
    useImperativeHandle: () => undefined,
    forwardRef: <T>(render: T) => render,
  };
  return { ...actual, ...hooks, default: { ...actual, ...hooks } };
});

type Render = (props: Record<string, unknown>, ref: unknown) => unknown;

async function mount(props: Record<string, unknown>): Promise<{ graph: unknown; killed: boolean }> {
  const { SigmaContainer } = (await import('@react-sigma/core')) as unknown as { SigmaContainer: Render };
  SigmaContainer(props, null);
  const record = sigma.created.at(-1);
  if (!record) throw new Error('SigmaContainer created no sigma instance');
  return record;
}

beforeEach(() => {
  sigma.created.length = 0;
  effects.cleanups.length = 0;
});

describe('what the FAQ says SigmaContainer does', () => {
  it('creates the default graph it describes when it has no graph prop', async () => {
    const { graph } = await mount({});
    expect(graph).toBeInstanceOf(Graph);
    const created = graph as Graph;
    expect(created.constructor.name).toBe(defaultGraph.className);
    expect({ type: created.type, multi: created.multi, allowSelfLoops: created.allowSelfLoops }).toEqual({
      type: defaultGraph.type,
      multi: defaultGraph.multi,
      allowSelfLoops: defaultGraph.allowSelfLoops,
    });
  });

  it('creates a graph of the class it is given, and uses an instance as it is', async () => {
    expect((await mount({ graph: MultiDirectedGraph })).graph).toBeInstanceOf(MultiDirectedGraph);
    const mine = new UndirectedGraph();
    expect((await mount({ graph: mine })).graph).toBe(mine);
  });

  it(`${killsSigmaOnUnmount ? 'kills' : 'does not kill'} its sigma instance when it unmounts`, async () => {
    const record = await mount({});
    for (const cleanup of effects.cleanups) cleanup();
    expect(record.killed).toBe(killsSigmaOnUnmount);
    // The error index says it too, in words (src/data/errorIndex.ts, entry webgl-resources).
    const fix = errorIndex.find((entry) => entry.id === 'webgl-resources')?.fix ?? '';
    expect(fix.includes('not when it unmounts')).toBe(!killsSigmaOnUnmount);
  });
});

describe('what the FAQ says about graphology and sigma', () => {
  it('lists typed classes that create the graphs it says they do', () => {
    for (const { className, type, multi } of typedGraphs) {
      const Class = (graphology as unknown as Record<string, new () => Graph>)[className];
      expect(Class, className).toBeTypeOf('function');
      const graph = new Class!();
      expect({ className, type: graph.type, multi: graph.multi, allowSelfLoops: graph.allowSelfLoops }).toEqual({
        className,
        type,
        multi,
        allowSelfLoops: true,
      });
    }
  });

  it("says what useLoadGraph (clear, then import) does with a graph the container's graph cannot hold", () => {
    const parallel = new MultiGraph();
    parallel.mergeNode('a');
    parallel.mergeNode('b');
    parallel.addEdge('a', 'b');
    parallel.addEdge('a', 'b');
    expect(() => new Graph().import(parallel)).toThrow(/an edge linking "a" to "b" already exists/);
    expect(() => new MultiGraph().import(parallel)).not.toThrow();
    const undirected = new UndirectedGraph();
    undirected.mergeEdge('a', 'b');
    expect(() => new DirectedGraph().import(undirected)).toThrow(/you cannot add an undirected edge to a directed graph/);
    expect(() => new Graph().import(undirected)).not.toThrow();
    // In a mixed graph, addEdge adds a directed edge.
    const mixed = new Graph();
    mixed.mergeNode('a');
    mixed.mergeNode('b');
    expect(mixed.isDirected(mixed.addEdge('a', 'b'))).toBe(true);
    expect(new MultiDirectedGraph().multi).toBe(true);
  });

  it(`says sigma draws edges without a type with its "${sigmaDefaultEdgeType}" program, which has no arrowheads`, async () => {
    // sigma's programs read WebGL's constants as their modules load (this file's 'sigma' is a
    // stand-in; 'sigma/settings' and 'sigma/rendering' are the real ones).
    stubWebGLStandIns();
    const { DEFAULT_SETTINGS, resolveSettings } = await import('sigma/settings');
    const { EdgeRectangleProgram } = await import('sigma/rendering');
    expect(DEFAULT_SETTINGS.defaultEdgeType).toBe(sigmaDefaultEdgeType);
    // The program sigma registers under that name draws a plain rectangle; arrows are 'arrow'.
    expect(resolveSettings({}).edgeProgramClasses[sigmaDefaultEdgeType]).toBe(EdgeRectangleProgram);
    vi.unstubAllGlobals();
  });
  // How many WebGL contexts a sigma instance creates (webGLContextsPerSigma) needs WebGL: it is
  // counted in the browser, tests/e2e/package-behaviour.spec.ts.
});
