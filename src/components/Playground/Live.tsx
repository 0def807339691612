import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { usePrismTheme } from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type Graph from 'graphology';
import { SigmaContainer } from '@react-sigma/core';
import { GraphTheme, readColorScheme, themeSettings } from '@site/src/examples/_shared/theme';
import '@react-sigma/core/lib/style.css';
import generatorsSource from '!!raw-loader!./generators.ts';
import looksSource from '!!raw-loader!./looks.ts';
import readGraphSource from '!!raw-loader!./readGraph.ts';
import type { ProjectSpec } from '@site/src/live/project/types';
import { CodeEditor } from '@site/src/components/GraphExample/CodeEditor';
import { EditorFrame } from '@site/src/components/GraphExample/EditorFrame';
import { CodeToolbar } from '@site/src/components/GraphExample/CodeToolbar';
import { compileExample } from '@site/src/live/compile';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import { LiveGraph } from '@site/src/live/LiveGraph';
import { sigmaInstancesIn } from '@site/src/live/sigmaRegistry';
import { DEFAULT_REDUCERS, generateCode, projectSpec } from './codegen';
import { frameFigures, verdict, type FrameFigures } from './figures';
import { colorNodes, nodeAttributes, sizeNodes } from './looks';
import { compileReducers, defaultReducers, type Reducers } from './reducers';
import { ReducerHost } from './reducerHost';
import { FrameProbe, LayoutRunner, ReducersRunner, type FrameSample } from './runners';
import { sigmaSettings } from './sigmaSettings';
import {
  DEFAULT_SOURCE,
  EDGE_TYPES,
  GENERATORS,
  LAYOUTS,
  MAX_EDGES,
  MAX_NODES,
  NODE_PROGRAMS,
  readSettings,
  WORKER_LAYOUTS,
  writeSettings,
  type GeneratorSource,
  type LayoutName,
  type PlaygroundSettings,
} from './settings';
import styles from './styles.module.css';

export const FRAME_HEIGHT = 560;

/** The playground's helpers, by the file names the generated code imports them as. */
const HELPERS = { 'generators.ts': generatorsSource, 'readGraph.ts': readGraphSource, 'looks.ts': looksSource };

/** What the edited code may import besides the examples' imports: the helpers, by their names in the code. */
const EXTRA_MODULES: Record<string, () => Promise<unknown>> = {
  './generators': () => import('./generators'),
  './readGraph': () => import('./readGraph'),
  './looks': () => import('./looks'),
  '@sigma/node-border': () => import('@sigma/node-border'),
  '@sigma/node-image': () => import('@sigma/node-image'),
  '@sigma/edge-curve': () => import('@sigma/edge-curve'),
  // A CommonJS package: its named exports (inferSettings) are properties of its default export,
  // which a namespace from import() does not spread, while the edited code reads them by name.
  'graphology-layout-forceatlas2': () =>
    import('graphology-layout-forceatlas2').then((module) => ({ ...module.default, ...module })),
};

const LAYOUT_LABELS: Record<LayoutName, string> = {
  none: 'None (positions as loaded)',
  random: 'Random (one shot)',
  circular: 'Circular (one shot)',
  circlepack: 'Circle pack (one shot)',
  force: 'Force (runs until stopped)',
  forceatlas2: 'ForceAtlas2 (web worker)',
  noverlap: 'Noverlap (web worker)',
};

interface Loaded {
  graph: Graph;
  /** Counts the frame's re-mounts: a new graph gets a new sigma. */
  id: number;
  /** When loading started, for the first-frame figure. */
  since: number;
  loadMs: number;
  file?: { name: string; url: string; text?: string; bytes: number };
}

type Message = { kind: 'info' | 'error'; title: string; lines: string[] };

/** The looks last written into each graph's attributes. */
const looksOf = new WeakMap<Graph, { sizeBy: string; colorBy: string }>();

/** Sizes and colours written into the graph's attributes, as the generated code does; `size` and `color` as "by" keep what the file gave. */
function applyLooks(graph: Graph, sizeBy: string, colorBy: string): void {
  const last = looksOf.get(graph);
  if (last?.sizeBy === sizeBy && last.colorBy === colorBy) return;
  if (sizeBy !== 'size') sizeNodes(graph, sizeBy);
  if (colorBy !== 'color') colorNodes(graph, colorBy);
  looksOf.set(graph, { sizeBy, colorBy });
}

/** The generated graph `settings` ask for, with its looks, when the generators are there. */
function generate(settings: PlaygroundSettings): Loaded | null {
  const { source } = settings;
  if (source.kind !== 'generator' || !generators) return null;
  const since = performance.now();
  const graph = generators.generateGraph(source.generator, source.nodes, source.edges, source.seed);
  const loadMs = performance.now() - since;
  applyLooks(graph, settings.sizeBy, settings.colorBy);
  return { graph, id: 1, since, loadMs };
}

/**
 * The generators, asked for as this module loads when the link opens a generated graph (as the
 * page does without one). This module loads while the page hydrates (src/pages/playground.tsx),
 * so they are there for the first render, which draws the graph at once, instead of rendering
 * the page, then loading them, then rendering it again with the graph.
 */
let generators: typeof import('./generators') | null = null;
/** Resolves once the first render has what it needs: the page waits for it. */
export const ready: Promise<void> =
  typeof window !== 'undefined' && readSettings(window.location.search).settings.source.kind === 'generator'
    ? import('./generators').then(
        (module) => {
          generators = module;
        },
        // Without them, the first render shows "Generating the graph…" and the loader reports the failure.
        () => undefined,
      )
    : Promise.resolve();

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

function Cost({ children }: { children: ReactNode }): ReactNode {
  return <span className={styles.cost}>{children}</span>;
}

export default function Playground(): ReactNode {
  const history = useHistory();
  const prismTheme = usePrismTheme();
  const [initial] = useState(() => readSettings(window.location.search));
  const [settings, setSettings] = useState<PlaygroundSettings>(initial.settings);
  const [draft, setDraft] = useState<GeneratorSource>(
    initial.settings.source.kind === 'generator' ? initial.settings.source : DEFAULT_SOURCE,
  );
  const [loaded, setLoaded] = useState<Loaded | null>(() => generate(initial.settings));
  const [busy, setBusy] = useState<string | null>(loaded ? null : 'Generating the graph…');
  // The first render's graph is the one the settings ask for: the loader below starts with the next change.
  const generatedAtStart = useRef(loaded !== null);
  const [message, setMessage] = useState<Message | null>(
    initial.notes.length ? { kind: 'info', title: 'About this link', lines: initial.notes } : null,
  );
  const [layoutRunning, setLayoutRunning] = useState(WORKER_LAYOUTS.includes(initial.settings.layout));
  const [layoutRun, setLayoutRun] = useState(initial.settings.layout === 'none' ? 0 : 1);
  const [rate, setRate] = useState<number | null>(null);
  const [firstFrame, setFirstFrame] = useState<number | null>(null);
  const [figures, setFigures] = useState<FrameFigures | null>(null);
  const samples = useRef<FrameSample[]>([]);
  const [reducerText, setReducerText] = useState(DEFAULT_REDUCERS);
  // The starting pair is there from the first frame: sigma is created with it (reducerSettings).
  const [reducers, setReducers] = useState<Reducers | null>(defaultReducers);
  const [reducerError, setReducerError] = useState<string | null>(null);
  const loadTicket = useRef(0);
  // The reducers drawing now, and the pair before them: what a pair that throws while drawing falls back to.
  const active = useRef<Reducers | null>(defaultReducers);
  const fallback = useRef<Reducers | null>(null);

  // Settings, not data, live in the URL (replaced, so Back leaves the page rather than undoing a control).
  useEffect(() => {
    const search = `?${writeSettings(settings)}`;
    if (search !== window.location.search) history.replace({ search });
  }, [settings, history]);

  const update = useCallback((change: Partial<PlaygroundSettings>) => setSettings((current) => ({ ...current, ...change })), []);

  const settingsNow = useRef(settings);
  useEffect(() => {
    settingsNow.current = settings;
  }, [settings]);

  const show = useCallback((graph: Graph, loadMs: number, since: number, file?: Loaded['file']) => {
    samples.current = [];
    setFigures(null);
    setFirstFrame(null);
    setLoaded((previous) => {
      if (previous?.file && previous.file.url !== file?.url) URL.revokeObjectURL(previous.file.url);
      return { graph, id: (previous?.id ?? 0) + 1, since, loadMs, file };
    });
  }, []);

  // A generated graph: from the settings, so a link restores it.
  const generatorKey =
    settings.source.kind === 'generator'
      ? writeSettings({ ...settings, layout: 'none' })
          .split('&')
          .slice(0, 4)
          .join('&')
      : null;
  useEffect(() => {
    if (generatedAtStart.current) {
      generatedAtStart.current = false;
      return;
    }
    if (settings.source.kind !== 'generator') return;
    const source = settings.source;
    const ticket = ++loadTicket.current;
    const since = performance.now();
    void import('./generators').then(({ generateGraph }) => {
      if (ticket !== loadTicket.current) return;
      const graph = generateGraph(source.generator, source.nodes, source.edges, source.seed);
      const loadMs = performance.now() - since;
      applyLooks(graph, settingsNow.current.sizeBy, settingsNow.current.colorBy);
      setBusy(null);
      show(graph, loadMs, since);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generatorKey is the source's identity
  }, [generatorKey, show]);

  const openFile = useCallback(
    async (file: File) => {
      const ticket = ++loadTicket.current;
      setBusy(`Reading ${file.name}…`);
      const since = performance.now();
      try {
        const { readGraph, FORMATS } = await import('./readGraph');
        const result = await readGraph(file, file.name);
        if (ticket !== loadTicket.current) return;
        const loadMs = performance.now() - since;
        const formatName = FORMATS.find((format) => format.id === result.format)!.name;
        const url = URL.createObjectURL(file);
        const text = file.size <= 1024 * 1024 ? await file.text() : undefined;
        setMessage({
          kind: 'info',
          title: `Read ${file.name} (${formatName}): ${plural(result.graph.order, 'node')}, ${plural(result.graph.size, 'edge')}.`,
          lines: result.notes,
        });
        // A file's own colours and sizes are kept unless the reader picks another source for them.
        const hasColors = result.graph.someNode((_node, attributes) => typeof attributes.color === 'string');
        const hasSizes = result.graph.someNode((_node, attributes) => typeof attributes.size === 'number');
        const sizeBy = hasSizes ? 'size' : 'degree';
        const colorBy = hasColors ? 'color' : 'degree';
        applyLooks(result.graph, sizeBy, colorBy);
        setSettings((current) => ({
          ...current,
          source: { kind: 'file', name: file.name },
          sizeBy,
          colorBy,
          nodeProgram:
            current.nodeProgram === 'image' && !result.graph.someNode((_n, a) => typeof a.image === 'string')
              ? 'circle'
              : current.nodeProgram,
        }));
        setBusy(null);
        show(result.graph, loadMs, since, { name: file.name, url, text, bytes: file.size });
      } catch (error) {
        if (ticket !== loadTicket.current) return;
        setBusy(null);
        const known = (error as Error).name === 'GraphFileError';
        setMessage({
          kind: 'error',
          title: `${file.name} was not loaded.`,
          lines: [
            known ? (error as Error).message : `Unexpected error: ${(error as Error).message}`,
            'The graph on screen is unchanged.',
          ],
        });
      }
    },
    [show],
  );

  // Looks: written into the graph's attributes, as the generated code does. `size` and `color`
  // as "by" keep what the file gave.
  // A new graph gets them before sigma draws it (applyLooks in the loaders): changed after, they
  // would make sigma index and draw it again.
  const graph = loaded?.graph ?? null;
  useEffect(() => {
    if (graph) applyLooks(graph, settings.sizeBy, settings.colorBy);
  }, [graph, settings.sizeBy, settings.colorBy]);
  const attributes = useMemo(() => (graph ? nodeAttributes(graph) : []), [graph]);
  const hasImages = useMemo(() => !!graph?.someNode((_node, attrs) => typeof attrs.image === 'string'), [graph]);

  // Reducers: compiled 400 ms after the last keystroke; an error keeps the last working pair drawing.
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      (reducerText === DEFAULT_REDUCERS ? Promise.resolve(defaultReducers) : compileReducers(reducerText, graph)).then(
        (next) => {
          if (!current) return;
          fallback.current = active.current;
          active.current = next;
          setReducers(() => next);
          setReducerError(null);
        },
        (error: Error) => current && setReducerError(error.message),
      );
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [reducerText, graph]);
  const onReducerRuntimeError = useCallback((error: Error) => {
    setReducerError(`Error while drawing: ${error.message}`);
    const back = fallback.current;
    fallback.current = null;
    active.current = back;
    setReducers(() => back);
  }, []);
  const [reducerHost] = useState(() => new ReducerHost(defaultReducers));

  // Figures, twice a second.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = performance.now();
      samples.current = samples.current.filter((sample) => now - sample.at <= 5000);
      setFigures(frameFigures(samples.current, now));
    }, 500);
    return () => window.clearInterval(timer);
  }, []);

  const workerLayout = WORKER_LAYOUTS.includes(settings.layout);
  const chooseLayout = (layout: LayoutName) => {
    update({ layout });
    setLayoutRunning(WORKER_LAYOUTS.includes(layout));
    setLayoutRun((run) => run + 1);
  };
  const onStopped = useCallback(() => setLayoutRunning(false), []);

  // The code panel.
  const generated = generateCode(settings, { reducers: reducerText, dataUrl: loaded?.file?.url, height: FRAME_HEIGHT });
  const [code, setCode] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const edited = code !== null && code !== generated;
  const [compiled, setEditedGraph] = useState<{ component: ComponentType } | { error: string } | null>(null);
  const EditedGraph = edited ? compiled : null;
  useEffect(() => {
    if (!edited) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      compileExample(code, EXTRA_MODULES).then(
        (component) => current && setEditedGraph({ component }),
        (error: Error) => current && setEditedGraph({ error: error.message }),
      );
    }, 400);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [code, edited]);
  const backToControls = () => {
    setCode(null);
    setEditedGraph(null);
    setEditedCounts(null);
    setEditorKey((key) => key + 1);
  };
  // Built once per change of its own inputs: the figures re-render the page twice a second, and a
  // re-render of the editor while the reader types into it could mix the old text with the new.
  const shownCode = edited ? code : generated;
  const appEditor = useMemo(
    () => (
      <EditorFrame>
        <CodeEditor
          key={editorKey}
          label="Code of App.tsx (editable)"
          code={shownCode}
          language="tsx"
          theme={prismTheme}
          onChange={setCode}
        />
      </EditorFrame>
    ),
    [editorKey, shownCode, prismTheme],
  );
  const spec = useCallback(
    (): Promise<ProjectSpec> =>
      projectSpec({
        settings,
        reducers: reducerText,
        helpers: HELPERS,
        app: edited ? code : undefined,
        file:
          loaded?.file?.text !== undefined
            ? { name: loaded.file.name, text: loaded.file.text, bytes: loaded.file.bytes }
            : loaded?.file
              ? { name: loaded.file.name, text: '', bytes: loaded.file.bytes }
              : undefined,
      }),
    [settings, reducerText, loaded, edited, code],
  );

  // What the edited code drew, read from its sigma instance.
  const frameRef = useRef<HTMLDivElement>(null);
  const [editedCounts, setEditedCounts] = useState<{ nodes: number; edges: number } | null>(null);
  useEffect(() => {
    // Polled rather than told: the edited code builds its sigma instance itself.
    const timer = window.setInterval(() => {
      const instance = frameRef.current ? sigmaInstancesIn(frameRef.current)[0] : undefined;
      const counts = instance ? { nodes: instance.getGraph().order, edges: instance.getGraph().size } : null;
      setEditedCounts((previous) => (previous?.nodes === counts?.nodes && previous?.edges === counts?.edges ? previous : counts));
    }, 300);
    return () => window.clearInterval(timer);
  }, []);

  // The reducers' and the code's panels, with their editors, come in a second render, after the
  // first has put the graph's frame and the controls on screen and sigma has drawn: about 60 ms
  // sooner for the graph on this machine.
  const panels = useDeferredValue(true, false);

  const shownCounts = EditedGraph && 'component' in EditedGraph ? editedCounts : null;
  const summary = figures ? verdict(figures, settings, workerLayout && layoutRunning) : null;
  // Everything sigma's first frame needs, so that it draws once: the set-up, the page's colour
  // scheme (GraphTheme follows later changes), the reducers.
  const sigmaOptions = useMemo(
    () => ({ ...themeSettings(readColorScheme()), ...sigmaSettings(settings), ...(graph ? reducerHost.settings(graph) : {}) }),
    [settings, graph, reducerHost],
  );

  let frameContent: ReactNode;
  if (edited && EditedGraph && 'error' in EditedGraph) {
    frameContent = (
      <ErrorMessage
        title="The edited code does not run"
        message={EditedGraph.error}
        hint="Fix the code, or press Back to the controls."
      />
    );
  } else if (edited && EditedGraph && 'component' in EditedGraph) {
    const Edited = EditedGraph.component;
    frameContent = (
      <LiveGraph
        key={`edited-${code.length}-${editorKey}`}
        errorHint="Fix the code, or press Back to the controls."
        noWebGLHint="Enable WebGL to see the graph."
      >
        <Edited />
      </LiveGraph>
    );
  } else if (edited) {
    frameContent = <FrameMessage>Compiling your code…</FrameMessage>;
  } else if (!loaded) {
    frameContent = <FrameMessage>{busy ?? 'Loading the graph…'}</FrameMessage>;
  } else {
    frameContent = (
      <LiveGraph
        key={loaded.id}
        errorHint="Change a setting or load another graph."
        noWebGLHint="Enable WebGL (or hardware acceleration) to draw graphs."
      >
        <SigmaContainer graph={loaded.graph} settings={sigmaOptions} style={{ height: FRAME_HEIGHT }}>
          <LayoutRunner
            key={`${settings.layout}-${layoutRun}`}
            layout={settings.layout}
            run={layoutRun}
            running={workerLayout && layoutRunning}
            onRate={setRate}
            onStopped={onStopped}
          />
          <ReducersRunner reducers={reducers} host={reducerHost} onError={onReducerRuntimeError} />
          <FrameProbe since={loaded.since} onFirstFrame={setFirstFrame} samples={samples} />
          {/* Labels, edges and hover boxes in the page's colour mode, as on the example pages. */}
          <GraphTheme />
        </SigmaContainer>
      </LiveGraph>
    );
  }

  const onDrop = (event: React.DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) void openFile(file);
  };

  const fmt = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? '—' : `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

  return (
    <div className={styles.playground}>
      <div className={styles.top}>
        <div
          className={styles.frameColumn}
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          data-testid="playground-dropzone"
        >
          <GraphFrame
            frameRef={frameRef}
            height={FRAME_HEIGHT}
            state={edited && EditedGraph && 'error' in EditedGraph ? 'error' : loaded ? 'ready' : 'loading'}
            data-testid="playground-frame"
          >
            {frameContent}
          </GraphFrame>
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
          <section aria-label="Live figures" className={styles.figures} data-testid="playground-figures">
            <dl>
              <dt>Nodes</dt>
              <dd data-figure="nodes">
                {edited ? (shownCounts?.nodes.toLocaleString('en') ?? '—') : (graph?.order.toLocaleString('en') ?? '—')}
              </dd>
              <dt>Edges</dt>
              <dd data-figure="edges">
                {edited ? (shownCounts?.edges.toLocaleString('en') ?? '—') : (graph?.size.toLocaleString('en') ?? '—')}
              </dd>
              <dt>{settings.source.kind === 'file' ? 'Parse time' : 'Generation time'}</dt>
              <dd data-figure="load">{fmt(loaded?.loadMs)}</dd>
              <dt>First frame</dt>
              <dd data-figure="first-frame">{fmt(firstFrame)}</dd>
              <dt>Frame time while moving (median / p95)</dt>
              <dd data-figure="frame-time">
                {figures ? `${fmt(figures.median)} / ${fmt(figures.p95)}` : 'pan or zoom the graph'}
              </dd>
              <dt>Layout</dt>
              <dd data-figure="layout-rate">
                {workerLayout && layoutRunning ? (rate === null ? 'starting…' : `${rate} it/s`) : 'not running'}
              </dd>
            </dl>
            <p data-figure="verdict">
              {summary ? (
                <>
                  <strong>{summary.verdict[0]!.toUpperCase() + summary.verdict.slice(1)}</strong>
                  {summary.help.length
                    ? `: to help, ${summary.help.join('; ')}.`
                    : ': moving the camera keeps up with the screen.'}
                </>
              ) : (
                'Verdict after a few frames of panning or zooming (drag the graph).'
              )}
            </p>
          </section>
        </div>

        <form className={styles.controls} aria-label="Playground settings" onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>Data</legend>
            <p className={styles.privacy}>Your file is read by this page, in your browser: it is never uploaded anywhere.</p>
            <label className={styles.file}>
              Open a file (GEXF, GraphML, graphology JSON, CSV edge list), or drop it on the graph
              <input
                type="file"
                accept=".gexf,.graphml,.xml,.json,.csv,.tsv,.txt"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void openFile(file);
                  event.target.value = '';
                }}
              />
            </label>
            <div className={styles.generator}>
              <label>
                Generator
                <select
                  value={draft.generator}
                  onChange={(event) => setDraft({ ...draft, generator: event.target.value as GeneratorSource['generator'] })}
                >
                  {GENERATORS.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Nodes
                <input
                  type="number"
                  min={2}
                  max={MAX_NODES}
                  value={draft.nodes}
                  onChange={(event) => setDraft({ ...draft, nodes: Number(event.target.value) })}
                />
              </label>
              <label>
                Edges (up to {MAX_EDGES.toLocaleString('en')})
                <input
                  type="number"
                  min={1}
                  max={MAX_EDGES}
                  value={draft.edges}
                  onChange={(event) => setDraft({ ...draft, edges: Number(event.target.value) })}
                />
              </label>
              <label>
                Seed
                <input
                  type="number"
                  min={0}
                  value={draft.seed}
                  onChange={(event) => setDraft({ ...draft, seed: Number(event.target.value) })}
                />
              </label>
              <button
                type="button"
                className="button button--sm button--primary"
                onClick={() => {
                  const clamp = (value: number, min: number, max: number) =>
                    Math.min(max, Math.max(min, Math.round(value) || min));
                  const source: GeneratorSource = {
                    ...draft,
                    nodes: clamp(draft.nodes, 2, MAX_NODES),
                    edges: clamp(draft.edges, 1, MAX_EDGES),
                    seed: clamp(draft.seed, 0, 2 ** 31 - 1),
                  };
                  setDraft(source);
                  setMessage(null);
                  setBusy(`Generating ${plural(source.edges, 'edge')}…`);
                  update({
                    source,
                    sizeBy: settings.sizeBy === 'size' ? 'degree' : settings.sizeBy,
                    colorBy: settings.colorBy === 'color' ? 'cluster' : settings.colorBy,
                  });
                }}
              >
                Generate
              </button>
            </div>
            <Cost>Generating or parsing runs once, on the main thread: its time is the first figure below the graph.</Cost>
          </fieldset>

          <fieldset>
            <legend>Layout</legend>
            <label>
              Layout
              <select value={settings.layout} onChange={(event) => chooseLayout(event.target.value as LayoutName)}>
                {(['none', ...LAYOUTS] as const).map((name) => (
                  <option key={name} value={name}>
                    {LAYOUT_LABELS[name]}
                  </option>
                ))}
              </select>
            </label>
            {workerLayout ? (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setLayoutRunning((running) => !running)}
              >
                {layoutRunning ? 'Stop the layout' : 'Start the layout'}
              </button>
            ) : settings.layout !== 'none' ? (
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={() => setLayoutRun((run) => run + 1)}
              >
                Apply again
              </button>
            ) : null}
            <Cost>
              One-shot layouts cost one pass over the nodes. Running layouts move every node each iteration, which sigma then
              redraws: stop them before judging the frame time.
            </Cost>
          </fieldset>

          <fieldset>
            <legend>Looks</legend>
            <label>
              Node size from
              <select value={settings.sizeBy} onChange={(event) => update({ sizeBy: event.target.value })}>
                <option value="degree">degree</option>
                <option value="none">nothing (all the same)</option>
                {attributes
                  .filter((attribute) => attribute.numeric)
                  .map((attribute) => (
                    <option key={attribute.name} value={attribute.name}>
                      attribute: {attribute.name}
                    </option>
                  ))}
                {graph?.someNode((_node, attrs) => typeof attrs.size === 'number') && settings.source.kind === 'file' && (
                  <option value="size">the file&apos;s sizes</option>
                )}
              </select>
            </label>
            <label>
              Node colour from
              <select value={settings.colorBy} onChange={(event) => update({ colorBy: event.target.value })}>
                <option value="degree">degree</option>
                <option value="none">nothing (one colour)</option>
                {attributes.map((attribute) => (
                  <option key={attribute.name} value={attribute.name}>
                    attribute: {attribute.name}
                  </option>
                ))}
                {settings.source.kind === 'file' && <option value="color">the file&apos;s colours</option>}
              </select>
            </label>
            <Cost>Sizes and colours are computed once per change and stored on the nodes; drawing them costs nothing more.</Cost>
            <label>
              Label threshold: {settings.labelThreshold} px
              <input
                type="range"
                min={0}
                max={30}
                value={settings.labelThreshold}
                onChange={(event) => update({ labelThreshold: Number(event.target.value) })}
              />
            </label>
            <Cost>
              labelRenderedSizeThreshold: nodes drawn smaller than this get no label. Labels are drawn on a 2D canvas, the slowest
              part of a frame: raise it for big graphs.
            </Cost>
            <label>
              Edges
              <select
                value={settings.edgeType}
                onChange={(event) => update({ edgeType: event.target.value as PlaygroundSettings['edgeType'] })}
              >
                {EDGE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <Cost>
              Lines are cheapest; arrows add a head per edge; curves (@sigma/edge-curve) draw many more vertices per edge.
            </Cost>
            <label>
              Nodes
              <select
                value={settings.nodeProgram}
                onChange={(event) => update({ nodeProgram: event.target.value as PlaygroundSettings['nodeProgram'] })}
              >
                {NODE_PROGRAMS.filter((program) => program !== 'image' || hasImages || settings.nodeProgram === 'image').map(
                  (program) => (
                    <option key={program} value={program}>
                      {program}
                    </option>
                  ),
                )}
              </select>
            </label>
            <Cost>
              Circles are cheapest; borders (@sigma/node-border) add a ring; images (@sigma/node-image, only when the data has an
              image attribute) load every picture into a texture.
            </Cost>
          </fieldset>

          <fieldset>
            <legend>Big graphs</legend>
            {(
              [
                [
                  'hideEdgesOnMove',
                  'Skips edges while the camera moves: the biggest saving on dense graphs, at the cost of a bare picture while panning.',
                ],
                ['hideLabelsOnMove', 'Skips labels while the camera moves: saves the 2D-canvas work of each frame.'],
                [
                  'zIndex',
                  'Sorts nodes and edges by their zIndex attribute before drawing: a sort of the whole graph on every change.',
                ],
                [
                  'renderEdgeLabels',
                  'Draws edge labels (of edges that have one) on the 2D canvas: costly with many labelled edges.',
                ],
              ] as const
            ).map(([key, cost]) => (
              <div key={key}>
                <label className={styles.check}>
                  <input type="checkbox" checked={settings[key]} onChange={(event) => update({ [key]: event.target.checked })} />
                  <code>{key}</code>
                </label>
                <Cost>{cost}</Cost>
              </div>
            ))}
          </fieldset>
        </form>
      </div>

      {/* Below the graph: rendered once the graph is on its way, not in the same first render (see `panels`). */}
      {panels && (
        <>
          <section className={styles.reducers} aria-labelledby="reducers-title">
            <Heading as="h2" id="reducers-title">
              Reducers
            </Heading>
            <p>
              <code>nodeReducer</code> and <code>edgeReducer</code> change what sigma draws without touching the graph. Edit them:
              they run on the graph above as you type (hover a node to see the starting pair at work), and the code below includes
              them.
            </p>
            <EditorFrame>
              <CodeEditor
                label="Reducers (editable)"
                code={reducerText}
                language="tsx"
                theme={prismTheme}
                onChange={setReducerText}
              />
            </EditorFrame>
            <p
              className={clsx(styles.reducerStatus, reducerError && styles.messageError)}
              role={reducerError ? 'alert' : 'status'}
              data-testid="reducer-status"
            >
              {reducerError
                ? `${reducerError} The graph keeps the last working reducers.`
                : reducers
                  ? 'The reducers above are applied.'
                  : 'Compiling the reducers…'}
            </p>
          </section>

          <section className={styles.code} aria-labelledby="code-title">
            <Heading as="h2" id="code-title">
              The code
            </Heading>
            <p>
              The component below draws exactly what the graph above shows. It follows the controls; edit it and the frame runs
              your version.
            </p>
            <CodeToolbar
              status={
                edited ? 'Edited: the frame runs your code. The controls no longer change it.' : 'In sync with the controls.'
              }
              code={edited ? code : generated}
              edited={edited}
              resetLabel="Back to the controls"
              onReset={backToControls}
              spec={spec}
            />
            <Tabs lazy>
              {[
                <TabItem key="App.tsx" value="App.tsx" label="App.tsx" default>
                  {appEditor}
                </TabItem>,
                ...(settings.source.kind === 'file' ? ['readGraph.ts', 'looks.ts'] : ['generators.ts', 'looks.ts']).map(
                  (name) => (
                    <TabItem key={name} value={name} label={name}>
                      <CodeBlock language="ts" title={name}>
                        {HELPERS[name as keyof typeof HELPERS]}
                      </CodeBlock>
                    </TabItem>
                  ),
                ),
              ]}
            </Tabs>
          </section>
        </>
      )}
    </div>
  );
}
