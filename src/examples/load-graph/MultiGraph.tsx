import { useEffect } from 'react';
import { MultiDirectedGraph } from 'graphology';
import { DEFAULT_EDGE_CURVATURE, EdgeCurvedArrowProgram, indexParallelEdgesIndex } from '@sigma/edge-curve';
import { EdgeArrowProgram } from 'sigma/rendering';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** Spreads parallel edges around the straight line: -c, 0, +c, … */
function curvature(index: number, maxIndex: number): number {
  if (maxIndex <= 0) throw new Error('Invalid maxIndex');
  if (index < 0) return -curvature(-index, maxIndex);
  const amplitude = 3.5;
  const maxCurvature = amplitude * (1 - Math.exp(-maxIndex / amplitude)) * DEFAULT_EDGE_CURVATURE;
  return (maxCurvature * index) / maxIndex;
}

function LoadFlights() {
  const loadGraph = useLoadGraph();
  useEffect(() => {
    const graph = new MultiDirectedGraph();
    graph.addNode('Paris', { x: 0, y: 0, size: 16, label: 'Paris', color: '#1c7ed6' });
    graph.addNode('Lyon', { x: 6, y: -8, size: 12, label: 'Lyon', color: '#d9480f' });
    graph.addNode('Nantes', { x: -8, y: -4, size: 10, label: 'Nantes', color: '#087f5b' });
    // Several edges between the same two nodes: only a multi graph accepts them.
    for (const [source, target, count] of [
      ['Paris', 'Lyon', 4],
      ['Lyon', 'Paris', 2],
      ['Paris', 'Nantes', 3],
      ['Nantes', 'Lyon', 1],
    ] as const) {
      for (let i = 0; i < count; i++) graph.addEdge(source, target, { size: 3 });
    }
    // Gives each parallel edge its rank among its siblings, then a curvature from it.
    indexParallelEdgesIndex(graph, { edgeIndexAttribute: 'parallelIndex', edgeMaxIndexAttribute: 'parallelMaxIndex' });
    graph.forEachEdge((edge, { parallelIndex, parallelMaxIndex }) => {
      if (typeof parallelIndex === 'number' && typeof parallelMaxIndex === 'number') {
        graph.mergeEdgeAttributes(edge, { type: 'curved', curvature: curvature(parallelIndex, parallelMaxIndex) });
      } else {
        graph.setEdgeAttribute(edge, 'type', 'straight');
      }
    });
    loadGraph(graph);
  }, [loadGraph]);
  return null;
}

export default function MultiGraph() {
  return (
    <SigmaContainer
      // A constructor, not an instance: SigmaContainer creates the multi graph itself.
      graph={MultiDirectedGraph}
      style={{ height: GRAPH_HEIGHT }}
      settings={{
        defaultEdgeType: 'straight',
        // Flights have a direction: straight and curved edges both end in an arrowhead.
        edgeProgramClasses: { straight: EdgeArrowProgram, curved: EdgeCurvedArrowProgram },
      }}
    >
      <LoadFlights />
      <GraphTheme />
      {/* Room for Lyon's label, on the right of the drawing. */}
      <KeepLabelsInside />
    </SigmaContainer>
  );
}
