import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import type { GraphExampleProps } from '@site/src/components/GraphExample';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import codeStyles from '@site/src/live/staticCode.module.css';
import styles from './styles.module.css';

export interface ApiLiveExampleProps {
  /** The symbol the example runs, and the module's name in its folder: `useCamera`. */
  name: string;
  /** The module, relative to src/examples/: `api-core/useCamera.tsx`. */
  file: string;
  /** Its text, shown until the live example replaces it (the same text the editor opens with). */
  source: string;
  /** The frame's height in pixels, as the folder's example.json sets it. */
  height: number;
  /** Loads the folder's definitions (plugins/examples): one per module, keyed by name. */
  load: () => Promise<{ default: Record<string, ExampleDefinition> }>;
}

interface Loaded {
  GraphExample: ComponentType<GraphExampleProps>;
  definition: ExampleDefinition;
}

/**
 * The live example at the foot of an API page (plugins/api-usage puts it there). The page loads with
 * the example's code and an empty frame only: the live example (the editor, sigma, graphology) loads
 * when the reader presses Run or scrolls the frame near the viewport, so that an API page weighs what a
 * docs page weighs. It is then the same `<GraphExample>` as on the example pages.
 */
export default function ApiLiveExample({ name, file, source, height, load }: ApiLiveExampleProps): ReactNode {
  const frameRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string>();

  // A frame in view as the page opens waits for Run: only a scroll that brings it within a screen of
  // the viewport starts it. The live example's boxes (the text twin, the toolbar, the file tabs) then
  // take this placeholder's place below the viewport, where the page growing moves nothing the reader
  // sees; its graph starts once its frame is in view (src/components/GraphExample).
  useEffect(() => {
    const frame = frameRef.current;
    if (wanted || !frame) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    const observe = () => observer.observe(frame);
    window.addEventListener('scroll', observe, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', observe);
      observer.disconnect();
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    Promise.all([import('@site/src/components/GraphExample'), load()]).then(
      ([module, folder]) => {
        const definition = folder.default[name];
        if (!current) return;
        if (definition) setLoaded({ GraphExample: module.default, definition });
        else setProblem(`${file} is not in its folder's definitions any more: rebuild the site`);
      },
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [wanted, load, name, file]);

  if (loaded) return <loaded.GraphExample example={loaded.definition} title={name} />;
  return (
    <section aria-label={`Live example: ${name}`} data-example={file} className={styles.example}>
      <GraphFrame height={height} state={problem ? 'error' : 'loading'} frameRef={frameRef}>
        {problem ? (
          <ErrorMessage
            title="The live example could not load"
            message={problem}
            hint="Reload the page to try again. The code below is the example's full source."
          />
        ) : wanted ? (
          <FrameMessage>Loading the graph…</FrameMessage>
        ) : (
          <button type="button" className={styles.run} onClick={() => setWanted(true)}>
            Run the example
          </button>
        )}
      </GraphFrame>
      <div className={codeStyles.staticCode}>
        <CodeBlock language="tsx" title={`src/examples/${file}`}>
          {source}
        </CodeBlock>
      </div>
    </section>
  );
}
