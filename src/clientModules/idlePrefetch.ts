/**
 * Docusaurus prefetches a page's chunks as soon as a link to it scrolls into
 * view: every `<Link>` has its own IntersectionObserver, and each callback
 * calls `window.docusaurus.prefetch`, which matches the path against every
 * route and adds one `<link rel="prefetch">` per chunk. On a docs page the
 * navbar, sidebar, breadcrumbs, pagination and footer links all appear at
 * once, so right after hydration that work ran as one task of 100–180 ms
 * (measured with Chromium's 4× CPU slowdown): a task that blocks a reader's
 * first click.
 *
 * This module queues those calls and makes them in idle periods instead, a
 * few at a time (see `createIdleQueue`). What is prefetched, and when it is
 * not (2g, data saving), is unchanged: the queue calls Docusaurus's own
 * `prefetch`. Hovering a link still loads its page at once (`preload`).
 *
 * Client modules run before Docusaurus sets `window.docusaurus`, hence the
 * accessor that wraps the object when it is assigned. Both the global and the
 * order are Docusaurus internals: ./idlePrefetch.guard.test.ts fails when
 * they change. (The 100–180 ms figure was measured under React 18 and
 * webpack; Link and prefetch are unchanged under React 19 and Rspack.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createIdleQueue, type ScheduleIdle } from '../utils/idleQueue';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => Promise<void[]>;
}

/** The longest a queued prefetch waits for an idle period on a page that never idles. */
const IDLE_TIMEOUT_MS = 2000;

const scheduleIdle: ScheduleIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  } else {
    // Safari has no requestIdleCallback: a timer, then one job per task.
    window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), 1);
  }
};

function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const enqueue = createIdleQueue((routePath) => {
    void docusaurus.prefetch(routePath);
  }, scheduleIdle);
  return {
    ...docusaurus,
    prefetch: (routePath) => {
      enqueue(routePath);
      return false;
    },
  };
}

if (ExecutionEnvironment.canUseDOM) {
  const host = window as unknown as { docusaurus?: DocusaurusGlobal };
  let current = host.docusaurus && withIdlePrefetch(host.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value && withIdlePrefetch(value);
    },
  });
}
