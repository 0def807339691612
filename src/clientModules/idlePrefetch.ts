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
 * few at a time (see `createIdleQueue`), and keeps only the pages the reading
 * leads to: a route is prefetched when a link to it lies in the page's `<main>`
 * (the text, the previous/next pagination), apart from the breadcrumbs and the
 * examples' "API used" lists. The navbar's, sidebar's and footer's links, and
 * those, are not prefetched on view: hovering a link still
 * loads its page at once (`preload`), before the click. When nothing is
 * prefetched (2g, data saving) is unchanged: the queue calls Docusaurus's own
 * `prefetch`.
 * Figure (npm run bench, JS raw including prefetch): graph-search 1.10 MB →
 * 952 kB, the introduction 795 → 764 kB, an API page 755 → 612 kB; the
 * sidebar's twenty-odd pages were each prefetched from every docs page; then
 * without the breadcrumbs and "API used" lists, graph-search 1.03 MB → 963 kB.
 *
 * Client modules run before Docusaurus sets `window.docusaurus`, hence the
 * accessor that wraps the object when it is assigned. Both the global and the
 * order are Docusaurus internals: ./idlePrefetch.guard.test.ts fails when
 * they change. (The 100–180 ms figure was measured under React 18 and
 * webpack; Link and prefetch are unchanged under React 19 and Rspack.)
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { createIdleQueue, type ScheduleIdle } from '../utils/idleQueue';
import { linksTo } from '../utils/readingLinks';

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

/**
 * Links in `<main>` that are not where the reading goes next: the breadcrumbs
 * (the home page, a section's index) and the lists of references an example
 * shows ("API used:", `data-prefetch="hover"`), a dozen pages a reader opens
 * one at a time. They load on hover, like the sidebar's.
 */
const NOT_READING = `.${ThemeClassNames.docs.docBreadcrumbs}, [data-prefetch="hover"]`;

/** Whether a link in the page's main content leads to `routePath` (Link asks to prefetch once the link is in view). */
function linkedFromMain(routePath: string): boolean {
  const hrefs = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]'))
    .filter((link) => !link.closest(NOT_READING))
    .map((link) => link.href);
  return linksTo(routePath, hrefs, window.location.origin);
}

function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const enqueue = createIdleQueue((routePath) => {
    void docusaurus.prefetch(routePath);
  }, scheduleIdle);
  return {
    ...docusaurus,
    prefetch: (routePath) => {
      if (linkedFromMain(routePath)) enqueue(routePath);
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
