import type Graph from 'graphology';
import MiniSearch from 'minisearch';
import type { Document, GraphSearchContextType } from '@react-sigma/graph-search';

/**
 * An index of the shape GraphSearchContextProvider keeps, built from a graph alone.
 * Sigma needs WebGL, so this is how a unit test can try search options without a browser.
 */
export function searchContextOf(graph: Graph): GraphSearchContextType {
  const index = new MiniSearch<Document>({ idField: 'itemId', fields: ['label'], storeFields: ['id', 'type'] });
  index.addAll(
    graph.mapNodes((id, attributes) => ({
      itemId: `nodes-${id}`, // the provider's ids: the type, then the key
      id,
      type: 'nodes',
      label: typeof attributes.label === 'string' ? attributes.label : null,
    })),
  );
  return { index };
}

// searchContextOf(graph).index.search('ada', { prefix: true }) → [{ id: 'Ada', type: 'nodes', … }]
