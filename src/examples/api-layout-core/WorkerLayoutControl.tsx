import { useMemo } from 'react';
import { ControlsContainer, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { useWorkerLayoutFactory, WorkerLayoutControl } from '@react-sigma/layout-core';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

const options = { settings: { gravity: 1, scalingRatio: 4, slowDown: 5 } };

function LayoutControl() {
  // Any worker layout hook will do: this one runs ForceAtlas2 in a web worker.
  const layout = useWorkerLayoutFactory(FA2Layout, options);
  return (
    <>
      <ControlsContainer position="top-right">
        {/* One button that starts and stops the layout; its labels name it for screen readers.
            autoRunFor={2000} would also run the layout for two seconds on mount. */}
        <WorkerLayoutControl layout={layout} labels={{ start: 'Start ForceAtlas2', stop: 'Stop ForceAtlas2' }} />
      </ControlsContainer>
      <StatusOverlay>ForceAtlas2: {layout.isRunning ? 'running' : 'stopped'}</StatusOverlay>
    </>
  );
}

export default function WorkerLayoutControlExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <LayoutControl />
    </SigmaContainer>
  );
}
