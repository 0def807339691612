import { useEffect } from 'react';
import { DirectedGraph } from 'graphology';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

// The graph's type says which edges it accepts; sigma's `arrow` program is what draws arrowheads.
const settings = { defaultEdgeType: 'arrow' };

function LoadStreets() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const streets = new DirectedGraph();
    streets.addNode('station', { x: 0, y: 0, size: 12, label: 'Station' });
    streets.addNode('market', { x: 4, y: 2, size: 12, label: 'Market' });
    streets.addNode('harbour', { x: 8, y: 0, size: 12, label: 'Harbour' });
    streets.addEdge('station', 'market');
    streets.addEdge('market', 'harbour');
    // One-way both ways: two directed edges, which a directed simple graph allows.
    streets.addEdge('harbour', 'station');
    streets.addEdge('station', 'harbour');
    // useLoadGraph copies this graph into the container's graph, so that one must accept it.
    loadGraph(streets);
  }, [loadGraph]);

  return null;
}

export default function OneWayStreets() {
  // A class, not an instance: SigmaContainer creates an empty DirectedGraph itself.
  return (
    <SigmaContainer graph={DirectedGraph} settings={settings} style={{ height: 400 }}>
      <LoadStreets />
    </SigmaContainer>
  );
}
