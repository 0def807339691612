import { useState, type ReactNode } from 'react';
import type { DownloadProjectProps } from './DownloadProject';
import type { OnlineService } from './online';
import { useMenu } from './useMenu';
import styles from './styles.module.css';

const SERVICES: { service: OnlineService; label: string }[] = [
  { service: 'stackblitz', label: 'Open in StackBlitz' },
  { service: 'codesandbox', label: 'Open in CodeSandbox' },
];

/**
 * "Open online": the project "Download project" makes as Vite + React, opened in StackBlitz or
 * CodeSandbox in a new tab. The code that makes and sends it (./online.ts, lz-string) loads when
 * the reader picks one, never with the page.
 */
export function OpenOnline({ spec }: DownloadProjectProps): ReactNode {
  const { open, setOpen, root, toggle, menuId } = useMenu();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const openIn = async (service: OnlineService) => {
    setOpen(false);
    setBusy(true);
    setProblem(undefined);
    toggle.current?.focus();
    try {
      const [made, { openOnline }] = await Promise.all([spec(), import('./online')]);
      openOnline(made, service);
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
        {busy ? 'Opening…' : 'Open online'}
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {SERVICES.map(({ service, label }) => (
            <li key={service}>
              <button type="button" className={styles.item} onClick={() => void openIn(service)}>
                <strong>{label}</strong> <span className={styles.detail}>(Vite + React, new tab)</span>
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
