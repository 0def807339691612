import { useMemo } from 'react';
import Graph from 'graphology';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** Build a graphology instance yourself and hand it to SigmaContainer. */
export default function GraphProp() {
  // useMemo: a new graph object on every render would re-create sigma each time.
  const graph = useMemo(() => {
    const g = new Graph();
    g.addNode('graphology', { x: 0, y: 0, size: 18, label: 'graphology', color: '#1c7ed6' });
    g.addNode('sigma', { x: 10, y: 4, size: 18, label: 'sigma.js', color: '#d9480f' });
    g.addNode('react', { x: 5, y: -6, size: 18, label: 'React', color: '#087f5b' });
    g.addEdge('graphology', 'sigma', { size: 4, label: 'data for' });
    g.addEdge('sigma', 'react', { size: 4, label: 'drawn by' });
    g.addEdge('react', 'graphology', { size: 4, label: 'edits' });
    return g;
  }, []);

  return (
    // stagePadding: room around the graph for a label drawn right of a node at its edge
    // (the default, 30 px, cuts "sigma.js" in a narrow frame). addEdge made directed edges:
    // defaultEdgeType 'arrow' draws their direction, which sigma's default, 'line', leaves out.
    <SigmaContainer
      graph={graph}
      style={{ height: GRAPH_HEIGHT }}
      settings={{ renderEdgeLabels: true, stagePadding: 90, defaultEdgeType: 'arrow' }}
    >
      <GraphTheme />
    </SigmaContainer>
  );
}
