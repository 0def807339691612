import type { Sigma } from 'sigma';

/** What `cooperativeGestures` tells its caller and asks it. */
export interface CooperativeGesturesOptions {
  /** Shows a hint (`text`), or hides it (`null`), `hintDuration` milliseconds later. */
  onHint: (text: string | null) => void;
  /**
   * Only for a graph whose nodes the reader drags: whether a finger that comes down here is on a node
   * (`nodeAtPoint` says). That finger then goes to the graph, to drag the node, and the page stays.
   * Without it, one finger scrolls the page wherever it starts; a tap on a node is still a click.
   */
  dragNodeAt?: (touch: Touch) => boolean;
  /** How long a hint shows, in milliseconds (default 1500). */
  hintDuration?: number;
}

/** Marks the element, so that an outer `cooperativeGestures` leaves the events of an inner one alone. */
const MARK = 'data-cooperative-gestures';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const WHEEL_HINT = IS_MAC ? 'Use ⌘ + scroll to zoom' : 'Use Ctrl + scroll to zoom';
export const TOUCH_HINT = 'Use two fingers to move the graph';

/**
 * Cooperative gestures, as map embeds have them: a graph in a long page lets the page scroll.
 *
 * Sigma takes every wheel turn over the graph (to zoom) and every touch (to pan), so a reader
 * scrolling the page stops dead on the graph. `cooperativeGestures` listens on an element that
 * holds sigma's canvases, in the capture phase, before sigma, and decides who gets each gesture:
 *
 * - a plain wheel turn scrolls the page, and a hint says how to zoom;
 * - Ctrl + wheel (⌘ + wheel on a Mac, and a trackpad pinch) zooms the graph;
 * - after a click or a focus inside the element, the graph has the wheel until the pointer
 *   leaves, Escape is pressed or the focus leaves;
 * - one finger scrolls the page, from a node too, unless the caller drags nodes (`dragNodeAt`);
 *   a tap is still a click: the browser turns a touch that did not scroll into mouse events;
 * - two fingers pan, zoom and rotate the graph.
 *
 * A gesture kept from sigma is stopped (`stopPropagation`), not cancelled: the browser still
 * scrolls the page. Returns a function that removes everything it set up.
 */
export function cooperativeGestures(
  element: HTMLElement,
  { onHint, dragNodeAt, hintDuration = 1500 }: CooperativeGesturesOptions,
): () => void {
  const document = element.ownerDocument;
  element.setAttribute(MARK, '');
  /** The graph has the wheel: after a click or a focus inside. */
  let engaged = false;
  /** Who has the fingers on screen, from the first one down to the last one up. */
  let touches: 'page' | 'graph' | null = null;
  let touchHinted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hint = (text: string) => {
    onHint(text);
    clearTimeout(timer);
    timer = setTimeout(() => onHint(null), hintDuration);
  };
  // Sigma listens on its top canvas: a gesture over anything else (a panel, a button) is left as it is.
  // One inside another element with cooperative gestures (a graph that brings its own) is that one's.
  // `composedPath()[0]`: in a shadow root (a web component), `event.target` is the shadow root's host.
  const ours = (event: Event) => {
    const target = event.composedPath()[0];
    return target instanceof HTMLCanvasElement && closestAcrossShadows(target, `[${MARK}]`) === element;
  };
  // In full screen there is no page to scroll: the graph has every gesture.
  const fullScreen = () => document.fullscreenElement?.contains(element) || element.contains(document.fullscreenElement);

  const onWheel = (event: WheelEvent) => {
    if (!ours(event) || engaged || fullScreen()) return;
    if (event.ctrlKey || event.metaKey) {
      // Sigma zooms; where it cannot (at a zoom limit), the browser would zoom the page instead.
      event.preventDefault();
      return;
    }
    event.stopPropagation();
    hint(WHEEL_HINT);
  };

  const onTouchStart = (event: TouchEvent) => {
    if (!ours(event) || fullScreen()) return;
    const first = event.touches[0];
    if (event.touches.length > 1) {
      // Sigma reads every finger on screen from this event, the first one included.
      touches = 'graph';
    } else if (first) {
      touches = dragNodeAt?.(first) ? 'graph' : 'page';
      touchHinted = false;
    }
    if (touches === 'page') event.stopPropagation();
  };
  const onTouchMove = (event: TouchEvent) => {
    if (touches !== 'page') return;
    event.stopPropagation();
    if (!touchHinted) hint(TOUCH_HINT);
    touchHinted = true;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (touches === 'page') event.stopPropagation();
    if (event.touches.length === 0) touches = null;
  };

  const engage = () => {
    engaged = true;
  };
  const release = () => {
    engaged = false;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') engage();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) release();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') release();
  };

  // Sigma's canvases say `touch-action: none`: the browser would never scroll from them.
  // With `pan-x pan-y` it scrolls for one finger; two fingers are sigma's (it cancels their moves).
  const opened = new Set<HTMLElement>();
  const watched = new Set<ShadowRoot>();
  const letFingersScroll = () => {
    canvasesIn(element).forEach((canvas) => {
      if (canvas.style.touchAction !== 'none') return;
      canvas.style.touchAction = 'pan-x pan-y';
      opened.add(canvas);
    });
    // A graph in an open shadow root: its changes are not the element's.
    element.querySelectorAll('*').forEach((child) => {
      if (!child.shadowRoot || watched.has(child.shadowRoot)) return;
      watched.add(child.shadowRoot);
      observer.observe(child.shadowRoot, { childList: true, subtree: true });
    });
  };
  // Sigma makes its canvases when it starts, which may be after this runs.
  const observer = new MutationObserver(letFingersScroll);
  observer.observe(element, { childList: true, subtree: true });
  letFingersScroll();

  // Only the wheel may be cancelled here: the others tell the browser not to wait for them.
  const capture = { capture: true, passive: true };
  const listeners = [
    ['wheel', onWheel, { capture: true, passive: false }],
    ['touchstart', onTouchStart, capture],
    ['touchmove', onTouchMove, capture],
    ['touchend', onTouchEnd, capture],
    ['touchcancel', onTouchEnd, capture],
    ['pointerdown', onPointerDown, capture],
    ['pointerleave', release, undefined],
    ['focusin', engage, undefined],
    ['focusout', onFocusOut, undefined],
  ] as const;
  for (const [type, listener, options] of listeners) element.addEventListener(type, listener as EventListener, options);
  document.addEventListener('keydown', onKeyDown);

  return () => {
    for (const [type, listener, options] of listeners) element.removeEventListener(type, listener as EventListener, options);
    document.removeEventListener('keydown', onKeyDown);
    observer.disconnect();
    clearTimeout(timer);
    element.removeAttribute(MARK);
    for (const canvas of opened) canvas.style.touchAction = 'none';
  };
}

/** The canvases under `root`, those in open shadow roots under it included. */
function canvasesIn(root: ParentNode): HTMLCanvasElement[] {
  const found = Array.from(root.querySelectorAll('canvas'));
  root.querySelectorAll('*').forEach((child) => {
    if (child.shadowRoot) found.push(...canvasesIn(child.shadowRoot));
  });
  return found;
}

/** `element.closest(selector)`, going on from a shadow root's host when the shadow root has no match. */
function closestAcrossShadows(element: Element, selector: string): Element | null {
  for (let current: Element | null = element; current;) {
    const found = current.closest(selector);
    if (found) return found;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/**
 * The node drawn under a point of the page (`clientX`, `clientY`, as a touch or mouse event
 * gives them), or null. Nodes are taken as discs of their drawn size.
 */
export function nodeAtPoint(sigma: Sigma, clientX: number, clientY: number): string | null {
  const box = sigma.getContainer().getBoundingClientRect();
  const x = clientX - box.left;
  const y = clientY - box.top;
  let found: string | null = null;
  sigma.getGraph().forEachNode((node) => {
    const data = sigma.getNodeDisplayData(node);
    if (!data || data.hidden) return;
    const centre = sigma.framedGraphToViewport(data);
    // Nodes drawn later are on top: the last one that matches wins.
    if (Math.hypot(centre.x - x, centre.y - y) <= sigma.scaleSize(data.size)) found = node;
  });
  return found;
}
