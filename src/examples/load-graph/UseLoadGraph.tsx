import { useEffect } from 'react';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** A child of SigmaContainer loads the graph once sigma exists. */
function LoadCommunities() {
  const loadGraph = useLoadGraph();
  useEffect(() => {
    loadGraph(createCommunityGraph({ order: 80, communities: 4, seed: 7 }));
  }, [loadGraph]);
  return null;
}

export default function UseLoadGraph() {
  return (
    <SigmaContainer style={{ height: GRAPH_HEIGHT }}>
      <LoadCommunities />
      <GraphTheme />
      {/* Room for the labels of the outer nodes, drawn on their right; fitted again when the graph is loaded. */}
      <KeepLabelsInside />
    </SigmaContainer>
  );
}
