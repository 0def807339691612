import { useEffect } from 'react';
import { MultiDirectedGraph } from 'graphology';
import { EdgeCurvedArrowProgram, DEFAULT_EDGE_CURVATURE, indexParallelEdgesIndex } from '@sigma/edge-curve';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

// Module-level constant: SigmaContainer re-creates sigma when its settings change.
const settings = {
  defaultEdgeType: 'arrow',
  renderEdgeLabels: true,
  // sigma knows "arrow" and "line"; every other edge `type` needs a program.
  edgeProgramClasses: { curved: EdgeCurvedArrowProgram },
};

function LoadFlights() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new MultiDirectedGraph();
    graph.addNode('CDG', { x: 0, y: 0, size: 12, label: 'Paris' });
    graph.addNode('JFK', { x: 10, y: 0, size: 12, label: 'New York' });
    graph.addNode('LHR', { x: 3, y: 6, size: 12, label: 'London' });
    // Two edges with the same source and target: only a multi graph accepts them.
    graph.addEdge('CDG', 'JFK', { label: 'AF006' });
    graph.addEdge('CDG', 'JFK', { label: 'DL263' });
    graph.addEdge('JFK', 'CDG', { label: 'AF007' });
    graph.addEdge('LHR', 'JFK', { label: 'BA117' });

    // Numbers the edges of each bundle of parallel edges (null for a lone edge)...
    indexParallelEdgesIndex(graph);
    // ...so each one can get its own curvature and they do not overlap.
    graph.forEachEdge((edge, attributes) => {
      const index: unknown = attributes.parallelIndex;
      if (typeof index === 'number' && index !== 0) {
        graph.mergeEdgeAttributes(edge, { type: 'curved', curvature: DEFAULT_EDGE_CURVATURE * index });
      }
    });

    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

export default function Flights() {
  return (
    // A constructor, not an instance: SigmaContainer creates the (empty) multi graph itself.
    <SigmaContainer graph={MultiDirectedGraph} settings={settings} style={{ height: '400px' }}>
      <LoadFlights />
    </SigmaContainer>
  );
}
