import { useMemo, useState } from 'react';
import { ControlsContainer, SigmaContainer, ZoomControl, useSigma } from '@react-sigma/core';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import { CONTROLS_ROOM, KeepLabelsInside } from '../_shared/labelRoom';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** The minimap's largest side: 14rem, at 16 px a rem. */
const MAX_SIZE = 224;

/**
 * A square minimap in the top-right corner, 40 % of the graph's width at most (224 px on a wide
 * screen, less on a phone), and the graph fitted where the minimap and the zoom buttons leave room:
 * beside them in a wide box, under the minimap in a tall one.
 */
function CornerMiniMap() {
  const sigma = useSigma();
  // Read once, like the minimap reads its own size when it mounts.
  const [box] = useState(() => sigma.getDimensions());
  const size = Math.min(MAX_SIZE, Math.round(box.width * 0.4));
  // The minimap, its 6 px from the edge, and a gap.
  const room = size + 16;
  const margins = box.width > box.height ? { right: room } : { top: room, right: CONTROLS_ROOM };
  return (
    <>
      <KeepLabelsInside margins={margins} />
      <ControlsContainer position="top-right">
        {/*
          Any CSS length works ("180px", "14rem"…). The size is read once, when the minimap mounts:
          choose it up front rather than changing it on a mounted minimap.
          debounceTime: move the view rectangle at most every 100 ms while the camera moves.
        */}
        <MiniMap width={`${size}px`} height={`${size}px`} debounceTime={100} />
      </ControlsContainer>
    </>
  );
}

export default function MiniMapOptions() {
  const graph = useMemo(() => {
    const g = createCommunityGraph({ order: 2000, communities: 6, degree: 2, seed: 12 });
    // Smaller nodes than the helper's: 2,000 of them share the frame.
    g.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size / 2 }));
    return g;
  }, []);

  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={{ hideEdgesOnMove: true }}>
      <CornerMiniMap />
      {/* Buttons for keyboard users; the minimap follows them like it follows the wheel. */}
      <ControlsContainer position="bottom-right">
        <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
      </ControlsContainer>
      <GraphTheme />
    </SigmaContainer>
  );
}
