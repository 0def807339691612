import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function buildGraph(): Graph {
  const graph = new Graph();
  const names = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'];
  names.forEach((name, i) => {
    const angle = (i * 2 * Math.PI) / names.length;
    graph.addNode(name, { x: Math.cos(angle), y: Math.sin(angle), size: 12, label: name, color: '#1c7ed6' });
  });
  names.forEach((name, i) => graph.addEdge(name, names[(i + 1) % names.length]!));
  return graph;
}

// Module-level constants: SigmaContainer re-creates sigma when its settings change.
const detailSettings = { renderLabels: true };
const overviewSettings = { renderLabels: false };

/**
 * Rendered inside a SigmaContainer, its hooks talk to that container's sigma
 * only: it reports the node hovered in this view and highlights the node the
 * parent says is hovered, in any view.
 */
function LinkedHover({ hovered, onHover }: { hovered: string | null; onHover: (node: string | null) => void }) {
  const registerEvents = useRegisterEvents();
  const setSettings = useSetSettings();

  useEffect(() => {
    registerEvents({
      enterNode: ({ node }) => onHover(node),
      leaveNode: () => onHover(null),
    });
  }, [registerEvents, onHover]);

  useEffect(() => {
    setSettings({
      nodeReducer: (node, data) => (node === hovered ? { ...data, color: '#d9480f', highlighted: true } : data),
    });
  }, [hovered, setSettings]);

  return null;
}

export default function TwoViews() {
  // One graph drawn twice: a change to it shows in both views.
  const graph = useMemo(() => buildGraph(), []);
  // State both views share lives in their common parent.
  const [hovered, setHovered] = useState<string | null>(null);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      <SigmaContainer graph={graph} settings={detailSettings} style={{ height: 320 }}>
        <LinkedHover hovered={hovered} onHover={setHovered} />
      </SigmaContainer>
      <SigmaContainer graph={graph} settings={overviewSettings} style={{ height: 320 }}>
        <LinkedHover hovered={hovered} onHover={setHovered} />
      </SigmaContainer>
    </div>
  );
}
