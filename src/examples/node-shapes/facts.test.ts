/**
 * What the guide "Node shapes and programs" (docs/guides/node-shapes.mdx) states about sigma and
 * the @sigma/* packages, checked against the installed code. When an upgrade changes one of these,
 * the test names the statement to revisit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import { errorIndex } from '../../data/errorIndex';

const require = createRequire(import.meta.url);

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let square: typeof import('@sigma/node-square');
let piechart: typeof import('@sigma/node-piechart');
let edgeCurve: typeof import('@sigma/edge-curve');
let SigmaClass: typeof import('sigma').Sigma;

withWebGLStandIns();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  square = await import('@sigma/node-square');
  piechart = await import('@sigma/node-piechart');
  edgeCurve = await import('@sigma/edge-curve');
  SigmaClass = (await import('sigma')).Sigma;
});

/** sigma's own code, as the site bundles it (the package's "module" build). */
const sigmaSource = () => fs.readFileSync(path.join(path.dirname(require.resolve('sigma')), 'sigma.esm.js'), 'utf8');

describe('node-shapes guide: programs, types and defaults', () => {
  it('draws nodes without a type as circles and edges without a type as lines', () => {
    expect(settings.DEFAULT_SETTINGS.defaultNodeType).toBe('circle');
    expect(settings.DEFAULT_SETTINGS.defaultEdgeType).toBe('line');
    expect(settings.DEFAULT_SETTINGS.nodeProgramClasses).toEqual({});
    expect(settings.DEFAULT_SETTINGS.edgeProgramClasses).toEqual({});
  });

  it('adds the built-in programs to yours: circle for nodes, line and arrow for edges', () => {
    expect(settings.DEFAULT_NODE_PROGRAM_CLASSES).toEqual({ circle: rendering.NodeCircleProgram });
    expect(settings.DEFAULT_EDGE_PROGRAM_CLASSES).toEqual({
      arrow: rendering.EdgeArrowProgram,
      line: rendering.EdgeRectangleProgram,
    });
    const resolved = settings.resolveSettings({ nodeProgramClasses: { square: square.NodeSquareProgram } });
    expect(Object.keys(resolved.nodeProgramClasses).sort()).toEqual(['circle', 'square']);
    expect(Object.keys(resolved.edgeProgramClasses).sort()).toEqual(['arrow', 'line']);
  });

  it('stops with "could not find a suitable program for node type" for a type with no program', () => {
    expect(sigmaSource()).toContain('Sigma: could not find a suitable program for node type \\"".concat(');
    // The guide links to this entry of the error index.
    expect(errorIndex.map((entry) => entry.id)).toContain('no-suitable-program-for-node-type');
  });

  it('sizes edges in pixels with a floor of 1.7 px (minEdgeThickness)', () => {
    expect(settings.DEFAULT_SETTINGS.minEdgeThickness).toBe(1.7);
  });

  it('gives arrowheads 2.5 × the edge thickness in length and 2 × in width', () => {
    expect(rendering.DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS).toMatchObject({
      extremity: 'target',
      lengthToThicknessRatio: 2.5,
      widenessToThicknessRatio: 2,
    });
  });

  it('curves edges by their `curvature` attribute, 0.25 when absent (@sigma/edge-curve)', () => {
    expect(edgeCurve.DEFAULT_EDGE_CURVATURE).toBe(0.25);
    expect(edgeCurve.DEFAULT_EDGE_CURVE_PROGRAM_OPTIONS).toMatchObject({
      curvatureAttribute: 'curvature',
      defaultCurvature: 0.25,
    });
    expect(typeof edgeCurve.default).toBe('function');
    expect(typeof edgeCurve.EdgeCurvedArrowProgram).toBe('function');
    expect(typeof edgeCurve.indexParallelEdgesIndex).toBe('function');
  });
});

describe('node-shapes guide: pie charts (@sigma/node-piechart)', () => {
  it('paints pies whose values are all 0 in defaultColor, black unless set, and adds no hover drawer of its own', () => {
    expect(piechart.DEFAULT_CREATE_NODE_PIECHART_OPTIONS).toMatchObject({
      defaultColor: '#000000',
      offset: { value: 0 },
      drawHover: undefined,
      drawLabel: undefined,
    });
  });
});

describe('node-shapes guide: the square program draws its own hover box', () => {
  /** A 2D context that notes the fill colours it is given. */
  function recordingContext() {
    const fills: string[] = [];
    const context = {
      set fillStyle(value: string) {
        fills.push(value);
      },
      measureText: (text: string) => ({ width: text.length * 7 }),
      beginPath() {},
      moveTo() {},
      lineTo() {},
      closePath() {},
      fill() {},
      fillRect() {},
      fillText() {},
    };
    return { fills, context: context as unknown as CanvasRenderingContext2D };
  }

  it('fills the box in white, whatever the label colour', () => {
    const { fills, context } = recordingContext();
    const dark = { ...settings.DEFAULT_SETTINGS, labelColor: { color: '#e3e3e3' } };
    square.drawSquareNodeHover(context, { x: 10, y: 10, size: 8, label: 'Beacon', color: '#0c8599' }, dark);
    expect(fills[0]).toBe('#FFF');
    expect(fills).toContain('#e3e3e3');
  });

  it('wins over the defaultDrawNodeHover setting: sigma uses a program’s drawHover first', () => {
    expect(sigmaSource()).toMatch(/nodeProgram\.drawHover\)\s*\|\|\s*defaultDrawNodeHover/);
  });

  it('is left out by a compound program given no drawers, which hands labels and hovers to the settings', () => {
    // A stand-in sub-program: the compound only builds it and keeps it.
    class Part {}
    const Compound = rendering.createNodeCompoundProgram([Part as never]);
    const program = new Compound(null as never, null, null as never);
    expect(program.drawHover).toBeUndefined();
    expect(program.drawLabel).toBeUndefined();
  });
});

describe('node-shapes guide: changing nodeProgramClasses on a running sigma', () => {
  it('registers the programs that changed and drops those the new object leaves out, built-ins included', () => {
    const registered: string[] = [];
    const dropped: string[] = [];
    // Just enough of a sigma instance for setSetting, which runs sigma's own update code.
    const instance = {
      settings: settings.resolveSettings({}),
      camera: { getState: () => ({}), setState() {}, validateState: (state: unknown) => state },
      mouseCaptor: { setSettings() {} },
      touchCaptor: { setSettings() {} },
      scheduleRefresh() {},
      handleSettingsUpdate: SigmaClass.prototype['handleSettingsUpdate' as keyof typeof SigmaClass.prototype],
      registerNodeProgram: (type: string) => registered.push(type),
      unregisterNodeProgram: (type: string) => dropped.push(type),
      registerEdgeProgram() {},
      unregisterEdgeProgram() {},
    };
    SigmaClass.prototype.setSetting.call(instance as never, 'nodeProgramClasses', { square: square.NodeSquareProgram });
    expect(registered).toEqual(['square']);
    expect(dropped).toEqual(['circle']);
  });
});
