import useBaseUrl from '@docusaurus/useBaseUrl';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The baseline's graph: one plain sigma graph, no React component around
 * sigma. Sigma needs WebGL and `window`, so, as in any Docusaurus site, it is
 * imported once the page runs in the browser; the server HTML holds the empty
 * frame. Drawn on the bare site's docs page `graph.mdx`, what an example
 * page's first graph frame is compared with.
 */
export default function LesMiserables(): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const url = useBaseUrl('/data/les-miserables.gexf');
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let current = true;
    void import('../sigmaGraph').then(async ({ drawLesMiserables }) => {
      if (!current || !frame.current) return;
      dispose = await drawLesMiserables(frame.current, url);
      if (!current) dispose();
    });
    return () => {
      current = false;
      dispose?.();
    };
  }, [url]);
  return (
    <div data-example>
      <div data-state="loading" ref={frame} style={{ height: 480 }} />
    </div>
  );
}
