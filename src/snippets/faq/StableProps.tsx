import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import type { Settings } from 'sigma/settings';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

function buildGraph(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10, label: 'A' });
  graph.addNode('b', { x: 1, y: 0, size: 10, label: 'B' });
  graph.addNode('c', { x: 0, y: 1, size: 10, label: 'C' });
  graph.addEdge('a', 'b');
  graph.addEdge('a', 'c');
  return graph;
}

/** Applies a changing setting to the live sigma instance instead of re-creating it. */
function Labels({ visible }: { visible: boolean }) {
  const setSettings = useSetSettings();

  useEffect(() => {
    setSettings({ renderLabels: visible });
  }, [visible, setSettings]);

  return null;
}

export default function StableGraph() {
  const [labelsVisible, setLabelsVisible] = useState(true);

  // Same instance on every render: `graph` is compared by identity.
  const graph = useMemo(() => buildGraph(), []);
  // Same object on every render. Plain values would survive a fresh object
  // (settings are compared deeply) but a function such as a reducer would not.
  const settings = useMemo<Partial<Settings>>(
    () => ({ nodeReducer: (_node, data) => ({ ...data, size: (data.size ?? 10) * 1.5 }) }),
    [],
  );

  return (
    <>
      <label>
        <input type="checkbox" checked={labelsVisible} onChange={(event) => setLabelsVisible(event.target.checked)} /> Show labels
      </label>
      <SigmaContainer graph={graph} settings={settings} style={{ height: '400px' }}>
        <Labels visible={labelsVisible} />
      </SigmaContainer>
    </>
  );
}
