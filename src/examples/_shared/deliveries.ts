import { MultiDirectedGraph } from 'graphology';
import {
  createDrawCurvedEdgeLabel,
  createEdgeCurveProgram,
  DEFAULT_EDGE_CURVE_PROGRAM_OPTIONS,
  indexParallelEdgesIndex,
} from '@sigma/edge-curve';
import { DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';

/**
 * The deliveries graph of the curved-edges page (docs/example/edge-curves), and how it is drawn: the
 * page's two examples share them, the first drawing it, the second adding hover and click.
 */

/** The curvature of a bundle's outer edges (@sigma/edge-curve's DEFAULT_EDGE_CURVATURE is 0.25). */
const OUTER_CURVATURE = 0.4;

/** What the farm, the mill, the bakery and the shop send each other in a week: one edge per delivery. */
export function createDeliveries(): MultiDirectedGraph {
  const graph = new MultiDirectedGraph();
  graph.addNode('Farm', { x: 0, y: 0, size: 14, label: 'Farm', color: '#637f08' });
  graph.addNode('Mill', { x: 5, y: 4, size: 14, label: 'Mill', color: '#a86b00' });
  graph.addNode('Bakery', { x: 10, y: 0, size: 14, label: 'Bakery', color: '#d9480f' });
  graph.addNode('Shop', { x: 5, y: -4, size: 14, label: 'Shop', color: '#1c7ed6' });
  for (const [source, target, label] of [
    ['Farm', 'Mill', 'wheat, Mon'],
    ['Farm', 'Mill', 'wheat, Thu'],
    ['Mill', 'Farm', 'bran'],
    ['Mill', 'Bakery', 'flour, Mon'],
    ['Mill', 'Bakery', 'flour, Wed'],
    ['Mill', 'Bakery', 'flour, Fri'],
    ['Bakery', 'Shop', 'bread'],
    ['Shop', 'Bakery', 'order'],
    ['Shop', 'Farm', 'payment'],
  ] as const) {
    graph.addEdgeWithKey(`${source} → ${target}: ${label}`, source, target, { label, size: 3 });
  }
  // Numbers the edges that share their two nodes (parallelIndex, up to parallelMaxIndex); a lone edge gets null.
  indexParallelEdgesIndex(graph);
  graph.forEachEdge((edge, { parallelIndex, parallelMaxIndex }) => {
    // A lone edge, or the middle one of an odd bundle (index 0), stays a straight arrow.
    if (typeof parallelIndex === 'number' && typeof parallelMaxIndex === 'number' && parallelIndex !== 0) {
      const curvature = (OUTER_CURVATURE * parallelIndex) / parallelMaxIndex;
      graph.mergeEdgeAttributes(edge, { type: 'curved', curvature });
    }
  });
  return graph;
}

/**
 * @sigma/edge-curve's label drawer spaces a label's letters closer as the curvature falls: on a negative
 * curvature they overlap. A curve is the same curve as its reverse (ends swapped) with the opposite
 * curvature, so the drawer is handed that one. Otherwise this is the package's EdgeCurvedArrowProgram.
 */
const drawCurvedLabel = createDrawCurvedEdgeLabel(DEFAULT_EDGE_CURVE_PROGRAM_OPTIONS);
export const CurvedArrowProgram = createEdgeCurveProgram({
  arrowHead: DEFAULT_EDGE_ARROW_HEAD_PROGRAM_OPTIONS,
  drawLabel: (context, edge, source, target, settings) => {
    if ('curvature' in edge && typeof edge.curvature === 'number' && edge.curvature < 0) {
      const reversed = { ...edge, curvature: -edge.curvature };
      drawCurvedLabel(context, reversed, target, source, settings);
    } else {
      drawCurvedLabel(context, edge, source, target, settings);
    }
  },
});

/**
 * Straight edges are sigma's own "arrow" type (always there, with "line"): no second copy of its programs
 * to compile. The curved type also ends in an arrowhead, and draws its label along the curve.
 */
export const deliverySettings: Partial<Settings> = {
  defaultEdgeType: 'arrow',
  edgeProgramClasses: { curved: CurvedArrowProgram },
  renderEdgeLabels: true,
};
