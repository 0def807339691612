/**
 * What the guide "Camera and zoom" (docs/guides/camera.mdx) states about sigma, @sigma/utils and
 * react-sigma's useCamera, run in Node: sigma's defaults and Camera, and a real sigma instance
 * (src/utils/testing/headlessSigma.ts) fed the wheel, clicks, taps and resizes a reader makes.
 * The browser test (tests/e2e/examples/camera.spec.ts) checks the examples on the page.
 * Each claim and its test: tests/claims/guides-camera.md.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Graph from 'graphology';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import { createHeadlessSigma, withHeadlessSigma, type HeadlessSigma } from '../../utils/testing/headlessSigma';

let settingsModule: typeof import('sigma/settings');
let sigmaModule: typeof import('sigma');
let sigmaUtils: typeof import('sigma/utils');
let utils: typeof import('@sigma/utils');
let core: typeof import('@react-sigma/core');
let snippet: typeof import('../../snippets/camera/FollowContainerSize');

withHeadlessSigma();
beforeAll(async () => {
  settingsModule = await import('sigma/settings');
  sigmaModule = await import('sigma');
  sigmaUtils = await import('sigma/utils');
  utils = await import('@sigma/utils');
  core = await import('@react-sigma/core');
  snippet = await import('../../snippets/camera/FollowContainerSize');
});
afterEach(() => {
  vi.useRealTimers();
});

const defaults = (): Settings => settingsModule.DEFAULT_SETTINGS;
const camera = () => new sigmaModule.Camera();

/** Nodes spread over 100 × 60 units of their own coordinates. */
function sampleGraph(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 8, label: 'A' });
  graph.addNode('b', { x: 100, y: 60, size: 8, label: 'B' });
  graph.addNode('c', { x: 50, y: 30, size: 8, label: 'C' });
  graph.addNode('d', { x: 80, y: 10, size: 8, label: 'D' });
  graph.addEdge('a', 'b');
  return graph;
}

const headless = (settings: Partial<Settings> = {}, size?: { width: number; height: number }) =>
  createHeadlessSigma(sigmaModule.Sigma, sampleGraph(), settings, size);

/** Pixels on screen between two points one unit of the nodes' coordinates apart. */
function pixelsPerUnit(sigma: Sigma): number {
  const a = sigma.graphToViewport({ x: 0, y: 0 });
  const b = sigma.graphToViewport({ x: 1, y: 0 });
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** A wheel turn over the background, away from every node: deltaY < 0 zooms in. */
const wheel = (h: HeadlessSigma, deltaY: number, init: Record<string, unknown> = {}) =>
  h.dispatch('wheel', { clientX: 200, clientY: 100, deltaY, ...init });

/** Two clicks at once on the background, away from every node. */
function doubleClick(h: HeadlessSigma) {
  h.dispatch('click', { clientX: 20, clientY: 20 });
  return h.dispatch('click', { clientX: 20, clientY: 20 });
}

describe('camera guide: the defaults it states', () => {
  it('lets readers zoom, pan and rotate, without bounds', () => {
    expect(defaults()).toMatchObject({
      enableCameraZooming: true,
      enableCameraPanning: true,
      enableCameraRotation: true,
      minCameraRatio: null,
      maxCameraRatio: null,
      cameraPanBoundaries: null,
    });
  });

  it('zooms by 1.7 per wheel step in 250 ms, and by 2.2 on a double click in 200 ms, within 300 ms', () => {
    expect(defaults()).toMatchObject({
      zoomingRatio: 1.7,
      zoomDuration: 250,
      doubleClickZoomingRatio: 2.2,
      doubleClickZoomingDuration: 200,
      doubleClickTimeout: 300,
    });
  });

  it('scales sizes with Math.sqrt, in screen pixels, and fits the graph to the view', () => {
    expect(defaults()).toMatchObject({ zoomToSizeRatioFunction: Math.sqrt, itemSizesReference: 'screen', autoRescale: true });
  });

  it('animates in 150 ms with quadraticInOut, and fitViewportToNodes animates unless told not to', () => {
    expect(sigmaUtils.ANIMATE_DEFAULTS).toEqual({ easing: 'quadraticInOut', duration: 150 });
    expect(utils.DEFAULT_FIT_VIEWPORT_TO_NODES_OPTIONS).toEqual({ animate: true });
  });

  it('refuses a maxCameraRatio below minCameraRatio, with the message the guide quotes', () => {
    expect(() => headless({ minCameraRatio: 2, maxCameraRatio: 1 })).toThrow(
      'Settings: invalid camera ratio boundaries. Expecting `maxCameraRatio` to be greater than `minCameraRatio`.',
    );
  });
});

describe("camera guide: what the camera's numbers mean", () => {
  it('starts on the whole graph, centred', () => {
    expect(camera().getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
    expect(headless().sigma.getCamera().getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it("places the whole graph between 0 and 1 in the camera's coordinates, not in the nodes' own", () => {
    const { sigma } = headless();
    const a = sigma.getNodeDisplayData('a')!;
    const b = sigma.getNodeDisplayData('b')!;
    // The longer side (x, 100 units) spans 0 to 1; the shorter one is centred.
    expect([a.x, b.x]).toEqual([0, 1]);
    expect([a.y, b.y].map((y) => Number(y.toFixed(2)))).toEqual([0.2, 0.8]);
  });

  it('shows things twice as big at ratio 0.5, and reports each change in the updated event', () => {
    const h = headless();
    const seen: number[] = [];
    h.sigma.getCamera().on('updated', (state) => seen.push(state.ratio));
    const whole = pixelsPerUnit(h.sigma);
    h.sigma.getCamera().setState({ ratio: 0.5 });
    h.frame();
    expect(pixelsPerUnit(h.sigma) / whole).toBeCloseTo(2, 5);
    expect(seen).toEqual([0.5]);
  });
});

describe('camera guide: the wheel', () => {
  it('zooms in by zoomingRatio per step, and keeps the page from scrolling', () => {
    const h = headless();
    const event = wheel(h, -100);
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBeCloseTo(1 / 1.7, 5);
    expect(event.defaultPrevented).toBe(true);
  });

  it('with enableCameraZooming off: no zoom, no wheel event, and the page scrolls', () => {
    const h = headless({ enableCameraZooming: false });
    const wheels = vi.fn();
    h.sigma.on('wheelStage', wheels);
    const event = wheel(h, -100);
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBe(1);
    expect(wheels).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('with enableCameraZooming off, drops zooms from code too, and a double click only moves the camera', async () => {
    const h = headless({ enableCameraZooming: false });
    const cameraOf = h.sigma.getCamera();
    void cameraOf.animate({ ratio: 0.5 }, { duration: 100 });
    h.settle();
    let zoomIn: (() => void) | undefined;
    function Probe() {
      zoomIn = core.useCamera().zoomIn;
      return null;
    }
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma: h.sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    zoomIn!();
    h.settle();
    expect(cameraOf.getState().ratio).toBe(1);
    doubleClick(h);
    h.settle();
    expect(cameraOf.getState().ratio).toBe(1);
    expect(cameraOf.getState().x).not.toBe(0.5);
  });

  it('is not cancelled by preventSigmaDefault() in wheelStage; setting the flag cancels it, and the page stays', () => {
    const h = headless();
    h.sigma.on('wheelStage', ({ preventSigmaDefault }) => preventSigmaDefault());
    wheel(h, -100);
    h.settle();
    expect(h.sigma.getCamera().getState().ratio, 'preventSigmaDefault() let the zoom through').toBeLessThan(1);

    const cancelled = headless();
    cancelled.sigma.on('wheelStage', ({ event }) => {
      event.sigmaDefaultPrevented = true;
    });
    const event = wheel(cancelled, -100);
    cancelled.settle();
    expect(cancelled.sigma.getCamera().getState().ratio).toBe(1);
    expect(event.defaultPrevented, 'the page does not scroll either').toBe(true);
  });

  it('lets the page scroll at a ratio bound, and keeps moves from code within the bounds', () => {
    const h = headless({ minCameraRatio: 0.25, maxCameraRatio: 1 });
    const event = wheel(h, 100);
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBe(1);
    expect(event.defaultPrevented).toBe(false);
    h.sigma.getCamera().setState({ ratio: 0.1 });
    expect(h.sigma.getCamera().getState().ratio).toBe(0.25);
    h.sigma.getCamera().setState({ ratio: 3 });
    expect(h.sigma.getCamera().getState().ratio).toBe(1);
  });
});

describe('camera guide: double clicks and taps', () => {
  it('zooms by doubleClickZoomingRatio towards the pointer on two clicks; preventSigmaDefault() cancels it', () => {
    const h = headless();
    doubleClick(h);
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBeCloseTo(1 / 2.2, 5);

    const cancelled = headless();
    cancelled.sigma.on('doubleClickStage', ({ preventSigmaDefault }) => preventSigmaDefault());
    doubleClick(cancelled);
    cancelled.settle();
    expect(cancelled.sigma.getCamera().getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it('takes two clicks more than doubleClickTimeout apart as two clicks', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const h = headless();
    const doubles = vi.fn();
    h.sigma.on('doubleClickStage', doubles);
    h.dispatch('click', { clientX: 20, clientY: 20 });
    vi.advanceTimersByTime(301);
    h.dispatch('click', { clientX: 20, clientY: 20 });
    expect(doubles).not.toHaveBeenCalled();
    h.dispatch('click', { clientX: 20, clientY: 20 });
    expect(doubles).toHaveBeenCalledTimes(1);
  });

  it('emits doubleClickStage on a double tap too, whose preventSigmaDefault() cancels its zoom', () => {
    const h = headless();
    const doubles = vi.fn();
    h.sigma.on('doubleClickStage', (payload) => {
      doubles();
      payload.preventSigmaDefault();
    });
    const doubleTap = (on: HeadlessSigma) => {
      for (let tap = 0; tap < 2; tap++) {
        on.dispatch('touchstart', { touches: [{ clientX: 20, clientY: 20 }] });
        on.dispatch('touchend', { touches: [], cancelable: true }, 'document');
      }
      on.settle();
    };
    doubleTap(h);
    expect(doubles).toHaveBeenCalledTimes(1);
    expect(h.sigma.getCamera().getState().ratio).toBe(1);
    const free = headless();
    doubleTap(free);
    expect(free.sigma.getCamera().getState().ratio).toBeCloseTo(1 / 2.2, 5);
  });
});

describe('camera guide: panning and rotation', () => {
  it('with panning off, drops every move of the centre, but still zooms; disable() freezes everything', () => {
    const subject = camera();
    subject.enabledPanning = false;
    subject.setState({ x: 0.7, y: 0.2, ratio: 0.5 });
    expect(subject.getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 0.5 });
    const frozen = camera().disable();
    frozen.setState({ x: 0.1, ratio: 0.2, angle: 1 });
    expect(frozen.getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it('with enableCameraPanning off, gotoNode leaves the centre where it is', () => {
    const h = headless({ enableCameraPanning: false });
    let gotoNode: ((node: string) => void) | undefined;
    function Probe() {
      gotoNode = core.useCamera({ duration: 10 }).gotoNode;
      return null;
    }
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma: h.sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    gotoNode!('b');
    h.settle();
    expect(h.sigma.getCamera().getState()).toMatchObject({ x: 0.5, y: 0.5 });
  });

  it('cameraPanBoundaries: true keeps the nodes in view whatever the code or a drag asks', () => {
    const h = headless({ cameraPanBoundaries: true });
    h.sigma.getCamera().setState({ x: 5, y: -3 });
    h.frame();
    for (const node of ['a', 'b']) {
      const { x, y } = h.sigma.graphToViewport(h.sigma.getGraph().getNodeAttributes(node) as { x: number; y: number });
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(480);
    }
    const free = headless();
    free.sigma.getCamera().setState({ x: 5, y: -3 });
    free.frame();
    expect(free.sigma.graphToViewport({ x: 100, y: 60 }).x).toBeLessThan(0);
  });

  it('rotates with two fingers unless enableCameraRotation is false, and never with the mouse', () => {
    const twoFingers = (h: HeadlessSigma) => {
      h.dispatch('touchstart', {
        touches: [
          { clientX: 300, clientY: 240 },
          { clientX: 500, clientY: 240 },
        ],
      });
      h.dispatch(
        'touchmove',
        {
          touches: [
            { clientX: 400, clientY: 140 },
            { clientX: 400, clientY: 340 },
          ],
        },
        'document',
      );
      return h.sigma.getCamera().getState().angle;
    };
    expect(Math.abs(twoFingers(headless()))).toBeCloseTo(Math.PI / 2, 5);
    expect(twoFingers(headless({ enableCameraRotation: false }))).toBe(0);

    const mouse = headless();
    wheel(mouse, -100);
    mouse.dispatch('mousedown', { clientX: 400, clientY: 240 });
    mouse.dispatch('mousemove', { clientX: 500, clientY: 100 }, 'document');
    mouse.dispatch('mouseup', { clientX: 500, clientY: 100 }, 'document');
    doubleClick(mouse);
    mouse.dispatch('contextmenu', { clientX: 20, clientY: 20, button: 2 });
    mouse.settle();
    expect(mouse.sigma.getCamera().getState().angle).toBe(0);

    const byCode = headless();
    byCode.sigma.getCamera().setState({ angle: Math.PI / 2 });
    expect(byCode.sigma.getCamera().getState().angle).toBe(Math.PI / 2);
    const notByCode = headless({ enableCameraRotation: false });
    notByCode.sigma.getCamera().setState({ angle: Math.PI / 2 });
    expect(notByCode.sigma.getCamera().getState().angle).toBe(0);
  });

  it("sets touch-action: none on sigma's top canvas and cancels the browser's reaction to every touch", () => {
    const h = headless();
    const mouseLayer = h.container.children.find((child) => child.className === 'sigma-mouse')!;
    expect(mouseLayer.style.touchAction).toBe('none');
    expect(h.dispatch('touchstart', { touches: [{ clientX: 20, clientY: 20 }] }).defaultPrevented).toBe(true);
  });
});

describe('camera guide: node sizes and zoom', () => {
  const radiusAt = (ratio: number, settings: Partial<Settings> = {}) => {
    const h = headless(settings);
    h.sigma.getCamera().setState({ ratio });
    h.frame();
    return h.sigma.scaleSize(h.sigma.getNodeDisplayData('a')!.size);
  };

  it('with Math.sqrt, four times closer makes nodes twice as big', () => {
    expect(radiusAt(0.25) / radiusAt(1)).toBeCloseTo(2, 5);
  });

  it('() => 1 keeps their size on screen; (ratio) => ratio grows them like the distances', () => {
    expect(radiusAt(0.25, { zoomToSizeRatioFunction: () => 1 })).toBe(radiusAt(1, { zoomToSizeRatioFunction: () => 1 }));
    const linear = { zoomToSizeRatioFunction: (ratio: number) => ratio };
    expect(radiusAt(0.25, linear) / radiusAt(1, linear)).toBeCloseTo(4, 5);
  });

  it("with itemSizesReference 'positions' and (ratio) => ratio, a size is in the units of x and y at every zoom", () => {
    const settings: Partial<Settings> = { itemSizesReference: 'positions', zoomToSizeRatioFunction: (ratio) => ratio };
    for (const ratio of [1, 0.3]) {
      const h = headless(settings);
      h.sigma.getCamera().setState({ ratio });
      h.frame();
      // Node a's size is 8: its radius is 8 units of its coordinates on screen.
      expect(h.sigma.scaleSize(h.sigma.getNodeDisplayData('a')!.size)).toBeCloseTo(8 * pixelsPerUnit(h.sigma), 3);
    }
  });
});

describe('camera guide: moving the camera from code', () => {
  const withCamera = (h: HeadlessSigma, options?: Parameters<typeof core.useCamera>[0]) => {
    let hook: ReturnType<typeof core.useCamera> | undefined;
    function Probe() {
      hook = core.useCamera(options);
      return null;
    }
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma: h.sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    return hook!;
  };

  it("goto to a node's display data centres it at the ratio given; gotoNode centres it and keeps the ratio", () => {
    const h = headless();
    const { goto, gotoNode } = withCamera(h, { duration: 400 });
    const data = h.sigma.getNodeDisplayData('d')!;
    goto({ x: data.x, y: data.y, ratio: 0.2 });
    h.settle();
    expect(h.sigma.getCamera().getState()).toMatchObject({ x: data.x, y: data.y, ratio: 0.2 });
    const centre = h.sigma.graphToViewport({ x: 80, y: 10 });
    expect([centre.x, centre.y].map(Math.round)).toEqual([400, 240]);

    const other = headless();
    other.sigma.getCamera().setState({ ratio: 0.7 });
    withCamera(other).gotoNode('d');
    other.settle();
    const b = other.sigma.getNodeDisplayData('d')!;
    expect(other.sigma.getCamera().getState()).toMatchObject({ x: b.x, y: b.y, ratio: 0.7 });
    void gotoNode;
  });

  it('takes the duration given to the hook, and lasts 150 ms by default', () => {
    const moveTime = (options?: { duration: number }) => {
      const h = headless();
      withCamera(h, options).goto({ x: 0.2, y: 0.2 });
      let frames = 0;
      while (h.sigma.getCamera().isAnimated()) {
        h.frame(10);
        frames++;
      }
      return frames * 10;
    };
    expect(moveTime()).toBe(150);
    expect(moveTime({ duration: 400 })).toBe(400);
  });

  it('zoomIn and zoomOut divide or multiply the ratio by 1.5, or by the factor given; reset shows the whole graph', () => {
    const h = headless();
    const { zoomIn, zoomOut, reset } = withCamera(h, { duration: 10 });
    zoomIn();
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBeCloseTo(1 / 1.5, 5);
    zoomOut();
    h.settle();
    zoomOut();
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBeCloseTo(1.5, 5);
    zoomIn({ factor: 3 });
    h.settle();
    expect(h.sigma.getCamera().getState().ratio).toBeCloseTo(0.5, 5);
    h.sigma.getCamera().setState({ x: 0.1, angle: 1 });
    reset();
    h.settle();
    expect(h.sigma.getCamera().getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it("fitViewportToNodes moves to the closest view holding the nodes' centres, at once with animate: false", async () => {
    const h = headless();
    const target = utils.getCameraStateToFitViewportToNodes(h.sigma, ['c', 'd']);
    expect(h.sigma.getCamera().getState().ratio, 'getCameraStateToFitViewportToNodes does not move').toBe(1);
    await utils.fitViewportToNodes(h.sigma, ['c', 'd'], { animate: false });
    h.frame();
    expect(h.sigma.getCamera().getState()).toEqual(target);
    expect(target.ratio).toBeLessThan(1);
    for (const node of ['c', 'd']) {
      const { x, y } = h.sigma.graphToViewport(h.sigma.getGraph().getNodeAttributes(node) as { x: number; y: number });
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(800);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(480);
    }
  });

  it('getNodesInViewport counts nodes a reducer hides, and graphToViewport and viewportToGraph are inverses', () => {
    const h = headless({ nodeReducer: (node, data) => (node === 'c' ? { ...data, hidden: true } : data) });
    expect(h.sigma.getNodeDisplayData('c')!.hidden).toBe(true);
    expect(utils.getNodesInViewport(h.sigma).sort()).toEqual(['a', 'b', 'c', 'd']);
    h.sigma.getCamera().setState({ ratio: 0.2, x: 0, y: 0.2 });
    h.frame();
    expect(utils.getNodesInViewport(h.sigma)).toEqual(['a']);
    const back = h.sigma.viewportToGraph(h.sigma.graphToViewport({ x: 80, y: 10 }));
    expect(back.x).toBeCloseTo(80, 3);
    expect(back.y).toBeCloseTo(10, 3);
  });
});

describe('camera guide: when the container changes size', () => {
  /** The size sigma last measured its container at. */
  const sizeOf = (h: HeadlessSigma) => [h.sigma.getDimensions().width, h.sigma.getDimensions().height];

  it('measures the container when it draws: after a window resize, not after a resize of the container alone', () => {
    const h = headless();
    h.setSize(600, 480);
    h.frame();
    expect(sizeOf(h)).toEqual([800, 480]);
    h.sigma.getCamera().setState({ ratio: 0.9 });
    h.frame();
    expect(sizeOf(h), 'any draw measures it').toEqual([600, 480]);

    const windowed = headless();
    windowed.setSize(600, 480);
    windowed.resizeWindow();
    windowed.frame();
    expect(sizeOf(windowed)).toEqual([600, 480]);
  });

  it("fits the graph to the container's size: the same box gives 7, 5.25 and 4 px per unit", () => {
    const scales = [
      [800, 480],
      [600, 480],
      [800, 300],
    ].map(([width, height]) => pixelsPerUnit(headless({ stagePadding: 30 }, { width: width!, height: height! }).sigma));
    expect(scales.map((scale) => Number(scale.toFixed(2)))).toEqual([7, 5.25, 4]);
  });

  it('setCustomBBox(getBBox()) does not keep the scale across a resize', () => {
    const h = headless({ stagePadding: 30 });
    h.sigma.setCustomBBox(h.sigma.getBBox());
    const before = pixelsPerUnit(h.sigma);
    h.setSize(600, 480);
    h.sigma.refresh();
    expect(pixelsPerUnit(h.sigma) / before).toBeCloseTo(0.75, 5);
  });

  it('with setCustomBBox, keeps the extent it fits when a node moves past it', () => {
    const whereIsTheCorner = (custom: boolean) => {
      const h = headless();
      if (custom) h.sigma.setCustomBBox(h.sigma.getBBox());
      h.sigma.getGraph().setNodeAttribute('b', 'x', 300);
      h.frame();
      return h.sigma.graphToViewport({ x: 100, y: 60 }).x;
    };
    expect(whereIsTheCorner(true)).toBeCloseTo(headless().sigma.graphToViewport({ x: 100, y: 60 }).x, 5);
    expect(whereIsTheCorner(false)).not.toBeCloseTo(whereIsTheCorner(true), 0);
  });

  it('FollowContainerSize redraws on a resize of the container; with keepScale the graph keeps its size on screen', async () => {
    for (const keepScale of [false, true]) {
      const h = headless({ stagePadding: 30 });
      snippet.followContainerSize(h.sigma, { keepScale });
      // The observer's first report, as a browser sends when it starts observing.
      await Promise.resolve();
      h.sigma.getCamera().setState({ ratio: 0.5, x: 0.4 });
      h.frame();
      const before = pixelsPerUnit(h.sigma);
      const centre = h.sigma.viewportToGraph({ x: 400, y: 240 });
      const scales: number[] = [];
      for (const [width, height] of [
        [600, 480],
        [800, 300],
        [300, 900],
      ]) {
        h.setSize(width!, height!);
        h.layout();
        expect(h.sigma.getDimensions()).toEqual({ width, height });
        scales.push(pixelsPerUnit(h.sigma) / before);
      }
      // A window resize: sigma draws at the new size first, then the observer reports it.
      h.setSize(1000, 700);
      h.resizeWindow();
      h.frame();
      h.layout();
      scales.push(pixelsPerUnit(h.sigma) / before);
      if (keepScale) {
        for (const scale of scales) expect(scale).toBeCloseTo(1, 5);
        // The same point of the graph stays in the middle of the view.
        const middle = h.sigma.viewportToGraph({ x: 500, y: 350 });
        expect(middle.x).toBeCloseTo(centre.x, 3);
        expect(middle.y).toBeCloseTo(centre.y, 3);
      } else {
        expect(scales.map((scale) => Number(scale.toFixed(3)))).toEqual([0.75, 0.571, 0.343, 1.306]);
      }
    }
  });

  it('with autoRescale: false, positions are pixels at ratio 1, centred, and a resize keeps the scale', () => {
    const h = headless({ autoRescale: false });
    expect(pixelsPerUnit(h.sigma)).toBeCloseTo(1, 5);
    const middle = h.sigma.graphToViewport({ x: 50, y: 30 });
    expect([middle.x, middle.y].map(Math.round)).toEqual([400, 240]);
    h.setSize(500, 300);
    h.sigma.refresh();
    expect(pixelsPerUnit(h.sigma)).toBeCloseTo(1, 5);
  });

  it('draws the same with autoCenter on or off', () => {
    const positions = (autoCenter: boolean) => {
      const { sigma } = headless({ autoCenter });
      return ['a', 'b', 'c'].map((node) =>
        sigma.graphToViewport(sigma.getGraph().getNodeAttributes(node) as { x: number; y: number }),
      );
    };
    expect(defaults().autoCenter).toBe(true);
    expect(positions(false)).toEqual(positions(true));
  });
});
