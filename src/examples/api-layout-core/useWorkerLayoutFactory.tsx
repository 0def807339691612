import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useWorkerLayoutFactory } from '@react-sigma/layout-core';
import ForceSupervisor from 'graphology-layout-force/worker';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ActionsWithStatus, ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

// The supervisor's options. The hook creates the supervisor once, with them: later changes do not reach it.
const options = { settings: { repulsion: 0.3, gravity: 0.0005 } };

function LayoutButtons() {
  // Any graphology layout supervisor (a class with start, stop and kill) becomes a hook that also says whether it
  // runs. The force layout iterates in animation frames until stopped; the hook kills it when it unmounts.
  const { start, stop, isRunning } = useWorkerLayoutFactory(ForceSupervisor, options);
  return (
    <ToolsOverlay label="Force layout">
      <ActionsWithStatus actions={{ Start: start, Stop: stop }} status={isRunning ? 'Running' : 'Stopped'} />
    </ToolsOverlay>
  );
}

export default function UseWorkerLayoutFactoryExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <LayoutButtons />
    </SigmaContainer>
  );
}
