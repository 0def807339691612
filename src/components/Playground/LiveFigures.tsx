import type { ReactNode } from 'react';
import { verdict, type FrameFigures } from './figures';
import type { PlaygroundSettings } from './settings';
import styles from './styles.module.css';

const ms = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const count = (value: number | undefined) => value?.toLocaleString('en') ?? '—';

/** The live figures below the graph, and the verdict on its frame times. */
export function LiveFigures({
  settings,
  counts,
  loadMs,
  firstFrame,
  frames,
  layoutRunning,
  rate,
}: {
  settings: PlaygroundSettings;
  /** What is drawn: the graph on screen, or what the edited code drew. */
  counts: { nodes: number; edges: number } | null;
  loadMs: number | undefined;
  firstFrame: number | null;
  frames: FrameFigures | null;
  layoutRunning: boolean;
  rate: number | null;
}): ReactNode {
  const summary = frames ? verdict(frames, settings, layoutRunning) : null;
  return (
    <section aria-label="Live figures" className={styles.figures} data-testid="playground-figures">
      {/* Each figure a name above its value, in columns as wide as the frame allows: a value keeps its line. */}
      <dl>
        <div>
          <dt>Nodes</dt>
          <dd data-figure="nodes">{count(counts?.nodes)}</dd>
        </div>
        <div>
          <dt>Edges</dt>
          <dd data-figure="edges">{count(counts?.edges)}</dd>
        </div>
        <div>
          <dt>{settings.source.kind === 'file' ? 'Parse time' : 'Generation time'}</dt>
          <dd data-figure="load">{ms(loadMs)}</dd>
        </div>
        <div>
          <dt>First frame</dt>
          <dd data-figure="first-frame">{ms(firstFrame)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Frame time while moving (median / p95)</dt>
          <dd data-figure="frame-time">{frames ? `${ms(frames.median)} / ${ms(frames.p95)}` : 'pan or zoom the graph'}</dd>
        </div>
        <div>
          <dt>Layout</dt>
          <dd data-figure="layout-rate">{layoutRunning ? (rate === null ? 'starting…' : `${rate} it/s`) : 'not running'}</dd>
        </div>
      </dl>
      <p data-figure="verdict">
        {summary ? (
          <>
            <strong>{summary.verdict[0]!.toUpperCase() + summary.verdict.slice(1)}</strong>
            {summary.help.length ? `: to help, ${summary.help.join('; ')}.` : ': moving the camera keeps up with the screen.'}
          </>
        ) : (
          'Verdict after a few frames of panning or zooming (drag the graph).'
        )}
      </p>
    </section>
  );
}
