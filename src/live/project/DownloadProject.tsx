import { useState, type ReactNode } from 'react';
import type { ProjectSpec, ProjectTemplate } from './types';
import { useMenu } from './useMenu';
import styles from './styles.module.css';

const TEMPLATES: { template: ProjectTemplate; label: string; detail: string }[] = [
  { template: 'vite', label: 'Vite + React', detail: 'TypeScript, npm run dev' },
  { template: 'next', label: 'Next.js App Router', detail: "the graph in a 'use client' component, ssr: false" },
];

export interface DownloadProjectProps {
  /** The code to download, asked for when the reader picks a template (an edited example is read at that moment). */
  spec: () => Promise<ProjectSpec> | ProjectSpec;
}

/**
 * "Download project": a small menu of the two templates. The project generator and the zip
 * library (./download.ts, fflate) load when the reader picks one, never with the page. What goes
 * wrong (a file the example fetches cannot be downloaded, an import of a package the site does not
 * know) is said next to the button.
 */
export function DownloadProject({ spec }: DownloadProjectProps): ReactNode {
  const { open, setOpen, root, toggle, menuId } = useMenu();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const download = async (template: ProjectTemplate) => {
    setOpen(false);
    setBusy(true);
    setProblem(undefined);
    toggle.current?.focus();
    try {
      const [made, { downloadProject }] = await Promise.all([spec(), import('./download')]);
      downloadProject(made, template);
    } catch (error) {
      setProblem(`The project could not be made: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className={styles.download}>
      <button
        ref={toggle}
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {busy ? 'Making the project…' : 'Download project'}
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {TEMPLATES.map(({ template, label, detail }) => (
            <li key={template}>
              <button type="button" className={styles.item} onClick={() => void download(template)}>
                <strong>{label}</strong> <span className={styles.detail}>({detail})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className={styles.problem} role="alert">
        {problem}
      </span>
    </div>
  );
}
