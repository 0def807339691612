import { defineExample } from '../defineExample';
import filterPanelSource from '!!raw-loader!./FilterPanel.tsx';
import sigmaRefSource from '!!raw-loader!./SigmaRef.tsx';

export const filterPanel = defineExample({
  id: 'external_state',
  title: 'Filters held by the parent component',
  fileName: 'FilterPanel.tsx',
  source: filterPanelSource,
  load: () => import('./FilterPanel'),
});

export const sigmaRef = defineExample({
  id: 'external_state',
  title: 'Reaching sigma from a sibling through ref',
  fileName: 'SigmaRef.tsx',
  source: sigmaRefSource,
  load: () => import('./SigmaRef'),
});
