import type { PropsWithChildren } from 'react';
import { DirectedGraph, UndirectedGraph } from 'graphology';
import { SigmaContainer, type GraphType } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * A GraphType is a graphology class or an instance. Given a class, SigmaContainer
 * creates an empty graph of it, for children to fill (with useLoadGraph, for one).
 * Given an instance, it draws that graph.
 */
function graphFor(directed: boolean): GraphType {
  return directed ? DirectedGraph : UndirectedGraph;
}

export function NetworkView({ directed, children }: PropsWithChildren<{ directed: boolean }>) {
  // A new graph is a new sigma: pass the same class or instance on each render.
  return (
    <SigmaContainer graph={graphFor(directed)} style={{ height: '400px' }}>
      {children}
    </SigmaContainer>
  );
}
