/**
 * Sigma running in Vitest: its own code, with stand-ins only for what Node lacks (the DOM, WebGL,
 * animation frames). WebGL is a recorder: what sigma sends to draw, a label it writes, is read back
 * as a reader's screen would show it. Call `sigmaStandIns()` at the top of a test file, then import
 * sigma with `await import('sigma')` in a `beforeAll`.
 */
import { afterAll, beforeAll, vi } from 'vitest';

/** What a canvas' context was last asked to draw. */
export interface Recorded {
  /**
   * WebGL: the last buffer of items sigma sent, one slice per node or edge, all zeros for one it does
   * not draw. With several programs on one canvas (node types), only the last one drawn is kept.
   */
  items: Float32Array;
  /** 2D: the texts written since the canvas was last cleared (node labels on the `labels` canvas). */
  texts: string[];
}

const noop = () => undefined;

/** A WebGL or 2D context that accepts every call and records what matters to a reader. */
function recordingContext(recorded: Recorded): unknown {
  const constants = new Map<string, number>();
  const target = Object.create(
    (globalThis as unknown as { WebGL2RenderingContext: { prototype: object } }).WebGL2RenderingContext.prototype,
  );
  const calls: Record<string, (...args: unknown[]) => unknown> = {
    bufferData: (_target, data, usage) => {
      if (data instanceof Float32Array && usage === constant('DYNAMIC_DRAW')) recorded.items = data.slice();
    },
    fillText: (text) => {
      recorded.texts.push(String(text));
    },
    clearRect: () => {
      recorded.texts = [];
    },
    measureText: (text) => ({ width: String(text).length * 7 }),
    getExtension: () => new Proxy({}, { get: () => noop }),
    getParameter: () => 16,
    getShaderParameter: () => true,
    getProgramParameter: () => true,
    getUniformLocation: () => ({}),
    getAttribLocation: () => 0,
    createBuffer: () => ({}),
    createProgram: () => ({}),
    createShader: () => ({}),
    createTexture: () => ({}),
    createFramebuffer: () => ({}),
    createRenderbuffer: () => ({}),
  };
  function constant(name: string): number {
    if (!constants.has(name)) constants.set(name, constants.size + 1);
    return constants.get(name)!;
  }
  return new Proxy(target, {
    get(object, key) {
      if (typeof key !== 'string') return undefined;
      if (key in calls) return calls[key];
      if (/^[A-Z0-9_]+$/.test(key)) return constant(key);
      return key in object ? object[key] : noop;
    },
    set(object, key, value) {
      object[key] = value;
      return true;
    },
  });
}

class Element {
  style: Record<string, string> = {};
  private readonly children: Element[] = [];
  readonly recorded: Recorded = { items: new Float32Array(), texts: [] };
  private context: unknown;
  constructor(private readonly size = { width: 800, height: 600 }) {}
  get offsetWidth() {
    return this.size.width;
  }
  get offsetHeight() {
    return this.size.height;
  }
  appendChild(child: Element) {
    this.children.push(child);
    return child;
  }
  removeChild(child: Element) {
    this.children.splice(this.children.indexOf(child), 1);
  }
  remove() {}
  addEventListener() {}
  removeEventListener() {}
  setAttribute() {}
  getBoundingClientRect() {
    return { x: 0, y: 0, left: 0, top: 0, ...this.size };
  }
  getContext() {
    this.context ??= recordingContext(this.recorded);
    return this.context;
  }
}

/** Animation frames sigma asked for, by id, run by `nextFrame`. */
const frames = new Map<number, FrameRequestCallback>();
let lastFrameId = 0;

/** Runs the frames sigma asked for, as a browser does before its next paint; those they ask for wait for the next call. */
export function nextFrame(): void {
  const due = [...frames.keys()];
  for (const id of due) {
    const frame = frames.get(id);
    // A frame that an earlier one cancelled does not run.
    if (!frame) continue;
    frames.delete(id);
    frame(performance.now());
  }
}

/** A container for sigma, `width` × `height` pixels. */
export function container(width = 800, height = 600): HTMLElement {
  return new Element({ width, height }) as unknown as HTMLElement;
}

/** What the canvas `name` of sigma (`getCanvases()`: edges, nodes, labels…) was last asked to draw. */
export function recorded(canvas: HTMLCanvasElement): Recorded {
  return (canvas as unknown as Element).recorded;
}

/** How many of the `count` items of a WebGL buffer sigma sent are drawn (not all zeros). */
export function drawnItems(items: Float32Array, count: number): number {
  if (count === 0) return 0;
  const stride = items.length / count;
  let drawn = 0;
  for (let i = 0; i < count; i++) if (items.subarray(i * stride, (i + 1) * stride).some((value) => value !== 0)) drawn++;
  return drawn;
}

export function sigmaStandIns(): void {
  beforeAll(() => {
    vi.stubGlobal('WebGL2RenderingContext', class {});
    vi.stubGlobal('WebGLRenderingContext', class {});
    vi.stubGlobal('HTMLElement', Element);
    vi.stubGlobal('HTMLCanvasElement', Element);
    vi.stubGlobal('window', { devicePixelRatio: 1, addEventListener: noop, removeEventListener: noop });
    vi.stubGlobal('document', {
      createElement: () => new Element(),
      addEventListener: noop,
      removeEventListener: noop,
    });
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
      frames.set(++lastFrameId, frame);
      return lastFrameId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterAll(() => {
    frames.clear();
    vi.unstubAllGlobals();
  });
}
