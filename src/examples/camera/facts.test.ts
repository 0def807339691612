/**
 * What the guide "Camera and zoom" (docs/guides/camera.mdx) states about sigma, @sigma/utils and
 * react-sigma's useCamera, checked against the installed code: defaults, sigma's Camera (run here),
 * and what the mouse captor does with the wheel (read from the build the site bundles). The browser
 * test (tests/e2e/examples/camera.spec.ts) checks the gestures themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import type { Settings } from 'sigma/settings';

const require = createRequire(import.meta.url);

let settingsModule: typeof import('sigma/settings');
let sigmaModule: typeof import('sigma');
let sigmaUtils: typeof import('sigma/utils');
let utils: typeof import('@sigma/utils');
let core: typeof import('@react-sigma/core');

withWebGLStandIns();
beforeAll(async () => {
  settingsModule = await import('sigma/settings');
  sigmaModule = await import('sigma');
  sigmaUtils = await import('sigma/utils');
  utils = await import('@sigma/utils');
  core = await import('@react-sigma/core');
});

const defaults = (): Settings => settingsModule.DEFAULT_SETTINGS;
const camera = () => new sigmaModule.Camera();

/** A package's "module" build, the code the site bundles. */
const moduleBuild = (pkg: string, file: string) => fs.readFileSync(path.join(path.dirname(require.resolve(pkg)), file), 'utf8');

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
    expect(defaults()).toMatchObject({
      zoomToSizeRatioFunction: Math.sqrt,
      itemSizesReference: 'screen',
      autoRescale: true,
    });
    expect(moduleBuild('sigma', 'sigma.esm.js')).toContain('return size / this.settings.zoomToSizeRatioFunction(cameraRatio)');
  });

  it('animates in 150 ms with quadraticInOut, and fitViewportToNodes animates unless told not to', () => {
    expect(sigmaUtils.ANIMATE_DEFAULTS).toEqual({ easing: 'quadraticInOut', duration: 150 });
    expect(utils.DEFAULT_FIT_VIEWPORT_TO_NODES_OPTIONS).toEqual({ animate: true });
  });

  it('lists autoCenter, which the renderer never reads', () => {
    expect(defaults().autoCenter).toBe(true);
    expect(moduleBuild('sigma', 'sigma.esm.js')).not.toContain('autoCenter');
  });

  it('refuses a maxCameraRatio below minCameraRatio, with the message the guide quotes', () => {
    expect(() => settingsModule.validateSettings({ ...defaults(), minCameraRatio: 2, maxCameraRatio: 1 })).toThrow(
      'Settings: invalid camera ratio boundaries. Expecting `maxCameraRatio` to be greater than `minCameraRatio`.',
    );
  });
});

describe("camera guide: sigma's Camera", () => {
  it('starts on the whole graph, centred', () => {
    expect(camera().getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it('with zooming off, drops every change of ratio, its own included, but still moves', () => {
    const subject = camera();
    subject.enabledZooming = false;
    subject.setState({ x: 0.7, ratio: 0.5 });
    expect(subject.getState()).toEqual({ x: 0.7, y: 0.5, angle: 0, ratio: 1 });
  });

  it('with panning off, drops every move of the centre, but still zooms', () => {
    const subject = camera();
    subject.enabledPanning = false;
    subject.setState({ x: 0.7, y: 0.2, ratio: 0.5 });
    expect(subject.getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 0.5 });
  });

  it('with rotation off, keeps the angle', () => {
    const subject = camera();
    subject.enabledRotation = false;
    subject.setState({ angle: Math.PI / 2 });
    expect(subject.getState().angle).toBe(0);
  });

  it('keeps the ratio within the bounds, for moves from code too', () => {
    const subject = camera();
    subject.minRatio = 0.25;
    subject.maxRatio = 1;
    subject.setState({ ratio: 0.1 });
    expect(subject.getState().ratio).toBe(0.25);
    subject.setState({ ratio: 3 });
    expect(subject.getState().ratio).toBe(1);
  });

  it('once disabled, ignores every change', () => {
    const subject = camera().disable();
    subject.setState({ x: 0.1, ratio: 0.2, angle: 1 });
    expect(subject.getState()).toEqual({ x: 0.5, y: 0.5, angle: 0, ratio: 1 });
  });

  it('zooms in and out by 1.5, and resets to the whole graph', () => {
    const subject = camera();
    const animate = vi.spyOn(subject, 'animate').mockResolvedValue(undefined);
    void subject.animatedZoom();
    void subject.animatedUnzoom({});
    void subject.animatedReset();
    expect(animate.mock.calls.map(([state]) => state)).toEqual([
      { ratio: 1 / 1.5 },
      { ratio: 1.5 },
      { x: 0.5, y: 0.5, ratio: 1, angle: 0 },
    ]);
  });
});

describe('camera guide: useCamera', () => {
  it('gotoNode centres the view on the node and keeps the ratio; goto takes the ratio given', () => {
    const subject = camera();
    const animate = vi.spyOn(subject, 'animate').mockResolvedValue(undefined);
    const display = { x: 0.2, y: 0.3, size: 10, color: '#999', label: 'A', hidden: false };
    const sigma = { getCamera: () => subject, getNodeDisplayData: () => display } as unknown as import('sigma').default;
    let hook: ReturnType<typeof core.useCamera> | undefined;
    function Probe() {
      hook = core.useCamera({ duration: 400 });
      return null;
    }
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    hook!.gotoNode('a');
    hook!.goto({ x: 0.2, y: 0.3, ratio: 0.2 });
    const [gotoNodeCall, gotoCall] = animate.mock.calls;
    expect(gotoNodeCall?.[0]).not.toHaveProperty('ratio');
    expect(gotoNodeCall?.[0]).toMatchObject({ x: 0.2, y: 0.3 });
    expect(gotoCall?.[0]).toEqual({ x: 0.2, y: 0.3, ratio: 0.2 });
    // The hook's options apply to each move.
    expect([gotoNodeCall?.[1], gotoCall?.[1]]).toEqual([{ duration: 400 }, { duration: 400 }]);
  });
});

describe("camera guide: sigma's mouse captor and resizes", () => {
  const handleWheel = () => {
    const source = moduleBuild('sigma', 'sigma.esm.js');
    return source.slice(
      source.indexOf('key: "handleWheel"'),
      source.indexOf('key: "setSettings"', source.indexOf('key: "handleWheel"')),
    );
  };

  it('with zooming off, returns before emitting the wheel event or stopping the page from scrolling', () => {
    const wheel = handleWheel();
    const off = wheel.indexOf('if (!this.enabled || !camera.enabledZooming) return;');
    expect(off).toBeGreaterThan(0);
    expect(off).toBeLessThan(wheel.indexOf('this.emit("wheel", wheelCoords);'));
    expect(off).toBeLessThan(wheel.indexOf('e.preventDefault();'));
  });

  it('lets the page scroll when the ratio is at its bound, and stops it when a handler cancels the zoom', () => {
    const wheel = handleWheel();
    const atBound = wheel.indexOf('if (currentRatio === newRatio) return;');
    expect(atBound).toBeGreaterThan(0);
    expect(atBound).toBeLessThan(wheel.lastIndexOf('e.preventDefault();'));
    expect(wheel).toMatch(/if \(wheelCoords\.sigmaDefaultPrevented\) \{\s+e\.preventDefault\(\);/);
  });

  it('gives wheel handlers a copy of the event that preventSigmaDefault() does not flag', () => {
    const source = moduleBuild('sigma', 'sigma.esm.js');
    // The copy spreads getMouseCoords' object, whose preventSigmaDefault flags that object only.
    expect(source).toMatch(
      /function getWheelCoords\(e, dom\) \{\s+return _objectSpread2\(_objectSpread2\(\{\}, getMouseCoords\(e, dom\)\)/,
    );
    expect(source).toMatch(/preventSigmaDefault: function preventSigmaDefault\(\) \{\s+res\.sigmaDefaultPrevented = true;/);
  });

  it('rotates on two-finger touches, and has no mouse rotation', () => {
    const source = moduleBuild('sigma', 'sigma.esm.js');
    expect(source).toContain('newCameraState.angle = startCameraState.angle + angleDiff;');
    const mouse = source.slice(source.indexOf('var MouseCaptor ='), source.indexOf('var TouchCaptor ='));
    expect(mouse).not.toContain('angle');
  });

  it('redraws on window resizes only: neither sigma nor react-sigma watches the container', () => {
    const source = moduleBuild('sigma', 'sigma.esm.js');
    expect(source).toContain('window.addEventListener("resize", this.activeListeners.handleResize);');
    expect(source).not.toContain('ResizeObserver');
    const reactSigma = moduleBuild('@react-sigma/core', 'react-sigma_core.esm.min.js');
    expect(reactSigma).not.toContain('ResizeObserver');
  });
});

describe('camera guide: @sigma/utils', () => {
  it('getNodesInViewport reads the graph attributes, not the display data', () => {
    const Graph = require('graphology') as typeof import('graphology').default;
    const graph = new Graph();
    graph.addNode('shown', { x: 10, y: 10, size: 5 });
    graph.addNode('hidden by a reducer', { x: 20, y: 20, size: 5 });
    graph.addNode('away', { x: 500, y: 500, size: 5 });
    const sigma = {
      getDimensions: () => ({ width: 100, height: 100 }),
      getGraph: () => graph,
      graphToViewport: ({ x, y }: { x: number; y: number }) => ({ x, y }),
      scaleSize: (size: number) => size,
      getNodeDisplayData: () => ({ hidden: true }),
    } as unknown as import('sigma').default;
    expect(utils.getNodesInViewport(sigma)).toEqual(['shown', 'hidden by a reducer']);
  });
});
