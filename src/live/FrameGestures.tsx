import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cooperativeGestures, nodeAtPoint } from '@site/src/examples/_shared/cooperativeGestures';
import { sigmaInstancesIn } from './sigmaRegistry';
import styles from './gestures.module.css';
import { useRedrawOnResize } from './useRedrawOnResize';

/**
 * The cooperative gestures of every live graph on the site (the reader's copy is
 * src/examples/_shared/cooperativeGestures.ts): the page scrolls past the graph, Ctrl + wheel
 * or a click first zooms it, two fingers move it, one finger scrolls the page (a tap is still a
 * click). With `dragNodes` (an example whose example.json says its graphs let the reader drag
 * nodes), a finger that comes down on a node goes to the graph instead. A graph that brings its
 * own (the camera guide's `CooperativeGestures`) keeps its gestures: the frame leaves them alone.
 */
export function FrameGestures({ children, dragNodes = false }: { children: ReactNode; dragNodes?: boolean }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<string | null>(null);
  // The element around the graphs is the frame's one place to watch them: their sizes too.
  useRedrawOnResize(ref);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The example's code made the sigma instances (a minimap is a second one): the registry knows them.
    const dragNodeAt = (touch: Touch) => {
      const target = touch.target instanceof Node ? touch.target : null;
      const sigma = sigmaInstancesIn(element).find((instance) => instance.getContainer().contains(target));
      return sigma !== undefined && nodeAtPoint(sigma, touch.clientX, touch.clientY) !== null;
    };
    return cooperativeGestures(element, { onHint: setHint, dragNodeAt: dragNodes ? dragNodeAt : undefined });
  }, [dragNodes]);
  return (
    <div ref={ref} className={styles.gestures}>
      {children}
      {/* Always there, empty between hints: screen readers announce what a live region gains. Not a
          role="status": the example's own status line is the one its frame names so. */}
      <div className={styles.hint} aria-live="polite" data-testid="gesture-hint">
        {hint}
      </div>
    </div>
  );
}
