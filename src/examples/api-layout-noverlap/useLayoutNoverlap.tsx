import { useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutNoverlap } from '@react-sigma/layout-noverlap';
import { Button, Range } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

// Dense communities: many of their nodes overlap.
const GRAPH = { order: 60, communities: 3, seed: 10 };

function NoverlapButtons() {
  const sigma = useSigma();
  const [margin, setMargin] = useState(0.5);
  // Noverlap reads node sizes as x/y distances, but sigma sizes are pixels: ratio scales them to this graph.
  const { assign } = useLayoutNoverlap({ maxIterations: 50, settings: { ratio: 0.1, margin } });
  // Noverlap moves only nodes that overlap: Reset puts back the seeded graph's positions, overlaps included.
  const reset = () => {
    const start = createCommunityGraph(GRAPH);
    start.forEachNode((node, { x, y }) => sigma.getGraph().mergeNodeAttributes(node, { x, y }));
  };
  return (
    <ToolsOverlay label="Noverlap layout">
      <ToolsRow>
        <label>
          Margin{' '}
          <Range
            min={0}
            max={2}
            step={0.25}
            value={margin}
            onChange={(event) => setMargin(Number(event.target.value))}
            style={{ display: 'inline-block', width: 120, verticalAlign: 'middle' }}
          />
        </label>
        <Button onClick={() => assign()}>Apply</Button>
        <Button onClick={reset}>Reset</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutNoverlapExample() {
  const graph = useMemo(() => createCommunityGraph(GRAPH), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <NoverlapButtons />
    </SigmaContainer>
  );
}
