import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type Graph from 'graphology';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';

/**
 * A real sigma instance in Node: sigma's own code runs (indexing, reducers, camera, matrices, display
 * data, label picking, events, the render loop, @sigma/* programs and @sigma/export-image), on
 * stand-ins for the DOM, the 2D canvases and WebGL that record what sigma asks them to do. It
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

type Listener = (event: unknown) => void;

/**
 * The WebGL constants sigma's programs read as their modules load (a draw mode, a data type) and as
 * they upload data, with the values browsers give them. Test files that share a worker share its
 * modules: whichever file loads sigma first, its programs hold these.
 */
export const GL_CONSTANTS = {
  POINTS: 0,
  LINES: 1,
  TRIANGLES: 4,
  UNSIGNED_BYTE: 5121,
  FLOAT: 5126,
  ONE: 1,
  ONE_MINUS_SRC_ALPHA: 771,
  ARRAY_BUFFER: 34962,
  STATIC_DRAW: 35044,
  DYNAMIC_DRAW: 35048,
};

/** A stand-in for the WebGL context classes, with those constants. */
export const WebGLStandIn = Object.assign(class {}, GL_CONSTANTS);

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

/** What an element (one of sigma's canvases, or a canvas a package draws on) was asked to do. */
export interface LayerRecord {
  /** WebGL: draw calls since the last `clear`. */
  draws: number;
  /** WebGL: what each of those draw calls drew (`'LINES'`, `'TRIANGLES'`, `'POINTS'`). */
  modes: string[];
  /** WebGL: pixels read back (sigma's picking, to find the edge under the pointer), ever. */
  pixelReads: number;
  /** WebGL: the viewports set (width, height) since the last `clear`: a picking picture is drawn smaller. */
  viewports: [number, number][];
  /**
   * WebGL: the data uploaded since the last `clear`, in order. The last is the items of the last
   * program drawn, one slice per node or edge as sigma ordered them, all zeros for one not drawn.
   */
  buffers: Float32Array[];
  /** 2D: the texts written since the last `clearRect`, with the font and colour of each. */
  texts: { text: string; font: string; fillStyle: string; x: number; y: number }[];
  /** 2D: the y of every point of the paths drawn since the last `clearRect` (how tall a box is). */
  pathYs: number[];
  /** 2D: what was filled (paths, such as the hover box, and rectangles, such as a background) since the last `clearRect`. */
  fills: { fillStyle: string; shadowColor: string }[];
  /** 2D: the canvases copied on this one (`drawImage`), in order. */
  copied: StandInElement[];
  /** The options each context type was asked for with (`webgl2`, `2d`). */
  contextOptions: Record<string, unknown>;
  /** WebGL: the colour of sigma's picking picture under the pointer, where a test can tell it. */
  pick?: () => [number, number, number, number];
}

/** Any element sigma or a package creates: a container, a layer's canvas, an export's canvas. */
export class StandInElement {
  readonly style: Record<string, string> = {};
  readonly attributes: Record<string, string> = {};
  children: StandInElement[] = [];
  parent: StandInElement | null = null;
  readonly listeners: Record<string, Listener[]> = {};
  /** A size a test gave (a container), instead of the one its style says. */
  private size: { width: number; height: number } | null = null;
  private readonly contexts: Record<string, unknown> = {};
  readonly record: LayerRecord = {
    draws: 0,
    modes: [],
    pixelReads: 0,
    viewports: [],
    buffers: [],
    texts: [],
    fills: [],
    pathYs: [],
    copied: [],
    contextOptions: {},
  };

  constructor(readonly tagName: string) {}

  /** As layout gives it: the size a test gave, else its style's (a browser lays out a `px` style as such). */
  get offsetWidth(): number {
    return this.size?.width ?? (parseFloat(this.style.width ?? '') || 0);
  }
  get offsetHeight(): number {
    return this.size?.height ?? (parseFloat(this.style.height ?? '') || 0);
  }
  resize(width: number, height: number) {
    this.size = { width, height };
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  get className() {
    return this.attributes.class ?? '';
  }
  /** A canvas's size in pixels, kept as its attributes, as the DOM does. */
  get width() {
    return parseFloat(this.attributes.width ?? '0');
  }
  set width(value: number) {
    this.attributes.width = String(value);
  }
  get height() {
    return parseFloat(this.attributes.height ?? '0');
  }
  set height(value: number) {
    this.attributes.height = String(value);
  }
  appendChild(child: StandInElement) {
    child.remove();
    child.parent = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: StandInElement) {
    child.remove();
    return child;
  }
  remove() {
    if (!this.parent) return;
    this.parent.children = this.parent.children.filter((item) => item !== this);
    this.parent = null;
  }
  private insert(child: StandInElement, offset: number) {
    const parent = this.parent!;
    child.remove();
    child.parent = parent;
    parent.children.splice(parent.children.indexOf(this) + offset, 0, child);
  }
  before(child: StandInElement) {
    this.insert(child, 0);
  }
  after(child: StandInElement) {
    this.insert(child, 1);
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners[type] = (this.listeners[type] ?? []).filter((item) => item !== listener);
  }
  dispatch(type: string, event: object) {
    for (const listener of [...(this.listeners[type] ?? [])]) listener(event);
  }
  /** sigma's layers cover their container: a canvas in one measures as it does. */
  getBoundingClientRect() {
    const box = this.tagName === 'canvas' && this.parent ? this.parent : this;
    return { left: 0, top: 0, x: 0, y: 0, width: box.offsetWidth, height: box.offsetHeight };
  }
  /** The kind of the first context asked of it: sigma's WebGL layers, or its 2D ones. */
  contextType: '2d' | 'webgl' | null = null;
  getContext(type: string, options?: unknown) {
    this.contextType ??= type === '2d' ? '2d' : 'webgl';
    if (!(type in this.contexts)) {
      this.record.contextOptions[type] = options;
      this.contexts[type] = type === '2d' ? canvas2d(this.record) : webgl(this.record);
    }
    return this.contexts[type];
  }
  toBlob(callback: (blob: Blob) => void, type = 'image/png') {
    callback(new Blob([], { type }));
  }
}

const DRAW_MODES: Record<number, string> = { 0: 'POINTS', 1: 'LINES', 4: 'TRIANGLES' };

/** A WebGL context that accepts every call, answers like a working one, and records draws and uploads. */
function webgl(record: LayerRecord): unknown {
  const draw = (mode: unknown) => {
    record.draws++;
    record.modes.push(DRAW_MODES[mode as number] ?? String(mode));
  };
  const Base = (globalThis as { WebGL2RenderingContext?: { prototype: object } }).WebGL2RenderingContext;
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    getShaderParameter: () => true,
    getProgramParameter: () => true,
    getShaderInfoLog: () => '',
    getProgramInfoLog: () => '',
    getAttribLocation: () => 0,
    getParameter: () => 4096,
    getError: () => 0,
    isContextLost: () => false,
    getExtension: () => new Proxy({}, { get: () => () => undefined }),
    drawArrays: (mode) => draw(mode),
    drawArraysInstanced: (mode) => draw(mode),
    drawElements: (mode) => draw(mode),
    readPixels: (...args) => {
      record.pixelReads++;
      const pixel = args[6] as Uint8Array | undefined;
      if (pixel && record.pick) pixel.set(record.pick());
    },
    clear: () => {
      record.draws = 0;
      record.modes = [];
      record.viewports = [];
      record.buffers = [];
    },
    viewport: (_x, _y, width, height) => void record.viewports.push([width as number, height as number]),
    bufferData: (_target, data) => void (data instanceof Float32Array && record.buffers.push(Float32Array.from(data))),
  };
  return new Proxy(Object.create(Base?.prototype ?? Object.prototype) as object, {
    get(_target, property) {
      if (typeof property !== 'string') return undefined;
      if (/^[A-Z0-9_]+$/.test(property)) return (GL_CONSTANTS as Record<string, number>)[property] ?? 0;
      return answers[property] ?? (() => ({}));
    },
  });
}

/** A 2D context whose text is 7 px a character wide, which notes what is written, filled and copied. */
function canvas2d(record: LayerRecord): unknown {
  const state: Record<string | symbol, unknown> = { font: '', fillStyle: '', shadowColor: '', is2d: true };
  const fill = () => void record.fills.push({ fillStyle: String(state.fillStyle), shadowColor: String(state.shadowColor) });
  const answers: Record<string, (...args: unknown[]) => unknown> = {
    measureText: (text) => ({ width: String(text).length * 7 }),
    fillText: (text, x, y) =>
      void record.texts.push({
        text: String(text),
        font: String(state.font),
        fillStyle: String(state.fillStyle),
        x: x as number,
        y: y as number,
      }),
    moveTo: (_x, y) => void record.pathYs.push(y as number),
    lineTo: (_x, y) => void record.pathYs.push(y as number),
    fill,
    fillRect: fill,
    drawImage: (canvas) => void record.copied.push(canvas as StandInElement),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    clearRect: () => {
      record.texts = [];
      record.fills = [];
      record.pathYs = [];
    },
  };
  return new Proxy(state, {
    get(target, property) {
      if (property in target) return target[property];
      return typeof property === 'string' ? (answers[property] ?? (() => undefined)) : undefined;
    },
    set(target, property, value) {
      target[property] = value;
      return true;
    },
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
