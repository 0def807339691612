import { useMemo } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import random from 'graphology-layout/random';
import { animateNodes } from 'sigma/utils';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function CircularButtons() {
  const sigma = useSigma();
  const { positions } = useLayoutCircular();
  // Seeded, so Scatter gives the same pictures on every visit.
  const rng = useMemo(() => createRandom(2), []);
  // The nodes sit on the circle in the graph's order; animating shows where each one goes.
  const apply = () => animateNodes(sigma.getGraph(), positions(), { duration: 600 });
  const scatter = () => random.assign(sigma.getGraph(), { rng });
  return (
    <ToolsOverlay label="Circular layout">
      <ToolsRow>
        <Button onClick={apply}>Apply</Button>
        <Button onClick={scatter}>Scatter</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutCircularExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 30, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <CircularButtons />
    </SigmaContainer>
  );
}
