import { defineExample } from '../defineExample';
import nodeImagesSource from '!!raw-loader!./NodeImages.tsx';

export const nodeImages = defineExample({
  id: 'node-images',
  title: 'Pictures, pictograms and borders',
  fileName: 'NodeImages.tsx',
  source: nodeImagesSource,
  load: () => import('./NodeImages'),
});
