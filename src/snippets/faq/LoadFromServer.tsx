import { useEffect } from 'react';
import Graph from 'graphology';
import type { SerializedGraph } from 'graphology-types';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/** Downloads a graph (graphology's JSON format) and loads it, unless the graph has gone in between. */
function LoadFromServer({ url }: { url: string }) {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const download = new AbortController();
    fetch(url, { signal: download.signal })
      .then((response) => response.json() as Promise<SerializedGraph>)
      .then((data) => {
        // The component went away while the answer was on its way: nothing to draw it into.
        if (!download.signal.aborted) loadGraph(Graph.from(data));
      })
      .catch((error: unknown) => {
        if (!download.signal.aborted) console.error(`Could not load ${url}:`, error);
      });
    // React runs this when the component unmounts, or before it loads another url.
    return () => download.abort();
  }, [url, loadGraph]);

  return null;
}

export default function ServerGraph({ url }: { url: string }) {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadFromServer url={url} />
    </SigmaContainer>
  );
}
