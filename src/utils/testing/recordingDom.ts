/**
 * Elements for sigma in Node whose canvases record what they are asked to draw: WebGL draws, uploads,
 * viewports and pixel reads; 2D texts, paths, fills and copies; the options each context was asked
 * for. The DOM their page needs (frames, clock, listeners) is headlessSigma.ts's.
 */

export type Listener = (event: unknown) => void;

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
