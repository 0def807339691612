import type { ReactNode } from 'react';
import { ProjectMenu, type ProjectMenuProps } from './ProjectMenu';
import type { ProjectTemplate } from './types';

const TEMPLATES: { key: ProjectTemplate; label: string; detail: string }[] = [
  { key: 'vite', label: 'Vite + React', detail: 'TypeScript, npm run dev' },
  { key: 'next', label: 'Next.js App Router', detail: "the graph in a 'use client' component, ssr: false" },
];

export type DownloadProjectProps = ProjectMenuProps;

/**
 * "Download project": a small menu of the two templates. The project generator and the zip
 * library (./download.ts, fflate) load when the reader picks one, never with the page. What goes
 * wrong (a file the example fetches cannot be downloaded, an import of a package the site does not
 * know) is said next to the button.
 */
export function DownloadProject({ spec }: DownloadProjectProps): ReactNode {
  return (
    <ProjectMenu
      spec={spec}
      label="Download project"
      busyLabel="Making the project…"
      entries={TEMPLATES}
      load={async () => (await import('./download')).downloadProject}
    />
  );
}
