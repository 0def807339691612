import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import type { ExampleDefinition } from '@site/src/examples/defineExample';
import { compileExample } from './compile';
import { ExampleFrame, ExampleLayout } from './index';
import { releaseSigmaInstances, trackSigmaInstances } from './sigmaRegistry';
import styles from './styles.module.css';

trackSigmaInstances();

// react-live's editor (and the sucrase compiler behind live edits) load after the graph.
const Editor = lazy(() => import('react-live').then((module) => ({ default: module.Editor })));

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

export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Give the probe's context back at once: browsers cap live WebGL contexts.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

function ErrorMessage({ title, message, hint }: { title: string; message: string; hint?: string }): ReactNode {
  return (
    <div className={styles.error} role="alert">
      <strong>{title}</strong>
      <pre>{message}</pre>
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: Error) => void;
  hint: string;
}

/** Shows what went wrong in the graph's frame; the rest of the page keeps working. */
class ExampleErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    const { error } = this.state;
    if (error) return <ErrorMessage title="This example stopped with an error" message={error.message} hint={this.props.hint} />;
    return this.props.children;
  }
}

/** Kills the sigma instances drawn inside it when it goes away (see sigmaRegistry). */
function SigmaScope({ children }: { children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    return () => {
      if (root) releaseSigmaInstances(root);
    };
  }, []);
  return (
    <div ref={ref} style={{ height: '100%' }}>
      {children}
    </div>
  );
}

type Run = { kind: 'original' } | { kind: 'edited'; component: ComponentType } | { kind: 'error'; message: string };

const EDIT_DELAY_MS = 400;

export default function LiveExample({ example }: { example: ExampleDefinition }): ReactNode {
  const original = example.main.source;
  const [code, setCode] = useState(original);
  const [run, setRun] = useState<Run>({ kind: 'original' });
  // A new key re-mounts the graph, so each run starts from a clean sigma instance.
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
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
        title="This graph needs WebGL"
        message="Your browser has WebGL turned off or unavailable, so sigma.js cannot draw the graph."
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
  const readOnly = (
    <CodeBlock language="tsx" title={`src/examples/${example.main.name}`}>
      {code}
    </CodeBlock>
  );

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
          <button type="button" className="button button--sm button--secondary" onClick={reset} disabled={!edited}>
            Reset
          </button>
        </div>
      }
      mainFile={
        <Suspense fallback={readOnly}>
          <div className={styles.editor} data-testid="example-editor">
            <Editor
              code={code}
              language="tsx"
              theme={prismTheme}
              onChange={setCode}
              tabMode="focus"
            />
          </div>
        </Suspense>
      }
    />
  );
}
