import { defineExample } from '../defineExample';
import layoutSwitcherSource from '!!raw-loader!./LayoutSwitcher.tsx';
import layoutControlsSource from '!!raw-loader!./LayoutControls.tsx';

export const layoutSwitcher = defineExample({
  id: 'layouts',
  title: 'Six layouts on one graph',
  fileName: 'LayoutSwitcher.tsx',
  source: layoutSwitcherSource,
  load: () => import('./LayoutSwitcher'),
});

export const layoutControls = defineExample({
  id: 'layouts',
  title: 'Ready-made layout buttons',
  fileName: 'LayoutControls.tsx',
  source: layoutControlsSource,
  load: () => import('./LayoutControls'),
});
