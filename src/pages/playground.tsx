import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { FrameMessage, GraphFrame } from '@site/src/live/GraphFrame';

// The page itself carries no graph code: sigma, graphology and the playground's controls load
// as one lazy chunk once the page runs in a browser, and each parser or generator only when used.
const Playground = lazy(() => import('@site/src/components/Playground/Live'));

/** Same height as the live frame (FRAME_HEIGHT in the playground), so nothing moves when it arrives. */
const HEIGHT = 560;

function Placeholder(): ReactNode {
  return (
    <GraphFrame height={HEIGHT} state="loading">
      <FrameMessage>Loading the playground…</FrameMessage>
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
        <BrowserOnly fallback={<Placeholder />}>
          {() => (
            <Suspense fallback={<Placeholder />}>
              <Playground />
            </Suspense>
          )}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
