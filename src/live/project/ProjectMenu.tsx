import { useState, type ReactNode } from 'react';
import type { ProjectSpec } from './types';
import { useMenu } from './useMenu';
import styles from './styles.module.css';

export interface ProjectMenuProps {
  /** The code, asked for when the reader picks an entry (an edited example is read at that moment). */
  spec: () => Promise<ProjectSpec> | ProjectSpec;
}

/**
 * A button and its small menu of what to do with the project (./DownloadProject.tsx, ./OpenOnline.tsx).
 * `load` brings what acts on the project when the reader picks an entry, while the project is made;
 * what goes wrong is said next to the button.
 */
export function ProjectMenu<Key extends string>({
  spec,
  label,
  busyLabel,
  entries,
  load,
}: ProjectMenuProps & {
  label: string;
  busyLabel: string;
  entries: { key: Key; label: string; detail: string }[];
  load: () => Promise<(made: ProjectSpec, key: Key) => void>;
}): ReactNode {
  const { open, setOpen, root, toggle, menuId } = useMenu();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const pick = async (key: Key) => {
    setOpen(false);
    setBusy(true);
    setProblem(undefined);
    toggle.current?.focus();
    try {
      const [made, act] = await Promise.all([spec(), load()]);
      act(made, key);
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
        {busy ? busyLabel : label}
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <button type="button" className={styles.item} onClick={() => void pick(entry.key)}>
                <strong>{entry.label}</strong> <span className={styles.detail}>({entry.detail})</span>
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
