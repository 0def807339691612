import type { Locator, Page } from '@playwright/test';

export interface CameraState {
  x: number;
  y: number;
  ratio: number;
  angle: number;
}

interface ProbeWindow {
  /** The sigma instance a SigmaContainer element (`.react-sigma`) drew, or null. */
  sigmaOf: (element: Element) => unknown;
  /** The events each probed sigma emitted, by name, as `listenTo` asked. */
  sigmaEvents: string[];
}

/**
 * Lets the tests reach sigma from the page: sigma keeps nothing on the DOM, and the site keeps
 * its instances in a module. SigmaContainer hands its instance to its children through a React
 * context; the context's provider is the fiber beside the container's own `<div>`, and React
 * notes each element's fiber on the element (`__reactFiber$…`). Call before `visit`.
 */
export async function probeSigma(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as ProbeWindow;
    probe.sigmaEvents = [];
    probe.sigmaOf = (element) => {
      type Fiber = {
        child: Fiber | null;
        sibling: Fiber | null;
        alternate: Fiber | null;
        memoizedProps?: { value?: { sigma?: unknown } };
      };
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      const noted = key ? (element as unknown as Record<string, Fiber>)[key]! : null;
      // The element notes the fiber it was made with; the one on screen may be its alternate. After a new
      // graph object, SigmaContainer kills its sigma and makes another: one of the two may still hold the
      // killed one, whose canvases are gone from the page. The live one is the one whose canvases are there.
      type Sigma = { getCanvases(): Record<string, HTMLCanvasElement> };
      const found: Sigma[] = [];
      for (const fiber of [noted, noted?.alternate]) {
        for (let child = fiber?.child ?? null; child; child = child.sibling) {
          const sigma = child.memoizedProps?.value?.sigma as Sigma | undefined;
          if (sigma && !found.includes(sigma)) found.push(sigma);
        }
      }
      return found.find((sigma) => Object.values(sigma.getCanvases()).some((canvas) => canvas.isConnected)) ?? found[0] ?? null;
    };
  });
}

/** The camera of the graph drawn in `container` (a `.react-sigma` element). */
export function cameraOf(container: Locator): Promise<CameraState> {
  return container.evaluate((element) => {
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as { getCamera(): { getState(): CameraState } } | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    const { x, y, ratio, angle } = sigma.getCamera().getState();
    return { x, y, ratio, angle };
  });
}

/** Whether the graph's camera has finished moving: a wheel zoom is animated over a few frames. */
export function cameraAtRest(container: Locator): Promise<boolean> {
  return container.evaluate((element) => {
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as { getCamera(): { isAnimated(): boolean } } | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    return !sigma.getCamera().isAnimated();
  });
}

/** Notes the graph's `event`s (e.g. 'clickNode') as `event node`, for `sigmaEvents`. */
export function listenTo(container: Locator, event: string): Promise<void> {
  return container.evaluate((element, name) => {
    const probe = window as unknown as ProbeWindow;
    const sigma = probe.sigmaOf(element) as { on(event: string, listener: (payload: { node?: string }) => void): void };
    sigma.on(name, (payload) => probe.sigmaEvents.push(`${name} ${payload.node ?? ''}`.trim()));
  }, event);
}

export function sigmaEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ProbeWindow).sigmaEvents);
}

/**
 * A point of the page over the graph's top canvas (where sigma listens), not over a panel or a
 * control on it, nearest the middle of `container`; with `node`, the centre of a node there.
 */
export function pointOver(container: Locator, node = false): Promise<{ x: number; y: number; node?: string }> {
  return container.evaluate((element, wantNode) => {
    const box = element.getBoundingClientRect();
    const onGraph = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit instanceof HTMLCanvasElement && hit.closest('.react-sigma') === element;
    };
    if (wantNode) {
      type Sigma = {
        getGraph(): { nodes(): string[] };
        getNodeDisplayData(node: string): { x: number; y: number; size: number; hidden?: boolean } | undefined;
        framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
        getContainer(): HTMLElement;
        /** Sigma's own hit test (private in its types), which its click events use. */
        getNodeAtPosition?(point: { x: number; y: number }): string | null;
      };
      const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as Sigma;
      if (typeof sigma.getNodeAtPosition !== 'function')
        throw new Error('sigma has no getNodeAtPosition any more: update pointOver');
      // Sigma's viewport is its own container, which an example's padding around it (layouts) moves.
      const viewport = sigma.getContainer().getBoundingClientRect();
      for (const key of sigma.getGraph().nodes()) {
        const data = sigma.getNodeDisplayData(key);
        if (!data || data.hidden) continue;
        const point = sigma.framedGraphToViewport(data);
        const x = viewport.left + point.x;
        const y = viewport.top + point.y;
        // Not under another node: where nodes overlap, a tap reaches the one drawn on top.
        const onTop = sigma.getNodeAtPosition(point) === key;
        if (x > box.left + 20 && x < box.right - 20 && y > box.top + 20 && y < box.bottom - 20 && onTop && onGraph(x, y))
          return { x, y, node: key };
      }
      throw new Error('no node drawn clear of the controls');
    }
    // From the middle outwards, on a grid of 20 px.
    const candidates: { x: number; y: number; distance: number }[] = [];
    for (let x = box.left + 10; x < box.right - 10; x += 20)
      for (let y = box.top + 10; y < box.bottom - 10; y += 20)
        candidates.push({ x, y, distance: Math.hypot(x - (box.left + box.width / 2), y - (box.top + box.height / 2)) });
    candidates.sort((a, b) => a.distance - b.distance);
    const found = candidates.find(({ x, y }) => onGraph(x, y));
    if (!found) throw new Error('no point of the graph is free of panels and controls');
    return { x: found.x, y: found.y };
  }, node);
}

/** Where the graph in `container` draws `node`: its centre, in the page's viewport coordinates. */
export function nodeOnScreen(container: Locator, node: string): Promise<{ x: number; y: number }> {
  return container.evaluate((element, key) => {
    type Sigma = {
      getNodeDisplayData(node: string): { x: number; y: number } | undefined;
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      getContainer(): HTMLElement;
    };
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as Sigma | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    const data = sigma.getNodeDisplayData(key);
    if (!data) throw new Error(`no node "${key}" drawn in this graph`);
    const box = sigma.getContainer().getBoundingClientRect();
    const point = sigma.framedGraphToViewport(data);
    return { x: box.left + point.x, y: box.top + point.y };
  }, node);
}

/** One node as the graph holds it and as sigma draws it. */
export interface NodeState {
  /** Its attributes in the graph: position, size, colour, community… */
  attributes: Record<string, unknown> & { x: number; y: number };
  /** What sigma draws, after the reducers. */
  display: { x: number; y: number; size: number; color: string; hidden?: boolean; highlighted?: boolean; label?: string | null };
  /** Where it is drawn, in the page's coordinates (for `page.mouse`). */
  at: { x: number; y: number };
}

export interface GraphState {
  nodes: Record<string, NodeState>;
  edges: { key: string; source: string; target: string; attributes: Record<string, unknown> }[];
}

/** The graph of the sigma drawn in `container` (a `.react-sigma` element): its nodes and edges, read and drawn. */
export function graphOf(container: Locator): Promise<GraphState> {
  return container.evaluate((element) => {
    type Sigma = {
      getGraph(): {
        forEachNode(callback: (node: string, attributes: Record<string, unknown> & { x: number; y: number }) => void): void;
        forEachEdge(callback: (edge: string, attributes: Record<string, unknown>, source: string, target: string) => void): void;
      };
      getNodeDisplayData(node: string): NodeState['display'] | undefined;
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      getContainer(): HTMLElement;
    };
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as Sigma | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    // Sigma's own container: an example may pad the .react-sigma element around it.
    const box = sigma.getContainer().getBoundingClientRect();
    const state: GraphState = { nodes: {}, edges: [] };
    sigma.getGraph().forEachNode((node, attributes) => {
      const display = { ...sigma.getNodeDisplayData(node)! };
      const point = sigma.framedGraphToViewport(display);
      state.nodes[node] = { attributes: { ...attributes }, display, at: { x: box.left + point.x, y: box.top + point.y } };
    });
    sigma
      .getGraph()
      .forEachEdge((key, attributes, source, target) => state.edges.push({ key, source, target, attributes: { ...attributes } }));
    return state;
  });
}

/** A setting of the sigma drawn in `container`. */
export function settingOf(container: Locator, name: string): Promise<unknown> {
  return container.evaluate((element, setting) => {
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as { getSetting(name: string): unknown } | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    const value = sigma.getSetting(setting);
    // Functions (reducers) do not cross to the test: say whether there is one.
    return typeof value === 'function' ? 'function' : value;
  }, name);
}

/** A node as drawn: its disc, and its label's box when sigma drew the label, in pixels from the graph's top-left corner. */
export interface DrawnNode {
  node: string;
  label: string | null;
  disc: { left: number; right: number; top: number; bottom: number };
  labelBox: { left: number; right: number; top: number; bottom: number } | null;
}

/**
 * What the graph in `container` draws, and the size of its box: every shown node's disc and, for the
 * nodes whose label sigma drew (`getNodeDisplayedLabels`), the label's box, measured as sigma's
 * default label drawer writes it (`labelSize`, `labelFont`, `labelWeight`, 3 px right of the disc).
 */
export function drawnNodes(container: Locator): Promise<{ width: number; height: number; nodes: DrawnNode[] }> {
  return container.evaluate((element) => {
    type Sigma = {
      getGraph(): { nodes(): string[] };
      getNodeDisplayData(
        node: string,
      ): { x: number; y: number; size: number; label?: string | null; hidden?: boolean } | undefined;
      getNodeDisplayedLabels(): Set<string>;
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      scaleSize(size: number): number;
      getSetting(name: string): unknown;
      getDimensions(): { width: number; height: number };
    };
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as Sigma | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    const size = sigma.getSetting('labelSize') as number;
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${String(sigma.getSetting('labelWeight'))} ${size}px ${String(sigma.getSetting('labelFont'))}`;
    const labelled = sigma.getNodeDisplayedLabels();
    const nodes: DrawnNode[] = [];
    for (const node of sigma.getGraph().nodes()) {
      const data = sigma.getNodeDisplayData(node);
      if (!data || data.hidden) continue;
      const { x, y } = sigma.framedGraphToViewport(data);
      const radius = sigma.scaleSize(data.size);
      const disc = { left: x - radius, right: x + radius, top: y - radius, bottom: y + radius };
      const label = labelled.has(node) && data.label ? data.label : null;
      let labelBox: DrawnNode['labelBox'] = null;
      if (label) {
        const text = context.measureText(label);
        const baseline = y + size / 3;
        const left = x + radius + 3;
        labelBox = {
          left,
          right: left + text.width,
          top: baseline - text.actualBoundingBoxAscent,
          bottom: baseline + text.actualBoundingBoxDescent,
        };
      }
      nodes.push({ node, label, disc, labelBox });
    }
    return { ...sigma.getDimensions(), nodes };
  });
}

/** The nodes of `drawn` whose disc or label reaches outside the graph's box, as "label: side". */
export function cutAtTheEdge(drawn: { width: number; height: number; nodes: DrawnNode[] }): string[] {
  const cut: string[] = [];
  for (const { node, label, disc, labelBox } of drawn.nodes) {
    for (const [what, box] of [
      ['disc', disc],
      ['label', labelBox],
    ] as const) {
      if (!box) continue;
      const sides = [
        box.left < 0 && 'left',
        box.right > drawn.width && 'right',
        box.top < 0 && 'top',
        box.bottom > drawn.height && 'bottom',
      ].filter(Boolean);
      if (sides.length > 0) cut.push(`${label ?? node}'s ${what}: ${sides.join(', ')}`);
    }
  }
  return cut;
}

/**
 * The edges of the graph in `container`, each with whether the graph holds it as directed, the type
 * sigma draws it with, and whether that type's program is sigma's arrow program (`EdgeArrowProgram`,
 * which sigma registers as `arrow`).
 */
export function edgePrograms(container: Locator): Promise<{ edge: string; directed: boolean; type: string; arrow: boolean }[]> {
  return container.evaluate((element) => {
    type Sigma = {
      getGraph(): { edges(): string[]; isDirected(edge: string): boolean };
      getEdgeDisplayData(edge: string): { type: string } | undefined;
      getSetting(name: 'edgeProgramClasses'): Record<string, unknown>;
    };
    const sigma = (window as unknown as ProbeWindow).sigmaOf(element) as Sigma | null;
    if (!sigma) throw new Error('no sigma instance in this element: did the test call probeSigma before visiting?');
    const programs = sigma.getSetting('edgeProgramClasses');
    return sigma
      .getGraph()
      .edges()
      .map((edge) => {
        const type = sigma.getEdgeDisplayData(edge)?.type ?? '';
        return { edge, directed: sigma.getGraph().isDirected(edge), type, arrow: programs[type] === programs.arrow };
      });
  });
}
