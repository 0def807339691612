import clsx from 'clsx';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { WAITING_FOR_THE_GRAPH } from './GraphDescriptionPlaceholder';
import { NodeExplorer } from './NodeExplorer';
import type { Target } from './inspector/readSigma';
import { useGraphTwin } from './useGraphTwin';
import styles from './graphDescription.module.css';

/**
 * The inspector's code (and its styles) loads when a reader first turns it on: a page pays nothing for it until
 * then. Unnamed: a chunk name would be one more string in the runtime every page loads.
 */
const Inspector = lazy(() => import('./inspector/Inspector'));

/** Says a changed summary once, and not the first one: a page of examples starting is not read out. */
function useAnnouncement(text: string | undefined): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (text === undefined) return;
    if (previous.current !== undefined && previous.current !== text) setAnnouncement(`Graph updated. ${text}`);
    previous.current = text;
  }, [text]);
  return announcement;
}

/**
 * The text twin of the live graph drawn in the element before it (its parent's first sigma
 * instance: see ./useGraphTwin.ts): a line under the frame with the kind of graph and its counts,
 * the most connected nodes for screen readers, changes announced once the graph settles, and
 * "Explore the nodes", the keyboard's way through the data (./NodeExplorer.tsx).
 * `about`: what the graph shows, said first ("Live example: Search nodes and edges").
 * `inspect`: an "Inspect" toggle too, which opens the inspector (./inspector/Inspector.tsx) under the line.
 */
export function GraphDescription({ about, inspect = false }: { about: string; inspect?: boolean }): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const ring = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const twin = useGraphTwin(root);
  const announcement = useAnnouncement(twin?.summary.long);
  const [inspecting, setInspecting] = useState(false);
  const [target, setTarget] = useState<Target | null>(null);
  const onInspect = (node: string) => {
    setTarget({ kind: 'node', key: node });
    setInspecting(true);
  };
  return (
    <>
      <div ref={root} className={clsx(styles.twin, inspect && styles.inspectable)} data-graph-description="">
        <p className={styles.summary}>
          <span className={styles.visuallyHidden}>{about}. </span>
          {twin ? twin.summary.short : WAITING_FOR_THE_GRAPH}
          {twin && <span className={styles.visuallyHidden}> {twin.summary.top}</span>}
        </p>
        <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <NodeExplorer twin={twin} origin={root} onInspect={inspect ? onInspect : undefined} />
        {inspect && (
          <button
            ref={toggle}
            type="button"
            className={styles.explore}
            aria-pressed={inspecting}
            aria-disabled={!twin}
            onClick={() => twin && setInspecting(!inspecting)}
          >
            Inspect
          </button>
        )}
        {inspecting && <span ref={ring} className={`${styles.ring} ${styles.inspected}`} hidden aria-hidden="true" />}
      </div>
      {inspecting && twin && (
        <Suspense fallback={<p className={styles.loading}>Loading the inspector…</p>}>
          <Inspector
            sigma={twin.sigma}
            target={target}
            onTarget={setTarget}
            onClose={() => {
              setInspecting(false);
              toggle.current?.focus();
            }}
            ring={ring}
            origin={root}
          />
        </Suspense>
      )}
    </>
  );
}
