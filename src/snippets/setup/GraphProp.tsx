import { useMemo } from 'react';
import Graph from 'graphology';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function buildGraph(): Graph {
  const graph = new Graph();
  graph.addNode('paris', { x: 2.35, y: 48.86, size: 12, label: 'Paris' });
  graph.addNode('lyon', { x: 4.84, y: 45.76, size: 8, label: 'Lyon' });
  graph.addNode('nantes', { x: -1.55, y: 47.22, size: 8, label: 'Nantes' });
  graph.addEdge('paris', 'lyon');
  graph.addEdge('paris', 'nantes');
  return graph;
}

export default function CitiesGraph() {
  // Built once. SigmaContainer compares `graph` by identity: a new Graph on
  // every render would make it throw away and rebuild sigma every time.
  const graph = useMemo(() => buildGraph(), []);

  return <SigmaContainer graph={graph} style={{ height: '400px' }} />;
}
