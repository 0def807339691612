import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useWorkerLayoutForce } from '@react-sigma/layout-force';
import random from 'graphology-layout/random';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ActionsWithStatus, ToolsOverlay } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function ForceButtons() {
  // Despite its name, this layout has no web worker: it runs in animation frames on the main thread.
  // It never stops by itself; the hook stops it when the component unmounts.
  const { start, stop, isRunning } = useWorkerLayoutForce();
  return (
    <ToolsOverlay label="Force layout">
      <ActionsWithStatus actions={{ Start: start, Stop: stop }} status={isRunning ? 'Running' : 'Stopped'} />
    </ToolsOverlay>
  );
}

export default function UseWorkerLayoutForceExample() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 5 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(50) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <ForceButtons />
    </SigmaContainer>
  );
}
