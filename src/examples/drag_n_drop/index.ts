import { defineExample } from '../defineExample';
import dragNodesSource from '!!raw-loader!./DragNodes.tsx';

export const dragNodes = defineExample({
  id: 'drag_n_drop',
  title: 'Dragging nodes with the mouse or a finger',
  fileName: 'DragNodes.tsx',
  source: dragNodesSource,
  load: () => import('./DragNodes'),
});
