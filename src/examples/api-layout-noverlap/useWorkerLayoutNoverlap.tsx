import { useEffect, useMemo, useRef, useState } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useWorkerLayoutNoverlap } from '@react-sigma/layout-noverlap';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ActionsWithStatus, ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function NoverlapButtons() {
  const [converged, setConverged] = useState(false);
  // The worker keeps the options it was made with: onConverged reaches the current stop through a ref.
  const stopRef = useRef(() => {});
  const { start, stop, isRunning } = useWorkerLayoutNoverlap({
    // Noverlap reads node sizes as x/y distances, but sigma sizes are pixels: ratio scales them to this graph.
    settings: { ratio: 0.2, margin: 0.5 },
    // The worker stops by itself once no nodes overlap, but the hook's isRunning would stay true: tell it.
    onConverged: () => {
      setConverged(true);
      stopRef.current();
    },
  });
  useEffect(() => {
    stopRef.current = stop;
  }, [stop]);
  const restart = () => {
    setConverged(false);
    start();
  };
  const status = isRunning ? 'Running' : converged ? 'Stopped: no overlaps left' : 'Stopped';
  return (
    <ToolsOverlay label="Noverlap layout">
      <ActionsWithStatus actions={{ Start: restart, Stop: stop }} status={status} />
    </ToolsOverlay>
  );
}

export default function UseWorkerLayoutNoverlapExample() {
  // Dense communities: many of their nodes overlap.
  const graph = useMemo(() => {
    const sample = createCommunityGraph({ order: 60, communities: 3, seed: 11 });
    // Smaller discs than the sample's: in this frame, under the buttons, noverlap can then find room for all 60.
    sample.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size * 0.7 }));
    return sample;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <NoverlapButtons />
    </SigmaContainer>
  );
}
