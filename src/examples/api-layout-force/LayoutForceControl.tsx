import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutForceControl } from '@react-sigma/layout-force';
import random from 'graphology-layout/random';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { CONTROLS_ROOM, KeepLabelsInside } from '../_shared/labelRoom';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

export default function LayoutForceControlExample() {
  const graph = useMemo(() => {
    const graph = createCommunityGraph({ order: 40, communities: 3, seed: 6 });
    // Start from noise, so the layout has the communities to find. Seeded: the same picture on every visit.
    random.assign(graph, { rng: createRandom(60) });
    return graph;
  }, []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      {/* Labels inside the box, and the right side clear for the button, fitted again as the layout moves the nodes. */}
      <KeepLabelsInside margins={{ right: CONTROLS_ROOM }} />
      <ControlsContainer position="top-right">
        {/* One button that toggles between play and stop. Its labels are its name, for screen readers and tooltips. */}
        <LayoutForceControl
          settings={{ settings: { repulsion: 0.3, gravity: 0.0005 } }}
          labels={{ start: 'Start the force layout', stop: 'Stop the force layout' }}
        />
      </ControlsContainer>
    </SigmaContainer>
  );
}
