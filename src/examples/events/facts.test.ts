/**
 * What the page "Events" (docs/example/events.mdx) states about sigma's captors and defaults, run in
 * Node: sigma's MouseCaptor and TouchCaptor on a stand-in container that hands their listeners the
 * events a browser would. The browser test (tests/e2e/examples/events.spec.ts) runs the examples.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWebGLStandIns, withWebGLStandIns } from '../../utils/testing/headlessSigma';

let sigmaModule: typeof import('sigma');
let settingsModule: typeof import('sigma/settings');

withWebGLStandIns();
beforeAll(async () => {
  sigmaModule = await import('sigma');
  settingsModule = await import('sigma/settings');
});

type Listener = (event: Record<string, unknown>) => void;

/** An element that keeps the listeners a captor adds, so that the test can call them. */
function standInElement() {
  const listeners: Record<string, Listener[]> = {};
  const element = {
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
    removeEventListener: () => undefined,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 300 }),
  };
  const fire = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners[type] ?? [])
      listener({ preventDefault: () => undefined, stopPropagation: () => undefined, ...event });
  };
  return { element, listeners, fire };
}

let page: ReturnType<typeof standInElement>;
/** Animation frames run at once: a camera animation ends in the call that starts it. */
beforeEach(() => {
  page = standInElement();
  vi.stubGlobal('document', page.element);
  vi.stubGlobal('window', {
    setTimeout: (f: () => void, t: number) => setTimeout(f, t),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  stubWebGLStandIns();
});

/** A captor over a renderer that only has what the captors ask of it: a camera and the default settings. */
function captorOf(kind: 'MouseCaptor' | 'TouchCaptor') {
  const camera = new sigmaModule.Camera();
  const container = standInElement();
  const renderer = {
    getCamera: () => camera,
    getSetting: (name: keyof import('sigma/settings').Settings) => settingsModule.DEFAULT_SETTINGS[name],
    getDimensions: () => ({ width: 400, height: 300 }),
    viewportToFramedGraph: ({ x, y }: { x: number; y: number }) => ({ x: x / 400, y: y / 300 }),
    getViewportZoomedState: (_point: unknown, ratio: number) => ({ ...camera.getState(), ratio }),
    getGraphDimensions: () => ({ width: 1, height: 1 }),
    getStagePadding: () => 0,
  };
  const Captor = sigmaModule[kind] as unknown as new (
    element: unknown,
    renderer: unknown,
  ) => {
    on(type: string, listener: (payload: Record<string, unknown>) => void): void;
    emit(type: string, ...args: unknown[]): boolean;
  };
  const captor = new Captor(container.element, renderer);
  const emitted: string[] = [];
  const emit = captor.emit.bind(captor);
  captor.emit = (type, ...args) => {
    emitted.push(type);
    return emit(type, ...args);
  };
  return { captor, camera, container, emitted };
}

const wheelUp = { deltaY: -100, deltaMode: 0, clientX: 200, clientY: 150 };

describe('events page: the wheel and preventSigmaDefault', () => {
  it('zooms on a wheel turn even when a wheel handler calls preventSigmaDefault()', () => {
    const { captor, camera, container } = captorOf('MouseCaptor');
    captor.on('wheel', (event) => (event.preventSigmaDefault as () => void)());
    container.fire('wheel', wheelUp);
    vi.runAllTimers();
    expect(camera.getState().ratio).toBeLessThan(1);
  });

  it("keeps the camera still when the handler sets event.sigmaDefaultPrevented itself, and cancels the browser's wheel", () => {
    const { captor, camera, container } = captorOf('MouseCaptor');
    captor.on('wheel', (event) => (event.sigmaDefaultPrevented = true));
    let cancelled = false;
    container.fire('wheel', { ...wheelUp, preventDefault: () => (cancelled = true) });
    vi.runAllTimers();
    expect(camera.getState().ratio).toBe(1);
    // …and still cancels the browser's reaction (with Ctrl held, a zoom of the whole page).
    expect(cancelled).toBe(true);
  });
});

describe('events page: clicks', () => {
  it('makes two clicks within doubleClickTimeout (300 ms) a double click, which zooms in', () => {
    expect(settingsModule.DEFAULT_SETTINGS.doubleClickTimeout).toBe(300);
    const { camera, container, emitted } = captorOf('MouseCaptor');
    const click = (clientX: number) => {
      container.fire('mousedown', { clientX, clientY: 100, button: 0 });
      page.fire('mouseup', { clientX, clientY: 100, button: 0 });
      container.fire('click', { clientX, clientY: 100, button: 0 });
    };
    // Far apart: where the clicks land does not matter.
    click(20);
    vi.advanceTimersByTime(250);
    click(380);
    vi.runAllTimers();
    expect(emitted.filter((type) => type === 'click' || type === 'doubleClick')).toEqual(['click', 'doubleClick']);
    expect(camera.getState().ratio).toBeLessThan(1);
  });

  it('makes them two clicks when more than 300 ms apart', () => {
    const { container, emitted } = captorOf('MouseCaptor');
    container.fire('click', { clientX: 20, clientY: 100, button: 0 });
    vi.advanceTimersByTime(350);
    container.fire('click', { clientX: 20, clientY: 100, button: 0 });
    expect(emitted.filter((type) => type === 'click' || type === 'doubleClick')).toEqual(['click', 'click']);
  });
});

describe('events page: defaults and the touch captor', () => {
  it('leaves edge events off unless enableEdgeEvents is set', () => {
    expect(settingsModule.DEFAULT_SETTINGS.enableEdgeEvents).toBe(false);
  });

  it('never emits touchmovebody, whatever the fingers do', () => {
    const { container, emitted } = captorOf('TouchCaptor');
    const touch = (x: number) => ({ clientX: x, clientY: 100, identifier: 0 });
    container.fire('touchstart', { touches: [touch(100)], changedTouches: [touch(100)] });
    for (const x of [120, 140, 160]) {
      container.fire('touchmove', { touches: [touch(x)], changedTouches: [touch(x)] });
      page.fire('touchmove', { touches: [touch(x)], changedTouches: [touch(x)] });
    }
    container.fire('touchend', { touches: [], changedTouches: [touch(160)] });
    page.fire('touchend', { touches: [], changedTouches: [touch(160)] });
    expect(emitted).toContain('touchmove');
    expect(emitted).not.toContain('touchmovebody');
  });
});
