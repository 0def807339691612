import { defineExample } from '../defineExample';
import miniMapCornerSource from '!!raw-loader!./MiniMapCorner.tsx';
import miniMapOptionsSource from '!!raw-loader!./MiniMapOptions.tsx';

export const miniMapCorner = defineExample({
  id: 'minimap',
  title: 'A minimap in a corner',
  fileName: 'MiniMapCorner.tsx',
  source: miniMapCornerSource,
  load: () => import('./MiniMapCorner'),
});

export const miniMapOptions = defineExample({
  id: 'minimap',
  title: 'Size, debounce and zoom buttons',
  fileName: 'MiniMapOptions.tsx',
  source: miniMapOptionsSource,
  load: () => import('./MiniMapOptions'),
});
