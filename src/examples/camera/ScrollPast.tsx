import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { CooperativeGestures } from '../_shared/gestures';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function CameraRatio() {
  const registerEvents = useRegisterEvents();
  const [ratio, setRatio] = useState(1);
  useEffect(() => {
    registerEvents({ updated: (state) => setRatio(state.ratio) });
  }, [registerEvents]);
  return <StatusOverlay>Camera ratio: {ratio.toFixed(2)}</StatusOverlay>;
}

export default function ScrollPast() {
  const graph = useMemo(() => createCommunityGraph({ order: 60, communities: 3, seed: 6 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      {/* Room for the outer nodes' labels (the status line has a strip of its own). */}
      <KeepLabelsInside />
      <CameraRatio />
      {/* The wheel scrolls the page, Ctrl + wheel zooms; one finger scrolls, two move the graph. */}
      <CooperativeGestures />
    </SigmaContainer>
  );
}
