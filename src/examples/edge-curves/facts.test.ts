/**
 * What the page "Curved edges" (docs/example/edge-curves.mdx) and its example state about @sigma/edge-curve,
 * run in Node. What sigma draws with it (curves, arrowheads, the edge under the pointer) is run in
 * tests/e2e/examples/edge-curves.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MultiDirectedGraph } from 'graphology';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

let edgeCurve: typeof import('@sigma/edge-curve');

withWebGLStandIns();
beforeAll(async () => {
  edgeCurve = await import('@sigma/edge-curve');
});

/** The deliveries' bundles: alone, one each way, three the same way, two one way and one back. */
function bundles(): MultiDirectedGraph {
  const graph = new MultiDirectedGraph();
  for (const node of ['a', 'b', 'c', 'd', 'e']) graph.addNode(node);
  graph.addEdgeWithKey('alone', 'a', 'e');
  graph.addEdgeWithKey('there', 'a', 'b');
  graph.addEdgeWithKey('back', 'b', 'a');
  for (let i = 0; i < 3; i++) graph.addEdgeWithKey(`same${i}`, 'b', 'c');
  graph.addEdgeWithKey('out0', 'c', 'd');
  graph.addEdgeWithKey('out1', 'c', 'd');
  graph.addEdgeWithKey('in0', 'd', 'c');
  edgeCurve.indexParallelEdgesIndex(graph);
  return graph;
}

const index = (graph: MultiDirectedGraph, edge: string) => [
  graph.getEdgeAttribute(edge, 'parallelIndex') as number | null,
  graph.getEdgeAttribute(edge, 'parallelMaxIndex') as number | null,
];

describe('edge-curves page: indexParallelEdgesIndex', () => {
  it('gives a lone edge null, in parallelIndex and parallelMaxIndex', () => {
    expect(index(bundles(), 'alone')).toEqual([null, null]);
  });

  it('numbers one edge each way 1 of 1, both', () => {
    const graph = bundles();
    expect([index(graph, 'there'), index(graph, 'back')]).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('numbers edges that all go the same way around zero: three get -1, 0 and 1, of 1', () => {
    const graph = bundles();
    expect(['same0', 'same1', 'same2'].map((edge) => index(graph, edge))).toEqual([
      [-1, 1],
      [0, 1],
      [1, 1],
    ]);
  });

  it('numbers edges both ways 1, 2… in each direction, up to their count that way', () => {
    const graph = bundles();
    expect(['out0', 'out1', 'in0'].map((edge) => index(graph, edge))).toEqual([
      [1, 2],
      [2, 2],
      [1, 1],
    ]);
  });

  it('has a DEFAULT_EDGE_CURVATURE of 0.25', () => {
    expect(edgeCurve.DEFAULT_EDGE_CURVATURE).toBe(0.25);
  });
});

/** Where the curve label drawer writes each letter of `label` (8 px wide each), on a curve 300 px long. */
function drawnLetters(curvature: number, reversed: boolean) {
  const letters: { x: number; y: number }[] = [];
  let at = { x: 0, y: 0 };
  const context = {
    fillStyle: '',
    font: '',
    measureText: (text: string) => ({ width: 8 * text.length }),
    save() {},
    restore() {},
    rotate() {},
    translate(x: number, y: number) {
      at = { x, y };
    },
    fillText() {
      letters.push(at);
    },
  };
  const draw = edgeCurve.createDrawCurvedEdgeLabel(edgeCurve.DEFAULT_EDGE_CURVE_PROGRAM_OPTIONS);
  const [left, right] = [
    { x: 0, y: 0, size: 10 },
    { x: 300, y: 0, size: 10 },
  ];
  const settings = {
    edgeLabelSize: 14,
    edgeLabelFont: 'sans-serif',
    edgeLabelWeight: 'normal',
    edgeLabelColor: { color: '#000' },
  };
  const edge = { label: 'flour, Mon', color: '#000', size: 3, curvature: reversed ? -curvature : curvature };
  draw(context as never, edge, reversed ? right : left, reversed ? left : right, settings as never);
  const gaps = letters.slice(1).map((letter, i) => Math.hypot(letter.x - letters[i]!.x, letter.y - letters[i]!.y));
  return { letters, meanGap: gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length };
}

describe('edge-curves page: the curve program and its labels', () => {
  it('draws the letters of a label on a negative curvature closer than their width; the reversed edge spaces them out, on the same side', () => {
    const negative = drawnLetters(-0.4, false);
    const reversed = drawnLetters(-0.4, true);
    expect(negative.meanGap).toBeLessThan(7);
    expect(reversed.meanGap).toBeGreaterThanOrEqual(8);
    // The same curve: the two labels are written along the same side of the chord (y > 0 on a canvas: below it).
    expect(negative.letters.every(({ y }) => y > 30)).toBe(true);
    expect(reversed.letters.every(({ y }) => y > 30)).toBe(true);
    // A positive curvature spaces them out too.
    expect(drawnLetters(0.4, false).meanGap).toBeGreaterThanOrEqual(8);
  });

  it('builds EdgeCurvedArrowProgram from createEdgeCurveProgram with sigma’s arrowhead options', async () => {
    const { DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS } = await import('sigma/rendering');
    const rebuilt = edgeCurve.createEdgeCurveProgram({ arrowHead: DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS });
    type Definable = { prototype: { getDefinition(): unknown } };
    const definition = (program: unknown) => (program as Definable).prototype.getDefinition();
    expect(definition(rebuilt)).toEqual(definition(edgeCurve.EdgeCurvedArrowProgram));
    expect(definition(rebuilt)).not.toEqual(definition(edgeCurve.default));
  });
});
