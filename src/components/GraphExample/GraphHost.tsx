import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphSlot } from '@site/src/live/GraphFrame';
import { graphRoot, releaseGraphRoot, type GraphRoot } from './graphRoots';

export function createGraphRoot(): GraphRoot {
  const element = document.createElement('div');
  element.style.height = '100%';
  return { element, root: createRoot(element) };
}

/**
 * Renders `children` (the example's graph) into the example's own root (./graphRoots.ts),
 * placed in this component's slot: the root the page's examples module started before
 * hydration if there is one, which goes on drawing the same graph, or a new one.
 */
export function GraphHost({ name, children }: { name: string; children: ReactNode }): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = graphRoot(name, createGraphRoot);
    if (slot.current && host.element.parentElement !== slot.current) slot.current.appendChild(host.element);
    host.root.render(children);
  });
  // Released in the commit that takes the frame out of the page (a layout effect's clean-up), not in a
  // passive one, which React runs a task later: a frame can come in between, and a sigma still alive in
  // a container taken out of the page, asked to draw in it (a camera move, a layout, a window resize),
  // throws "Container has no width" (tests/e2e/gestures.spec.ts forces it).
  useLayoutEffect(() => () => releaseGraphRoot(name), [name]);
  return <GraphSlot slotRef={slot} />;
}
