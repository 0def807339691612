import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import Graph from 'graphology';
import { KillSigmaOnUnmount } from './KillSigmaOnUnmount';

const graph = new Graph();
graph.addNode('a', { x: 0, y: 0, size: 10, label: 'A' });
graph.addNode('b', { x: 1, y: 1, size: 10, label: 'B' });
graph.addEdge('a', 'b');

export function NetworkView() {
  return (
    <SigmaContainer graph={graph} style={{ height: 400 }}>
      {/* Kills sigma when this view unmounts, which react-sigma 5.0.4 does not. */}
      <KillSigmaOnUnmount />
    </SigmaContainer>
  );
}
