import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './graphDescription.module.css';

/** What the twin's line says until the graph is drawn (here, and in ./GraphDescription.tsx). */
export const WAITING_FOR_THE_GRAPH = 'Waiting for the graph…';

/**
 * The text twin's line while the live example loads (src/components/GraphExample): the box of
 * ./GraphDescription.tsx, which takes its place without moving the code below.
 */
export function GraphDescriptionPlaceholder({ about, inspect = false }: { about: string; inspect?: boolean }): ReactNode {
  return (
    <div className={clsx(styles.twin, inspect && styles.inspectable)}>
      <p className={styles.summary}>
        <span className={styles.visuallyHidden}>{about}. </span>
        {WAITING_FOR_THE_GRAPH}
      </p>
      {/* As ./NodeExplorer.tsx shows it until the graph is there. */}
      <button type="button" className={styles.explore} aria-expanded={false} aria-disabled>
        Explore the nodes
      </button>
      {inspect && (
        <button type="button" className={styles.explore} aria-pressed={false} aria-disabled>
          Inspect
        </button>
      )}
    </div>
  );
}
