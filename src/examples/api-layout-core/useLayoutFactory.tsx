import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutFactory } from '@react-sigma/layout-core';
import circular from 'graphology-layout/circular';
import random from 'graphology-layout/random';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function LayoutButtons() {
  // Any graphology layout with an `assign` becomes a hook; the second argument is its options.
  const circle = useLayoutFactory(circular, {});
  // A seeded generator: the same positions on every run (random would use Math.random).
  const rng = useMemo(() => createRandom(7), []);
  const scatter = useLayoutFactory(random, { rng });
  return (
    <ToolsOverlay label="Layouts">
      <ToolsRow>
        {/* assign() writes x and y into the graph, and sigma redraws. */}
        <Button onClick={() => circle.assign()}>Circular</Button>
        <Button onClick={() => scatter.assign()}>Random</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutFactoryExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <LayoutButtons />
    </SigmaContainer>
  );
}
