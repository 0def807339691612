import type { Plugin } from '@docusaurus/types';

/** The @react-sigma packages' files. */
export const REACT_SIGMA_FILES = /[\\/]node_modules[\\/]@react-sigma[\\/]/;

/**
 * The @react-sigma packages are ESM (`"type": "module"`) and import
 * graphology's subpaths without an extension (`graphology-layout/circular`,
 * `graphology-layout-force/worker`), which the bundler rejects in strict ESM
 * unless `fullySpecified` is off for them. Without this rule the build fails
 * with six "Module not found" errors (the layout packages).
 */
export default function fullySpecified(): Plugin {
  return {
    name: 'rspack-config-fully-specified',
    configureWebpack() {
      return { module: { rules: [{ test: /\.m?js$/, include: REACT_SIGMA_FILES, resolve: { fullySpecified: false } }] } };
    },
  };
}
