import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer, ZoomControl } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

export default function ZoomControlExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* ControlsContainer places the buttons in a corner and frames them. */}
      <ControlsContainer position="top-right">
        {/*
          Three buttons: zoom in, zoom out, and back to the whole graph.
          The labels are their titles, which name them for screen readers too.
        */}
        <ZoomControl animationDuration={400} labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
      </ControlsContainer>
    </SigmaContainer>
  );
}
