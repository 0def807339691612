import { defineExample } from '../defineExample';
import cornersSource from '!!raw-loader!./Corners.tsx';
import customControlsSource from '!!raw-loader!./CustomControls.tsx';

export const corners = defineExample({
  id: 'controls',
  title: 'The built-in controls, in any corner',
  fileName: 'Corners.tsx',
  source: cornersSource,
  load: () => import('./Corners'),
});

export const customControls = defineExample({
  id: 'controls',
  title: 'Your own icons and labels',
  fileName: 'CustomControls.tsx',
  source: customControlsSource,
  load: () => import('./CustomControls'),
});
