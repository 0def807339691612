import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DownloadProject, type DownloadProjectProps } from '@site/src/live/project/DownloadProject';
import { OpenOnline } from '@site/src/live/project/OpenOnline';
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
  /** The project "Download project" makes (src/live/project), also the one "Open online" sends. */
  spec: DownloadProjectProps['spec'];
  /** What the code is, for the title of a problem report: "Load a graph (load-graph/Dataset.tsx)". */
  about: string;
  /** The graph frame the code draws in, read when the reader reports a problem; by default the example's, around the bar. */
  frame?: () => Element | null | undefined;
}

/**
 * The bar above editable code, on example pages and the playground: status, Copy, reset, Download
 * project, Report a problem and Open online.
 */
export function CodeToolbar({ status, code, edited, resetLabel, onReset, spec, about, frame }: CodeToolbarProps): ReactNode {
  const [copied, setCopied] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const { organizationName, projectName } = useDocusaurusContext().siteConfig;
  const repository = `https://github.com/${organizationName}/${projectName}`;
  // The address is made when the link is pressed, from the code and the frame as they are
  // then (src/live/reportProblem.ts, loaded at that moment). Without it, the link opens a blank issue.
  const report = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const fallback = event.currentTarget.href;
    const shown = frame ? frame() : bar.current?.closest('[data-example]')?.querySelector('[data-state]');
    import('@site/src/live/reportProblem').then(
      ({ openReport }) => openReport({ repository, about, code, edited, frame: shown }),
      () => window.open(fallback, '_blank', 'noopener'),
    );
  };
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };
  return (
    <div ref={bar} className={styles.toolbar} inert={!onReset}>
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
      <Link className={styles.report} href={`${repository}/issues/new`} target="_blank" rel="noopener" onClick={report}>
        Report a problem
      </Link>
      {/* Last: the bar is aligned right, so its menu, aligned on its right edge, opens inside the bar however it wraps. */}
      <OpenOnline spec={spec} />
    </div>
  );
}
