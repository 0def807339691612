import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode, type Ref } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { ExampleDefinition } from '@site/plugins/examples/types';
import { useNearViewport } from '@site/src/hooks/useNearViewport';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame, GraphSlot } from '@site/src/live/GraphFrame';
import { GraphDescriptionPlaceholder } from '@site/src/live/GraphDescriptionPlaceholder';
import codeStyles from '@site/src/live/staticCode.module.css';
import { ExampleLayout } from './ExampleLayout';
import { ExampleToolbar } from './ExampleToolbar';
import { releaseGraphRoot } from './graphRoots';
import { loadedLiveParts, loadLiveParts, NEAR_SCREENS, START_SHARE, viewAtStart, type LiveParts } from './liveParts';

export interface GraphExampleProps {
  /** Set by plugins/examples from `example="<folder>/<module>"` in the page. */
  example: ExampleDefinition;
  /** "Live example: <title>" for screen readers; the heading the example sits under, unless the page gives one. */
  title: string;
}

/**
 * The example as the server renders it: the live example's boxes (frame, text twin, toolbar, code
 * of the editor's height), so that the live one replaces it without moving anything on the page.
 */
function StaticExample({
  example,
  title,
  sectionRef,
  frameRef,
  problem,
}: GraphExampleProps & {
  sectionRef?: Ref<HTMLElement>;
  frameRef?: Ref<HTMLDivElement>;
  /** Why the live example could not start, shown in place of the graph. */
  problem?: string;
}): ReactNode {
  return (
    <ExampleLayout
      example={example}
      title={title}
      sectionRef={sectionRef}
      frame={
        <>
          <GraphFrame
            height={example.height}
            narrowHeight={example.narrowHeight}
            state={problem ? 'error' : 'loading'}
            frameRef={frameRef}
          >
            {problem ? (
              <ErrorMessage
                title="The live example could not load"
                message={problem}
                hint="Reload the page to try again. The code below is the example's full source."
              />
            ) : (
              <>
                {/* Where the graph starts if it does so before hydration (./liveParts.ts). */}
                <GraphSlot />
                <FrameMessage>Loading the graph…</FrameMessage>
              </>
            )}
          </GraphFrame>
          {!problem && <GraphDescriptionPlaceholder about={`Live example: ${title}`} inspect />}
        </>
      }
      toolbar={<ExampleToolbar example={example} title={title} code={example.main.source} />}
      mainFile={
        <div className={codeStyles.staticCode}>
          <CodeBlock language="tsx">{example.main.source}</CodeBlock>
        </div>
      }
    />
  );
}

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
 * code the server sent stays as it is. An example the server HTML already
 * shows in view starts before hydration (`startExamplesInView`, ./liveParts.ts).
 */
export default function GraphExample({ example, title }: GraphExampleProps): ReactNode {
  // In view already when the page's examples module loaded (./liveParts.ts): no need to wait for the observers.
  const [atStart] = useState(() => viewAtStart(example?.main.name));
  const [sectionRef, near] = useNearViewport<HTMLElement>(`${NEAR_SCREENS * 100}% 0px`, 0, atStart.near);
  const [frameRef, seen] = useNearViewport<HTMLDivElement>('0px', START_SHARE, atStart.seen);
  const [loaded, setLoaded] = useState<LiveParts | null>(() => (atStart.near ? loadedLiveParts() : null));
  const [parts, setParts] = useState<LiveParts | null>(null);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    // The example's own module (with graphology and its helpers) is requested with the live parts rather
    // than once LiveExample renders and asks for it: one round of downloads instead of two before the
    // first frame. A failure here is left to LiveExample's lazy load of the same module, which shows it.
    example.load().catch(() => undefined);
    loadLiveParts().then(
      (live) => current && setLoaded(live),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [near, example]);
  // A graph started before hydration and not adopted yet (the reader left first): released with the page,
  // in the commit that takes it out (./GraphHost.tsx says why).
  useLayoutEffect(() => () => releaseGraphRoot(example.main.name), [example]);
  useEffect(() => {
    // A transition: React builds the live example (the editor's highlighted
    // code, the example's module) in slices of a few ms between which the
    // page stays responsive, instead of one long task, and swaps it in at once.
    if (loaded && seen) startTransition(() => setParts(loaded));
  }, [loaded, seen]);

  // The page was compiled (and cached) before its example's module was removed: plugins/examples/remark.ts did not see it.
  if (!example) {
    throw new Error(
      `GraphExample "${title}": its module is gone from src/examples/; remove its <GraphExample> line from the page (or \`npm run clear\` if it is not there any more)`,
    );
  }
  if (!parts)
    return <StaticExample example={example} title={title} sectionRef={sectionRef} frameRef={frameRef} problem={problem} />;
  const { LiveExample, Editor } = parts;
  return <LiveExample example={example} title={title} Editor={Editor} />;
}
