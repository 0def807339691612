import { defineExample } from '../defineExample';
import searchNodesAndEdgesSource from '!!raw-loader!./SearchNodesAndEdges.tsx';
import searchByAttributeSource from '!!raw-loader!./SearchByAttribute.tsx';

export const searchNodesAndEdges = defineExample({
  id: 'graph-search',
  title: 'Searching nodes and edges',
  fileName: 'SearchNodesAndEdges.tsx',
  source: searchNodesAndEdgesSource,
  load: () => import('./SearchNodesAndEdges'),
});

export const searchByAttribute = defineExample({
  id: 'graph-search',
  title: 'Searching a custom attribute',
  fileName: 'SearchByAttribute.tsx',
  source: searchByAttributeSource,
  load: () => import('./SearchByAttribute'),
});
