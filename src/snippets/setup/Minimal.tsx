import { useEffect } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/** Builds a small graph and hands it to the sigma instance of the surrounding SigmaContainer. */
function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    // sigma draws a node only if it has numeric x and y.
    graph.addNode('ada', { x: 0, y: 0, size: 15, label: 'Ada', color: '#d9480f' });
    graph.addNode('grace', { x: 10, y: 5, size: 10, label: 'Grace', color: '#1c7ed6' });
    graph.addNode('alan', { x: 4, y: 10, size: 10, label: 'Alan', color: '#087f5b' });
    graph.addEdge('ada', 'grace', { size: 3 });
    graph.addEdge('grace', 'alan', { size: 3 });
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

export default function MyFirstGraph() {
  return (
    // The container must have a height: sigma refuses to draw into a 0 px high element.
    <SigmaContainer style={{ height: '400px', width: '100%' }}>
      <LoadGraph />
    </SigmaContainer>
  );
}
