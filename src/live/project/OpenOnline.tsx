import type { ReactNode } from 'react';
import type { OnlineService } from './online';
import { ProjectMenu, type ProjectMenuProps } from './ProjectMenu';

const SERVICES: { key: OnlineService; label: string; detail: string }[] = [
  { key: 'stackblitz', label: 'Open in StackBlitz', detail: 'Vite + React, new tab' },
  { key: 'codesandbox', label: 'Open in CodeSandbox', detail: 'Vite + React, new tab' },
];

/**
 * "Open online": the project "Download project" makes as Vite + React, opened in StackBlitz or
 * CodeSandbox in a new tab. The code that makes and sends it (./online.ts, lz-string) loads when
 * the reader picks one, never with the page.
 */
export function OpenOnline({ spec }: ProjectMenuProps): ReactNode {
  return (
    <ProjectMenu
      spec={spec}
      label="Open online"
      busyLabel="Opening…"
      entries={SERVICES}
      load={async () => (await import('./online')).openOnline}
    />
  );
}
