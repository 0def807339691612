import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { DownloadProject, type DownloadProjectProps } from '@site/src/live/project/DownloadProject';
import styles from './styles.module.css';

interface CodeToolbarProps {
  /** What the code panel is doing, announced as it changes. */
  status: string;
  /** What Copy puts on the clipboard: the code as shown. */
  code: string;
  /** Whether the reader changed the code: the reset button works only then. */
  edited: boolean;
  resetLabel: string;
  /**
   * None: the static example's copy of the bar, shown inert until the live one replaces it (a menu
   * opened in it would close under the reader's pointer).
   */
  onReset?: () => void;
  /** The project "Download project" makes (src/live/project). */
  spec: DownloadProjectProps['spec'];
}

/** The bar above editable code, on example pages and the playground: status, Copy, reset and Download project. */
export function CodeToolbar({ status, code, edited, resetLabel, onReset, spec }: CodeToolbarProps): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div className={styles.toolbar} inert={!onReset}>
      <span className={styles.status} aria-live="polite">
        {status}
      </span>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus the moment it is pressed. */}
      <button
        type="button"
        className={clsx('button button--sm button--secondary', !edited && 'disabled')}
        onClick={edited ? onReset : undefined}
        aria-disabled={!edited}
      >
        {resetLabel}
      </button>
      <DownloadProject spec={spec} />
    </div>
  );
}
