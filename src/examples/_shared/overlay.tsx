import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useSigmaContext } from '@react-sigma/core';
import { Button } from './controls';

/** The gap between a box and the graph's edges, in pixels. */
const INSET = 8;

/**
 * Boxes drawn over a graph's top-left corner, in the colours of react-sigma's
 * own controls: its CSS variables, which follow the page's light or dark mode.
 */
export const overlayStyle: CSSProperties = {
  position: 'absolute',
  top: INSET,
  left: INSET,
  maxWidth: `calc(100% - ${2 * INSET}px)`,
  boxSizing: 'border-box',
  borderRadius: 4,
  border: '1px solid var(--sigma-controls-border-color)',
  background: 'var(--sigma-controls-background-color)',
  color: 'var(--sigma-controls-color)',
};

const bottomStrip: CSSProperties = { top: 'auto', right: INSET, bottom: INSET };

type Edge = 'top' | 'bottom';

/**
 * Gives a box drawn over the graph a strip of its own along the graph's top or bottom edge: pads
 * SigmaContainer's element by the tallest box on that edge, and sigma draws the graph in what is
 * left, so no box covers a node, however tall it grows (a row of buttons wrapping on a phone).
 */
function Room({ box, edge }: { box: HTMLElement; edge: Edge }): null {
  // `container` is SigmaContainer's own element; sigma draws in a child of it, which the padding shrinks.
  const { sigma, container } = useSigmaContext();
  useLayoutEffect(() => {
    const fit = (leaving?: Element) => {
      const boxes = Array.from(container.querySelectorAll<HTMLElement>(`[data-room="${edge}"]`)).filter(
        (other) => other !== leaving,
      );
      const room = Math.max(0, ...boxes.map((other) => other.offsetHeight + 2 * INSET));
      container.style.boxSizing = 'border-box';
      container.style[edge === 'top' ? 'paddingTop' : 'paddingBottom'] = `${room}px`;
    };
    const observer = new ResizeObserver(() => {
      fit();
      // Sigma sizes its canvases to its box when it draws, and places labels anew when it refreshes.
      sigma.scheduleRefresh();
    });
    fit();
    observer.observe(box);
    return () => {
      observer.disconnect();
      fit(box);
    };
  }, [box, edge, sigma, container]);
  return null;
}

/**
 * Only a box inside SigmaContainer can ask sigma for room: one put beside it (both in a wrapper) is
 * drawn over the graph. The box is kept in state, to know where it is once it is on the page.
 */
const insideGraph = (box: HTMLElement | null): box is HTMLElement => box?.closest('.react-sigma') != null;

/**
 * A line of text over the graph, in its top-left corner or as a strip along its bottom edge;
 * screen readers announce each change (an <output> is a live status). Put it inside SigmaContainer.
 */
export function StatusOverlay({ children, at = 'top' }: { children: ReactNode; at?: Edge }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  return (
    <output
      ref={setBox}
      data-room={at}
      style={{ ...overlayStyle, ...(at === 'bottom' ? bottomStrip : {}), padding: '2px 8px', fontSize: 13 }}
    >
      {children}
      {insideGraph(box) && <Room box={box} edge={at} />}
    </output>
  );
}

/** A named group of controls over the graph, one row under another. Put it inside SigmaContainer. */
export function ToolsOverlay({ label, children }: { label: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  return (
    <div
      ref={setBox}
      role="group"
      aria-label={label}
      data-room="top"
      style={{ ...overlayStyle, display: 'flex', flexDirection: 'column', gap: 6, padding: 8, fontSize: 14 }}
    >
      {children}
      {insideGraph(box) && <Room box={box} edge="top" />}
    </div>
  );
}

/** A row of controls inside a ToolsOverlay; it wraps where the graph is narrow. */
export function ToolsRow({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 10px', alignItems: 'center' }}>{children}</div>;
}

/** Buttons (label → action) and, under them, the line that says what they did. */
export function ActionsWithStatus({ actions, status }: { actions: Record<string, () => void>; status: ReactNode }) {
  return (
    <>
      <ToolsRow>
        {Object.entries(actions).map(([label, action]) => (
          <Button key={label} onClick={action}>
            {label}
          </Button>
        ))}
      </ToolsRow>
      {/* A line even when empty: the box, and the graph under it, keep their size when a status comes. */}
      <output>{status || '\u00a0'}</output>
    </>
  );
}
