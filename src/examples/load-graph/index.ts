import { defineExample } from '../defineExample';
import graphPropSource from '!!raw-loader!./GraphProp.tsx';
import useLoadGraphSource from '!!raw-loader!./UseLoadGraph.tsx';
import multiGraphSource from '!!raw-loader!./MultiGraph.tsx';
import datasetSource from '!!raw-loader!./Dataset.tsx';

export const graphProp = defineExample({
  id: 'load-graph',
  title: 'A graph instance through the graph prop',
  fileName: 'GraphProp.tsx',
  source: graphPropSource,
  load: () => import('./GraphProp'),
});

export const useLoadGraphExample = defineExample({
  id: 'load-graph',
  title: 'Loading from a child with useLoadGraph',
  fileName: 'UseLoadGraph.tsx',
  source: useLoadGraphSource,
  load: () => import('./UseLoadGraph'),
});

export const multiGraph = defineExample({
  id: 'load-graph',
  title: 'Parallel edges in a multi graph',
  fileName: 'MultiGraph.tsx',
  source: multiGraphSource,
  load: () => import('./MultiGraph'),
});

export const dataset = defineExample({
  id: 'load-graph',
  title: 'Loading a dataset file',
  fileName: 'Dataset.tsx',
  source: datasetSource,
  load: () => import('./Dataset'),
});
