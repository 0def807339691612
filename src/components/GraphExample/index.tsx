import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ExampleDefinition } from '@site/src/examples/defineExample';
import { useNearViewport } from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

// The live part (sigma, graphology, the example itself) is a separate chunk
// that only an example page's browser ever requests.
const LiveExample = lazy(() => import('./LiveExample'));

interface LayoutProps {
  example: ExampleDefinition;
  frame: ReactNode;
  /** The main file's panel: read-only code before hydration, the editor after. */
  mainFile: ReactNode;
  toolbar?: ReactNode;
  sectionRef?: RefObject<HTMLElement>;
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
  children,
}: {
  height: number;
  state: 'loading' | 'ready' | 'error';
  children: ReactNode;
}): ReactNode {
  return (
    <div className={styles.frame} style={{ height }} data-state={state}>
      {children}
    </div>
  );
}

function StaticExample({ example, sectionRef }: { example: ExampleDefinition; sectionRef?: RefObject<HTMLElement> }): ReactNode {
  return (
    <ExampleLayout
      example={example}
      sectionRef={sectionRef}
      frame={
        <ExampleFrame height={example.height} state="loading">
          <p className={styles.message}>Loading the graph…</p>
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

/**
 * The static example until it comes within half a screen of the viewport, then
 * `children`: a page of four examples starts only the graphs the reader can
 * see (each one a WebGL context and a few hundred ms of work), and the others
 * as the reader scrolls towards them.
 */
function WhenNearViewport({ example, children }: { example: ExampleDefinition; children: ReactNode }): ReactNode {
  const [sectionRef, near] = useNearViewport<HTMLElement>('50% 0px');
  return near ? children : <StaticExample example={example} sectionRef={sectionRef} />;
}

/**
 * A live, editable example. Docusaurus pre-renders pages in Node, where sigma
 * cannot run (no WebGL, no window): the server HTML shows the code and a
 * placeholder of the graph's size; the browser then loads the live part when
 * the example nears the viewport.
 */
export default function GraphExample({ example }: { example: ExampleDefinition }): ReactNode {
  const fallback = <StaticExample example={example} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <WhenNearViewport example={example}>
          <Suspense fallback={fallback}>
            <LiveExample example={example} />
          </Suspense>
        </WhenNearViewport>
      )}
    </BrowserOnly>
  );
}
