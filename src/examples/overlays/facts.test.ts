/**
 * What the guide "Tooltips and HTML overlays" (docs/guides/overlays.mdx) states about sigma and
 * react-sigma, checked against the installed code. When an upgrade changes one of these, the test
 * names the statement to revisit. The browser test (tests/e2e/examples/overlays.spec.ts) checks
 * what a reader sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import { createNormalizationFunction } from 'sigma/utils';

const require = createRequire(import.meta.url);

let settings: typeof import('sigma/settings');
let SigmaClass: typeof import('sigma').Sigma;

withWebGLStandIns();
beforeAll(async () => {
  settings = await import('sigma/settings');
  SigmaClass = (await import('sigma')).Sigma;
});

/** A file of an installed package, next to its entry point. */
function packageFile(pkg: string, file: string): string {
  return fs.readFileSync(path.join(path.dirname(require.resolve(pkg)), file), 'utf8');
}

/** sigma's own code, as the site bundles it (the package's "module" build). */
const sigmaSource = () => packageFile('sigma', 'sigma.esm.js');
/** react-sigma's core, as the site bundles it, and its stylesheet. */
const reactSigmaSource = () => packageFile('@react-sigma/core', 'react-sigma_core.esm.min.js');
const reactSigmaStyles = () => packageFile('@react-sigma/core', 'style.css');

/**
 * A sigma method (private ones too), to run on a stand-in for an instance: a real one needs WebGL.
 */
const method = (name: string) =>
  (SigmaClass.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => unknown>)[name]!;

describe('overlays guide: "Keep an element on a node while the camera moves"', () => {
  it('afterRender ends every render, and a camera update schedules one', () => {
    const source = sigmaSource();
    const render = source.slice(source.indexOf('key: "render"'), source.indexOf('key: "addNode"'));
    expect(render).toContain('this.emit("beforeRender")');
    expect(render).toContain('.emit("afterRender")');
    // Every way out of render() goes through exitRender, which emits afterRender.
    const returns = [...render.matchAll(/return ([^;]+);/g)].map(([, value]) => value);
    expect(returns.filter((value) => !value!.startsWith('exitRender()'))).toEqual(['_this9', '_this9.resetWebGLTexture(layer)']);
    expect(source).toMatch(/this\.activeListeners\.camera = function \(\) \{\s*\w+\.scheduleRender\(\);\s*\};/);
  });

  it('graphToViewport takes graph coordinates and normalises them itself', () => {
    const normalise = createNormalizationFunction({ x: [0, 100], y: [0, 50] });
    const stand = { normalizationFunction: normalise, framedGraphToViewport: (point: unknown) => point };
    // The graph's extent is mapped to sigma's 0–1 square before the camera applies.
    expect(method('graphToViewport').call(stand, { x: 100, y: 50 })).toEqual({ x: 1, y: 0.75 });
    expect(method('graphToViewport').call(stand, { x: 50, y: 25 })).toEqual({ x: 0.5, y: 0.5 });
  });

  it('getNodeDisplayData holds coordinates already in the 0–1 "framed graph" square', () => {
    const stand = {
      nodeDataCache: {} as Record<string, { x: number; y: number }>,
      normalizationFunction: createNormalizationFunction({ x: [0, 100], y: [0, 100] }),
      addNode(this: { nodeDataCache: Record<string, { x: number; y: number }> }, key: string) {
        this.nodeDataCache[key] = { x: 100, y: 0 };
      },
    };
    method('updateNode').call(stand, 'a');
    expect(method('getNodeDisplayData').call(stand, 'a')).toEqual({ x: 1, y: 0 });
  });

  it('scaleSize divides a size by the zoom function of the ratio, Math.sqrt by default', () => {
    expect(settings.DEFAULT_SETTINGS.zoomToSizeRatioFunction).toBe(Math.sqrt);
    expect(settings.DEFAULT_SETTINGS.itemSizesReference).toBe('screen');
    const stand = {
      camera: { ratio: 4 },
      settings: { zoomToSizeRatioFunction: Math.sqrt },
      getSetting: () => 'screen',
    };
    // Zoomed out four times, a node of size 10 is drawn with a radius of 5 pixels.
    expect(method('scaleSize').call(stand, 10)).toBe(5);
  });

  it('useRegisterEvents binds beforeRender, afterRender and the right-click events on sigma', () => {
    const source = reactSigmaSource();
    for (const event of ['beforeRender', 'afterRender', 'rightClickNode', 'rightClickEdge', 'rightClickStage']) {
      expect(source, event).toContain(`${event}:!0`);
    }
  });
});

describe('overlays guide: "Let the graph keep the pointer"', () => {
  it('sigma listens for the mouse on its top canvas, and only hovers when the pointer is on it', () => {
    const source = sigmaSource();
    expect(source).toContain('new MouseCaptor(_this.elements.mouse, _this)');
    expect(source).toContain('container.addEventListener("mouseleave", _this.handleLeave');
    // mousemove, which finds the hovered node, is only emitted for moves over that canvas.
    expect(source).toMatch(
      /if \(e\.target === this\.container \|\| e\.composedPath\(\)\[0\] === this\.container\) \{\s*this\.emit\("mousemove", mouseCoords\);/,
    );
  });
});

describe('overlays guide: "What draws above what"', () => {
  it('stacks its layers edges, edgeLabels, nodes, labels, hovers, hoverNodes, mouse', () => {
    const created = [...sigmaSource().matchAll(/_this\.create(?:WebGL|Canvas)Context\("(\w+)"/g)].map(([, id]) => id);
    expect(created).toEqual(['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes', 'mouse']);
  });

  it('makes each layer an absolutely positioned element of class sigma-<id>, with no z-index', () => {
    const source = sigmaSource();
    const createLayer = source.slice(source.indexOf('key: "createLayer"'), source.indexOf('key: "createCanvas"'));
    expect(createLayer).toMatch(
      /createElement\(tag, \{\s*position: "absolute"\s*\}, \{\s*"class": "sigma-"\.concat\(id\)\s*\}\)/,
    );
    expect(createLayer).not.toContain('zIndex');
    expect(createLayer).toContain('this.container.appendChild(element)');
  });

  it("SigmaContainer renders its children after sigma's container, in a position: relative div", () => {
    expect(reactSigmaSource()).toMatch(/className:"sigma-container",ref:\w+\}\),\w+\)/);
    expect(reactSigmaStyles()).toContain(
      'div.react-sigma{height:100%;width:100%;position:relative;background:var(--sigma-background-color);}',
    );
  });

  it("paints the graph's background from --sigma-background-color, white unless set", () => {
    expect(reactSigmaStyles()).toContain(':root{--sigma-background-color:#fff;');
    expect(reactSigmaStyles()).toContain('background:var(--sigma-background-color);');
  });

  it("puts react-sigma's controls at z-index var(--sigma-controls-zindex), 100", () => {
    const styles = reactSigmaStyles();
    expect(styles).toContain('--sigma-controls-zindex:100;');
    expect(styles).toContain('.react-sigma-controls{position:absolute;z-index:var(--sigma-controls-zindex);');
  });
});

describe('overlays guide: "Open your own menu on right click"', () => {
  it('emits one of rightClickNode, rightClickEdge (with enableEdgeEvents) or rightClickStage, in that order', () => {
    expect(settings.DEFAULT_SETTINGS.enableEdgeEvents).toBe(false);
    expect(sigmaSource()).toMatch(
      /if \(nodeAtPosition\) return \w+\.emit\(""\.concat\(eventType, "Node"\)[^]*?if \(\w+\.settings\.enableEdgeEvents\) \{[^]*?if \(edge\) return \w+\.emit\(""\.concat\(eventType, "Edge"\)[^]*?return \w+\.emit\(""\.concat\(eventType, "Stage"\), baseEvent\);/,
    );
  });

  it('does nothing else on a right click: no preventDefault, no camera move', () => {
    expect(sigmaSource()).toMatch(
      /key: "handleRightClick",\s*value: function handleRightClick\(e\) \{\s*if \(!this\.enabled\) return;\s*this\.emit\("rightClick", getMouseCoords\(e, this\.container\)\);\s*\}/,
    );
  });

  it('starts dragging the graph with the main button only', () => {
    expect(sigmaSource()).toMatch(/\/\/ We only start dragging on left button\s*if \(e\.button === 0\) \{/);
  });
});

describe('overlays guide: "Put an image behind the graph"', () => {
  it('lets two fingers rotate the camera unless enableCameraRotation is false', () => {
    expect(settings.DEFAULT_SETTINGS.enableCameraRotation).toBe(true);
    expect(sigmaSource()).toContain('newCameraState.angle = startCameraState.angle + angleDiff;');
  });
});
