import type { CSSProperties, ReactNode } from 'react';

/**
 * Boxes drawn over a graph's top-left corner, in the colours of react-sigma's
 * own controls: its CSS variables, which follow the page's light or dark mode.
 */
export const overlayStyle: CSSProperties = {
  position: 'absolute',
  top: 8,
  left: 8,
  maxWidth: 'calc(100% - 16px)',
  borderRadius: 4,
  border: '1px solid var(--sigma-controls-border-color)',
  background: 'var(--sigma-controls-background-color)',
  color: 'var(--sigma-controls-color)',
};

const bottomStrip: CSSProperties = { top: 'auto', right: 8, bottom: 8 };

/**
 * A line of text over the graph, in its top-left corner or as a strip along its bottom edge;
 * screen readers announce each change (an <output> is a live status).
 */
export function StatusOverlay({ children, at = 'top' }: { children: ReactNode; at?: 'top' | 'bottom' }) {
  return (
    <output style={{ ...overlayStyle, ...(at === 'bottom' ? bottomStrip : {}), padding: '2px 8px', fontSize: 13 }}>
      {children}
    </output>
  );
}

/** A named group of controls over the graph, one row under another. */
export function ToolsOverlay({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ ...overlayStyle, display: 'flex', flexDirection: 'column', gap: 6, padding: 8, fontSize: 14 }}
    >
      {children}
    </div>
  );
}

/** A row of controls inside a ToolsOverlay. */
export function ToolsRow({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>{children}</div>;
}

/** Buttons (label → action) and, under them, the line that says what they did. */
export function ActionsWithStatus({ actions, status }: { actions: Record<string, () => void>; status: ReactNode }) {
  return (
    <>
      <ToolsRow>
        {Object.entries(actions).map(([label, action]) => (
          <button key={label} type="button" onClick={action}>
            {label}
          </button>
        ))}
      </ToolsRow>
      <output>{status}</output>
    </>
  );
}
