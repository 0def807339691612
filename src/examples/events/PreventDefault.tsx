import { useEffect, useMemo, useRef, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';

const MIN_SIZE = 5;
const MAX_SIZE = 40;

function createRing(): Graph {
  const graph = new Graph({ type: 'undirected' });
  for (let i = 0; i < 6; i++) {
    const angle = (Math.PI * 2 * i) / 6;
    graph.addNode(`n${i + 1}`, {
      x: Math.cos(angle) * 10,
      y: Math.sin(angle) * 10,
      size: 14,
      label: `Node ${i + 1}`,
      color: palette[i] ?? '#6c757d',
    });
    if (i > 0) graph.addEdge(`n${i}`, `n${i + 1}`, { size: 3 });
  }
  graph.addEdge('n6', 'n1', { size: 3 });
  return graph;
}

/** Replaces three of sigma's default reactions with graph edits. */
function EditOnEvents({ onChange }: { onChange: (message: string) => void }) {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const added = useRef(0);

  useEffect(() => {
    const graph = sigma.getGraph();
    // The status line names nodes as the graph shows them: by label, not by key.
    const label = (node: string) => graph.getNodeAttribute(node, 'label') as string;

    registerEvents({
      doubleClickStage: ({ event, preventSigmaDefault }) => {
        preventSigmaDefault(); // Sigma would zoom in here.
        added.current += 1;
        const key = `new-${added.current}`;
        graph.addNode(key, {
          ...sigma.viewportToGraph(event),
          size: 12,
          label: `New ${added.current}`,
          color: palette[(added.current + 5) % palette.length] ?? '#6c757d',
        });
        onChange(`Added "${label(key)}". The graph has ${graph.order} nodes.`);
      },
      wheelNode: ({ node, event }) => {
        // Sigma would zoom. Its wheel handler reads the flag on this event, while
        // preventSigmaDefault() sets it on a copy: set it here instead.
        event.sigmaDefaultPrevented = true;
        const wheel = event.original as WheelEvent;
        const factor = wheel.deltaY < 0 ? 1.25 : 0.8;
        graph.updateNodeAttribute(node, 'size', (size: number) => Math.min(MAX_SIZE, Math.max(MIN_SIZE, size * factor)));
        onChange(`Resized "${label(node)}" to ${Math.round(graph.getNodeAttribute(node, 'size'))} px.`);
      },
      rightClickNode: ({ node, event }) => {
        // Not a sigma default: the browser's context menu.
        event.original.preventDefault();
        const name = label(node);
        graph.dropNode(node);
        onChange(`Removed "${name}". The graph has ${graph.order} nodes.`);
      },
    });
  }, [sigma, registerEvents, onChange]);

  return null;
}

// A few nodes: every label, the added ones too (sigma's label grid shows one per 100 × 100 px cell).
const settings = { labelDensity: Infinity };

export default function PreventDefault() {
  const graph = useMemo(() => createRing(), []);
  const [message, setMessage] = useState('Double-click the background, Ctrl + scroll over a node, or right-click one.');

  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <EditOnEvents onChange={setMessage} />
      <GraphTheme />
      {/*
        Sigma fits the graph's extent to its box: this one keeps room for the labels. Not followed as
        the graph changes, it stays frozen, so a node added outside the ring is drawn under the pointer
        instead of the whole drawing being fitted again.
      */}
      <KeepLabelsInside followGraph={false} />
      <StatusOverlay>{message}</StatusOverlay>
    </SigmaContainer>
  );
}
