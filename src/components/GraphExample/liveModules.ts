/**
 * What code typed in the live editor may import. The keys are the specifiers
 * exactly as the example files write them; each loader returns the module the
 * bundled example already uses, so an edited example shares its libraries.
 * Stylesheets are loaded by the original example already and resolve to {}.
 */
export const liveModules: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  graphology: () => import('graphology'),
  'graphology-gexf/browser': () => import('graphology-gexf/browser'),
  'graphology-layout': () => import('graphology-layout'),
  'graphology-layout-forceatlas2': () => import('graphology-layout-forceatlas2'),
  sigma: () => import('sigma'),
  'sigma/rendering': () => import('sigma/rendering'),
  'sigma/utils': () => import('sigma/utils'),
  '@sigma/edge-curve': () => import('@sigma/edge-curve'),
  '@sigma/node-image': () => import('@sigma/node-image'),
  '@sigma/node-border': () => import('@sigma/node-border'),
  '@react-sigma/core': () => import('@react-sigma/core'),
  '@react-sigma/graph-search': () => import('@react-sigma/graph-search'),
  '@react-sigma/minimap': () => import('@react-sigma/minimap'),
  '@react-sigma/layout-core': () => import('@react-sigma/layout-core'),
  '@react-sigma/layout-random': () => import('@react-sigma/layout-random'),
  '@react-sigma/layout-circular': () => import('@react-sigma/layout-circular'),
  '@react-sigma/layout-circlepack': () => import('@react-sigma/layout-circlepack'),
  '@react-sigma/layout-force': () => import('@react-sigma/layout-force'),
  '@react-sigma/layout-forceatlas2': () => import('@react-sigma/layout-forceatlas2'),
  '@react-sigma/layout-noverlap': () => import('@react-sigma/layout-noverlap'),
  '../_shared/random': () => import('../../examples/_shared/random'),
  '../_shared/sampleGraph': () => import('../../examples/_shared/sampleGraph'),
  '../_shared/theme': () => import('../../examples/_shared/theme'),
};

export function isStylesheet(specifier: string): boolean {
  return /\.css$/.test(specifier);
}
