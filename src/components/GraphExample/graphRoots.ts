import type { Root } from 'react-dom/client';

/**
 * Where an example's graph is drawn: a React root of its own, in an element the page's
 * React leaves alone (a slot rendered with `dangerouslySetInnerHTML`, ./GraphHost.tsx).
 * So the graph can start before the page hydrates, and the live example adopts it as it
 * is, without drawing it again. Examples use nothing from the page's React tree (they
 * run as they are in a Vite app), so a root of their own changes nothing for them.
 */
export interface GraphRoot {
  element: HTMLDivElement;
  root: Root;
  /** An error the graph hit before the live example adopted it. */
  error?: Error;
}
const graphRoots = new Map<string, GraphRoot>();

export function graphRoot(name: string, create: () => GraphRoot): GraphRoot {
  let found = graphRoots.get(name);
  if (!found) {
    found = create();
    graphRoots.set(name, found);
  }
  return found;
}

export function existingGraphRoot(name: string): GraphRoot | undefined {
  return graphRoots.get(name);
}

/** Unmounts an example's graph (its sigma instances are killed, ../../live/LiveGraph.tsx) and forgets it. */
export function releaseGraphRoot(name: string): void {
  const found = graphRoots.get(name);
  if (!found) return;
  graphRoots.delete(name);
  found.element.remove();
  // Not while the page's React is committing (this runs in its effects' clean-up).
  queueMicrotask(() => found.root.unmount());
}
