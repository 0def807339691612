import { useEffect, useMemo } from 'react';
import { ControlsContainer, SigmaContainer, ZoomControl, useSigma } from '@react-sigma/core';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** Opens close up on one community, so the minimap's rectangle shows a part of the graph. */
function StartZoomedIn() {
  const sigma = useSigma();
  useEffect(() => {
    sigma.getCamera().setState({ x: 0.75, y: 0.5, ratio: 0.4 });
  }, [sigma]);
  return null;
}

export default function MiniMapExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 60, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <StartZoomedIn />
      {/*
        The whole graph, small, and a rectangle where the camera looks: zoom or drag the
        graph and it follows. MiniMap is a second sigma drawn in place, so a
        ControlsContainer pins it to a corner. Its size is read once, when it mounts.
      */}
      <ControlsContainer position="bottom-right">
        <MiniMap width="120px" height="90px" />
      </ControlsContainer>
      <ControlsContainer position="top-right">
        <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
      </ControlsContainer>
    </SigmaContainer>
  );
}
