import { useMemo } from 'react';
import { SigmaContainer, useCamera } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function CameraButtons() {
  // The options apply to every move: each one animates for 300 ms.
  const { zoomIn, zoomOut, reset, gotoNode } = useCamera({ duration: 300 });
  return (
    <ToolsOverlay label="Camera">
      <ToolsRow>
        <button type="button" onClick={() => zoomIn()}>
          Zoom in
        </button>
        <button type="button" onClick={() => zoomOut()}>
          Zoom out
        </button>
        <button type="button" onClick={() => gotoNode('n0')}>
          Go to Node 0
        </button>
        <button type="button" onClick={() => reset()}>
          Reset
        </button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseCameraExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <CameraButtons />
    </SigmaContainer>
  );
}
