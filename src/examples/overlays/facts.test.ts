/**
 * What the guide "Tooltips and HTML overlays" (docs/guides/overlays.mdx) states about sigma, run in
 * Node on a real sigma instance (src/utils/testing/headlessSigma.ts): its renders, its coordinates,
 * its layers and what it does with a right click. What takes a browser (CSS, stacking, React effects)
 * is checked in tests/e2e/examples/overlays.spec.ts. Each claim and its test: tests/claims/guides-overlays.md.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from 'sigma/settings';
import { createHeadlessSigma, withHeadlessSigma, type HeadlessSigma } from '../../utils/testing/headlessSigma';

let settings: typeof import('sigma/settings');
let sigmaModule: typeof import('sigma');

withHeadlessSigma();
beforeAll(async () => {
  settings = await import('sigma/settings');
  sigmaModule = await import('sigma');
});

/** Three nodes over 100 × 50 units of their own coordinates, and an edge. */
function team(): Graph {
  const graph = new Graph();
  graph.addNode('ada', { x: 0, y: 0, size: 14, label: 'Ada' });
  graph.addNode('ben', { x: 100, y: 50, size: 14, label: 'Ben' });
  graph.addNode('chloe', { x: 60, y: 10, size: 14, label: 'Chloe' });
  graph.addEdgeWithKey('ada-ben', 'ada', 'ben');
  return graph;
}

const headless = (options: Partial<Settings> = {}) => createHeadlessSigma(sigmaModule.Sigma, team(), options);

const attributesOf = (h: HeadlessSigma, node: string) => h.sigma.getGraph().getNodeAttributes(node) as { x: number; y: number };
const onScreen = (h: HeadlessSigma, node: string) => h.sigma.graphToViewport(attributesOf(h, node));

/** How many times sigma emits afterRender while `action` runs and the frames it asks for are drawn. */
function rendersDuring(h: HeadlessSigma, action: () => void): number {
  const afterRender = vi.fn();
  h.sigma.on('afterRender', afterRender);
  action();
  h.settle();
  h.sigma.off('afterRender', afterRender);
  return afterRender.mock.calls.length;
}

describe('overlays guide: "Show a tooltip when hovering a node"', () => {
  it('emits enterNode when the pointer reaches a node and leaveNode when it leaves the canvas', () => {
    const h = headless();
    const seen: string[] = [];
    h.sigma.on('enterNode', ({ node }) => seen.push(`enter ${node}`));
    h.sigma.on('leaveNode', ({ node }) => seen.push(`leave ${node}`));
    const ada = onScreen(h, 'ada');
    h.dispatch('mousemove', { clientX: ada.x, clientY: ada.y }, 'document');
    // The pointer moves onto an element laid over the canvas: the canvas gets mouseleave.
    h.dispatch('mouseleave', { clientX: ada.x, clientY: ada.y });
    expect(seen).toEqual(['enter ada', 'leave ada']);
  });

  it("gives event.x and event.y in pixels from the graph's top-left corner", () => {
    const h = headless();
    const clicks: { x: number; y: number }[] = [];
    h.sigma.on('clickStage', ({ event }) => clicks.push({ x: event.x, y: event.y }));
    // The stand-in container's top-left corner is at the page's (0, 0).
    h.dispatch('click', { clientX: 120, clientY: 45 });
    expect(clicks).toEqual([{ x: 120, y: 45 }]);
  });
});

describe('overlays guide: "Keep an element on a node while the camera moves"', () => {
  it('emits afterRender after every render: camera move, camera animation frame, graph change, window resize', () => {
    const h = headless();
    expect(rendersDuring(h, () => h.sigma.getCamera().setState({ ratio: 0.8 }))).toBe(1);
    const frames = rendersDuring(h, () => void h.sigma.getCamera().animate({ ratio: 0.5 }, { duration: 160 }));
    expect(frames).toBeGreaterThanOrEqual(8);
    expect(rendersDuring(h, () => h.sigma.getGraph().setNodeAttribute('ada', 'x', 20))).toBe(1);
    expect(
      rendersDuring(h, () => {
        h.setSize(600, 400);
        h.resizeWindow();
      }),
    ).toBe(1);
  });

  it('emits nothing more on a still graph: a listener added now waits for the next change', () => {
    const h = headless();
    expect(rendersDuring(h, () => h.frame(1000))).toBe(0);
  });

  it("graphToViewport takes a node's own x and y and returns pixels from the top-left corner", () => {
    const h = headless();
    const ada = onScreen(h, 'ada');
    const ben = onScreen(h, 'ben');
    // Ada is the graph's bottom-left corner and Ben its top-right one, inside the 800 × 480 view.
    expect(ada.x).toBeLessThan(ben.x);
    expect(ada.y).toBeGreaterThan(ben.y);
    for (const { x, y } of [ada, ben]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(800);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(480);
    }
  });

  it('holds display data in the 0–1 framed graph: framedGraphToViewport places it, graphToViewport sends it far off', () => {
    const h = headless();
    const data = h.sigma.getNodeDisplayData('ben')!;
    expect([data.x, data.y]).toEqual([1, 0.75]);
    expect(h.sigma.framedGraphToViewport(data)).toEqual(onScreen(h, 'ben'));
    const wrong = h.sigma.graphToViewport(data);
    expect(Math.hypot(wrong.x - onScreen(h, 'ben').x, wrong.y - onScreen(h, 'ben').y)).toBeGreaterThan(200);
  });

  it('gives a node a radius on screen of scaleSize(size), which grows slower than the zoom', () => {
    const h = headless();
    h.sigma.getCamera().setState({ ratio: 0.25 });
    h.frame();
    const radius = h.sigma.scaleSize(h.sigma.getNodeDisplayData('ada')!.size);
    expect(radius).toBeCloseTo(28, 5);
    expect(radius).toBeLessThan(14 * 4);
  });
});

describe('overlays guide: "What draws above what"', () => {
  it('stacks its layers edges, edgeLabels, nodes, labels, hovers, hoverNodes, mouse: absolute, no z-index, no background', () => {
    const h = headless();
    expect(h.container.children.map((child) => child.className)).toEqual([
      'sigma-edges',
      'sigma-edgeLabels',
      'sigma-nodes',
      'sigma-labels',
      'sigma-hovers',
      'sigma-hoverNodes',
      'sigma-mouse',
    ]);
    for (const child of h.container.children) {
      expect(child.tagName).toBe('canvas');
      expect(child.style.position).toBe('absolute');
      expect(child.style.zIndex).toBeUndefined();
      expect(child.style.background ?? child.style.backgroundColor).toBeUndefined();
    }
  });

  it('draws edges on their own canvas, under the nodes, whatever their zIndex', () => {
    const graph = team();
    graph.setEdgeAttribute('ada-ben', 'zIndex', 10);
    const h = createHeadlessSigma(sigmaModule.Sigma, graph, { zIndex: true });
    expect(h.layer('edges').draws).toBeGreaterThan(0);
    expect(h.layer('nodes').draws).toBeGreaterThan(0);
    const layers = h.container.children.map((child) => child.className);
    expect(layers.indexOf('sigma-edges')).toBeLessThan(layers.indexOf('sigma-nodes'));
  });
});

describe('overlays guide: "Open your own menu on right click"', () => {
  /** Right-clicks at a point, and returns what sigma emitted and the browser's event. */
  function rightClick(h: HeadlessSigma, at: { x: number; y: number }, edge: string | null = null) {
    const seen: string[] = [];
    for (const name of ['rightClickNode', 'rightClickEdge', 'rightClickStage'] as const) {
      h.sigma.on(name, (payload: { node?: string; edge?: string; event: { x: number; y: number; original: Event } }) => {
        const item = payload.node ?? payload.edge;
        seen.push([name, item, `${payload.event.x},${payload.event.y}`, payload.event.original.type].filter(Boolean).join(' '));
      });
    }
    h.pointAtEdge(edge);
    const event = h.dispatch('contextmenu', { clientX: at.x, clientY: at.y, button: 2 });
    return { seen, event };
  }

  it('emits one event, for the node first, then the edge (with enableEdgeEvents), then the background', () => {
    const h = headless({ enableEdgeEvents: true });
    const ada = onScreen(h, 'ada');
    expect(rightClick(h, ada, 'ada-ben').seen).toEqual([`rightClickNode ada ${ada.x},${ada.y} contextmenu`]);
    const onEdge = headless({ enableEdgeEvents: true });
    expect(rightClick(onEdge, { x: 300, y: 300 }, 'ada-ben').seen).toEqual(['rightClickEdge ada-ben 300,300 contextmenu']);
    const edgeEventsOff = headless();
    expect(settings.DEFAULT_SETTINGS.enableEdgeEvents).toBe(false);
    expect(rightClick(edgeEventsOff, { x: 300, y: 300 }, 'ada-ben').seen).toEqual(['rightClickStage 300,300 contextmenu']);
  });

  it("leaves the browser's menu alone, preventSigmaDefault() or not, and does nothing else", () => {
    const h = headless();
    h.sigma.on('rightClickStage', ({ preventSigmaDefault }) => preventSigmaDefault());
    const before = h.sigma.getCamera().getState();
    const { event } = rightClick(h, { x: 300, y: 300 });
    h.settle();
    expect(event.defaultPrevented).toBe(false);
    expect(h.sigma.getCamera().getState()).toEqual(before);
  });

  it('drags the graph with the main button only', () => {
    const drag = (button: number) => {
      const h = headless();
      h.dispatch('mousedown', { clientX: 300, clientY: 300, button });
      h.dispatch('mousemove', { clientX: 380, clientY: 340 }, 'document');
      h.dispatch('mouseup', { clientX: 380, clientY: 340, button }, 'document');
      h.settle();
      return h.sigma.getCamera().getState();
    };
    expect(drag(2)).toMatchObject({ x: 0.5, y: 0.5 });
    expect(drag(0).x).not.toBe(0.5);
  });
});
