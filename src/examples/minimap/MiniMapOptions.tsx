import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer, ZoomControl } from '@react-sigma/core';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

export default function MiniMapOptions() {
  const graph = useMemo(() => {
    const g = createCommunityGraph({ order: 2000, communities: 6, degree: 2, seed: 12 });
    // Smaller nodes than the helper's: 2,000 of them share the frame.
    g.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size / 2 }));
    return g;
  }, []);

  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={{ hideEdgesOnMove: true }}>
      <ControlsContainer position="top-right">
        {/*
          Any CSS length works. The size is read once, when the minimap mounts:
          choose it up front rather than changing it on a mounted minimap.
          debounceTime: move the view rectangle at most every 100 ms while the camera moves.
        */}
        <MiniMap width="14rem" height="14rem" debounceTime={100} />
      </ControlsContainer>
      {/* Buttons for keyboard users; the minimap follows them like it follows the wheel. */}
      <ControlsContainer position="bottom-right">
        <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
      </ControlsContainer>
      <GraphTheme />
    </SigmaContainer>
  );
}
