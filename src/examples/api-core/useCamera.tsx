import { useMemo } from 'react';
import { SigmaContainer, useCamera } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function CameraButtons() {
  // The options apply to every move: each one animates for 300 ms.
  const { zoomIn, zoomOut, reset, gotoNode } = useCamera({ duration: 300 });
  return (
    <ToolsOverlay label="Camera">
      <ToolsRow>
        <Button onClick={() => zoomIn()}>Zoom in</Button>
        <Button onClick={() => zoomOut()}>Zoom out</Button>
        {/* One of the largest nodes: sigma draws its label. */}
        <Button onClick={() => gotoNode('n6')}>Go to Node 6</Button>
        <Button onClick={() => reset()}>Reset</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseCameraExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <CameraButtons />
    </SigmaContainer>
  );
}
