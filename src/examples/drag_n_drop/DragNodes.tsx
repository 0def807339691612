import { useEffect, useMemo, useRef, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** A centre and six satellites, each with its own colour. */
function createStar(): Graph {
  const graph = new Graph({ type: 'undirected' });
  graph.addNode('hub', { x: 0, y: 0, size: 18, label: 'Hub', color: palette[1] ?? '#1c7ed6' });
  const satellites = ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Oak'];
  const colors = palette.filter((color) => color !== palette[1]);
  satellites.forEach((name, i) => {
    const angle = (Math.PI * 2 * i) / satellites.length;
    const color = colors[i] ?? '#6c757d';
    graph.addNode(name, { x: Math.cos(angle) * 10, y: Math.sin(angle) * 10, size: 13, label: name, color });
    graph.addEdge('hub', name, { size: 2 });
  });
  return graph;
}

/**
 * Drag with the mouse or a finger: sigma turns touches into the same
 * downNode / moveBody / upNode / upStage events as the mouse.
 */
function DragController({ onStatus }: { onStatus: (status: string) => void }) {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  // A ref, not state: it changes on every press and the handlers only need to read it.
  const dragged = useRef<string | null>(null);

  useEffect(() => {
    const graph = sigma.getGraph();
    const setCursor = (cursor: string) => {
      sigma.getContainer().style.cursor = cursor;
    };
    const release = () => {
      const node = dragged.current;
      if (node === null) return;
      dragged.current = null;
      graph.removeNodeAttribute(node, 'highlighted');
      setCursor('grab'); // The pointer is still over the node it dropped.
      const x = graph.getNodeAttribute(node, 'x') as number;
      const y = graph.getNodeAttribute(node, 'y') as number;
      onStatus(`Dropped ${node} at (${x.toFixed(1)}, ${y.toFixed(1)}) in graph coordinates.`);
    };

    registerEvents({
      downNode: ({ node }) => {
        dragged.current = node;
        graph.setNodeAttribute(node, 'highlighted', true);
        setCursor('grabbing');
        // Sigma fits the graph's extent to the view: freeze it, or moving a node
        // past the edge would re-fit, and so move, every other node.
        if (!sigma.getCustomBBox()) sigma.setCustomBBox(sigma.getBBox());
        onStatus(`Dragging ${node}…`);
      },
      moveBody: ({ event }) => {
        const node = dragged.current;
        if (node === null) return;
        // Viewport pixels → graph coordinates (camera and normalisation undone).
        const { x, y } = sigma.viewportToGraph(event);
        graph.mergeNodeAttributes(node, { x, y });
        // Without this, the same move would also pan the camera.
        event.preventSigmaDefault();
        // Keep the browser from selecting text (mouse) or scrolling (touch) meanwhile.
        event.original.preventDefault();
        event.original.stopPropagation();
      },
      upNode: release,
      upStage: release,
      enterNode: () => {
        if (dragged.current === null) setCursor('grab');
      },
      leaveNode: () => {
        if (dragged.current === null) setCursor('');
      },
    });
  }, [sigma, registerEvents, onStatus]);

  return null;
}

// Room between the graph's edges and its outer nodes, for their labels (the status line has a strip of its own).
const settings = { stagePadding: 50 };

export default function DragNodes() {
  const graph = useMemo(() => createStar(), []);
  const [status, setStatus] = useState('Drag a node with the mouse or a finger.');

  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <DragController onStatus={setStatus} />
      <GraphTheme />
      <StatusOverlay>{status}</StatusOverlay>
    </SigmaContainer>
  );
}
