import { useEffect, useMemo } from 'react';
import { ControlsContainer, SigmaContainer, useSigma } from '@react-sigma/core';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** Opens close up on one community, so the minimap has something to point at. */
function StartZoomedIn() {
  const sigma = useSigma();
  useEffect(() => {
    sigma.getCamera().setState({ x: 0.7, y: 0.5, ratio: 0.3 });
  }, [sigma]);
  return null;
}

export default function MiniMapCorner() {
  // 1,000 nodes in 8 communities: too many to read without zooming in.
  const graph = useMemo(() => {
    const g = createCommunityGraph({ order: 1000, communities: 8, degree: 2, seed: 8 });
    // Smaller nodes than the helper's: 1,000 of them share the frame.
    g.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size / 2 }));
    return g;
  }, []);

  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={{ hideEdgesOnMove: true }}>
      <StartZoomedIn />
      {/* MiniMap renders a second sigma in place: a ControlsContainer pins it to a corner. */}
      <ControlsContainer position="bottom-right">
        <MiniMap width="180px" height="120px" />
      </ControlsContainer>
      <GraphTheme />
    </SigmaContainer>
  );
}
