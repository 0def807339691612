import { useEffect, type RefObject } from 'react';
import { onSigmaInstancesChange, sigmaInstancesIn } from './sigmaRegistry';

/**
 * Redraws each sigma instance inside `root` when its container changes size. Sigma sizes its canvases
 * when it draws and listens to the window's resize only: a container that grows on its own (the docs
 * sidebar collapsed, a panel wrapping under the graph on a phone, a status line taking one more line)
 * kept a canvas of the old size, blank or cropped, until the graph next changed.
 */
export function useRedrawOnResize(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observed = new Set<HTMLElement>();
    const observer = new ResizeObserver((entries) => {
      // A container of no size (taken out of the page as the reader navigates away, or hidden) is left
      // alone: sigma throws "Container has no width" when asked to draw into it.
      const resized = new Set(
        entries.filter(({ contentRect }) => contentRect.width > 0 && contentRect.height > 0).map((entry) => entry.target),
      );
      for (const sigma of sigmaInstancesIn(element)) if (resized.has(sigma.getContainer())) sigma.scheduleRender();
    });
    const observe = () => {
      const containers = new Set(sigmaInstancesIn(element).map((sigma) => sigma.getContainer()));
      for (const container of observed) if (!containers.has(container)) observer.unobserve(container);
      for (const container of containers) if (!observed.has(container)) observer.observe(container);
      observed.clear();
      for (const container of containers) observed.add(container);
    };
    observe();
    // The registry speaks from inside sigma's constructor: read it a task later.
    let timer = 0;
    const stop = onSigmaInstancesChange(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(observe, 0);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [root]);
}
