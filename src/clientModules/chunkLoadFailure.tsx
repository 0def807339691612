/**
 * Docusaurus loads a page's code before it starts React on it. When that code
 * fails to load during a client-side navigation, Docusaurus reloads the page
 * (core `PendingNavigation`). When it fails on a first load (a chunk blocked,
 * or gone after a deploy), Docusaurus never starts the app: the reader is left
 * with the server-rendered page, nothing interactive, and an uncaught
 * ChunkLoadError in the console.
 *
 * For that case this shows what Docusaurus shows for a chunk that fails inside
 * the app, its `@theme/Loading` fallback: the error text and a Retry button.
 * Retrying reloads the page, which is what loading the code again needs
 * (react-loadable keeps the failed attempt until then).
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Loading from '@theme/Loading';

const containerId = 'chunk-load-failure';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && reason.name === 'ChunkLoadError';
}

/** Set by Docusaurus' client entry once it renders the app (an internal: ./chunkLoadFailure.guard.test.ts). */
function appStarted(): boolean {
  return 'docusaurusRoot' in window;
}

function showChunkLoadFailure(error: Error): void {
  if (document.getElementById(containerId)) return;
  const container = document.createElement('div');
  container.id = containerId;
  container.setAttribute('role', 'alert');
  document.body.prepend(container);
  createRoot(container).render(
    <Loading error={error} retry={() => window.location.reload()} isLoading={false} pastDelay timedOut={false} />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // After start-up, a failed chunk is a failed prefetch or navigation, which Docusaurus handles.
    if (!isChunkLoadError(event.reason) || appStarted()) return;
    // Shown to the reader below rather than left uncaught.
    event.preventDefault();
    showChunkLoadFailure(event.reason);
  });
}
