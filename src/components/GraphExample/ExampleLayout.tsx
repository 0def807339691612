import { useEffect, useState, type ReactNode, type Ref } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ExampleDefinition, HelperFile } from '@site/plugins/examples/types';
import { ApiSymbols } from './ApiSymbols';
import styles from './styles.module.css';

/** A helper's text, fetched when its tab first opens (the tabs are lazy): "Loading…" until then, or why it failed. */
function HelperSource({ file }: { file: HelperFile }): ReactNode {
  const [text, setText] = useState<{ source: string } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    file.load().then(
      (source) => live && setText({ source }),
      (error: Error) =>
        live && setText({ error: `Could not load src/examples/${file.name}: ${error.message}. Reload the page to try again.` }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  if (text === null) return <p aria-busy="true">Loading src/examples/{file.name}…</p>;
  if ('error' in text) return <p role="alert">{text.error}</p>;
  return (
    <CodeBlock language={file.name.endsWith('.tsx') ? 'tsx' : 'ts'} title={`src/examples/${file.name}`}>
      {text.source}
    </CodeBlock>
  );
}

interface LayoutProps {
  example: ExampleDefinition;
  /** Names the example for screen readers: "Live example: <title>". */
  title: string;
  frame: ReactNode;
  /** The main file's panel: read-only code before the live part loads, the editor after. */
  mainFile: ReactNode;
  toolbar?: ReactNode;
  sectionRef?: Ref<HTMLElement>;
}

/**
 * Graph on top, its source below: the main file first, then every helper it
 * imports. The static example (./index.tsx) and the live one (./LiveExample.tsx)
 * both render it, so swapping one for the other keeps the page as it is.
 */
export function ExampleLayout({ example, title, frame, mainFile, toolbar, sectionRef }: LayoutProps): ReactNode {
  return (
    <section ref={sectionRef} className={styles.example} data-example={example.main.name} aria-label={`Live example: ${title}`}>
      {frame}
      <div className={styles.code}>
        <ApiSymbols symbols={example.api} />
        {toolbar}
        {/* Only the open file is rendered: hidden tabs would be highlighted and hydrated for nothing. */}
        <Tabs className={styles.tabs} lazy>
          {[
            <TabItem key={example.main.name} value={example.main.name} label={example.main.name} default>
              {mainFile}
            </TabItem>,
            ...example.files.map((file) => (
              <TabItem key={file.name} value={file.name} label={file.name}>
                <HelperSource file={file} />
              </TabItem>
            )),
          ]}
        </Tabs>
      </div>
    </section>
  );
}
