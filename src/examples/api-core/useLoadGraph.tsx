import { useEffect, useState } from 'react';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** Builds a graph for the seed and loads it into sigma's own graph. */
function LoadCommunities({ seed }: { seed: number }) {
  const loadGraph = useLoadGraph();
  useEffect(() => {
    // By default the nodes and edges already there are dropped first.
    loadGraph(createCommunityGraph({ order: 40, communities: 2 + (seed % 3), seed }));
  }, [loadGraph, seed]);
  return null;
}

export default function UseLoadGraphExample() {
  const [seed, setSeed] = useState(1);
  return (
    // No graph prop: SigmaContainer starts with an empty graph, and the hook fills it.
    <SigmaContainer style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <LoadCommunities seed={seed} />
      <ToolsOverlay label="Graph">
        <ToolsRow>
          <Button onClick={() => setSeed((current) => current + 1)}>Load another graph</Button>
          <output>seed {seed}</output>
        </ToolsRow>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
