import { useMemo } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutForce } from '@react-sigma/layout-force';
import random from 'graphology-layout/random';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function ForceButtons() {
  const sigma = useSigma();
  // graphology-layout-force 0.2.4 reads the positions from the graph at each iteration but writes them
  // only at the end: one run moves the nodes a single step, whatever maxIterations says.
  const { assign } = useLayoutForce({ maxIterations: 1, settings: { attraction: 0.005 } });
  // So Apply runs it a hundred times; each run starts from where the last one left the nodes.
  const apply = () => {
    for (let step = 0; step < 100; step++) assign();
  };
  const rng = useMemo(() => createRandom(4), []);
  return (
    <ToolsOverlay label="Force layout">
      <ToolsRow>
        <Button onClick={apply}>Apply</Button>
        <Button onClick={() => random.assign(sigma.getGraph(), { rng })}>Scatter</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutForceExample() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 4 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(40) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ForceButtons />
    </SigmaContainer>
  );
}
