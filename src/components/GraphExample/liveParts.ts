import type { ComponentType, ReactNode } from 'react';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import type { CodeEditor } from './CodeEditor';
import { existingGraphRoot } from './graphRoots';
import type { LiveExampleProps } from './LiveExample';

export type LiveParts = {
  LiveExample: (props: LiveExampleProps) => ReactNode;
  Editor: typeof CodeEditor;
  /** Draws an example's graph into the server HTML's frame before the page hydrates (see `startExamplesInView`). */
  startGraph: (example: ExampleDefinition, Graph: ComponentType, slot: Element) => void;
};

/**
 * The live part (sigma, the example shell) and the code editor: two chunks,
 * requested together and in parallel (with the example's own module), that
 * only an example page's browser ever loads. Both are loaded before anything
 * is swapped in, so the static example is replaced once, by the live one,
 * with no fallback between.
 */
let liveParts: Promise<LiveParts> | null = null;
let ready: LiveParts | null = null;
export function loadLiveParts(): Promise<LiveParts> {
  // Written from @site, as config/modulePaths.ts names them: the page scripts put their chunks in the page's HTML.
  liveParts ??= Promise.all([
    import('@site/src/components/GraphExample/LiveExample'),
    import('@site/src/components/GraphExample/CodeEditor'),
  ]).then(([live, editor]) => {
    ready = { LiveExample: live.default, Editor: editor.CodeEditor, startGraph: live.startGraph };
    return ready;
  });
  // A failed request is not cached: the next example (or a later visit) tries again.
  liveParts.catch(() => {
    liveParts = null;
  });
  return liveParts;
}

/** The live parts if they have already loaded: a component that mounts after that needs no wait. */
export function loadedLiveParts(): LiveParts | null {
  return ready;
}

/** An example starts downloading its live part once it comes within this share of a screen of the viewport… */
export const NEAR_SCREENS = 0.5;
/** …and runs its graph once this share of its graph frame is on screen. */
export const START_SHARE = 0.25;

/** What `startExamplesInView` found, by example (`main.name`), for the components that hydrate after it. */
const inViewAtStart = new Map<string, { near: boolean; seen: boolean }>();

export function viewAtStart(name: string | undefined): { near: boolean; seen: boolean } {
  return (name && inViewAtStart.get(name)) || { near: false, seen: false };
}

/**
 * Run by each example folder's generated module when it loads in the browser
 * (plugins/examples), which is before React hydrates the page: the examples
 * the server HTML already shows near the viewport start downloading their live
 * part and module now, instead of once hydration is done (about 100–200 ms
 * later on an example page), and tell their component they are in view, so it
 * does not wait a frame for an IntersectionObserver to say so; one at least a
 * quarter on screen draws its graph as soon as its code is there, into its own
 * root (`GraphRoot`), while the page hydrates. The same rules as
 * `GraphExample`'s observers: within half a screen, a quarter of the frame.
 * After a client-side navigation the page is not rendered yet and nothing
 * matches; the observers do the work.
 */
export function startExamplesInView(examples: Record<string, ExampleDefinition>): void {
  if (typeof document === 'undefined') return;
  const height = window.innerHeight;
  for (const example of Object.values(examples)) {
    const section = document.querySelector(`section[data-example="${CSS.escape(example.main.name)}"]`);
    if (!section) continue;
    const box = section.getBoundingClientRect();
    const near = box.top < height * (1 + NEAR_SCREENS) && box.bottom > -height * NEAR_SCREENS;
    if (!near) continue;
    const frame = section.querySelector('[data-state]')?.getBoundingClientRect();
    const visible = frame ? Math.min(frame.bottom, height) - Math.max(frame.top, 0) : 0;
    const seen = frame !== undefined && frame.height > 0 && visible >= frame.height * START_SHARE;
    inViewAtStart.set(example.main.name, { near, seen });
    Promise.all([example.load(), loadLiveParts()]).then(
      ([module, parts]) => {
        // Still the server's frame (hydration has not replaced the static example yet): the graph starts now.
        const slot = seen
          ? document.querySelector(`section[data-example="${CSS.escape(example.main.name)}"] [data-graph-slot]`)
          : null;
        if (slot?.isConnected && !existingGraphRoot(example.main.name)) parts.startGraph(example, module.default, slot);
      },
      () => undefined,
    );
  }
}
