/**
 * The decisions of cooperativeGestures, on stand-ins for the DOM (the unit tests run in Node):
 * which gestures it keeps from sigma, which it lets through. The browser tests check the rest,
 * with sigma and the browser's own scrolling (tests/e2e/gestures.spec.ts, tests/phone/gestures.spec.ts):
 * that sigma listens on its top canvas, sets its canvases' `touch-action` to `none`, and that a
 * tap the page kept from sigma still reaches it as a click.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cooperativeGestures, TOUCH_HINT, WHEEL_HINT } from './cooperativeGestures';

type Listener = (event: FakeEvent) => void;

class FakeCanvas {
  style = { touchAction: 'none' };
  constructor(private readonly holder: FakeElement) {}
  closest() {
    return this.holder;
  }
}

class FakeElement {
  listeners = new Map<string, Listener>();
  canvas = new FakeCanvas(this);
  ownerDocument = { fullscreenElement: null, listeners: new Map<string, Listener>() } as {
    fullscreenElement: unknown;
    listeners: Map<string, Listener>;
    addEventListener?: (type: string, listener: Listener) => void;
    removeEventListener?: () => void;
  };
  constructor() {
    this.ownerDocument.addEventListener = (type, listener) => this.ownerDocument.listeners.set(type, listener);
    this.ownerDocument.removeEventListener = () => undefined;
  }
  setAttribute() {}
  removeAttribute() {}
  contains() {
    return false;
  }
  querySelectorAll() {
    return [this.canvas];
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
}

interface FakeEvent {
  target?: unknown;
  ctrlKey?: boolean;
  metaKey?: boolean;
  key?: string;
  pointerType?: string;
  touches?: { clientX: number; clientY: number }[];
  stopPropagation: () => void;
  preventDefault: () => void;
  composedPath?: () => unknown[];
}

let element: FakeElement;
let onHint: ReturnType<typeof vi.fn>;
let stop: () => void;

/** A node at the top-left corner. */
const onNode = (touch: Touch) => touch.clientX < 10 && touch.clientY < 10;

/** Starts again, for a graph whose nodes the reader drags. */
function draggingNodes() {
  stop();
  stop = cooperativeGestures(element as unknown as HTMLElement, { onHint, dragNodeAt: onNode });
}

/** Sends an event to the listener for `type`; says what the listener did with it. */
function send(type: string, event: Partial<FakeEvent> = {}) {
  const sent: FakeEvent = { target: element.canvas, stopPropagation: vi.fn(), preventDefault: vi.fn(), ...event };
  // Outside any shadow root, the first element of the event's path is its target.
  sent.composedPath = () => [sent.target];
  const listener = element.listeners.get(type) ?? element.ownerDocument.listeners.get(type);
  listener!(sent);
  return {
    keptFromSigma: (sent.stopPropagation as ReturnType<typeof vi.fn>).mock.calls.length > 0,
    cancelled: (sent.preventDefault as ReturnType<typeof vi.fn>).mock.calls.length > 0,
  };
}

const finger = (clientX: number, clientY: number) => ({ clientX, clientY });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
  vi.stubGlobal(
    'MutationObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  element = new FakeElement();
  onHint = vi.fn();
  stop = cooperativeGestures(element as unknown as HTMLElement, { onHint });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('cooperativeGestures: the wheel', () => {
  it('keeps a plain wheel from sigma, lets the page scroll, and hints for 1.5 s', () => {
    expect(send('wheel')).toEqual({ keptFromSigma: true, cancelled: false });
    expect(onHint).toHaveBeenLastCalledWith(WHEEL_HINT);
    vi.advanceTimersByTime(1_499);
    expect(onHint).toHaveBeenLastCalledWith(WHEEL_HINT);
    vi.advanceTimersByTime(1);
    expect(onHint).toHaveBeenLastCalledWith(null);
  });

  it('gives Ctrl + wheel and ⌘ + wheel to sigma, and never to the page zoom', () => {
    expect(send('wheel', { ctrlKey: true })).toEqual({ keptFromSigma: false, cancelled: true });
    expect(send('wheel', { metaKey: true })).toEqual({ keptFromSigma: false, cancelled: true });
    expect(onHint).not.toHaveBeenCalled();
  });

  it('gives the wheel to sigma after a click, until the pointer leaves', () => {
    send('pointerdown', { pointerType: 'mouse' });
    expect(send('wheel').keptFromSigma).toBe(false);
    send('pointerleave');
    expect(send('wheel').keptFromSigma).toBe(true);
  });

  it('gives the wheel to sigma after a focus inside, until Escape', () => {
    send('focusin');
    expect(send('wheel').keptFromSigma).toBe(false);
    send('keydown', { key: 'Escape' });
    expect(send('wheel').keptFromSigma).toBe(true);
  });

  it('does not take the wheel for a touch that comes down', () => {
    send('pointerdown', { pointerType: 'touch' });
    expect(send('wheel').keptFromSigma).toBe(true);
  });

  it('leaves alone what is not over a canvas (a panel, a button)', () => {
    expect(send('wheel', { target: {} })).toEqual({ keptFromSigma: false, cancelled: false });
  });

  it('leaves the graph every gesture in full screen', () => {
    element.ownerDocument.fullscreenElement = { contains: () => true };
    expect(send('wheel').keptFromSigma).toBe(false);
    expect(send('touchstart', { touches: [finger(100, 100)] }).keptFromSigma).toBe(false);
  });
});

describe('cooperativeGestures: fingers', () => {
  it("lets sigma's canvases scroll with one finger", () => {
    expect(element.canvas.style.touchAction).toBe('pan-x pan-y');
    stop();
    expect(element.canvas.style.touchAction).toBe('none');
  });

  it('keeps one finger from sigma, from the first touch to the last, and hints once', () => {
    expect(send('touchstart', { touches: [finger(100, 100)] }).keptFromSigma).toBe(true);
    expect(send('touchmove', { touches: [finger(100, 80)] }).keptFromSigma).toBe(true);
    expect(send('touchmove', { touches: [finger(100, 60)] }).keptFromSigma).toBe(true);
    expect(onHint.mock.calls).toEqual([[TOUCH_HINT]]);
    expect(send('touchend', { touches: [] }).keptFromSigma).toBe(true);
    // The next gesture is decided afresh.
    expect(send('touchmove', { touches: [finger(100, 80)] }).keptFromSigma).toBe(false);
  });

  it('keeps from sigma a finger that comes down on a node too: the page scrolls', () => {
    expect(send('touchstart', { touches: [finger(5, 5)] }).keptFromSigma).toBe(true);
    expect(send('touchmove', { touches: [finger(5, 25)] }).keptFromSigma).toBe(true);
    expect(send('touchend', { touches: [] }).keptFromSigma).toBe(true);
  });

  it('on a graph whose nodes the reader drags, gives sigma a finger that comes down on a node, and only that one', () => {
    draggingNodes();
    expect(send('touchstart', { touches: [finger(5, 5)] }).keptFromSigma).toBe(false);
    expect(send('touchmove', { touches: [finger(20, 20)] }).keptFromSigma).toBe(false);
    expect(send('touchend', { touches: [] }).keptFromSigma).toBe(false);
    expect(onHint).not.toHaveBeenCalled();
    expect(send('touchstart', { touches: [finger(100, 100)] }).keptFromSigma).toBe(true);
  });

  it('gives sigma two fingers, the first one included', () => {
    send('touchstart', { touches: [finger(100, 100)] });
    expect(send('touchstart', { touches: [finger(100, 100), finger(150, 100)] }).keptFromSigma).toBe(false);
    expect(send('touchmove', { touches: [finger(100, 90), finger(150, 90)] }).keptFromSigma).toBe(false);
    expect(send('touchend', { touches: [finger(100, 90)] }).keptFromSigma).toBe(false);
  });
});
