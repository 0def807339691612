import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * A page just big enough for a real sigma instance to run in Node: its own code indexes the graph,
 * runs the reducers, fits the view, sorts by zIndex and calls the label and hover drawers, while
 * WebGL and 2D drawing calls land on stand-ins that do nothing (pixels need the browser:
 * tests/e2e/package-behaviour.spec.ts). Animation frames and the clock move only when a test
 * calls `tick`, so a test sees exactly what sigma has done so far.
 *
 * Call `withHeadlessSigma()` at the top of a test file, then import sigma's modules with
 * `await import()` in a `beforeAll`: the stand-ins must be in place before they load.
 */

/** A 2D context that keeps its fill colours, the text it was asked to draw and the canvases copied on it. */
export interface RecordedContext {
  fillStyle: string;
  texts: string[];
  fills: string[];
  copied: { className: string }[];
}

/** Sizes of a stand-in element: what the browser's layout would give. */
export interface Size {
  width: number;
  height: number;
}

class FakeElement {
  style: Record<string, string> = {};
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  constructor(readonly tagName: string) {}
  get offsetWidth(): number {
    return parseFloat(this.style.width ?? '') || FakeElement.size.width;
  }
  get offsetHeight(): number {
    return parseFloat(this.style.height ?? '') || FakeElement.size.height;
  }
  /** What a new container measures when its style gives no size. */
  static size: Size = { width: 800, height: 480 };
  setAttribute(name: string, value: string) {
    this.attributes[name] = String(value);
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  get className() {
    return this.attributes.class ?? '';
  }
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  before(element: FakeElement) {
    const siblings = this.parent!.children;
    element.parent = this.parent;
    siblings.splice(siblings.indexOf(this), 0, element);
  }
  after(element: FakeElement) {
    const siblings = this.parent!.children;
    element.parent = this.parent;
    siblings.splice(siblings.indexOf(this) + 1, 0, element);
  }
  remove() {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  addEventListener() {}
  removeEventListener() {}
  getBoundingClientRect() {
    return { left: 0, top: 0, x: 0, y: 0, width: this.offsetWidth, height: this.offsetHeight };
  }
}

/** Any WebGL call: constants are numbers, queries answer "all is well", the rest does nothing. */
function fakeWebGL(): unknown {
  const answers: Record<string, unknown> = {
    getShaderParameter: true,
    getProgramParameter: true,
    getParameter: 4096,
    getAttribLocation: 0,
    getError: 0,
  };
  const functions = (): unknown =>
    new Proxy(
      {},
      {
        get: (_target, name) => (typeof name === 'string' && /^[A-Z0-9_]+$/.test(name) ? 1 : () => functions()),
      },
    );
  return new Proxy(
    {},
    {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        if (/^[A-Z0-9_]+$/.test(name)) return 1;
        if (name in answers) return () => answers[name];
        if (name === 'getExtension' || name.startsWith('create') || name === 'getUniformLocation') return () => functions();
        return () => undefined;
      },
    },
  );
}

function fakeContext2D(): RecordedContext {
  const recorded: RecordedContext = { fillStyle: '', texts: [], fills: [], copied: [] };
  return new Proxy(recorded, {
    get: (target, name) => {
      if (name in target) return target[name as keyof RecordedContext];
      if (name === 'measureText') return (text: string) => ({ width: text.length * 7 });
      if (name === 'fillText') return (text: string) => target.texts.push(text);
      if (name === 'drawImage') return (canvas: { className: string }) => target.copied.push(canvas);
      if (name === 'getImageData') return () => ({ data: new Uint8ClampedArray(4) });
      return () => undefined;
    },
    set: (target, name, value) => {
      if (name === 'fillStyle') target.fills.push(String(value));
      (target as unknown as Record<string | symbol, unknown>)[name] = value;
      return true;
    },
  }) as RecordedContext;
}

class FakeCanvas extends FakeElement {
  contexts: Record<string, unknown> = {};
  /** The options sigma asked for, per context type. */
  contextOptions: Record<string, unknown> = {};
  getContext(type: string, options?: unknown) {
    if (!(type in this.contexts)) {
      this.contextOptions[type] = options;
      this.contexts[type] = type === '2d' ? fakeContext2D() : fakeWebGL();
    }
    return this.contexts[type];
  }
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
  toBlob(callback: (blob: Blob) => void, type = 'image/png') {
    callback(new Blob([], { type }));
  }
}

/** The clock and the animation frames, moved by hand. */
const frames = { now: 1_000, pending: new Map<number, (time: number) => void>(), id: 0 };

/**
 * Runs the animation frames requested so far, `ms` later: as a browser would at its next frame.
 * Returns how many ran.
 */
export function tick(ms = 16): number {
  frames.now += ms;
  const due = frames.pending;
  frames.pending = new Map();
  due.forEach((callback) => callback(frames.now));
  return due.size;
}

/** How many animation frames are waiting to run. */
export function pendingFrames(): number {
  return frames.pending.size;
}

/** A container for a sigma instance, `size` large. */
export function container(size: Size = { width: 800, height: 480 }): HTMLElement {
  const element = new FakeElement('div');
  element.style.width = `${size.width}px`;
  element.style.height = `${size.height}px`;
  return element as unknown as HTMLElement;
}

/** The canvases sigma put in `element`, in DOM order, by the `sigma-<layer>` class it gave them. */
export function layersIn(element: HTMLElement): { layer: string; canvas: FakeCanvas }[] {
  return (element as unknown as FakeElement).children
    .filter((child): child is FakeCanvas => child instanceof FakeCanvas)
    .map((canvas) => ({ layer: canvas.className.replace(/^sigma-/, ''), canvas }));
}

/** What a stand-in canvas records: its 2D context, and the options of each context sigma asked for. */
export function recorded(canvas: HTMLCanvasElement): { context2d: RecordedContext; options: Record<string, unknown> } {
  const fake = canvas as unknown as FakeCanvas;
  return { context2d: fake.getContext('2d') as RecordedContext, options: fake.contextOptions };
}

export function withHeadlessSigma(options: { devicePixelRatio?: number } = {}): void {
  beforeAll(() => {
    vi.stubGlobal('WebGL2RenderingContext', class {});
    vi.stubGlobal('WebGLRenderingContext', class {});
    vi.stubGlobal('HTMLElement', FakeElement);
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
    const body = new FakeElement('body');
    vi.stubGlobal('document', {
      body,
      createElement: (tag: string) => (tag.toLowerCase() === 'canvas' ? new FakeCanvas('canvas') : new FakeElement(tag)),
      addEventListener() {},
      removeEventListener() {},
    });
    vi.stubGlobal('window', {
      devicePixelRatio: options.devicePixelRatio ?? 1,
      addEventListener() {},
      removeEventListener() {},
    });
    vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => {
      frames.pending.set(++frames.id, callback);
      return frames.id;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.pending.delete(id));
    vi.spyOn(Date, 'now').mockImplementation(() => frames.now);
    vi.spyOn(performance, 'now').mockImplementation(() => frames.now);
  });
  afterEach(() => {
    frames.pending.clear();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

type Rendering = typeof import('sigma/rendering');
type NodeDisplayData = import('sigma/types').NodeDisplayData;
type EdgeDisplayData = import('sigma/types').EdgeDisplayData;
type NodeData = { label?: string | null; key?: string };

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
      this.layer.set(offset, String((data as NodeData).label));
      super.process(nodeIndex, offset, data);
    }
  }
  class EdgeProgram extends rendering.EdgeRectangleProgram {
    reallocate(capacity: number) {
      drawn.edges.clear();
      super.reallocate(capacity);
    }
    process(edgeIndex: number, offset: number, source: NodeDisplayData, target: NodeDisplayData, data: EdgeDisplayData) {
      drawn.edges.set(offset, String((data as NodeData).label));
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
