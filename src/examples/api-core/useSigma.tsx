import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** Reads the graph and the camera from the sigma instance, and follows the camera. */
function SigmaFacts() {
  const sigma = useSigma();
  const [ratio, setRatio] = useState(() => sigma.getCamera().ratio);

  useEffect(() => {
    const camera = sigma.getCamera();
    const update = () => setRatio(camera.ratio);
    // The instance is sigma's own: its events are there to subscribe to.
    camera.on('updated', update);
    return () => {
      camera.off('updated', update);
    };
  }, [sigma]);

  const graph = sigma.getGraph();
  return (
    <StatusOverlay>
      {graph.order} nodes, {graph.size} edges
      <br />
      camera ratio {ratio.toFixed(2)}
    </StatusOverlay>
  );
}

export default function UseSigmaExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* A child of SigmaContainer: useSigma reads the instance from its context. */}
      <SigmaFacts />
    </SigmaContainer>
  );
}
