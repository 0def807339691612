import type { ReactNode, Ref } from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import { ApiSymbols } from './ApiSymbols';
import styles from './styles.module.css';

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
