import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import { useNearViewport } from '@site/src/hooks/useNearViewport';
import frameStyles from '../GraphExample/styles.module.css';
import styles from './styles.module.css';

const HEIGHT = 520;
// Requested only once the demo scrolls near the viewport: the home page's first load carries no graph code.
const LiveDemo = lazy(() => import('./LiveDemo'));

export function Placeholder({ text }: { text: string }): ReactNode {
  return <p className={frameStyles.message}>{text}</p>;
}

export default function HomeDemo(): ReactNode {
  const url = useBaseUrl('/data/les-miserables.json');
  // No margin: on a desktop screen the demo starts just below the fold, and a reader
  // who never scrolls to it should not download sigma and graphology.
  const [ref, near] = useNearViewport<HTMLDivElement>('0px');
  return (
    <section className={styles.demo} aria-labelledby="demo-title">
      <div className="container">
        <Heading as="h2" id="demo-title">
          Try it: Les Misérables
        </Heading>
        <p>
          The characters of Victor Hugo&apos;s novel, linked when they appear in the same chapter. Search a
          character, click a node, zoom, go full screen, run ForceAtlas2 or follow the minimap.
        </p>
        <div ref={ref} className={clsx(frameStyles.frame, styles.frame)} style={{ height: HEIGHT }} data-testid="home-demo">
          {near ? (
            <BrowserOnly fallback={<Placeholder text="Loading the demo…" />}>
              {() => (
                <Suspense fallback={<Placeholder text="Loading the demo…" />}>
                  <LiveDemo url={url} />
                </Suspense>
              )}
            </BrowserOnly>
          ) : (
            <Placeholder text="The demo loads when you scroll to it." />
          )}
        </div>
      </div>
    </section>
  );
}
