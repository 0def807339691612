import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface GraphFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** In pixels: the frame keeps its size while the graph loads, so nothing below it moves. */
  height: number;
  /**
   * In pixels, its height where it is narrower than `NARROW_WIDTH` (src/examples/_shared/frame.ts): an
   * example with a side panel (src/examples/_shared/panel.tsx) puts the panel under its graph there.
   */
  narrowHeight?: number;
  /** What the frame shows, for tests and styles: a placeholder, the graph, or an error. */
  state?: 'loading' | 'ready' | 'error';
  frameRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The bordered box a live graph is drawn in, in the site's graph colours. */
export function GraphFrame({
  height,
  narrowHeight,
  state,
  frameRef,
  className,
  children,
  ...attributes
}: GraphFrameProps): ReactNode {
  const frame = (
    <div
      {...attributes}
      ref={frameRef}
      className={clsx(styles.frame, narrowHeight && styles.narrowable, className)}
      style={
        narrowHeight
          ? ({ '--frame-height': `${height}px`, '--frame-narrow-height': `${narrowHeight}px` } as CSSProperties)
          : { height }
      }
      data-state={state}
    >
      {children}
    </div>
  );
  // The wrapper's width (a CSS container query) picks the height, before any script runs.
  return narrowHeight ? <div className={styles.narrowBox}>{frame}</div> : frame;
}

/** A line of text in the middle of the frame, in place of the graph (e.g. "Loading the graph…"). */
export function FrameMessage({ children }: { children: ReactNode }): ReactNode {
  return <p className={styles.message}>{children}</p>;
}

const EMPTY = { __html: '' };

/**
 * Where an example's graph root draws (src/components/GraphExample/liveParts.ts): rendered
 * empty, with `dangerouslySetInnerHTML`, so React, hydrating or not, never looks inside it.
 * Put it before the frame's message, which it hides once a graph is in it.
 */
export function GraphSlot({ slotRef }: { slotRef?: Ref<HTMLDivElement> }): ReactNode {
  return <div ref={slotRef} className={styles.slot} data-graph-slot="" dangerouslySetInnerHTML={EMPTY} />;
}
