import { useEffect, useState, type CSSProperties } from 'react';
import { useSigmaContext } from '@react-sigma/core';
import { cooperativeGestures, nodeAtPoint } from './cooperativeGestures';

const hintStyle: CSSProperties = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  // Above react-sigma's controls.
  zIndex: 'calc(var(--sigma-controls-zindex) + 1)',
  pointerEvents: 'none',
  borderRadius: 4,
  fontSize: 15,
  color: 'var(--sigma-controls-color)',
};

const shownStyle: CSSProperties = {
  ...hintStyle,
  padding: '6px 12px',
  border: '1px solid var(--sigma-controls-border-color)',
  background: 'var(--sigma-controls-background-color)',
};

/**
 * Put inside SigmaContainer: the page scrolls past the graph (./cooperativeGestures.ts says
 * how), and a hint in the middle of the graph says how to zoom or move it. With `dragNodes`
 * (a graph whose nodes the reader drags), a finger that comes down on a node drags it.
 */
export function CooperativeGestures({ dragNodes = false }: { dragNodes?: boolean }) {
  const { sigma, container } = useSigmaContext();
  const [hint, setHint] = useState<string | null>(null);
  useEffect(
    () =>
      cooperativeGestures(container, {
        onHint: setHint,
        dragNodeAt: dragNodes ? (touch) => nodeAtPoint(sigma, touch.clientX, touch.clientY) !== null : undefined,
      }),
    [sigma, container, dragNodes],
  );
  // Always there, empty between hints: screen readers announce what a status gains.
  return (
    <div role="status" style={hint ? shownStyle : hintStyle}>
      {hint}
    </div>
  );
}
