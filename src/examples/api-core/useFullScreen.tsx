import { useMemo } from 'react';
import { SigmaContainer, useFullScreen } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** A full-screen button of your own; FullScreenControl is this hook behind react-sigma's icon. */
function FullScreenButton() {
  // Without an argument it takes SigmaContainer's element: the graph and everything drawn over it.
  const { toggle, isFullScreen } = useFullScreen();
  return (
    <ToolsOverlay label="Display">
      <Button onClick={toggle} disabled={!document.fullscreenEnabled}>
        {isFullScreen ? 'Leave full screen' : 'Full screen'}
      </Button>
    </ToolsOverlay>
  );
}

export default function UseFullScreenExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <FullScreenButton />
    </SigmaContainer>
  );
}
