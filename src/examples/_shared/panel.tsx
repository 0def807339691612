import type { ReactNode } from 'react';
import { GRAPH_HEIGHT, NARROW_GRAPH_HEIGHT, NARROW_PANEL_HEIGHT, NARROW_WIDTH } from './frame';

/**
 * The graph and a column of controls: `<WithSidePanel panel={controls}><SigmaContainer … /></WithSidePanel>`.
 * On a box at least NARROW_WIDTH wide, the controls sit on the right, `width` wide but at most
 * 39 % of the box (the graph keeps 60 % of it), and the graph takes the rest, both GRAPH_HEIGHT
 * tall. On a narrower box (a phone) the panel goes under the graph: NARROW_GRAPH_HEIGHT for the
 * graph, NARROW_PANEL_HEIGHT for the panel, which holds all its controls there. SigmaContainer
 * fills its box: react-sigma's stylesheet gives it 100% of it.
 */
export function WithSidePanel({ panel, width = '14rem', children }: { panel: ReactNode; width?: string; children: ReactNode }) {
  const panelWidth = `min(${width}, 39%)`;
  return (
    // The two bases add up to NARROW_WIDTH: on a narrower box the panel wraps to a line of its own.
    <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: GRAPH_HEIGHT }}>
      {/* Grows first: the panel keeps its width, the graph takes every pixel left. */}
      <div
        style={{ flex: `999 1 calc(${NARROW_WIDTH}px - ${panelWidth})`, minHeight: NARROW_GRAPH_HEIGHT, position: 'relative' }}
      >
        <div style={{ position: 'absolute', inset: 0 }}>{children}</div>
      </div>
      <div
        style={{
          flex: `1 1 ${panelWidth}`,
          minHeight: NARROW_PANEL_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: '0.75rem',
          boxSizing: 'border-box',
          overflowY: 'auto',
          // Its content does not size it: beside the graph it is as tall as the graph.
          contain: 'size',
          fontSize: '0.9rem',
          // A line on the side that meets the graph, left or top (in the site's frame the other one is cut off).
          boxShadow: '-1px -1px 0 rgba(127, 127, 127, 0.35)',
        }}
      >
        {panel}
      </div>
    </div>
  );
}
