import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { ControlsContainer, SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutForceControl } from '@react-sigma/layout-force';
import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
import { LayoutNoverlapControl } from '@react-sigma/layout-noverlap';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/** A visible caption next to a control button (the button itself only shows an icon). */
function Row({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div style={rowStyle}>
      <span style={{ padding: '0 8px', whiteSpace: 'nowrap' }}>{caption}</span>
      {children}
    </div>
  );
}

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  fontSize: 14,
  borderRight: '1px solid var(--sigma-controls-border-color)',
};

// Labels are drawn on the right of their node: a wider margin keeps them in the frame.
const settings = { stagePadding: 60 };

export default function LayoutControls() {
  const graph = useMemo(() => createCommunityGraph({ order: 120, communities: 4, seed: 5 }), []);
  return (
    // The padding keeps a strip above the graph for the controls (drawn in it), so they never cover a node.
    <SigmaContainer
      graph={graph}
      settings={settings}
      style={{ height: GRAPH_HEIGHT, paddingTop: '3rem', boxSizing: 'border-box' }}
    >
      <GraphTheme />
      <ControlsContainer position="top-left" style={{ display: 'flex', flexWrap: 'wrap' }}>
        {/* Each control owns its own layout hook: they can run at the same time, and fight over the positions. */}
        <Row caption="Force">
          <LayoutForceControl labels={{ start: 'Start Force', stop: 'Stop Force' }} />
        </Row>
        <Row caption="ForceAtlas2">
          <LayoutForceAtlas2Control
            settings={{ settings: { gravity: 1, scalingRatio: 4, slowDown: 5 } }}
            labels={{ start: 'Start ForceAtlas2', stop: 'Stop ForceAtlas2' }}
          />
        </Row>
        <Row caption="Noverlap">
          <LayoutNoverlapControl
            settings={{ settings: { ratio: 0.1, margin: 0.5 } }}
            labels={{ start: 'Start Noverlap', stop: 'Stop Noverlap' }}
          />
        </Row>
      </ControlsContainer>
    </SigmaContainer>
  );
}
