import random from '!!raw-loader!./random.ts';
import sampleGraph from '!!raw-loader!./sampleGraph.ts';
import theme from '!!raw-loader!./theme.tsx';
import type { ExampleFile } from '../defineExample';

/** The shared helpers' source text, keyed by import path relative to src/examples/. */
export const sharedSources: Record<string, ExampleFile> = {
  '_shared/random': { name: '_shared/random.ts', source: random },
  '_shared/sampleGraph': { name: '_shared/sampleGraph.ts', source: sampleGraph },
  '_shared/theme': { name: '_shared/theme.tsx', source: theme },
};
