import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import { GraphDescriptionPlaceholder } from '@site/src/live/GraphDescriptionPlaceholder';
import styles from './styles.module.css';

const HEIGHT = 520;
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
 * A picture of the graph (drawn at build time from the same dataset) with a
 * button that starts the live demo in its place.
 */
function Poster({ onStart }: { onStart: () => void }): ReactNode {
  const poster = useBaseUrl('/data/les-miserables.svg');
  const warmUp = () => void loadLiveDemo();
  return (
    <div className={styles.poster}>
      <img src={poster} alt="" width={1000} height={HEIGHT} loading="lazy" decoding="async" />
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
    <section className={styles.demo} aria-labelledby="demo-title">
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
          height={HEIGHT}
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
