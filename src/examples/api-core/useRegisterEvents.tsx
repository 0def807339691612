import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function LastEvent() {
  const registerEvents = useRegisterEvents();
  const [last, setLast] = useState('none yet, point at a node');

  useEffect(() => {
    // The hook removes these handlers when they are replaced or the component unmounts.
    registerEvents({
      enterNode: ({ node }) => setLast(`enterNode ${node}`),
      leaveNode: ({ node }) => setLast(`leaveNode ${node}`),
      clickNode: ({ node }) => setLast(`clickNode ${node}`),
      doubleClickNode: ({ node }) => setLast(`doubleClickNode ${node}`),
      clickStage: ({ event }) => setLast(`clickStage at ${Math.round(event.x)}, ${Math.round(event.y)}`),
    });
  }, [registerEvents]);

  return (
    <StatusOverlay>
      Last event:
      <br />
      {last}
    </StatusOverlay>
  );
}

export default function UseRegisterEventsExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <LastEvent />
    </SigmaContainer>
  );
}
