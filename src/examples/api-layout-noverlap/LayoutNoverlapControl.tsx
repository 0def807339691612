import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutNoverlapControl } from '@react-sigma/layout-noverlap';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { CONTROLS_ROOM, KeepLabelsInside } from '../_shared/labelRoom';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

export default function LayoutNoverlapControlExample() {
  // Dense communities: many of their nodes overlap.
  const graph = useMemo(() => createCommunityGraph({ order: 60, communities: 3, seed: 12 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      {/* Labels inside the box, and the right side clear for the button, fitted again as the layout moves the nodes. */}
      <KeepLabelsInside margins={{ right: CONTROLS_ROOM }} />
      <ControlsContainer position="top-right">
        {/*
          Noverlap stops by itself once no nodes overlap, but the button does not know: it shows "stop"
          until pressed. The ratio scales sigma's pixel sizes to this graph's coordinates.
        */}
        <LayoutNoverlapControl
          settings={{ settings: { ratio: 0.1, margin: 0.5 } }}
          labels={{ start: 'Start Noverlap', stop: 'Stop Noverlap' }}
        />
      </ControlsContainer>
    </SigmaContainer>
  );
}
