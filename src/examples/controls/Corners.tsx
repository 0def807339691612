import { useMemo, useState } from 'react';
import { ControlsContainer, FullScreenControl, SigmaContainer, ZoomControl } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
import { Select } from '../_shared/controls';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { CONTROLS_ROOM, KeepLabelsInside } from '../_shared/labelRoom';

const corners = ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const;
type Corner = (typeof corners)[number];

export default function Corners() {
  const [corner, setCorner] = useState<Corner>('top-right');
  const graph = useMemo(() => createCommunityGraph({ order: 100, communities: 4, seed: 3 }), []);

  return (
    // The corner picker above the graph, on a line of its own: over the graph, it would hide nodes.
    <div style={{ display: 'flex', flexDirection: 'column', height: GRAPH_HEIGHT }}>
      <label style={{ padding: '6px 8px', borderBottom: '1px solid var(--sigma-controls-border-color)' }}>
        Controls in the{' '}
        <Select value={corner} onChange={(event) => setCorner(event.target.value as Corner)}>
          {corners.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>{' '}
        corner
      </label>
      <SigmaContainer graph={graph} style={{ flex: '1 1 0', height: 'auto', minHeight: 0 }}>
        <GraphTheme />
        {/* Labels inside the box, and the controls' side kept clear of the graph. */}
        <KeepLabelsInside margins={{ [corner.endsWith('right') ? 'right' : 'left']: CONTROLS_ROOM }} />
        {/* Without a position, the container sits bottom-left. */}
        <ControlsContainer position={corner}>
          <ZoomControl />
          <FullScreenControl />
          <LayoutForceAtlas2Control settings={{ settings: { gravity: 1, scalingRatio: 4, slowDown: 5 } }} />
        </ControlsContainer>
      </SigmaContainer>
    </div>
  );
}
