import { useMemo } from 'react';
import { ControlsContainer, FullScreenControl, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

export default function FullScreenControlExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ControlsContainer position="top-right">
        {/*
          One button that puts the graph, controls included, in full screen and back; Esc leaves too.
          It renders nothing where the browser refuses full screen (an iframe without allowfullscreen).
        */}
        <FullScreenControl labels={{ enter: 'Show the graph full screen', exit: 'Leave full screen' }} />
      </ControlsContainer>
    </SigmaContainer>
  );
}
