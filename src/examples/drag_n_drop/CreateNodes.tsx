import { useEffect, useMemo, useRef, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** Three nodes to start from; the reader adds the rest. */
function createGraph(): Graph {
  const graph = new Graph({ type: 'undirected' });
  graph.addNode('Ash', { x: -10, y: 0, size: 13, label: 'Ash', color: palette[0] });
  graph.addNode('Birch', { x: 10, y: 0, size: 13, label: 'Birch', color: palette[1] });
  graph.addNode('Cedar', { x: 0, y: 12, size: 13, label: 'Cedar', color: palette[2] });
  graph.addEdge('Ash', 'Cedar', { size: 2 });
  return graph;
}

const IDLE = 'Click the background to add a node, or a node then another to join them.';

/**
 * Clicks add nodes and edges, presses drag nodes. Every handler goes in one registerEvents call:
 * each call replaces the handlers of the one before.
 */
function Editor({ onStatus }: { onStatus: (status: string) => void }) {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  // The node clicked first, waiting for a second one: state, since the page shows it…
  const [source, setSource] = useState<string | null>(null);
  // …and a ref, for the handlers: a second click can come before React has re-rendered (and so
  // before new handlers are registered), and a handler would then read the state of the render before.
  const pending = useRef<string | null>(null);
  // The node under a press, moved until the release: a ref, only the handlers read it.
  const dragged = useRef<string | null>(null);
  // Pointer moves since the last press, to tell a click from the end of a drag or a pan.
  const moves = useRef(0);
  const added = useRef(0);

  // The pending node is drawn highlighted (sigma gives it its label in a box, like a hovered node).
  useEffect(() => {
    const graph = sigma.getGraph();
    if (source === null || !graph.hasNode(source)) return undefined;
    graph.setNodeAttribute(source, 'highlighted', true);
    return () => {
      if (graph.hasNode(source)) graph.removeNodeAttribute(source, 'highlighted');
    };
  }, [sigma, source]);

  // Escape forgets the pending node. Sigma has no keyboard events: the page's keydown it is.
  useEffect(() => {
    if (source === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      pending.current = null;
      setSource(null);
      onStatus(`Cancelled. ${IDLE}`);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [source, onStatus]);

  useEffect(() => {
    const graph = sigma.getGraph();
    // Sigma fits the graph's extent to the view: freeze it, or a node added or dragged past the
    // edge would re-fit, and so move, every other node (and the new one would not land under the pointer).
    const freezeExtent = () => {
      if (!sigma.getCustomBBox()) sigma.setCustomBBox(sigma.getBBox());
    };

    // A press that moved a node ends in a click too (sigma does not count the moves whose default was
    // prevented), and one that panned the camera in a double click, if a click came just before. Ignore
    // them, with the tolerance sigma uses for a pan.
    const wasDrag = () => moves.current >= sigma.getSetting('draggedEventsTolerance');

    const choose = (node: string | null) => {
      pending.current = node;
      setSource(node);
    };

    const clickNode = (node: string) => {
      if (wasDrag()) return;
      const first = pending.current;
      if (first === null) {
        choose(node);
        onStatus(`${node} chosen: click another node to join them, or Escape or the background to cancel.`);
      } else if (first === node) {
        choose(null);
        onStatus(`Cancelled. ${IDLE}`);
      } else {
        if (!graph.hasEdge(first, node)) graph.addEdge(first, node, { size: 2 });
        choose(null);
        onStatus(`Joined ${first} and ${node}.`);
      }
    };

    const clickStage = (event: { x: number; y: number }) => {
      if (wasDrag()) return; // A pan, or a node dropped where the pointer had left it.
      if (pending.current !== null) {
        choose(null);
        onStatus(`Cancelled. ${IDLE}`);
        return;
      }
      freezeExtent();
      // Viewport pixels → graph coordinates (camera and normalisation undone).
      const { x, y } = sigma.viewportToGraph(event);
      added.current += 1;
      const key = `Node ${added.current}`;
      const color = palette[(added.current + 2) % palette.length];
      graph.addNode(key, { x, y, size: 10, label: key, color });
      onStatus(`Added ${key} at (${x.toFixed(1)}, ${y.toFixed(1)}) in graph coordinates.`);
    };

    const release = () => {
      const node = dragged.current;
      if (node === null) return;
      dragged.current = null;
      // The pending node keeps its highlight.
      if (node !== pending.current) graph.removeNodeAttribute(node, 'highlighted');
      if (wasDrag()) onStatus(`Moved ${node}.`);
    };

    registerEvents({
      clickNode: ({ node }) => clickNode(node),
      clickStage: ({ event }) => clickStage(event),
      // Two clicks within sigma's doubleClickTimeout (300 ms) make a double click, and the second one
      // arrives only as doubleClick…: take it as the click it is, and keep sigma from zooming in.
      doubleClickNode: ({ node, event }) => {
        event.preventSigmaDefault();
        clickNode(node);
      },
      doubleClickStage: ({ event }) => {
        event.preventSigmaDefault();
        clickStage(event);
      },
      // Dragging, as in the example above.
      downNode: ({ node }) => {
        dragged.current = node;
        moves.current = 0;
        graph.setNodeAttribute(node, 'highlighted', true);
        freezeExtent();
      },
      moveBody: ({ event }) => {
        moves.current += 1;
        const node = dragged.current;
        if (node === null) return;
        const { x, y } = sigma.viewportToGraph(event);
        graph.mergeNodeAttributes(node, { x, y });
        event.preventSigmaDefault();
        event.original.preventDefault();
        event.original.stopPropagation();
      },
      downStage: () => {
        moves.current = 0;
      },
      upNode: release,
      upStage: release,
    });
  }, [sigma, registerEvents, onStatus]);

  return null;
}

// Room between the graph's edges and its outer nodes, for their labels.
const settings = { stagePadding: 50 };

export default function CreateNodes() {
  const graph = useMemo(() => createGraph(), []);
  const [status, setStatus] = useState(IDLE);

  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <Editor onStatus={setStatus} />
      <GraphTheme />
      <StatusOverlay>{status}</StatusOverlay>
    </SigmaContainer>
  );
}
