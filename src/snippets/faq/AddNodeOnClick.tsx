import { useEffect } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useLoadGraph, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    graph.addNode('first', { x: 0, y: 0, size: 10, label: 'Click the background' });
    graph.addNode('second', { x: 1, y: 1, size: 10, label: 'to add nodes' });
    graph.addEdge('first', 'second');
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

/** Adds a node where the stage is clicked, linked to the node added before it. */
function AddNodeOnClick() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();

  useEffect(() => {
    let previous = 'second';
    registerEvents({
      clickStage: ({ event }) => {
        // Mutating the graph sigma already holds: sigma listens to its events
        // and redraws, and React renders nothing again.
        const graph = sigma.getGraph();
        const { x, y } = sigma.viewportToGraph(event);
        const key = `node-${graph.order + 1}`;
        graph.addNode(key, { x, y, size: 8, label: key, color: '#7950f2' });
        graph.addEdge(previous, key);
        previous = key;
      },
    });
  }, [registerEvents, sigma]);

  return null;
}

export default function GrowingGraph() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
      <AddNodeOnClick />
    </SigmaContainer>
  );
}
