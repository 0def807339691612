import { useEffect, useMemo, useState } from 'react';
import type { Settings } from 'sigma/settings';
import { SigmaContainer, useRegisterEvents, useSetSettings, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createDeliveries, deliverySettings } from '../_shared/deliveries';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay } from '../_shared/overlay';

/** The colour of the edge under the pointer. */
const HIGHLIGHT = '#cc2b8f';

// Outside the component: each render hands SigmaContainer the same object.
const settings: Partial<Settings> = {
  ...deliverySettings,
  // Sigma reports the pointer on edges only when asked: enterEdge, leaveEdge, clickEdge… It reads this when it
  // is built, and gives the edges' layer a picking buffer then: it belongs in the settings sigma starts with.
  enableEdgeEvents: true,
  // Lets the highlighted edge be drawn over the others (its zIndex below).
  zIndex: true,
};

/** Highlights the edge under the pointer, and names the last one clicked. */
function HoverAndClick() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const setSettings = useSetSettings();
  const [hovered, setHovered] = useState<string | null>(null);
  const [clicked, setClicked] = useState<string | null>(null);

  useEffect(() => {
    registerEvents({
      enterEdge: ({ edge }) => setHovered(edge),
      leaveEdge: () => setHovered(null),
      clickEdge: ({ edge }) => setClicked(edge),
      clickStage: () => setClicked(null),
    });
  }, [registerEvents]);

  useEffect(() => {
    // A reducer changes how an edge is drawn, not the graph: leaving it, the edge is drawn as before.
    setSettings({
      edgeReducer: (edge, data) => (edge === hovered ? { ...data, color: HIGHLIGHT, size: 6, zIndex: 1 } : data),
    });
  }, [hovered, setSettings]);

  const graph = sigma.getGraph();
  return (
    <StatusOverlay at="bottom">
      {clicked && graph.hasEdge(clicked)
        ? `Clicked: ${String(graph.getEdgeAttribute(clicked, 'label'))}, from ${graph.source(clicked)} to ${graph.target(clicked)}`
        : 'Point at an edge to highlight it; click it to name it.'}
    </StatusOverlay>
  );
}

export default function CurveEvents() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createDeliveries(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={settings}>
      <GraphTheme />
      <KeepLabelsInside />
      <HoverAndClick />
    </SigmaContainer>
  );
}
