import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
import { inferSettings } from 'graphology-layout-forceatlas2';
import random from 'graphology-layout/random';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { CONTROLS_ROOM, KeepLabelsInside } from '../_shared/labelRoom';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

export default function LayoutForceAtlas2ControlExample() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 9 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(90) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      {/* Labels inside the box, and the right side clear for the button, fitted again as the layout moves the nodes. */}
      <KeepLabelsInside margins={{ right: CONTROLS_ROOM }} />
      <ControlsContainer position="top-right">
        {/* The button toggles a web worker; its labels name it for screen readers and tooltips. */}
        <LayoutForceAtlas2Control
          settings={{ settings: inferSettings(graph) }}
          labels={{ start: 'Start ForceAtlas2', stop: 'Stop ForceAtlas2' }}
        />
      </ControlsContainer>
    </SigmaContainer>
  );
}
