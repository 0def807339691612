import { afterAll, beforeAll, vi } from 'vitest';
import type Graph from 'graphology';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import { GL_CONSTANTS, WebGLStandIn } from './webglStandIns';

/**
 * A real sigma instance in Node: sigma's own code runs (camera, matrices, display data, label
 * picking, events, the render loop), on stand-ins for the DOM, the 2D canvases and WebGL that
 * record what sigma asks them to do. It answers what sigma computes and what it chooses to draw
 * (which programs render, which labels are written); what WebGL then paints takes a browser.
 *
 * Call `withHeadlessSigma()` at the top of a test file, import sigma with `await import()` in a
 * `beforeAll` (sigma's programs read WebGL's constants as their modules load), then
 * `createHeadlessSigma(Sigma, graph, settings)`.
 */

type Listener = (event: unknown) => void;

/** What a layer (one of sigma's canvases) was asked to draw since it was last cleared. */
export interface LayerRecord {
  /** WebGL: draw calls since the last `clear`. */
  draws: number;
  /** WebGL: what each of those draw calls drew (`'LINES'`, `'TRIANGLES'`, `'POINTS'`). */
  modes: string[];
  /** WebGL: pixels read back (sigma's picking, to find the edge under the pointer), ever. */
  pixelReads: number;
  /** WebGL: the viewports set (width, height) since the last `clear`: a picking picture is drawn smaller. */
  viewports: [number, number][];
  /** WebGL: the data uploaded since the last `clear`, in order: a program's items as sigma ordered them. */
  buffers: Float32Array[];
  /** 2D: the texts written since the last `clearRect`, with the font and colour of each. */
  texts: { text: string; font: string; fillStyle: string; x: number; y: number }[];
  /** 2D: the y of every point of the paths drawn since the last `clearRect` (how tall a box is). */
  pathYs: number[];
  /** 2D: fills (the hover box) since the last `clearRect`. */
  fills: { fillStyle: string; shadowColor: string }[];
  /** WebGL: the colour of sigma's picking picture under the pointer, where a test can tell it. */
  pick?: () => [number, number, number, number];
}

export class StandInElement {
  readonly style: Record<string, string> = {};
  readonly attributes: Record<string, string> = {};
  children: StandInElement[] = [];
  parent: StandInElement | null = null;
  readonly listeners: Record<string, Listener[]> = {};
  offsetWidth = 0;
  offsetHeight = 0;
  context: unknown = null;
  readonly record: LayerRecord = {
    draws: 0,
    modes: [],
    pixelReads: 0,
    viewports: [],
    buffers: [],
    texts: [],
    fills: [],
    pathYs: [],
  };

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  get className() {
    return this.attributes.class ?? '';
  }
  appendChild(child: StandInElement) {
    child.remove();
    child.parent = this;
    this.children.push(child);
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
  getBoundingClientRect() {
    const root = this.parent ?? this;
    return { left: 0, top: 0, x: 0, y: 0, width: root.offsetWidth, height: root.offsetHeight };
  }
  contextType: '2d' | 'webgl' | null = null;
  getContext(type: string) {
    this.contextType ??= type === '2d' ? '2d' : 'webgl';
    this.context ??= type === '2d' ? canvas2d(this.record) : webgl(this.record);
    return this.context;
  }
}

const DRAW_MODES: Record<number, string> = { 0: 'POINTS', 1: 'LINES', 4: 'TRIANGLES' };

/** A WebGL context that accepts every call, answers like a working one, and counts draws. */
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

/** A 2D context whose text is 7 px a character wide, which notes what is written and filled. */
function canvas2d(record: LayerRecord): unknown {
  const state: Record<string | symbol, unknown> = { font: '', fillStyle: '', shadowColor: '', is2d: true };
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
    fill: () => void record.fills.push({ fillStyle: String(state.fillStyle), shadowColor: String(state.shadowColor) }),
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

/** The page around sigma: its animation frames run when a test says so, its clock moves when told. */
class Page {
  frames = new Map<number, (time: number) => void>();
  nextFrame = 1;
  now = 1_000_000;
  windowListeners: Record<string, Listener[]> = {};
  documentListeners: Record<string, Listener[]> = {};
  observers = new Set<ResizeObserverStandIn>();
}

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

let page = new Page();
let clock: { mockRestore(): void } | undefined;

/** Stand-ins for WebGL, the DOM and the animation frames, for the test file that calls it. */
export function withHeadlessSigma(): void {
  beforeAll(() => {
    const on =
      (listeners: () => Record<string, Listener[]>) =>
      (type: string, listener: Listener): void =>
        void (listeners()[type] ??= []).push(listener);
    const off =
      (listeners: () => Record<string, Listener[]>) =>
      (type: string, listener: Listener): void =>
        void (listeners()[type] = (listeners()[type] ?? []).filter((item) => item !== listener));
    vi.stubGlobal('WebGL2RenderingContext', WebGLStandIn);
    vi.stubGlobal('WebGLRenderingContext', WebGLStandIn);
    // sigma checks that its container is an element.
    vi.stubGlobal('HTMLElement', StandInElement);
    vi.stubGlobal('document', {
      createElement: (tag: string) => new StandInElement(tag),
      addEventListener: on(() => page.documentListeners),
      removeEventListener: off(() => page.documentListeners),
    });
    vi.stubGlobal('window', {
      devicePixelRatio: 1,
      addEventListener: on(() => page.windowListeners),
      removeEventListener: off(() => page.windowListeners),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    });
    vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => {
      const id = page.nextFrame++;
      page.frames.set(id, callback);
      return id;
    });
    vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
    vi.stubGlobal('cancelAnimationFrame', (id: number) => page.frames.delete(id));
    clock = vi.spyOn(Date, 'now').mockImplementation(() => page.now);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    clock?.mockRestore();
  });
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
  /** Runs the animation frames asked for so far, `ms` milliseconds after the last ones. */
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

/** A sigma instance on a container of `width` × `height` pixels (800 × 480 unless told). */
export function createHeadlessSigma(
  SigmaClass: typeof Sigma,
  graph: Graph,
  settings: Partial<Settings> = {},
  { width = 800, height = 480 } = {},
): HeadlessSigma {
  page = new Page();
  const container = new StandInElement('div');
  container.offsetWidth = width;
  container.offsetHeight = height;
  const sigma = new SigmaClass(graph, container as unknown as HTMLElement, settings);
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
  layerOf(container, 'edges').pick = () =>
    edgeUnderPointer === null ? [0, 0, 0, 0] : colourOf(internals.edgeIndices[edgeUnderPointer]!);
  layerOf(container, 'nodes').pick = () => {
    let found: string | null = null;
    sigma.getGraph().forEachNode((node) => {
      const data = sigma.getNodeDisplayData(node);
      if (!data || data.hidden) return;
      const at = sigma.framedGraphToViewport(data);
      if (Math.hypot(at.x - pointer.x, at.y - pointer.y) <= sigma.scaleSize(data.size)) found = node;
    });
    return found === null ? [0, 0, 0, 0] : colourOf(internals.nodeIndices[found]!);
  };
  const frame = (ms = 16) => {
    page.now += ms;
    const due = [...page.frames.values()];
    page.frames.clear();
    for (const callback of due) callback(page.now);
  };
  return {
    sigma,
    container,
    layer: (id) => layerOf(container, id),
    frame,
    settle(limit = 200) {
      for (let i = 0; i < limit && page.frames.size > 0; i++) frame();
    },
    setSize(newWidth, newHeight) {
      container.offsetWidth = newWidth;
      container.offsetHeight = newHeight;
    },
    pointAtEdge(edge) {
      edgeUnderPointer = edge;
    },
    layout() {
      for (const observer of [...page.observers]) if (observer.targets.has(container)) observer.callback();
    },
    dispatch(type, init = {}, on = 'mouse') {
      const mouse = container.children.find((child) => child.className === 'sigma-mouse')!;
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

function layerOf(container: StandInElement, id: string): LayerRecord {
  const element = container.children.find((child) => child.className === `sigma-${id}`);
  if (!element) throw new Error(`sigma has no layer "${id}"`);
  return element.record;
}
