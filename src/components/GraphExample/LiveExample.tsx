import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import type { ExampleDefinition } from '@site/src/examples/defineExample';
import { compileExample } from './compile';
import { EditorFrame } from './EditorFrame';
import { ExampleFrame, ExampleLayout } from './index';
import type { CodeEditor } from './CodeEditor';
import { ErrorMessage } from './ErrorMessage';
import { ExampleErrorBoundary, hasWebGL, SigmaScope, WEBGL_MESSAGE } from './GraphRuntime';
import styles from './styles.module.css';

export interface LiveExampleProps {
  example: ExampleDefinition;
  /** The code editor, loaded beside this module (see `loadLiveParts`); the sucrase compiler behind live edits loads on the first edit. */
  Editor: typeof CodeEditor;
}

/** One lazy component per example, so revisiting a page does not reload its module. */
const originals = new Map<string, ComponentType>();
function originalComponent(example: ExampleDefinition): ComponentType {
  let component = originals.get(example.main.name);
  if (!component) {
    component = lazy(example.load);
    originals.set(example.main.name, component);
  }
  return component;
}

type Run = { kind: 'original' } | { kind: 'edited'; component: ComponentType } | { kind: 'error'; message: string };

const EDIT_DELAY_MS = 400;

export default function LiveExample({ example, Editor }: LiveExampleProps): ReactNode {
  const original = example.main.source;
  const [code, setCode] = useState(original);
  const [run, setRun] = useState<Run>({ kind: 'original' });
  // A new key re-mounts the graph, so each run starts from a clean sigma instance.
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
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

  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };

  const edited = code !== original;
  const hint = edited ? 'Fix the code, or press Reset to restore the example.' : 'Reload the page to try again.';
  const Graph = run.kind === 'edited' ? run.component : originalComponent(example);

  let content: ReactNode;
  if (!webgl) {
    content = (
      <ErrorMessage
        {...WEBGL_MESSAGE}
        hint="The code below still shows how the example works; enable WebGL (or hardware acceleration) to see it run."
      />
    );
  } else if (run.kind === 'error') {
    content = <ErrorMessage title="The edited code does not run" message={run.message} hint={hint} />;
  } else {
    content = (
      <ExampleErrorBoundary key={version} onError={() => setFailed(true)} hint={hint}>
        <Suspense fallback={<p className={styles.message}>Loading the graph…</p>}>
          <SigmaScope>
            <Graph />
          </SigmaScope>
        </Suspense>
      </ExampleErrorBoundary>
    );
  }

  const state = !webgl || run.kind === 'error' || failed ? 'error' : 'ready';
  return (
    <ExampleLayout
      example={example}
      frame={
        <ExampleFrame height={example.height} state={state}>
          {content}
        </ExampleFrame>
      }
      toolbar={
        <div className={styles.toolbar}>
          <span className={styles.status} aria-live="polite">
            {edited ? 'Edited: the graph runs your code.' : 'Edit the code below: the graph updates as you type.'}
          </span>
          <button type="button" className="button button--sm button--secondary" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus the moment Reset is pressed. */}
          <button
            type="button"
            className={clsx('button button--sm button--secondary', !edited && 'disabled')}
            onClick={edited ? reset : undefined}
            aria-disabled={!edited}
          >
            Reset
          </button>
        </div>
      }
      mainFile={
        <EditorFrame label={`Code of ${example.main.name} (editable)`}>
          <Editor key={editorKey} code={code} language="tsx" theme={prismTheme} onChange={setCode} tabMode="focus" />
        </EditorFrame>
      }
    />
  );
}
