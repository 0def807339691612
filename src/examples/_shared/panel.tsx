import type { ReactNode } from 'react';
import { GRAPH_HEIGHT } from './frame';

/**
 * A column of controls on the left, the graph on the right, both GRAPH_HEIGHT tall:
 * `<WithSidePanel panel={controls}><SigmaContainer … /></WithSidePanel>`.
 */
export function WithSidePanel({ panel, width = '14rem', children }: { panel: ReactNode; width?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', height: GRAPH_HEIGHT }}>
      <div
        style={{
          flex: `0 0 ${width}`,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          padding: '0.75rem',
          overflowY: 'auto',
          fontSize: '0.9rem',
          borderRight: '1px solid rgba(127, 127, 127, 0.35)',
        }}
      >
        {panel}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
