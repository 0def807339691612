import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { ErrorMessage } from '@site/src/live/ErrorMessage';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';
import frameStyles from '@site/src/components/Playground/frame.module.css';

// The page itself carries no graph code: sigma, graphology and the playground's controls load
// as one lazy chunk once the page runs in a browser, and each parser or generator only when used.
const loadPlayground = () => import('@site/src/components/Playground/Live').then((module) => module.ready.then(() => module));

// Opened on this page (its server HTML holds the placeholder), the download starts as this module
// loads, which is before the page hydrates, instead of after: the playground's chunks then arrive
// while the page hydrates. After a client-side navigation there is no placeholder yet, and the
// download starts as the page renders, a moment later.
// The generators' chunk (a few kB) is asked for beside it, since a link without a file opens a generated graph.
const early =
  typeof document !== 'undefined' && document.querySelector('[data-playground-placeholder]')
    ? (void import('@site/src/components/Playground/generators'), loadPlayground())
    : null;

/** Same height as the live frame (FRAME_HEIGHT and frame.module.css in the playground), so nothing moves when it arrives. */
const HEIGHT = 560;

/**
 * The playground once its code is there, the placeholder until then (and on the server). Not
 * `lazy()` in `<Suspense>`: React holds back the content of a boundary that showed its fallback
 * until 300 ms after it did, which kept the graph off screen for about 100 ms with nothing to do.
 */
function Playground(): ReactNode {
  const [loaded, setLoaded] = useState<{ Live: ComponentType } | { error: Error } | null>(null);
  useEffect(() => {
    let current = true;
    (early ?? loadPlayground()).then(
      // At once (flushSync): the playground and sigma's first frame in one go, without a paint
      // and a wait in between, as a default update gets (sigma starts in an effect).
      (module) => current && flushSync(() => setLoaded({ Live: module.default })),
      (error: Error) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (loaded && 'Live' in loaded) return <loaded.Live />;
  return (
    <GraphFrame height={HEIGHT} className={frameStyles.frame} state={loaded ? 'error' : 'loading'} data-playground-placeholder="">
      {loaded ? (
        <ErrorMessage title="The playground could not load" message={loaded.error.message} hint="Reload the page to try again." />
      ) : (
        <FrameMessage>Loading the playground…</FrameMessage>
      )}
    </GraphFrame>
  );
}

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Your own graph with react-sigma: how it looks, how fluid it stays at your size, and the code that draws it."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Open your own graph (GEXF, GraphML, graphology JSON or a CSV edge list) or generate one, choose how it looks and how it
          is laid out, and read how fluid it stays on this machine. Below the graph is the react-sigma component that draws
          exactly this, ready to copy. <strong>Your data never leaves your browser:</strong> files are read by this page and sent
          nowhere; the link in the address bar holds the settings only.
        </p>
        <Playground />
      </main>
    </Layout>
  );
}
