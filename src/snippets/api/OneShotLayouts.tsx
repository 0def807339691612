import { useEffect } from 'react';
import Graph from 'graphology';
import { animateNodes } from 'sigma/utils';
import { ControlsContainer, SigmaContainer, useLoadGraph, useSigma } from '@react-sigma/core';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import { useLayoutRandom } from '@react-sigma/layout-random';
import '@react-sigma/core/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    for (let i = 0; i < 12; i++) graph.addNode(`n${i}`, { x: i, y: i % 3, size: 8, label: `Node ${i}` });
    for (let i = 0; i < 12; i++) graph.addEdge(`n${i}`, `n${(i + 5) % 12}`);
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

function LayoutButtons() {
  const sigma = useSigma();
  const circular = useLayoutCircular({ scale: 10 });
  const random = useLayoutRandom();

  return (
    <ControlsContainer position="top-left">
      {/* assign() writes the new x / y into the graph at once. */}
      <button type="button" onClick={() => circular.assign()}>
        Circle
      </button>
      {/* positions() only computes them, so they can be animated. */}
      <button type="button" onClick={() => animateNodes(sigma.getGraph(), random.positions(), { duration: 600 })}>
        Shuffle
      </button>
    </ControlsContainer>
  );
}

export default function OneShotLayouts() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
      <LayoutButtons />
    </SigmaContainer>
  );
}
