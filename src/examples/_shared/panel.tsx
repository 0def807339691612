import type { ReactNode } from 'react';
import { GRAPH_HEIGHT } from './frame';

/**
 * The graph and a column of controls, GRAPH_HEIGHT tall together:
 * `<WithSidePanel panel={controls}><SigmaContainer … /></WithSidePanel>`.
 * Where the graph keeps at least 20rem beside a panel `width` wide, the controls sit on the
 * right and the graph takes the rest; on a narrower page (a phone) they wrap under the graph,
 * and each gets half the height. SigmaContainer fills its box: react-sigma's stylesheet gives it
 * 100% of it.
 */
export function WithSidePanel({ panel, width = '14rem', children }: { panel: ReactNode; width?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', height: GRAPH_HEIGHT }}>
      {/* Grows first: the panel keeps its width, the graph takes every pixel left. */}
      <div style={{ flex: '999 1 20rem', minWidth: 0, contain: 'size' }}>{children}</div>
      <div
        style={{
          flex: `1 1 ${width}`,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: '0.75rem',
          overflowY: 'auto',
          // Its content does not size it: wrapped under the graph, both get half the height, and a long panel scrolls.
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
