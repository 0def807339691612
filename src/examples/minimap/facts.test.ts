/**
 * What the page "Minimap" (docs/example/minimap.mdx) states about MiniMap, run in Node: its published
 * code renders with React's hooks replaced by stand-ins that keep state between two renders and run
 * every effect at once, under a stand-in for the main sigma instance. The browser test
 * (tests/e2e/examples/minimap.spec.ts) checks the rectangle against the real camera.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

const hooks = vi.hoisted(() => ({
  slots: [] as unknown[],
  index: 0,
  cleanups: [] as (() => void)[],
  main: undefined as unknown,
}));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  const runEffect = (effect: () => void | (() => void)) => {
    const cleanup = effect();
    if (typeof cleanup === 'function') hooks.cleanups.push(cleanup);
  };
  const stand = {
    useRef: () => ({ current: null }),
    useState: <T>(initial: T | (() => T)) => {
      const slot = hooks.index++;
      if (!(slot in hooks.slots)) hooks.slots[slot] = typeof initial === 'function' ? (initial as () => T)() : initial;
      return [hooks.slots[slot] as T, (value: T) => (hooks.slots[slot] = value)] as const;
    },
    useEffect: runEffect,
    useLayoutEffect: runEffect,
    useMemo: <T>(factory: () => T) => factory(),
    useCallback: <T>(callback: T) => callback,
    useContext: () => ({ sigma: hooks.main, container: {} }),
  };
  return { ...actual, ...stand, default: { ...actual, ...stand } };
});

withWebGLStandIns();

interface Element {
  type: unknown;
  props: { settings: Record<string, unknown>; ref: (sigma: unknown) => void; graph: unknown };
}

const graph = { marker: 'the main graph' };
/** The main camera's listeners, and the part of the graph its view shows (sigma's viewRectangle). */
const view = { listeners: [] as (() => void)[], rectangle: { x1: 0, y1: 1, x2: 1, y2: 1, height: 1 } };
function mainSigma() {
  view.listeners = [];
  view.rectangle = { x1: 0, y1: 1, x2: 1, y2: 1, height: 1 };
  return {
    getGraph: () => graph,
    getCamera: () => ({
      on: (_event: string, listener: () => void) => view.listeners.push(listener),
      off: () => undefined,
      removeListener: () => undefined,
      getState: () => ({}),
    }),
    getContainer: () => ({ clientHeight: 400, clientWidth: 800 }),
    getNodeDisplayData: (node: string) => ({ x: 3, y: 4, size: 10, color: '#e8590c', label: `label of ${node}` }),
    viewRectangle: () => view.rectangle,
  };
}
function miniSigma() {
  const camera = { disabled: false, disable: () => (camera.disabled = true) };
  return {
    camera,
    getCamera: () => camera,
    getContainer: () => ({ clientHeight: 100, clientWidth: 100 }),
    framedGraphToViewport: (p: unknown) => p,
  };
}

async function render(): Promise<{ element: Element; again: () => Element }> {
  const { MiniMap } = (await import('@react-sigma/minimap')) as unknown as { MiniMap: (props: object) => Element };
  const props = { width: '100px', height: '100px' };
  hooks.index = 0;
  return {
    element: MiniMap(props),
    again: () => {
      hooks.index = 0;
      return MiniMap(props);
    },
  };
}

// The main instance's stand-in (hooks.main) is what the useContext stand-in above hands MiniMap.
beforeEach(() => {
  hooks.slots = [];
  hooks.cleanups = [];
  hooks.main = mainSigma();
});

describe('minimap page: what MiniMap is and draws', () => {
  it('is a SigmaContainer of @react-sigma/core over the main graph, whose unmount kills its sigma (src/data/graphFacts.test.ts)', async () => {
    const core = await import('@react-sigma/core');
    const { element } = await render();
    expect(element.type).toBe(core.SigmaContainer);
    expect(element.props.graph).toBe(graph);
  });

  it('draws no labels and no edges, and locks its zoom', async () => {
    const { settings } = (await render()).element.props;
    expect(settings).toMatchObject({ renderLabels: false, minCameraRatio: 1, maxCameraRatio: 1 });
    const edgeReducer = settings.edgeReducer as (edge: string, data: object) => { hidden?: boolean };
    expect(edgeReducer('e', { size: 3 }).hidden).toBe(true);
  });

  it("copies each node's position and colour from the main view, drops its label, and scales its size by the heights' ratio", async () => {
    const { element, again } = await render();
    element.props.ref(miniSigma());
    // The scale is measured in an effect once the minimap's sigma exists, and read at the next render.
    again();
    const nodeReducer = again().props.settings.nodeReducer as (node: string, data: object) => Record<string, unknown>;
    const drawn = nodeReducer('a', { x: 100, y: 100, size: 1 });
    expect(drawn).toMatchObject({ x: 3, y: 4, color: '#e8590c', size: 10 * (100 / 400) });
    expect(drawn.label).toBeUndefined();
  });

  it('disables the camera of its own sigma instance: it shows, it does not steer', async () => {
    const { element, again } = await render();
    const mini = miniSigma();
    element.props.ref(mini);
    again();
    expect(mini.camera.disabled).toBe(true);
  });

  it('draws the rectangle in --sigma-controls-color at half opacity', async () => {
    const { element, again } = await render();
    element.props.ref(miniSigma());
    again();
    const overlay = (again().props as unknown as { children: { props: { children: { props: { style: object } } } } }).children;
    expect(overlay.props.children.props.style).toMatchObject({
      backgroundColor: 'var(--sigma-controls-color)',
      border: '1px solid var(--sigma-controls-color)',
      opacity: 0.5,
    });
  });

  it('moves the rectangle at each camera change by default (debounceTime 0), with no timer in between', async () => {
    const { element, again } = await render();
    element.props.ref(miniSigma());
    again();
    const rectangle = () =>
      (again().props as unknown as { children: { props: { children: { props: { style: { width: number } } } } } }).children.props
        .children.props.style.width;
    const before = rectangle();
    view.rectangle = { x1: 0.25, y1: 0.75, x2: 0.75, y2: 0.25, height: 0.5 };
    for (const listener of view.listeners) listener();
    again();
    expect(rectangle()).not.toBe(before);
  });
});
