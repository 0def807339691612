import { useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { usePrismTheme } from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { CodeEditor } from '@site/src/components/GraphExample/CodeEditor';
import { EditorFrame } from '@site/src/components/GraphExample/EditorFrame';
import { CodeToolbar } from '@site/src/components/GraphExample/CodeToolbar';
import { helperFiles } from './codegen';
import type { PlaygroundSettings } from './settings';
import { loadHelpers, type useCodePanel } from './useCodePanel';
import type { useReducers } from './useReducers';
import styles from './styles.module.css';

/** The reducers' editor, below the graph: edits run on the graph above as the reader types. */
export function ReducersPanel({ reducers }: { reducers: ReturnType<typeof useReducers> }): ReactNode {
  const prismTheme = usePrismTheme();
  const { error } = reducers;
  return (
    <section className={styles.reducers} aria-labelledby="reducers-title">
      <Heading as="h2" id="reducers-title">
        Reducers
      </Heading>
      <p>
        <code>nodeReducer</code> and <code>edgeReducer</code> change what sigma draws without touching the graph. Edit them: they
        run on the graph above as you type (hover a node to see the starting pair at work), and the code below includes them.
      </p>
      <EditorFrame>
        <CodeEditor
          label="Reducers (editable)"
          code={reducers.text}
          language="tsx"
          theme={prismTheme}
          onChange={reducers.setText}
        />
      </EditorFrame>
      <p
        className={clsx(styles.reducerStatus, error && styles.messageError)}
        role={error ? 'alert' : 'status'}
        data-testid="reducer-status"
      >
        {error
          ? `${error} The graph keeps the last working reducers.`
          : reducers.reducers
            ? 'The reducers above are applied.'
            : 'Compiling the reducers…'}
      </p>
    </section>
  );
}

/** A helper's text, as it is shipped. */
function HelperSource({ name }: { name: string }): ReactNode {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadHelpers().then((helpers) => current && setText(helpers[name] ?? ''));
    return () => {
      current = false;
    };
  }, [name]);
  return (
    <CodeBlock language="ts" title={name}>
      {text ?? 'Loading…'}
    </CodeBlock>
  );
}

/** App.tsx, editable, and the helpers it imports, shown as they are shipped. */
export function CodePanel({
  settings,
  code,
}: {
  settings: PlaygroundSettings;
  code: ReturnType<typeof useCodePanel>;
}): ReactNode {
  const prismTheme = usePrismTheme();
  const { editorKey, shown, setCode } = code;
  // Built once per change of its own inputs: the figures re-render the page twice a second, and a
  // re-render of the editor while the reader types into it could mix the old text with the new.
  const appEditor = useMemo(
    () => (
      <EditorFrame>
        <CodeEditor
          key={editorKey}
          label="Code of App.tsx (editable)"
          code={shown}
          language="tsx"
          theme={prismTheme}
          onChange={setCode}
        />
      </EditorFrame>
    ),
    [editorKey, shown, prismTheme, setCode],
  );
  return (
    <section className={styles.code} aria-labelledby="code-title">
      <Heading as="h2" id="code-title">
        The code
      </Heading>
      <p>
        The component below draws exactly what the graph above shows. It follows the controls; edit it and the frame runs your
        version.
      </p>
      <CodeToolbar
        status={
          code.edited ? 'Edited: the frame runs your code. The controls no longer change it.' : 'In sync with the controls.'
        }
        code={shown}
        edited={code.edited}
        resetLabel="Back to the controls"
        onReset={code.backToControls}
        spec={code.spec}
        about="the playground"
        frame={() => code.frameRef.current}
      />
      <Tabs lazy>
        {[
          <TabItem key="App.tsx" value="App.tsx" label="App.tsx" default>
            {appEditor}
          </TabItem>,
          ...helperFiles(settings).map((name) => (
            <TabItem key={name} value={name} label={name}>
              <HelperSource name={name} />
            </TabItem>
          )),
        ]}
      </Tabs>
    </section>
  );
}
