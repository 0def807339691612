import { useMemo } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutRandom } from '@react-sigma/layout-random';
import { animateNodes } from 'sigma/utils';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function RandomButtons() {
  const sigma = useSigma();
  // Without rng the layout uses Math.random: a seeded generator gives the same pictures on every visit.
  const rng = useMemo(() => createRandom(1), []);
  const { positions, assign } = useLayoutRandom({ rng });
  return (
    <ToolsOverlay label="Random layout">
      <ToolsRow>
        {/* assign() writes the new x and y into the graph at once. */}
        <Button onClick={() => assign()}>Assign</Button>
        {/* positions() only computes them: here the nodes glide there. */}
        <Button onClick={() => animateNodes(sigma.getGraph(), positions(), { duration: 600 })}>Animate</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutRandomExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 1 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <RandomButtons />
    </SigmaContainer>
  );
}
