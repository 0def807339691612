import { useEffect, useState } from 'react';
import Graph from 'graphology';
import {
  ControlsContainer,
  FullScreenControl,
  SigmaContainer,
  ZoomControl,
  useLoadGraph,
  useRegisterEvents,
  useSetSettings,
  useSigma,
} from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    const names = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald'];
    names.forEach((name, i) => {
      const angle = (2 * Math.PI * i) / names.length;
      graph.addNode(name, { x: Math.cos(angle), y: Math.sin(angle), size: 12, label: name });
    });
    graph.addEdge('Ada', 'Alan');
    graph.addEdge('Alan', 'Grace');
    graph.addEdge('Grace', 'Ada');
    graph.addEdge('Edsger', 'Barbara');
    graph.addEdge('Barbara', 'Donald');
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

/** Greys out everything but the hovered node and its neighbours. */
function HoverHighlight() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const setSettings = useSetSettings();
  const [hovered, setHovered] = useState<string | null>(null);

  useEffect(() => {
    registerEvents({
      enterNode: (event) => setHovered(event.node),
      leaveNode: () => setHovered(null),
    });
  }, [registerEvents]);

  useEffect(() => {
    const graph = sigma.getGraph();
    setSettings({
      nodeReducer: (node, data) => {
        if (hovered === null || node === hovered || graph.areNeighbors(node, hovered)) return data;
        return { ...data, color: '#d9d9d9', label: null };
      },
    });
  }, [hovered, sigma, setSettings]);

  return null;
}

export default function Anatomy() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
      <HoverHighlight />
      <ControlsContainer position="bottom-right">
        <ZoomControl />
        <FullScreenControl />
      </ControlsContainer>
    </SigmaContainer>
  );
}
