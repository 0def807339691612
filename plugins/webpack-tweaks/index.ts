import type { Plugin } from '@docusaurus/types';

/**
 * The @react-sigma ESM builds import their own files without extensions
 * (`import "./hooks/context"`), which webpack 5 rejects in `.mjs` / `"type":
 * "module"` packages unless `fullySpecified` is off for them.
 */
export default function webpackTweaks(): Plugin {
  return {
    name: 'webpack-tweaks',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } }],
        },
      };
    },
  };
}
