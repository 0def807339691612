import Graph from 'graphology';
import type { Settings } from 'sigma/settings';
import { ControlsContainer, SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

// Built once, outside the component: SigmaContainer compares `graph` by identity.
const graph = new Graph();
graph.addNode('a', { x: 0, y: 0, size: 10, label: 'A' });
graph.addNode('b', { x: 1, y: 1, size: 10, label: 'B' });
graph.addEdge('a', 'b');

// A module constant: the same settings at every render.
const settings: Partial<Settings> = { renderEdgeLabels: true, labelRenderedSizeThreshold: 0 };

/** Any component inside SigmaContainer reaches the instance with useSigma(). */
function NodeCount() {
  const sigma = useSigma();
  return <div>{sigma.getGraph().order} nodes</div>;
}

export default function MyGraph() {
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: '400px' }}>
      <ControlsContainer position="top-right">
        <NodeCount />
      </ControlsContainer>
    </SigmaContainer>
  );
}
