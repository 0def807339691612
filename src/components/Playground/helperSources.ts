import generatorsSource from '!!raw-loader!./generators.ts';
import looksSource from '!!raw-loader!./looks.ts';
import pacedLayoutSource from '!!raw-loader!./pacedLayout.ts';
import readGraphSource from '!!raw-loader!./readGraph.ts';
import randomSource from '!!raw-loader!../../examples/_shared/random.ts';
import { shippedHelpers } from './codegen';

/**
 * The playground's helpers as the code panel shows and ships them, by the file names the
 * generated code imports them as. A chunk of its own: the page's first render does without it.
 */
export const HELPERS: Record<string, string> = shippedHelpers({
  'generators.ts': generatorsSource,
  'random.ts': randomSource,
  'readGraph.ts': readGraphSource,
  'looks.ts': looksSource,
  'pacedLayout.ts': pacedLayoutSource,
});
