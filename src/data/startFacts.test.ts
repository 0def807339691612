/**
 * What the getting-started pages (docs/start-introduction.mdx, docs/start-installation.mdx,
 * docs/start-setup.mdx) and the FAQ (docs/faq.mdx) state about the packages, run in Node: react-sigma's
 * components and hooks rendered on the server under a SigmaContainer context with a stand-in for sigma,
 * sigma's own constructor in a Node process with stand-ins for the DOM, graphology and the layouts, and
 * the installed manifests (what a package manager reads). Tests of neighbouring facts:
 * src/data/graphFacts.test.ts, config/packageFacts.test.ts, tests/e2e/package-behaviour.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import Graph, { MultiDirectedGraph, MultiGraph, MultiUndirectedGraph } from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import forceLayout from 'graphology-layout-force';
import { siteDir } from '../../config/versions';
import { withWebGLStandIns } from '../utils/testing/headlessSigma';

const require = createRequire(import.meta.url);

/**
 * A small stand-in for React's hooks, on while `runtime.state.on`: state, refs and memos kept by call
 * order across renders, effects run after a render when their dependencies change (the previous
 * clean-up first), every ref attached (SigmaContainer builds sigma once its element exists). It lets
 * SigmaContainer's published code mount, re-render and unmount in Node.
 */
const runtime = vi.hoisted(() => {
  type Slot = { value?: unknown; current?: unknown; deps?: unknown[]; cleanup?: () => void };
  const state = { on: false, slots: [] as Slot[], index: 0, pending: [] as (() => void)[], context: undefined as unknown };
  const same = (a?: unknown[], b?: unknown[]) => !!a && !!b && a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
  const slot = () => {
    const index = state.index++;
    return { index, current: state.slots[index] };
  };
  const hooks = {
    useState: (initial: unknown) => {
      const { index, current } = slot();
      const kept =
        current ?? (state.slots[index] = { value: typeof initial === 'function' ? (initial as () => unknown)() : initial });
      const set = (value: unknown) => {
        kept.value = typeof value === 'function' ? (value as (previous: unknown) => unknown)(kept.value) : value;
      };
      return [kept.value, set];
    },
    useRef: (initial: unknown) => {
      const { index, current } = slot();
      return current ?? (state.slots[index] = { current: initial ?? {} });
    },
    useMemo: (factory: () => unknown, deps?: unknown[]) => {
      const { index, current } = slot();
      if (current && same(current.deps, deps)) return current.value;
      return (state.slots[index] = { value: factory(), deps }).value;
    },
    useCallback: (callback: unknown, deps?: unknown[]) => hooks.useMemo(() => callback, deps),
    useEffect: (effect: () => void | (() => void), deps?: unknown[]) => {
      const { index, current } = slot();
      if (current && same(current.deps, deps)) return;
      const kept: Slot = (state.slots[index] = { deps, cleanup: current?.cleanup });
      state.pending.push(() => {
        kept.cleanup?.();
        const cleanup = effect();
        kept.cleanup = typeof cleanup === 'function' ? cleanup : undefined;
      });
    },
    useLayoutEffect: (effect: () => void | (() => void), deps?: unknown[]) => hooks.useEffect(effect, deps),
    useImperativeHandle: () => undefined,
    useContext: () => state.context,
  };
  return { state, hooks };
});

/** The sigma instances SigmaContainer made, through a stand-in that keeps a camera state. */
const sigmas = vi.hoisted(() => [] as { killed: boolean; camera: { state: Record<string, number> } }[]);

vi.mock('sigma', async (importOriginal) => ({
  ...(await importOriginal<typeof import('sigma')>()),
  Sigma: class {
    record = {
      killed: false,
      camera: {
        state: { x: 0.5, y: 0.5, ratio: 1, angle: 0 } as Record<string, number>,
        getState() {
          return { ...this.state };
        },
        setState(state: Record<string, number>) {
          Object.assign(this.state, state);
        },
      },
    };
    constructor() {
      sigmas.push(this.record);
    }
    kill() {
      this.record.killed = true;
    }
    getCamera() {
      return this.record.camera;
    }
  },
}));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  const hooks = Object.fromEntries(
    Object.entries(runtime.hooks).map(([name, standIn]) => [
      name,
      (...args: unknown[]) =>
        runtime.state.on
          ? (standIn as (...a: unknown[]) => unknown)(...args)
          : (actual as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
    ]),
  );
  return { ...actual, ...hooks, default: { ...actual, ...hooks } };
});

/** Renders `component` with the stand-in hooks, then runs the effects that render asked for. */
function renderWithStandIns(component: (props: object, ref: null) => unknown, props: object): void {
  runtime.state.on = true;
  runtime.state.index = 0;
  try {
    component(props, null);
  } finally {
    runtime.state.on = false;
  }
  for (const effect of runtime.state.pending.splice(0)) effect();
}

/** Unmounts what renderWithStandIns rendered: every clean-up runs. */
function unmountStandIns(): void {
  for (const kept of runtime.state.slots) kept?.cleanup?.();
  runtime.state.slots = [];
}

let core: typeof import('@react-sigma/core');
let settingsModule: typeof import('sigma/settings');

withWebGLStandIns();
beforeAll(async () => {
  core = await import('@react-sigma/core');
  settingsModule = await import('sigma/settings');
});

/** Runs `use` as a component inside a SigmaContainer context over `sigma`; returns what it returned. */
function renderHook<T>(sigma: object, use: () => T): T {
  let result: T | undefined;
  function Probe(): ReactNode {
    result = use();
    return null;
  }
  renderToStaticMarkup(
    createElement(
      core.SigmaProvider,
      { value: { sigma: sigma as import('sigma').default, container: {} as HTMLElement } },
      createElement(Probe),
    ),
  );
  return result as T;
}

describe('introduction: SigmaContainer and its hooks', () => {
  it('renders div.react-sigma with id, className and style, an inner element for sigma, and its children only once sigma exists', () => {
    const html = renderToStaticMarkup(
      createElement(
        core.SigmaContainer,
        { id: 'graph', className: 'mine', style: { height: 400 } },
        createElement('p', null, 'child'),
      ),
    );
    // On the server no effect runs, so sigma never exists: the children wait.
    expect(html).toBe('<div class="react-sigma mine" id="graph" style="height:400px"><div class="sigma-container"></div></div>');
  });

  it('throws the error the page quotes when a hook runs outside a SigmaContainer', () => {
    function Outside(): ReactNode {
      core.useSigma();
      return null;
    }
    expect(() => renderToStaticMarkup(createElement(Outside))).toThrow(
      'No context provided: useSigmaContext() can only be used in a descendant of <SigmaContainer>',
    );
  });

  it('useCamera returns zoomIn, zoomOut, reset, goto and gotoNode; useFullScreen toggle and isFullScreen', () => {
    const sigma = { getGraph: () => new Graph(), getCamera: () => ({}) };
    expect(Object.keys(renderHook(sigma, () => core.useCamera())).sort()).toEqual([
      'goto',
      'gotoNode',
      'reset',
      'zoomIn',
      'zoomOut',
    ]);
    expect(Object.keys(renderHook(sigma, () => core.useFullScreen())).sort()).toEqual(['isFullScreen', 'toggle']);
  });

  it("useLoadGraph's function clears sigma's graph and imports the given one, or adds to it with clear = false", () => {
    const held = new Graph();
    held.addNode('old');
    const load = renderHook({ getGraph: () => held, refresh: () => undefined }, () => core.useLoadGraph());
    const first = new Graph();
    first.addNode('a', { x: 0, y: 0 });
    load(first);
    expect(held.nodes()).toEqual(['a']);
    const second = new Graph();
    second.addNode('b', { x: 1, y: 1 });
    load(second, false);
    expect(held.nodes()).toEqual(['a', 'b']);
  });

  it("useSetSettings' function changes settings of the running instance", () => {
    const calls: unknown[][] = [];
    const sigma = { getGraph: () => new Graph(), setSetting: (...args: unknown[]) => calls.push(args) };
    renderHook(sigma, () => core.useSetSettings())({ renderLabels: false });
    expect(calls).toEqual([['renderLabels', false]]);
  });
});

describe('introduction: the life cycle SigmaContainer runs (mount, prop change)', () => {
  const container = (props: object) => {
    const render = (core.SigmaContainer as unknown as { render: (props: object, ref: null) => unknown }).render;
    // Three renders: the effect that makes sigma runs after the first, its state lands in the next.
    for (let i = 0; i < 3; i++) renderWithStandIns(render, props);
  };

  it('re-creates sigma for a new graph, kills the old one, and carries the camera state over', () => {
    sigmas.length = 0;
    runtime.state.slots = [];
    const first = new Graph();
    container({ graph: first });
    expect(sigmas).toHaveLength(1);
    sigmas[0]!.camera.state = { x: 0.3, y: 0.6, ratio: 0.25, angle: 0 };
    container({ graph: first });
    expect(sigmas).toHaveLength(1);
    container({ graph: new Graph() });
    expect(sigmas).toHaveLength(2);
    expect(sigmas[0]!.killed).toBe(true);
    expect(sigmas[1]!.camera.state).toEqual({ x: 0.3, y: 0.6, ratio: 0.25, angle: 0 });
    unmountStandIns();
  });

  it('compares settings by value, and functions in them by identity', () => {
    sigmas.length = 0;
    runtime.state.slots = [];
    const graph = new Graph();
    const reducer = (_key: string, data: object) => data;
    container({ graph, settings: { renderLabels: false, nodeReducer: reducer } });
    container({ graph, settings: { renderLabels: false, nodeReducer: reducer } });
    expect(sigmas).toHaveLength(1);
    container({ graph, settings: { renderLabels: false, nodeReducer: (_key: string, data: object) => data } });
    expect(sigmas).toHaveLength(2);
    container({ graph, settings: { renderLabels: true, nodeReducer: reducer } });
    expect(sigmas).toHaveLength(3);
    unmountStandIns();
  });
});

describe('introduction: useRegisterEvents', () => {
  it('removes the listeners it added when handlers are registered again, and when its component unmounts', () => {
    const bound = new Set<string>();
    const emitter = (name: string) => ({
      on: (event: string) => bound.add(`${name}:${event}`),
      addListener: (event: string) => bound.add(`${name}:${event}`),
      off: (event: string) => bound.delete(`${name}:${event}`),
      removeListener: (event: string) => bound.delete(`${name}:${event}`),
    });
    const sigma = {
      ...emitter('sigma'),
      getCamera: () => emitter('camera'),
      getMouseCaptor: () => emitter('mouse'),
      getTouchCaptor: () => emitter('touch'),
    };
    runtime.state.context = { sigma, container: {} };
    runtime.state.slots = [];
    let register: ReturnType<typeof core.useRegisterEvents> | undefined;
    const Probe = () => {
      register = core.useRegisterEvents();
      return null;
    };
    renderWithStandIns(Probe, {});
    register!({ clickNode: () => undefined, updated: () => undefined, mousemovebody: () => undefined });
    renderWithStandIns(Probe, {});
    expect([...bound].sort()).toEqual(['camera:updated', 'mouse:mousemovebody', 'sigma:clickNode']);
    register!({ enterNode: () => undefined });
    renderWithStandIns(Probe, {});
    expect([...bound]).toEqual(['sigma:enterNode']);
    unmountStandIns();
    expect([...bound]).toEqual([]);
  });
});

/** Runs `code` as an ES module in a Node process of its own, in the site's folder; returns what it printed. */
function runModule(code: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: siteDir, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

/** sigma's constructor on a container of `width` × `height`, with just enough DOM to run in Node. */
const sigmaOn = (width: number, height: number, then = '') =>
  runModule(`
    globalThis.WebGL2RenderingContext = class {}; globalThis.WebGLRenderingContext = class {};
    const anything = () => new Proxy(function () {}, { get: (_t, key) => key === Symbol.toPrimitive ? () => 1 : anything(), apply: () => anything(), set: () => true });
    globalThis.document = anything(); globalThis.window = anything(); globalThis.HTMLElement = class {};
    const { Sigma } = await import('sigma'); const { default: Graph } = await import('graphology');
    const container = Object.assign(new HTMLElement(), { offsetWidth: ${width}, offsetHeight: ${height}, style: {},
      appendChild() {}, addEventListener() {}, removeEventListener() {}, getBoundingClientRect: () => ({ left: 0, top: 0, width: ${width}, height: ${height} }) });
    try { const sigma = new Sigma(new Graph(), container${then ? ', { allowInvalidContainer: true }' : ''}); ${then} } catch (error) { console.log(String(error)); }`).trim();

describe('setup and FAQ: a container without a size', () => {
  it('stops sigma with "Container has no height", or "no width", when the container measures 0', () => {
    expect(sigmaOn(400, 0)).toBe(
      'Error: Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.',
    );
    expect(sigmaOn(0, 400)).toBe(
      'Error: Sigma: Container has no width. You can set the allowInvalidContainer setting to true to stop seeing this error.',
    );
  });

  it('with allowInvalidContainer, draws into 1 × 1 px until a render after the container has a size', () => {
    const sizes = sigmaOn(
      0,
      0,
      `console.log(JSON.stringify(sigma.getDimensions())); container.offsetWidth = 400; container.offsetHeight = 300;
       sigma.refresh(); console.log(JSON.stringify(sigma.getDimensions()));`,
    );
    expect(sizes.split('\n')).toEqual(['{"width":1,"height":1}', '{"width":400,"height":300}']);
  });
});

describe('FAQ: server rendering', () => {
  it('importing a package built on sigma, such as @sigma/edge-curve, fails without a browser', () => {
    expect(runModule(`await import('@sigma/edge-curve');`)).toContain('ReferenceError: WebGL2RenderingContext is not defined');
  });
});

describe('installation: what the manifests ask for', () => {
  const manifest = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      types?: string;
      typings?: string;
    };
  const optional = {
    'graph-search': ['minisearch', 'react-select'],
    minimap: [],
    'layout-random': ['graphology-layout'],
    'layout-circular': ['graphology-layout'],
    'layout-circlepack': ['graphology-layout'],
    'layout-force': ['graphology-layout-force'],
    'layout-forceatlas2': ['graphology-layout-forceatlas2'],
    'layout-noverlap': ['graphology-layout-noverlap'],
    'layout-core': [],
  };

  it('core has sigma 3, graphology and React 18 or 19 as peer dependencies, and graphology has graphology-types', () => {
    const peers = manifest('@react-sigma/core').peerDependencies ?? {};
    expect(Object.keys(peers).sort()).toEqual(['graphology', 'react', 'sigma']);
    expect(peers.sigma).toMatch(/^\^3\./);
    expect(peers.react).toBe('^18.0.0 || ^19.0.0');
    expect(Object.keys(manifest('graphology').peerDependencies ?? {})).toEqual(['graphology-types']);
  });

  it("asks, for each optional package, the libraries of the page's table, and pins one exactly", () => {
    for (const [id, libraries] of Object.entries(optional)) {
      expect(Object.keys(manifest(`@react-sigma/${id}`).peerDependencies ?? {}).sort(), id).toEqual(libraries);
    }
    expect(manifest('@react-sigma/layout-circular').peerDependencies?.['graphology-layout']).toMatch(/^\d/);
  });

  it('brings core with every optional package: directly, or through layout-core for the layouts', () => {
    for (const id of Object.keys(optional)) {
      const dependencies = Object.keys(manifest(`@react-sigma/${id}`).dependencies ?? {});
      const expected = id.startsWith('layout-') && id !== 'layout-core' ? '@react-sigma/layout-core' : '@react-sigma/core';
      expect(dependencies, id).toContain(expected);
    }
  });

  it('needs no @types package: react-sigma, sigma and the layout libraries declare their own types', () => {
    for (const name of [
      '@react-sigma/core',
      'sigma',
      'graphology',
      'graphology-layout',
      'graphology-layout-force',
      'graphology-layout-noverlap',
    ]) {
      expect(manifest(name).types ?? manifest(name).typings, name).toMatch(/\.d\.ts$/);
    }
    // graphology-layout-forceatlas2 names no "types": TypeScript finds index.d.ts beside its index.js.
    expect(require.resolve('graphology-layout-forceatlas2/index.d.ts')).toBeTruthy();
  });

  it('puts the styles of the packages that have some in lib/style.css: core and graph-search', () => {
    for (const id of ['core', 'graph-search']) expect(require.resolve(`@react-sigma/${id}/lib/style.css`)).toBeTruthy();
  });
});

describe('FAQ: graphology and sigma', () => {
  it('refuses a second edge between two nodes of a simple graph, with the message quoted; mergeEdge updates it', () => {
    const graph = new Graph();
    graph.mergeNode('a');
    graph.mergeNode('b');
    graph.addEdge('a', 'b', { weight: 1 });
    expect(() => graph.addEdge('a', 'b')).toThrow(
      'Graph.addEdge: an edge linking "a" to "b" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the \'multi\' option.',
    );
    graph.mergeEdge('a', 'b', { weight: 2 });
    expect(graph.size).toBe(1);
    expect(graph.getEdgeAttribute('a', 'b', 'weight')).toBe(2);
    for (const multi of [new MultiGraph(), new MultiDirectedGraph(), new MultiUndirectedGraph(), new Graph({ multi: true })]) {
      multi.mergeNode('a');
      multi.mergeNode('b');
      multi.addEdge('a', 'b');
      multi.addEdge('a', 'b');
      expect(multi.size).toBe(2);
    }
  });

  it('knows only the line and arrow edge programs and the circle node program by default', () => {
    // The settings sigma starts with when given none.
    const { edgeProgramClasses, nodeProgramClasses } = settingsModule.resolveSettings({});
    expect(Object.keys(edgeProgramClasses).sort()).toEqual(['arrow', 'line']);
    expect(Object.keys(nodeProgramClasses)).toEqual(['circle']);
  });

  it('force-directed layouts leave nodes that all start at the same position where they are', () => {
    const stacked = () => {
      const graph = new Graph();
      for (let i = 0; i < 10; i++) graph.addNode(`n${i}`, { x: 0, y: 0 });
      for (let i = 1; i < 10; i++) graph.addEdge('n0', `n${i}`);
      return graph;
    };
    const fa2 = stacked();
    forceAtlas2.assign(fa2, { iterations: 50 });
    const force = stacked();
    forceLayout.assign(force, { maxIterations: 50 });
    for (const graph of [fa2, force]) {
      expect(new Set(graph.mapNodes((_node, { x, y }) => `${x},${y}`)).size).toBe(1);
    }
  });
});

describe('installation: graphology-types', () => {
  it('holds type declarations only: nothing in it runs, so an app needs it to type-check and build, not to run', () => {
    const { files, main } = require('graphology-types/package.json') as { files: string[]; main: string };
    expect({ files, main }).toEqual({ files: ['index.d.ts'], main: 'index.d.ts' });
    // Node, asked to load it, finds no JavaScript (the error's code depends on the Node release).
    const loaded = runModule(
      `await import('graphology-types').then(() => console.log('loaded'), (error) => console.log('refused', error.code))`,
    );
    expect(loaded).toMatch(/^refused ERR_/);
  });
});
