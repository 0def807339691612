import { useMemo, useState } from 'react';
import { ControlsContainer, SigmaContainer, ZoomControl } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Select } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

// The top-left corner holds the picker below.
const corners = ['top-right', 'bottom-right', 'bottom-left'] as const;
type Corner = (typeof corners)[number];

export default function ControlsContainerExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  const [corner, setCorner] = useState<Corner>('top-right');
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* Pins its children to a corner of the graph, in one framed column (bottom-left without a position). */}
      <ControlsContainer position={corner}>
        <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
      </ControlsContainer>
      <ToolsOverlay label="Controls">
        <label>
          position{' '}
          <Select value={corner} onChange={(event) => setCorner(event.target.value as Corner)}>
            {corners.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </label>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
