import { useMemo } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import { inferSettings } from 'graphology-layout-forceatlas2';
import random from 'graphology-layout/random';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ActionsWithStatus, ToolsOverlay } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function ForceAtlas2Buttons() {
  const sigma = useSigma();
  // The layout runs in a web worker and never stops by itself; the hook kills the worker when the component unmounts.
  const { start, stop, isRunning } = useWorkerLayoutForceAtlas2({ settings: inferSettings(sigma.getGraph()) });
  return (
    <ToolsOverlay label="ForceAtlas2 layout">
      <ActionsWithStatus actions={{ Start: start, Stop: stop }} status={isRunning ? 'Running' : 'Stopped'} />
    </ToolsOverlay>
  );
}

export default function UseWorkerLayoutForceAtlas2Example() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 8 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(80) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <ForceAtlas2Buttons />
    </SigmaContainer>
  );
}
