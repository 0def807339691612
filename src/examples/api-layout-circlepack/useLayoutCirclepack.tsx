import { useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutCirclepack } from '@react-sigma/layout-circlepack';
import random from 'graphology-layout/random';
import { Button, Checkbox } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function CirclepackButtons() {
  const sigma = useSigma();
  const [grouped, setGrouped] = useState(true);
  // Seeded: circle pack shuffles the nodes inside each circle, and Scatter places them at random.
  const rng = useMemo(() => createRandom(3), []);
  // Each attribute named here nests one level of circles: one circle per community.
  const { assign } = useLayoutCirclepack({ hierarchyAttributes: grouped ? ['community'] : [], rng });
  return (
    <ToolsOverlay label="Circle pack layout">
      <ToolsRow>
        <Checkbox checked={grouped} onChange={(event) => setGrouped(event.target.checked)}>
          By community
        </Checkbox>
        <Button onClick={() => assign()}>Apply</Button>
        <Button onClick={() => random.assign(sigma.getGraph(), { rng })}>Scatter</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutCirclepackExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 45, communities: 3, seed: 3 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <CirclepackButtons />
    </SigmaContainer>
  );
}
