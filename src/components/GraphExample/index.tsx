import { startTransition, useEffect, useState, type ReactNode, type RefObject } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ExampleDefinition } from '@site/src/examples/defineExample';
import { useNearViewport } from '@site/src/hooks/useNearViewport';
import { ErrorMessage } from './ErrorMessage';
import type { LiveExampleProps } from './LiveExample';
import styles from './styles.module.css';

type LiveParts = { LiveExample: (props: LiveExampleProps) => ReactNode; Editor: LiveExampleProps['Editor'] };

/**
 * The live part (sigma, graphology, the example shell) and the code editor: two
 * chunks, requested together and in parallel, that only an example page's
 * browser ever loads. Both are loaded before anything is swapped in, so the
 * static example is replaced once, by the live one, with no fallback between.
 */
let liveParts: Promise<LiveParts> | null = null;
function loadLiveParts(): Promise<LiveParts> {
  liveParts ??= Promise.all([import('./LiveExample'), import('./CodeEditor')]).then(([live, editor]) => ({
    LiveExample: live.default,
    Editor: editor.CodeEditor,
  }));
  // A failed request is not cached: the next example (or a later visit) tries again.
  liveParts.catch(() => {
    liveParts = null;
  });
  return liveParts;
}

interface LayoutProps {
  example: ExampleDefinition;
  frame: ReactNode;
  /** The main file's panel: read-only code before hydration, the editor after. */
  mainFile: ReactNode;
  toolbar?: ReactNode;
  sectionRef?: RefObject<HTMLElement | null>;
}

/** Graph on top, its source below: the main file first, then every helper it imports. */
export function ExampleLayout({ example, frame, mainFile, toolbar, sectionRef }: LayoutProps): ReactNode {
  return (
    <section
      ref={sectionRef}
      className={styles.example}
      data-example={example.main.name}
      aria-label={`Live example: ${example.title}`}>
      {frame}
      <div className={styles.code}>
        {toolbar}
        {/* Only the open file is rendered: hidden tabs would be highlighted and hydrated for nothing. */}
        <Tabs className={styles.tabs} lazy>
          {[
            <TabItem key={example.main.name} value={example.main.name} label={example.main.name} default>
              {mainFile}
            </TabItem>,
            ...example.files.map((file) => (
              <TabItem key={file.name} value={file.name} label={file.name}>
                <CodeBlock language={file.name.endsWith('.tsx') ? 'tsx' : 'ts'} title={`src/examples/${file.name}`}>
                  {file.source}
                </CodeBlock>
              </TabItem>
            )),
          ]}
        </Tabs>
      </div>
    </section>
  );
}

export function ExampleFrame({
  height,
  state,
  frameRef,
  children,
}: {
  height: number;
  state: 'loading' | 'ready' | 'error';
  frameRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}): ReactNode {
  return (
    <div ref={frameRef} className={styles.frame} style={{ height }} data-state={state}>
      {children}
    </div>
  );
}

function StaticExample({
  example,
  sectionRef,
  frameRef,
  problem,
}: {
  example: ExampleDefinition;
  sectionRef?: RefObject<HTMLElement | null>;
  frameRef?: RefObject<HTMLDivElement | null>;
  /** Why the live example could not start, shown in place of the graph. */
  problem?: string;
}): ReactNode {
  return (
    <ExampleLayout
      example={example}
      sectionRef={sectionRef}
      frame={
        <ExampleFrame height={example.height} state={problem ? 'error' : 'loading'} frameRef={frameRef}>
          {problem ? (
            <ErrorMessage
              title="The live example could not load"
              message={problem}
              hint="Reload the page to try again. The code below is the example's full source."
            />
          ) : (
            <p className={styles.message}>Loading the graph…</p>
          )}
        </ExampleFrame>
      }
      mainFile={
        <CodeBlock language="tsx" title={`src/examples/${example.main.name}`}>
          {example.main.source}
        </CodeBlock>
      }
    />
  );
}

/** How much of an example's graph frame must be on screen before its graph starts. */
const START_SHARE = 0.25;

/**
 * A live, editable example. Docusaurus pre-renders pages in Node, where sigma
 * cannot run (no WebGL, no window): the server HTML shows the code and a
 * placeholder of the graph's size, and hydration keeps exactly that.
 *
 * Its live part (sigma, graphology, the editor) downloads once the example
 * comes within half a screen of the viewport, and its graph starts once a
 * quarter of its frame is on screen. A page of four examples runs only the
 * graphs the reader looks at (each one a few WebGL contexts and a few hundred
 * ms of work on a phone), and a frame that only peeks above the bottom edge,
 * as the first example of most pages does on a phone, does not block the
 * page while the reader reads the introduction; its code is there by the
 * time they scroll to it. Until then nothing re-renders: the highlighted
 * code the server sent stays as it is.
 */
export default function GraphExample({ example }: { example: ExampleDefinition }): ReactNode {
  const [sectionRef, near] = useNearViewport<HTMLElement>('50% 0px');
  const [frameRef, seen] = useNearViewport<HTMLDivElement>('0px', START_SHARE);
  const [loaded, setLoaded] = useState<LiveParts | null>(null);
  const [parts, setParts] = useState<LiveParts | null>(null);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    loadLiveParts().then(
      (live) => current && setLoaded(live),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [near]);
  useEffect(() => {
    // A transition: React builds the live example (the editor's highlighted
    // code, the example's module) in slices of a few ms between which the
    // page stays responsive, instead of one long task, and swaps it in at once.
    if (loaded && seen) startTransition(() => setParts(loaded));
  }, [loaded, seen]);

  if (!parts) return <StaticExample example={example} sectionRef={sectionRef} frameRef={frameRef} problem={problem} />;
  const { LiveExample, Editor } = parts;
  return <LiveExample example={example} Editor={Editor} />;
}
