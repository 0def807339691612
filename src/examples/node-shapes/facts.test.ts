/**
 * What the guide "Node shapes and programs" (docs/guides/node-shapes.mdx) states about sigma and
 * the @sigma/* packages, run on real sigma instances in Node (src/utils/testing/headlessSigma.ts:
 * sigma's own code, with WebGL calls that draw nothing). Sizes on screen are the browser's
 * (tests/e2e/examples/node-shapes.spec.ts); the ledger of every claim is
 * tests/claims/guides-node-shapes.md.
 */
import Graph, { DirectedGraph, MultiGraph } from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorIndex } from '../../data/errorIndex';
import { container, tick, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let square: typeof import('@sigma/node-square');
let piechart: typeof import('@sigma/node-piechart');
let edgeCurve: typeof import('@sigma/edge-curve');
let Sigma: typeof import('sigma').default;

withHeadlessSigma();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  square = await import('@sigma/node-square');
  piechart = await import('@sigma/node-piechart');
  edgeCurve = await import('@sigma/edge-curve');
  Sigma = (await import('sigma')).default;
});

type NodeProgramType = import('sigma/rendering').NodeProgramType;

/**
 * A program that draws as `Base` and notes the nodes sigma gives it, by `label`: `drawn[name]`
 * lists what the program registered as `name` drew on the nodes layer.
 */
function recording(Base: NodeProgramType, drawn: string[]): NodeProgramType {
  return class extends (Base as typeof rendering.NodeCircleProgram) {
    process(nodeIndex: number, offset: number, data: import('sigma/types').NodeDisplayData) {
      drawn.push(String(data.label));
      super.process(nodeIndex, offset, data);
    }
  } as unknown as NodeProgramType;
}

function pair(types: { a?: string; b?: string } = {}): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10, label: 'a', ...(types.a ? { type: types.a } : {}) });
  graph.addNode('b', { x: 10, y: 5, size: 10, label: 'b', ...(types.b ? { type: types.b } : {}) });
  graph.addEdge('a', 'b', { size: 2 });
  return graph;
}

/** What sigma throws, at its construction or at its next frame; '' when nothing. */
function thrown(run: () => void): string {
  try {
    run();
    tick();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('node-shapes guide: programs, types and defaults', () => {
  it('draws nodes without a type as circles and edges without a type as lines, even in a directed graph', () => {
    expect(settings.DEFAULT_SETTINGS.defaultNodeType).toBe('circle');
    expect(settings.DEFAULT_SETTINGS.defaultEdgeType).toBe('line');
    expect(settings.DEFAULT_SETTINGS.nodeProgramClasses).toEqual({});
    expect(settings.DEFAULT_SETTINGS.edgeProgramClasses).toEqual({});
    const graph = new DirectedGraph();
    graph.addNode('a', { x: 0, y: 0, size: 5 });
    graph.addNode('b', { x: 1, y: 1, size: 5 });
    const edge = graph.addEdge('a', 'b');
    const sigma = new Sigma(graph, container());
    expect(sigma.getNodeDisplayData('a')!.type).toBe('circle');
    expect(sigma.getEdgeDisplayData(edge)!.type).toBe('line');
    sigma.kill();
  });

  it('adds the built-in programs to yours: circle for nodes, line and arrow for edges', () => {
    expect(settings.DEFAULT_NODE_PROGRAM_CLASSES).toEqual({ circle: rendering.NodeCircleProgram });
    expect(settings.DEFAULT_EDGE_PROGRAM_CLASSES).toEqual({
      arrow: rendering.EdgeArrowProgram,
      line: rendering.EdgeRectangleProgram,
    });
    // A circle, a square and an arrow, with only the square registered.
    const graph = pair({ b: 'square' });
    graph.setEdgeAttribute(graph.edge('a', 'b')!, 'type', 'arrow');
    let sigma: InstanceType<typeof Sigma> | undefined;
    expect(
      thrown(() => (sigma = new Sigma(graph, container(), { nodeProgramClasses: { square: square.NodeSquareProgram } }))),
    ).toBe('');
    expect(Object.keys(sigma!.getSettings().nodeProgramClasses).sort()).toEqual(['circle', 'square']);
    sigma!.kill();
  });

  it('draws a node with the program its type names, under any name, and nodes without one with defaultNodeType', () => {
    const boxes: string[] = [];
    const circles: string[] = [];
    const sigma = new Sigma(pair({ a: 'box' }), container(), {
      nodeProgramClasses: {
        box: recording(square.NodeSquareProgram, boxes),
        circle: recording(rendering.NodeCircleProgram, circles),
      },
    });
    expect(boxes).toEqual(['a']);
    expect(circles).toEqual(['b']);
    boxes.length = 0;
    sigma.setSetting('defaultNodeType', 'box');
    tick();
    expect(boxes.sort()).toEqual(['a', 'b']);
    sigma.kill();
  });

  it('switches a node to another program when its type changes', () => {
    const squares: string[] = [];
    const circles: string[] = [];
    const graph = pair();
    const sigma = new Sigma(graph, container(), {
      nodeProgramClasses: {
        square: recording(square.NodeSquareProgram, squares),
        circle: recording(rendering.NodeCircleProgram, circles),
      },
    });
    expect(squares).toEqual([]);
    graph.setNodeAttribute('a', 'type', 'square');
    tick();
    expect(squares).toEqual(['a']);
    sigma.kill();
  });

  it('stops with "could not find a suitable program for node type" for a type with no program, a data file’s own `type` included', () => {
    const graph = pair({ a: 'person' });
    expect(thrown(() => new Sigma(graph, container()))).toBe('Sigma: could not find a suitable program for node type "person"!');
    expect(thrown(() => new Sigma(pair(), container(), { defaultNodeType: 'square' }))).toBe(
      'Sigma: could not find a suitable program for node type "square"!',
    );
    // The guide links to this entry of the error index.
    expect(errorIndex.map((entry) => entry.id)).toContain('no-suitable-program-for-node-type');
  });

  it('sizes edges in pixels at the initial zoom, with a floor of 1.7 px (minEdgeThickness)', () => {
    expect(settings.DEFAULT_SETTINGS.minEdgeThickness).toBe(1.7);
    expect(settings.DEFAULT_SETTINGS.itemSizesReference).toBe('screen');
    const sigma = new Sigma(pair(), container());
    expect(sigma.getCamera().ratio).toBe(1);
    expect(sigma.scaleSize(2)).toBe(2);
    sigma.kill();
  });

  it('gives arrowheads 2.5 × the edge thickness in length and 2 × in width, and builds arrows of other proportions', () => {
    expect(rendering.DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS).toMatchObject({
      extremity: 'target',
      lengthToThicknessRatio: 2.5,
      widenessToThicknessRatio: 2,
    });
    const Wide = rendering.createEdgeArrowProgram({ lengthToThicknessRatio: 4, widenessToThicknessRatio: 3 });
    const graph = pair();
    graph.setEdgeAttribute(graph.edge('a', 'b')!, 'type', 'wide');
    expect(thrown(() => new Sigma(graph, container(), { edgeProgramClasses: { wide: Wide } }).kill())).toBe('');
  });

  it('curves edges by their `curvature` attribute, 0.25 when absent, and numbers parallel edges (@sigma/edge-curve)', () => {
    expect(edgeCurve.DEFAULT_EDGE_CURVATURE).toBe(0.25);
    expect(edgeCurve.DEFAULT_EDGE_CURVE_PROGRAM_OPTIONS).toMatchObject({
      curvatureAttribute: 'curvature',
      defaultCurvature: 0.25,
    });
    const graph = new MultiGraph();
    graph.addNode('a', { x: 0, y: 0, size: 5 });
    graph.addNode('b', { x: 1, y: 1, size: 5 });
    graph.addNode('c', { x: 2, y: 0, size: 5 });
    const parallel = [graph.addEdge('a', 'b'), graph.addEdge('a', 'b'), graph.addEdge('a', 'b')];
    const single = graph.addEdge('b', 'c');
    edgeCurve.indexParallelEdgesIndex(graph);
    // Each of the three gets its own index, hence its own curve; a lone edge gets none.
    expect(parallel.map((edge) => graph.getEdgeAttribute(edge, 'parallelIndex'))).toEqual([-1, 0, 1]);
    expect(graph.getEdgeAttribute(single, 'parallelIndex') ?? null).toBeNull();
    graph.forEachEdge((edge) => graph.setEdgeAttribute(edge, 'type', 'curved'));
    const run = () =>
      new Sigma(graph, container(), {
        edgeProgramClasses: { curved: edgeCurve.default, curvedArrow: edgeCurve.EdgeCurvedArrowProgram },
      }).kill();
    expect(thrown(run)).toBe('');
  });
});

describe('node-shapes guide: pie charts (@sigma/node-piechart)', () => {
  it('builds a program from a list of slices; pies whose values are all 0 take defaultColor, black unless set', () => {
    expect(piechart.DEFAULT_CREATE_NODE_PIECHART_OPTIONS).toMatchObject({ defaultColor: '#000000', offset: { value: 0 } });
    const Pie = piechart.createNodePiechartProgram({
      slices: [
        { value: { attribute: 'design' }, color: { value: '#e8590c' } },
        { value: { value: 3 }, color: { attribute: 'codeColor', defaultValue: '#2f9e44' } },
        { value: { attribute: 'gap' }, color: { transparent: true } },
      ],
    });
    const graph = pair({ a: 'pie' });
    expect(thrown(() => new Sigma(graph, container(), { nodeProgramClasses: { pie: Pie } }).kill())).toBe('');
  });

  it('compiles the slices into the program: another list of slices is another program class', () => {
    const slices = [{ value: { attribute: 'a' }, color: { value: '#e8590c' } }] as const;
    const One = piechart.createNodePiechartProgram({ slices: [...slices] });
    const Again = piechart.createNodePiechartProgram({ slices: [...slices] });
    expect(Again).not.toBe(One);
  });

  it('has no hover drawer of its own, so defaultDrawNodeHover applies', () => {
    const drawHover = vi.fn();
    const Pie = piechart.createNodePiechartProgram({ slices: [{ value: { attribute: 'a' }, color: { value: '#e8590c' } }] });
    const sigma = new Sigma(pair({ a: 'pie' }), container(), {
      nodeProgramClasses: { pie: Pie },
      defaultDrawNodeHover: drawHover,
      nodeReducer: (node, data) => ({ ...data, highlighted: node === 'a' }),
    });
    expect(drawHover).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ key: 'a' }), expect.anything());
    sigma.kill();
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

  /** Which drawer sigma calls for a highlighted square: the setting's, or the program's own. */
  function hoverDrawerFor(Program: NodeProgramType) {
    const drawHover = vi.fn();
    const drawLabel = vi.fn();
    const sigma = new Sigma(pair({ a: 'square' }), container(), {
      nodeProgramClasses: { square: Program },
      defaultDrawNodeHover: drawHover,
      defaultDrawNodeLabel: drawLabel,
      nodeReducer: (node, data) => ({ ...data, highlighted: node === 'a' }),
    });
    const keys = (spy: typeof drawHover) => spy.mock.calls.map(([, data]) => (data as { key: string }).key);
    const result = { hover: keys(drawHover).includes('a'), label: keys(drawLabel).includes('a') };
    sigma.kill();
    return result;
  }

  it('wins over the defaultDrawNodeHover and defaultDrawNodeLabel settings: sigma uses a program’s drawers first', () => {
    expect(hoverDrawerFor(square.NodeSquareProgram)).toEqual({ hover: false, label: false });
  });

  it('is left out by a compound program given no drawers, which hands labels and hovers to the settings', () => {
    const SquareProgram = rendering.createNodeCompoundProgram([square.NodeSquareProgram]);
    expect(hoverDrawerFor(SquareProgram)).toEqual({ hover: true, label: true });
  });
});

describe('node-shapes guide: changing nodeProgramClasses on a running sigma', () => {
  it('registers the programs that changed and drops those the new object leaves out, circle included: its nodes then stop sigma', () => {
    const squares: string[] = [];
    const graph = pair();
    const sigma = new Sigma(graph, container());
    sigma.setSetting('nodeProgramClasses', { square: recording(square.NodeSquareProgram, squares) });
    expect(thrown(() => undefined)).toBe('Sigma: could not find a suitable program for node type "circle"!');
    graph.forEachNode((node) => graph.setNodeAttribute(node, 'type', 'square'));
    squares.length = 0;
    expect(thrown(() => undefined)).toBe('');
    expect(squares.sort()).toEqual(['a', 'b']);
    sigma.kill();
  });
});
