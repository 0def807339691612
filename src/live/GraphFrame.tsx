import type { HTMLAttributes, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface GraphFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** In pixels: the frame keeps its size while the graph loads, so nothing below it moves. */
  height: number;
  /** What the frame shows, for tests and styles: a placeholder, the graph, or an error. */
  state?: 'loading' | 'ready' | 'error';
  frameRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The bordered box a live graph is drawn in, in the site's graph colours. */
export function GraphFrame({ height, state, frameRef, className, children, ...attributes }: GraphFrameProps): ReactNode {
  return (
    <div {...attributes} ref={frameRef} className={clsx(styles.frame, className)} style={{ height }} data-state={state}>
      {children}
    </div>
  );
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
