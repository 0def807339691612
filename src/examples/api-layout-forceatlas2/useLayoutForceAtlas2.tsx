import { useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import { inferSettings } from 'graphology-layout-forceatlas2';
import random from 'graphology-layout/random';
import { Button, Select } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function ForceAtlas2Buttons() {
  const sigma = useSigma();
  const [iterations, setIterations] = useState(100);
  // Runs on the main thread, all iterations in one go: fine for a small graph. inferSettings picks
  // settings that suit the graph's size. Each run starts from the current positions: Apply again to go on.
  const { assign } = useLayoutForceAtlas2({ iterations, settings: inferSettings(sigma.getGraph()) });
  const rng = useMemo(() => createRandom(7), []);
  return (
    <ToolsOverlay label="ForceAtlas2 layout">
      <ToolsRow>
        <label>
          Iterations{' '}
          <Select value={iterations} onChange={(event) => setIterations(Number(event.target.value))}>
            <option>10</option>
            <option>100</option>
            <option>500</option>
          </Select>
        </label>
        <Button onClick={() => assign()}>Apply</Button>
        <Button onClick={() => random.assign(sigma.getGraph(), { rng })}>Scatter</Button>
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function UseLayoutForceAtlas2Example() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 7 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(70) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ForceAtlas2Buttons />
    </SigmaContainer>
  );
}
