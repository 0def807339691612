import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * - The @react-sigma ESM builds import their own files without extensions
 *   (`import "./hooks/context"`), which webpack 5 rejects in `.mjs` / `"type":
 *   "module"` packages unless `fullySpecified` is off for them.
 * - webpack's persistent cache goes in the site's own folder rather than
 *   node_modules/.cache, so two checkouts sharing one node_modules (git
 *   worktrees) never read each other's modules.
 */
export default function webpackTweaks(context: LoadContext): Plugin {
  return {
    name: 'webpack-tweaks',
    configureWebpack(config) {
      const cache =
        config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? { cache: { ...config.cache, cacheDirectory: path.join(context.siteDir, '.cache/webpack') } }
          : {};
      return {
        ...cache,
        module: {
          rules: [{ test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } }],
        },
      };
    },
  };
}
