import { useEffect, useRef, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/**
 * The baseline's graph page: a page of the bare Docusaurus site with one
 * plain sigma graph. Sigma needs WebGL and `window`, so, as in any Docusaurus
 * site, it is imported once the page runs in the browser; the server HTML
 * holds the empty frame. What an example page's first graph frame is compared with.
 */
export default function GraphPage(): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let current = true;
    void import('../sigmaGraph').then(async ({ drawLesMiserables }) => {
      if (!current || !frame.current) return;
      dispose = await drawLesMiserables(frame.current);
      if (!current) dispose();
    });
    return () => {
      current = false;
      dispose?.();
    };
  }, []);
  return (
    <Layout title="Les Misérables" description="The bench's baseline graph page: one sigma graph, no React component around it.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Les Misérables</Heading>
        <p>One graph drawn by sigma, on a page of a bare Docusaurus site.</p>
        <div data-example>
          <div data-state="loading" ref={frame} style={{ height: 480 }} />
        </div>
      </main>
    </Layout>
  );
}
