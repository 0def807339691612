import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type Graph from 'graphology';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import { StandInElement, WebGLStandIn, type LayerRecord, type Listener } from './recordingDom';

/**
 * A real sigma instance in Node: sigma's own code runs (indexing, reducers, camera, matrices, display
 * data, label picking, events, the render loop, @sigma/* programs and @sigma/export-image), on
 * stand-ins for the DOM, the 2D canvases and WebGL that record what sigma asks them to do
 * (recordingDom.ts) and a page whose frames, clock, listeners and observers a test drives. It
 * answers what sigma computes and what it chooses to draw (which items a program is sent, which
 * labels are written, which layers are copied); what WebGL then paints takes a browser
 * (tests/e2e/package-behaviour.spec.ts). Animation frames and the clock move only when a test calls
 * `tick`, so a test sees exactly what sigma has done so far.
 *
 * Call `withHeadlessSigma()` at the top of a test file and import sigma with `await import()` in a
 * `beforeAll` (its programs read WebGL's constants as their modules load). Then either
 * `createHeadlessSigma(Sigma, graph, settings)`, a handle that also feeds sigma pointer events and
 * resizes, or `new Sigma(graph, container())` and `recordOf(canvas)` for what one canvas was asked
 * to draw. A file that only imports sigma's modules, in a DOM of its own or none, calls
 * `withWebGLStandIns()` instead.
 */

/** Puts the WebGL stand-ins in place now (`vi.unstubAllGlobals()` removes them), for one test that needs them. */
export function stubWebGLStandIns(): void {
  vi.stubGlobal('WebGL2RenderingContext', WebGLStandIn);
  vi.stubGlobal('WebGLRenderingContext', WebGLStandIn);
}

/**
 * Only WebGL's constants, for a file that imports sigma's modules (programs, utilities) without a
 * sigma instance, or brings a DOM of its own: import them with `await import()` in a `beforeAll`.
 */
export function withWebGLStandIns(): void {
  beforeAll(stubWebGLStandIns);
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/** The page around sigma: its animation frames run and its clock moves when a test says so. */
const page = {
  frames: new Map<number, (time: number) => void>(),
  lastFrame: 0,
  now: 1_000_000,
  windowListeners: {} as Record<string, Listener[]>,
  documentListeners: {} as Record<string, Listener[]>,
  observers: new Set<ResizeObserverStandIn>(),
};

/** Runs its callback when a test gives an element it observes another size, as a browser does after layout. */
class ResizeObserverStandIn {
  readonly targets = new Set<unknown>();
  constructor(readonly callback: () => void) {}
  observe(target: unknown) {
    this.targets.add(target);
    page.observers.add(this);
    // A browser reports an element's size once when it starts observing it.
    queueMicrotask(() => this.targets.has(target) && this.callback());
  }
  disconnect() {
    this.targets.clear();
    page.observers.delete(this);
  }
}

/**
 * Runs the animation frames asked for so far, `ms` milliseconds after the last ones, as a browser
 * does at its next frame; those they ask for wait for the next call. Returns how many ran.
 */
export function tick(ms = 16): number {
  page.now += ms;
  let ran = 0;
  for (const id of [...page.frames.keys()]) {
    const callback = page.frames.get(id);
    // A frame that an earlier one cancelled does not run.
    if (!callback) continue;
    page.frames.delete(id);
    callback(page.now);
    ran++;
  }
  return ran;
}

/** How many animation frames are waiting to run. */
export function pendingFrames(): number {
  return page.frames.size;
}

/** Stand-ins for WebGL, the DOM, animation frames and the clock, for the test file that calls it. */
export function withHeadlessSigma({ devicePixelRatio = 1 } = {}): void {
  beforeAll(() => {
    const on =
      (listeners: () => Record<string, Listener[]>) =>
      (type: string, listener: Listener): void =>
        void (listeners()[type] ??= []).push(listener);
    const off =
      (listeners: () => Record<string, Listener[]>) =>
      (type: string, listener: Listener): void =>
        void (listeners()[type] = (listeners()[type] ?? []).filter((item) => item !== listener));
    stubWebGLStandIns();
    // sigma checks that its container is an element.
    vi.stubGlobal('HTMLElement', StandInElement);
    vi.stubGlobal('HTMLCanvasElement', StandInElement);
    vi.stubGlobal('document', {
      body: new StandInElement('body'),
      createElement: (tag: string) => new StandInElement(tag.toLowerCase()),
      addEventListener: on(() => page.documentListeners),
      removeEventListener: off(() => page.documentListeners),
    });
    vi.stubGlobal('window', {
      devicePixelRatio,
      addEventListener: on(() => page.windowListeners),
      removeEventListener: off(() => page.windowListeners),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    });
    vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => {
      page.frames.set(++page.lastFrame, callback);
      return page.lastFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => page.frames.delete(id));
    vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
    vi.spyOn(Date, 'now').mockImplementation(() => page.now);
    vi.spyOn(performance, 'now').mockImplementation(() => page.now);
  });
  // What one test left (a pending frame, a sigma listening to the window) does not reach the next.
  afterEach(() => {
    page.frames.clear();
    page.observers.clear();
    page.windowListeners = {};
    page.documentListeners = {};
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.mocked(Date.now).mockRestore();
    vi.mocked(performance.now).mockRestore();
  });
}

/** A container for a sigma instance, `width` × `height` pixels (800 × 480 unless told). */
export function container({ width = 800, height = 480 } = {}): HTMLElement {
  const element = new StandInElement('div');
  element.resize(width, height);
  return element as unknown as HTMLElement;
}

/** What a stand-in element (a canvas of `sigma.getCanvases()`, a canvas a package returns) was asked to do. */
export function recordOf(element: Element | StandInElement): LayerRecord {
  return (element as unknown as StandInElement).record;
}

/** The canvases sigma put in `element`, in DOM order, by the `sigma-<layer>` class it gave them. */
export function layersIn(element: HTMLElement): { layer: string; canvas: StandInElement }[] {
  return (element as unknown as StandInElement).children
    .filter((child) => child.tagName === 'canvas')
    .map((canvas) => ({ layer: canvas.className.replace(/^sigma-/, ''), canvas }));
}

/** How many of the `count` items in the last data a WebGL layer was sent are drawn (not all zeros). */
export function drawnItems(record: LayerRecord, count: number): number {
  const items = record.buffers.at(-1);
  if (!items || count === 0) return 0;
  const stride = items.length / count;
  let drawn = 0;
  for (let i = 0; i < count; i++) if (items.subarray(i * stride, (i + 1) * stride).some((value) => value !== 0)) drawn++;
  return drawn;
}

type Rendering = typeof import('sigma/rendering');
type Labelled = { label?: string | null };

/**
 * Node and edge programs that draw as sigma's own (circle, rectangle) and note the order sigma
 * hands them the items in: the order of their buffers, which WebGL draws first to last. `nodes()`
 * is the nodes layer, `hoverNodes()` what sigma draws again on its hover layer; items are named
 * by their `label`.
 */
export function recordingPrograms(rendering: Rendering) {
  const drawn = { nodes: new Map<number, string>(), hoverNodes: new Map<number, string>(), edges: new Map<number, string>() };
  const order = (layer: Map<number, string>) => [...layer.entries()].sort(([a], [b]) => a - b).map(([, label]) => label);
  class NodeProgram extends rendering.NodeCircleProgram {
    /** sigma gives the nodes layer a picking buffer and its hover layer none. */
    private readonly layer: Map<number, string>;
    constructor(...args: ConstructorParameters<typeof rendering.NodeCircleProgram>) {
      super(...args);
      this.layer = args[1] ? drawn.nodes : drawn.hoverNodes;
    }
    reallocate(capacity: number) {
      this.layer.clear();
      super.reallocate(capacity);
    }
    process(nodeIndex: number, offset: number, data: NodeDisplayData) {
      this.layer.set(offset, String((data as Labelled).label));
      super.process(nodeIndex, offset, data);
    }
  }
  class EdgeProgram extends rendering.EdgeRectangleProgram {
    reallocate(capacity: number) {
      drawn.edges.clear();
      super.reallocate(capacity);
    }
    process(edgeIndex: number, offset: number, source: NodeDisplayData, target: NodeDisplayData, data: EdgeDisplayData) {
      drawn.edges.set(offset, String((data as Labelled).label));
      super.process(edgeIndex, offset, source, target, data);
    }
  }
  return {
    NodeProgram,
    EdgeProgram,
    nodes: () => order(drawn.nodes),
    hoverNodes: () => order(drawn.hoverNodes),
    edges: () => order(drawn.edges),
  };
}

export interface DispatchedEvent {
  type: string;
  defaultPrevented: boolean;
  preventDefault(): void;
  [key: string]: unknown;
}

export interface HeadlessSigma {
  sigma: Sigma;
  container: StandInElement;
  /** What each layer (`edges`, `nodes`, `labels`, `edgeLabels`, `hovers`…) was last asked to draw. */
  layer(id: string): LayerRecord;
  /** `tick`: runs the animation frames asked for so far, `ms` milliseconds after the last ones. */
  frame(ms?: number): void;
  /** Runs frames every 16 ms until none is asked for (an animation's end), at most `limit` of them. */
  settle(limit?: number): void;
  /** Gives the container another size, as a layout change does: neither sigma nor any observer is told. */
  setSize(width: number, height: number): void;
  /** Says which edge sigma's edge picking picture shows under the pointer (with enableEdgeEvents), or none. */
  pointAtEdge(edge: string | null): void;
  /** Runs the ResizeObservers watching the container, as a browser does after a layout that resized it. */
  layout(): void;
  /**
   * A mouse or touch event on sigma's top canvas (where sigma listens), or on the document: returns
   * the event, whose `defaultPrevented` says whether the browser's own reaction (a scroll) was cancelled.
   */
  dispatch(type: string, init?: Record<string, unknown>, on?: 'mouse' | 'document'): DispatchedEvent;
  /** Fires the window's `resize` event. */
  resizeWindow(): void;
}

/**
 * A sigma instance on a container of `width` × `height` pixels (800 × 480 unless told), with what a
 * test needs to act as a reader's browser around it.
 */
export function createHeadlessSigma(
  SigmaClass: typeof Sigma,
  graph: Graph,
  settings: Partial<Settings> = {},
  size: { width?: number; height?: number } = {},
): HeadlessSigma {
  const element = container(size) as unknown as StandInElement;
  const sigma = new SigmaClass(graph, element as unknown as HTMLElement, settings);
  // The GPU's part of sigma's node picking: its picture holds each node's disc in a colour that
  // encodes the node's index. Here, the disc under the pointer, found from what sigma displays.
  const pointer = { x: -1, y: -1 };
  const internals = sigma as unknown as { nodeIndices: Record<string, number>; edgeIndices: Record<string, number> };
  const colourOf = (index: number): [number, number, number, number] => [
    (index >> 16) & 0xff,
    (index >> 8) & 0xff,
    index & 0xff,
    0xff,
  ];
  // Edges are thin: a test says which one is under the pointer.
  let edgeUnderPointer: string | null = null;
  const layer = (id: string): LayerRecord => {
    const canvas = element.children.find((child) => child.className === `sigma-${id}`);
    if (!canvas) throw new Error(`sigma has no layer "${id}"`);
    return canvas.record;
  };
  layer('edges').pick = () => (edgeUnderPointer === null ? [0, 0, 0, 0] : colourOf(internals.edgeIndices[edgeUnderPointer]!));
  layer('nodes').pick = () => {
    let found: string | null = null;
    sigma.getGraph().forEachNode((node) => {
      const data = sigma.getNodeDisplayData(node);
      if (!data || data.hidden) return;
      const at = sigma.framedGraphToViewport(data);
      if (Math.hypot(at.x - pointer.x, at.y - pointer.y) <= sigma.scaleSize(data.size)) found = node;
    });
    return found === null ? [0, 0, 0, 0] : colourOf(internals.nodeIndices[found]!);
  };
  return {
    sigma,
    container: element,
    layer,
    frame: (ms) => void tick(ms),
    settle(limit = 200) {
      for (let i = 0; i < limit && pendingFrames() > 0; i++) tick();
    },
    setSize(width, height) {
      element.resize(width, height);
    },
    pointAtEdge(edge) {
      edgeUnderPointer = edge;
    },
    layout() {
      for (const observer of [...page.observers]) if (observer.targets.has(element)) observer.callback();
    },
    dispatch(type, init = {}, on = 'mouse') {
      const mouse = element.children.find((child) => child.className === 'sigma-mouse')!;
      const event: DispatchedEvent = {
        type,
        target: mouse,
        button: 0,
        clientX: 0,
        clientY: 0,
        deltaY: 0,
        deltaMode: 0,
        touches: [],
        changedTouches: [],
        defaultPrevented: false,
        composedPath: () => [mouse],
        preventDefault() {
          event.defaultPrevented = true;
        },
        stopPropagation() {},
        ...init,
      };
      if (typeof init.clientX === 'number' && typeof init.clientY === 'number') {
        pointer.x = init.clientX;
        pointer.y = init.clientY;
      }
      if (on === 'mouse') mouse.dispatch(type, event);
      else for (const listener of [...(page.documentListeners[type] ?? [])]) listener(event);
      return event;
    },
    resizeWindow() {
      for (const listener of [...(page.windowListeners.resize ?? [])]) listener({ type: 'resize' });
    },
  };
}
