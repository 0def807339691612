import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { usePrismTheme } from '@docusaurus/theme-common';
import siteConfig from '@generated/docusaurus.config';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import { DataUrl } from '@site/src/examples/_shared/data';
import { compileExample } from '@site/src/live/compile';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import { GraphDescription } from '@site/src/live/GraphDescription';
import { hasWebGL, LiveGraph } from '@site/src/live/LiveGraph';
import type { CodeEditor } from './CodeEditor';
import { EditorFrame } from './EditorFrame';
import { ExampleToolbar } from './ExampleToolbar';
import { createGraphRoot, GraphHost } from './GraphHost';
import { existingGraphRoot, graphRoot } from './graphRoots';
import { ExampleLayout } from './ExampleLayout';

export interface LiveExampleProps {
  example: ExampleDefinition;
  /** Names the example for screen readers (see ./ExampleLayout.tsx). */
  title: string;
  /** The code editor, loaded beside this module (see `loadLiveParts`); the sucrase compiler behind live edits loads on the first edit. */
  Editor: typeof CodeEditor;
}

/**
 * One component per example, so revisiting a page does not reload its module: the module's own
 * when it was loaded before the graph first rendered (`startGraph`), a lazy one otherwise.
 */
const originals = new Map<string, ComponentType>();
function originalComponent(example: ExampleDefinition): ComponentType {
  let component = originals.get(example.main.name);
  if (!component) {
    component = lazy(example.load);
    originals.set(example.main.name, component);
  }
  return component;
}

const ORIGINAL_HINT = 'Reload the page to try again.';

/** Where the site serves the datasets examples fetch (plugins/datasets writes them into static/data/). */
const DATA_URL = `${siteConfig.baseUrl}data/`;

/** The graph as an example's root draws it: the same elements before and after the live example adopts it. */
function graphContent({
  Graph,
  version,
  onError,
  errorHint,
  dragNodes,
}: {
  Graph: ComponentType;
  version: number;
  onError: (error: Error) => void;
  errorHint: string;
  dragNodes?: boolean;
}): ReactNode {
  return (
    <LiveGraph
      key={version}
      dragNodes={dragNodes}
      onError={onError}
      errorHint={errorHint}
      noWebGLHint="The code below still shows how the example works; enable WebGL (or hardware acceleration) to see it run."
    >
      <Suspense fallback={<FrameMessage>Loading the graph…</FrameMessage>}>
        <DataUrl.Provider value={DATA_URL}>
          <Graph />
        </DataUrl.Provider>
      </Suspense>
    </LiveGraph>
  );
}

/**
 * Starts an example's original graph in its own root, in the server HTML's frame (`slot`),
 * before the page hydrates (./liveParts.ts); the live example adopts it when it mounts.
 */
export function startGraph(example: ExampleDefinition, Graph: ComponentType, slot: Element): void {
  if (!originals.has(example.main.name)) originals.set(example.main.name, Graph);
  const host = graphRoot(example.main.name, createGraphRoot);
  slot.appendChild(host.element);
  // The module is there, so nothing suspends. Rendered at once (flushSync), not queued behind
  // the page's hydration as a transition or a default update would be: sigma is created and
  // draws in this task, and hydration goes on after it.
  flushSync(() =>
    host.root.render(
      graphContent({
        Graph: originalComponent(example),
        version: 0,
        onError: (error) => {
          host.error = error;
        },
        errorHint: ORIGINAL_HINT,
        dragNodes: example.dragNodes,
      }),
    ),
  );
}

type Run = { kind: 'original' } | { kind: 'edited'; component: ComponentType } | { kind: 'error'; message: string };

const EDIT_DELAY_MS = 400;

export default function LiveExample({ example, title, Editor }: LiveExampleProps): ReactNode {
  const original = example.main.source;
  const [code, setCode] = useState(original);
  const [run, setRun] = useState<Run>({ kind: 'original' });
  // The example's own module, as a component that stays the same for the life of this example.
  const [OriginalGraph] = useState(() => originalComponent(example));
  // A new key re-mounts the graph, so each run starts from a clean sigma instance.
  const [version, setVersion] = useState(0);
  // The graph may have started before this component (./liveParts.ts), and stopped with an error.
  const [failed, setFailed] = useState(() => existingGraphRoot(example.main.name)?.error !== undefined);
  // Reset mounts a fresh editor: the old one would put its caret back into the code when
  // the code changes under it, and the browser would move the keyboard focus there with it.
  const [editorKey, setEditorKey] = useState(0);
  const [webgl] = useState(hasWebGL);
  const prismTheme = usePrismTheme();
  const pending = useRef(0);

  const apply = useCallback((next: Run) => {
    setFailed(false);
    setRun(next);
    setVersion((value) => value + 1);
  }, []);

  useEffect(() => {
    if (code === original) return undefined;
    const ticket = ++pending.current;
    const timer = window.setTimeout(() => {
      compileExample(code).then(
        (component) => ticket === pending.current && apply({ kind: 'edited', component }),
        (error: Error) => ticket === pending.current && apply({ kind: 'error', message: error.message }),
      );
    }, EDIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [code, original, apply]);

  const reset = () => {
    pending.current++;
    setCode(original);
    setEditorKey((value) => value + 1);
    apply({ kind: 'original' });
  };

  const edited = code !== original;
  const hint = edited ? 'Fix the code, or press Reset to restore the example.' : ORIGINAL_HINT;
  const Graph = run.kind === 'edited' ? run.component : OriginalGraph;

  const content =
    webgl && run.kind === 'error' ? (
      <ErrorMessage title="The edited code does not run" message={run.message} hint={hint} />
    ) : (
      <GraphHost name={example.main.name}>
        {graphContent({ Graph, version, onError: () => setFailed(true), errorHint: hint, dragNodes: example.dragNodes })}
      </GraphHost>
    );

  const state = !webgl || run.kind === 'error' || failed ? 'error' : 'ready';
  return (
    <ExampleLayout
      example={example}
      title={title}
      frame={
        <>
          <GraphFrame height={example.height} narrowHeight={example.narrowHeight} state={state}>
            {content}
          </GraphFrame>
          <GraphDescription about={`Live example: ${title}`} inspect />
        </>
      }
      toolbar={<ExampleToolbar example={example} title={title} code={code} onReset={reset} />}
      mainFile={
        <EditorFrame>
          <Editor
            key={editorKey}
            label={`Code of ${example.main.name} (editable)`}
            code={code}
            language="tsx"
            theme={prismTheme}
            onChange={setCode}
          />
        </EditorFrame>
      }
    />
  );
}
