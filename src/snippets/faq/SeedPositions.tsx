import { useEffect } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import { useLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import '@react-sigma/core/lib/style.css';

// Say the data comes without coordinates, so every node is created at (0, 0).
function buildGraph(): Graph {
  const graph = new Graph();
  for (let i = 0; i < 30; i++) graph.addNode(`n${i}`, { x: 0, y: 0, size: 6, label: `Node ${i}` });
  for (let i = 0; i < 30; i++) {
    // A ring, with a few chords across it.
    graph.addEdge(`n${i}`, `n${(i + 1) % 30}`);
    if (i % 5 === 0 && i < 15) graph.addEdge(`n${i}`, `n${i + 15}`);
  }
  return graph;
}

function LoadAndLayout() {
  const loadGraph = useLoadGraph();
  // `positions` and `assign` both keep their identity between renders (until sigma changes);
  // this effect only needs `assign`, so it takes that one alone.
  const { assign: assignCircular } = useLayoutCircular();
  const { assign: assignForceAtlas2 } = useLayoutForceAtlas2({ iterations: 200 });

  useEffect(() => {
    loadGraph(buildGraph());
    // ForceAtlas2 cannot pull apart nodes that sit on the same spot:
    // give each node its own position first...
    assignCircular();
    // ...then let the force-directed layout refine them.
    assignForceAtlas2();
  }, [loadGraph, assignCircular, assignForceAtlas2]);

  return null;
}

export default function SeededLayout() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadAndLayout />
    </SigmaContainer>
  );
}
