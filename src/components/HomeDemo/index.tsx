import { lazy, Suspense, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import { GraphDescriptionPlaceholder } from '@site/src/live/GraphDescriptionPlaceholder';
import { DEMO_LAYOUT } from './layout';
import styles from './styles.module.css';

/** The layout's sizes, for styles.module.css. */
const layoutProperties = {
  '--home-demo-narrow-height': `${DEMO_LAYOUT.narrowHeight}px`,
  '--home-demo-narrow-above': `${DEMO_LAYOUT.narrowAbove}px`,
  '--home-demo-narrow-below': `${DEMO_LAYOUT.narrowBelow}px`,
} as CSSProperties;
const ABOUT = 'Live demo: Les Misérables';
const loadLiveDemo = () => import('./LiveDemo');
// Requested only when a reader starts the demo (or points at the button): sigma, graphology and
// the demo's controls are 360 kB of JavaScript that a reader who only wants the docs never needs.
const LiveDemo = lazy(loadLiveDemo);
// The graph's text twin, as under every example (it reads sigma's instances, so it comes with them).
const GraphDescription = lazy(() =>
  import('@site/src/live/GraphDescription').then((module) => ({ default: module.GraphDescription })),
);

/**
 * A picture of the graph (drawn at build time from the same dataset, plugins/datasets) with a
 * button that starts the live demo in its place. It is drawn where the graph will be, at its size:
 * one picture for a wide screen, one for a narrow one, where the controls take rows of their own.
 */
function Poster({ onStart }: { onStart: () => void }): ReactNode {
  const poster = useBaseUrl('/data/les-miserables.svg');
  const narrowPoster = useBaseUrl('/data/les-miserables-narrow.svg');
  const warmUp = () => void loadLiveDemo();
  return (
    <div className={styles.poster}>
      <picture>
        <source media={`(max-width: ${DEMO_LAYOUT.narrowMaxWidth}px)`} srcSet={narrowPoster} />
        {/* Sized by its box (styles.module.css), the graph's area. */}
        <img src={poster} alt="" loading="lazy" decoding="async" />
      </picture>
      <button
        type="button"
        className="button button--primary button--lg"
        onClick={onStart}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        Start the live demo
      </button>
    </div>
  );
}

export default function HomeDemo(): ReactNode {
  const url = useBaseUrl('/data/les-miserables.json');
  const [started, setStarted] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const start = () => {
    setStarted(true);
    // The button goes away: keep keyboard focus in the demo rather than losing it to the page.
    frame.current?.focus();
  };
  return (
    <section className={styles.demo} style={layoutProperties} aria-labelledby="demo-title">
      <div className="container">
        <Heading as="h2" id="demo-title">
          Try it: Les Misérables
        </Heading>
        <p>
          The characters of Victor Hugo&apos;s novel, linked when they appear in the same chapter. Start the demo, then search a
          character, click a node, zoom, go full screen, run ForceAtlas2 or follow the minimap.
        </p>
        <GraphFrame
          frameRef={frame}
          height={DEMO_LAYOUT.height}
          tabIndex={-1}
          aria-label="Les Misérables demo"
          role="region"
          className={clsx(styles.frame, started && styles.started)}
          data-testid="home-demo"
        >
          {started ? (
            <BrowserOnly fallback={<FrameMessage>Loading the demo…</FrameMessage>}>
              {() => (
                <Suspense fallback={<FrameMessage>Loading the demo…</FrameMessage>}>
                  <LiveDemo url={url} />
                </Suspense>
              )}
            </BrowserOnly>
          ) : (
            <Poster onStart={start} />
          )}
        </GraphFrame>
        {started && (
          <Suspense fallback={<GraphDescriptionPlaceholder about={ABOUT} />}>
            <GraphDescription about={ABOUT} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
