import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
import { NodeById } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function ClickedNode() {
  const registerEvents = useRegisterEvents();
  const [node, setNode] = useState('n0');

  useEffect(() => {
    registerEvents({ clickNode: (event) => setNode(event.node) });
  }, [registerEvents]);

  return (
    <StatusOverlay>
      Click a node:
      {/* Its colour and label, read from the graph: what the search shows for a node it found. */}
      <NodeById id={node} />
    </StatusOverlay>
  );
}

export default function NodeByIdExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ClickedNode />
    </SigmaContainer>
  );
}
