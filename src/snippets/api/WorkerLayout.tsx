import { useEffect } from 'react';
import Graph from 'graphology';
import { ControlsContainer, SigmaContainer, useLoadGraph } from '@react-sigma/core';
import { WorkerLayoutControl } from '@react-sigma/layout-core';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import '@react-sigma/core/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    // Distinct starting positions: force-directed layouts cannot split nodes that share one.
    for (let i = 0; i < 40; i++) {
      const angle = (2 * Math.PI * i) / 40;
      graph.addNode(`n${i}`, { x: Math.cos(angle), y: Math.sin(angle), size: 5 });
    }
    for (let i = 0; i < 40; i++) graph.addEdge(`n${i}`, `n${(i * 11 + 1) % 40}`);
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

function ForceAtlas2Buttons() {
  // One worker, created for the sigma instance and killed when this component unmounts.
  const forceAtlas2 = useWorkerLayoutForceAtlas2({ settings: { slowDown: 10 } });
  const { start, stop, isRunning } = forceAtlas2;

  return (
    <>
      <ControlsContainer position="top-left">
        <button type="button" onClick={isRunning ? stop : start}>
          {isRunning ? 'Stop ForceAtlas2' : 'Run ForceAtlas2'}
        </button>
      </ControlsContainer>
      <ControlsContainer position="bottom-right">
        {/* layout-core's play / stop button, driving the same worker. */}
        <WorkerLayoutControl layout={forceAtlas2} />
      </ControlsContainer>
    </>
  );
}

export default function WorkerLayout() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
      <ForceAtlas2Buttons />
    </SigmaContainer>
  );
}
