import { useMemo, type ReactNode } from 'react';
import { ControlsContainer, FullScreenControl, SigmaContainer, ZoomControl } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/**
 * Icons stroke with currentColor. A <button> does not inherit the text colour
 * around it, so the icon takes the controls colour itself: the
 * --sigma-controls-color variable of react-sigma's stylesheet, which a site
 * can change per theme.
 * aria-hidden: the button's name comes from its title (the `labels` prop).
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ color: 'var(--sigma-controls-color)', verticalAlign: 'middle' }}
    >
      {children}
    </svg>
  );
}

// Labels are drawn on the right of their node: a wider margin keeps them in the frame.
const settings = { stagePadding: 60 };

export default function CustomControls() {
  const graph = useMemo(() => createCommunityGraph({ order: 100, communities: 4, seed: 3 }), []);

  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <ControlsContainer position="bottom-right">
        {/* Three children, in this order: zoom in, zoom out, reset. */}
        <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'Fit the whole graph' }}>
          <Icon>
            <circle cx="10" cy="10" r="6" />
            <path d="M14.5 14.5 20 20M10 7.5v5M7.5 10h5" />
          </Icon>
          <Icon>
            <circle cx="10" cy="10" r="6" />
            <path d="M14.5 14.5 20 20M7.5 10h5" />
          </Icon>
          <Icon>
            <circle cx="12" cy="12" r="3" />
            <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
          </Icon>
        </ZoomControl>
        {/* Two children: what the button shows outside full screen, then inside it. */}
        <FullScreenControl labels={{ enter: 'Show the graph full screen', exit: 'Leave full screen' }}>
          <Icon>
            <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
          </Icon>
          <Icon>
            <path d="M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5" />
          </Icon>
        </FullScreenControl>
        {/* Two children: the start button, then the stop button. */}
        <LayoutForceAtlas2Control
          settings={{ settings: { gravity: 1, scalingRatio: 4, slowDown: 5 } }}
          labels={{ start: 'Arrange the graph with ForceAtlas2', stop: 'Stop arranging the graph' }}
        >
          <Icon>
            <path d="M7 4.5v15L19 12z" />
          </Icon>
          <Icon>
            <path d="M8 5v14M16 5v14" />
          </Icon>
        </LayoutForceAtlas2Control>
      </ControlsContainer>
    </SigmaContainer>
  );
}
