import { useEffect } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0, size: 10, label: 'A' });
    graph.addNode('b', { x: 1, y: 1, size: 10, label: 'B' });
    graph.addEdge('a', 'b');
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

// Imports sigma, which needs the browser: only GraphClient.tsx may import this file.
export default function NetworkGraph() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
    </SigmaContainer>
  );
}
