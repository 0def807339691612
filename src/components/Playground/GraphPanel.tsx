import { useMemo, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { SigmaContainer } from '@react-sigma/core';
import { GraphTheme, readColorScheme, themeSettings } from '@site/src/examples/_shared/theme';
import '@react-sigma/core/lib/style.css';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import { GraphDescription } from '@site/src/live/GraphDescription';
import { LiveGraph } from '@site/src/live/LiveGraph';
import { sigmaInstancesIn } from '@site/src/live/sigmaRegistry';
import type { ReducerHost } from './reducerHost';
import type { Reducers } from './reducers';
import { FrameProbe, LayoutRunner, ReducersRunner, type FrameSample } from './runners';
import type { PlaygroundSettings } from './settings';
import { sigmaSettings } from './sigmaSettings';
import { FRAME_HEIGHT, type Compiled } from './useCodePanel';
import type { Loaded, Message } from './useGraphData';
import type { useLayoutRun } from './usePlaygroundSettings';
import frameStyles from './frame.module.css';
import styles from './styles.module.css';

const EDITED_HINT = 'Fix the code, or press Back to the controls.';

/**
 * Back to the whole graph after a pan or a zoom: sigma's animated camera reset, as react-sigma's
 * `useCamera().reset` makes it, on the graph in the frame, the playground's or the edited code's.
 */
function fitView(frame: HTMLElement | null): void {
  const duration = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300;
  for (const sigma of frame ? sigmaInstancesIn(frame) : []) void sigma.getCamera().animatedReset({ duration });
}

/** The playground's own graph: sigma with the set-up, the layout, the reducers and the frame probe. */
export function PlaygroundSigma({
  loaded,
  settings,
  layout,
  reducers,
  host,
  onReducerError,
  samples,
  onFirstFrame,
  onRate,
}: {
  loaded: Loaded;
  settings: PlaygroundSettings;
  layout: ReturnType<typeof useLayoutRun>;
  reducers: Reducers | null;
  host: ReducerHost;
  onReducerError: (error: Error) => void;
  samples: { current: FrameSample[] };
  onFirstFrame: (ms: number) => void;
  onRate: (rate: number | null) => void;
}): ReactNode {
  const { graph } = loaded;
  // Everything sigma's first frame needs, so that it draws once: the set-up, the page's colour
  // scheme (GraphTheme follows later changes), the reducers. New options make a new sigma
  // (SigmaContainer compares them, and the reducers are new functions): only a change of what
  // sigma draws with does, not of the layout. The key holds the classes' type names.
  const drawing = sigmaSettings(settings);
  const drawingKey = JSON.stringify(drawing);
  const options = useMemo(
    () => ({ ...themeSettings(readColorScheme()), ...drawing, ...host.settings(graph) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawingKey is the drawing settings' identity
    [drawingKey, graph, host],
  );
  return (
    <LiveGraph
      key={loaded.id}
      errorHint="Change a setting or load another graph."
      noWebGLHint="Enable WebGL (or hardware acceleration) to draw graphs."
    >
      <SigmaContainer graph={graph} settings={options} style={{ height: FRAME_HEIGHT }}>
        <LayoutRunner
          key={`${settings.layout}-${layout.run}`}
          layout={settings.layout}
          run={layout.run}
          running={layout.running}
          onRate={onRate}
          onStopped={layout.onStopped}
        />
        <ReducersRunner reducers={reducers} host={host} onError={onReducerError} />
        <FrameProbe since={loaded.since} onFirstFrame={onFirstFrame} samples={samples} layoutRunning={layout.running} />
        {/* Labels, edges and hover boxes in the page's colour mode, as on the example pages. */}
        <GraphTheme />
      </SigmaContainer>
    </LiveGraph>
  );
}

/**
 * The frame column: the graph (the playground's, or the edited code's), where a file can be
 * dropped, with the loading line, the last message and the figures below it.
 */
export function GraphPanel({
  frameRef,
  edited,
  editedKey,
  loaded,
  busy,
  message,
  openFile,
  graph,
  about,
  children,
}: {
  frameRef: RefObject<HTMLDivElement | null>;
  /** What the graph shows, for its text twin (src/live/GraphDescription.tsx). */
  about: string;
  /** The edited code, once it is: compiling (null), compiled, or refused. */
  edited: { compiled: Compiled | null } | null;
  editedKey: string;
  loaded: Loaded | null;
  busy: string | null;
  message: Message | null;
  openFile: (file: File) => void;
  /** The playground's own graph, drawn while the code is in sync with the controls. */
  graph: ReactNode;
  children: ReactNode;
}): ReactNode {
  const compiled = edited?.compiled;
  let content: ReactNode;
  if (compiled && 'error' in compiled) {
    content = <ErrorMessage title="The edited code does not run" message={compiled.error} hint={EDITED_HINT} />;
  } else if (compiled) {
    const Edited = compiled.component;
    content = (
      <LiveGraph key={editedKey} errorHint={EDITED_HINT} noWebGLHint="Enable WebGL to see the graph.">
        <Edited />
      </LiveGraph>
    );
  } else if (edited) {
    content = <FrameMessage>Compiling your code…</FrameMessage>;
  } else if (!loaded) {
    content = <FrameMessage>{busy ?? 'Loading the graph…'}</FrameMessage>;
  } else {
    content = graph;
  }
  return (
    <div
      className={styles.frameColumn}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file) openFile(file);
      }}
      data-testid="playground-dropzone"
    >
      <GraphFrame
        frameRef={frameRef}
        height={FRAME_HEIGHT}
        className={frameStyles.frame}
        state={compiled && 'error' in compiled ? 'error' : loaded ? 'ready' : 'loading'}
        data-testid="playground-frame"
      >
        {content}
      </GraphFrame>
      <GraphDescription about={about} inspect />
      <div className={styles.view}>
        <button type="button" className="button button--sm button--secondary" onClick={() => fitView(frameRef.current)}>
          Fit view
        </button>
        <p>
          Drag the graph to pan it (two fingers on a touch screen); <strong>Fit view</strong> brings all of it back in view.
        </p>
      </div>
      {busy && loaded && <p className={styles.busy}>{busy}</p>}
      {message && (
        <div
          className={clsx(styles.message, message.kind === 'error' && styles.messageError)}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="playground-message"
        >
          <strong>{message.title}</strong>
          {message.lines.length > 0 && (
            <ul>
              {message.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
