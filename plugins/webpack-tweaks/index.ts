import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Module, WebpackPluginInstance } from 'webpack';

/** webpack-bundle-analyzer ships with @docusaurus/core (its `--bundle-analyzer` flag); it has no types. */
type AnalyzerModule = { BundleAnalyzerPlugin: new (options: Record<string, unknown>) => WebpackPluginInstance };

/**
 * - The @react-sigma ESM builds import their own files without extensions
 *   (`import "./hooks/context"`), which webpack 5 rejects in `.mjs` / `"type":
 *   "module"` packages unless `fullySpecified` is off for them.
 * - webpack's persistent cache goes in the site's own folder rather than
 *   node_modules/.cache, so two checkouts sharing one node_modules (git
 *   worktrees) never read each other's modules.
 * - Code shared by lazily loaded chunks gets chunks of its own. Docusaurus
 *   turns webpack's default sharing off and only pulls code used by half the
 *   pages into a common chunk, so each example page's chunk carried its own
 *   copy of the example shell, the shared example sources, the tabs and
 *   @react-sigma/core; prefetching the eight example pages fetched them eight
 *   times.
 * - lunr is imported by the search plugin's generated constants only to
 *   register extra languages (none for English), which pulled all of it into
 *   every page's main bundle. Marked free of side effects, it stays in the
 *   search worker, which really uses it.
 * - prism-react-renderer resolves to src/prism, the same API with only the
 *   grammars the site highlights (see there): 60 kB less in every page's main bundle.
 * - The source texts a page shows (example code tabs, docs snippets) get a
 *   chunk of their own per folder. Docusaurus prefetches a linked page by
 *   fetching its named route chunks only, not the chunks they depend on, so
 *   the sidebar's links no longer download every page's code: about 90 kB
 *   of examples and 40 kB of snippets less on each page. A visited page still
 *   loads its sources before it renders, like any dependency of its chunk.
 * - `ANALYZE=1 npm run build` writes a bundle report to bench-results/.
 */
interface ModuleLike {
  resource?: string | null;
  request?: string | null;
}

const SOURCE_DIR = /[\\/]src[\\/](examples|snippets)[\\/]([^\\/]+)[\\/]/;

/** A source text shown on a page (`!!raw-loader!` of a file under src/examples/ or src/snippets/). */
export function isSourceText(module: ModuleLike): boolean {
  return /raw-loader/.test(module.request ?? '') && SOURCE_DIR.test(module.resource ?? '');
}

/** One chunk of source texts per folder: `example-sources-events`, `snippet-sources-faq`… */
export function sourceTextChunkName(module: ModuleLike): string {
  const [, kind, folder] = SOURCE_DIR.exec(module.resource ?? '') ?? [];
  return `${kind === 'snippets' ? 'snippet' : 'example'}-sources-${folder ?? 'other'}`;
}

export default function webpackTweaks(context: LoadContext): Plugin {
  return {
    name: 'webpack-tweaks',
    configureWebpack(config, isServer) {
      const cache =
        config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem'
          ? { cache: { ...config.cache, cacheDirectory: path.join(context.siteDir, '.cache/webpack') } }
          : {};
      const plugins: WebpackPluginInstance[] = [];
      if (process.env.ANALYZE && !isServer) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as AnalyzerModule;
        plugins.push(
          new BundleAnalyzerPlugin({
            analyzerMode: 'static',
            reportFilename: path.join(context.siteDir, 'bench-results/bundle-report.html'),
            generateStatsFile: false,
            openAnalyzer: false,
            logLevel: 'warn',
          }),
        );
      }
      return {
        ...cache,
        plugins,
        resolve: { alias: { 'prism-react-renderer$': path.join(context.siteDir, 'src/prism/index.ts') } },
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  sourceTexts: {
                    test: (module: Module) => isSourceText(module as ModuleLike),
                    chunks: 'async',
                    enforce: true,
                    priority: 10,
                    name: (module: Module) => sourceTextChunkName(module as ModuleLike),
                  },
                  sharedAsync: {
                    chunks: 'async',
                    minChunks: 2,
                    minSize: 4000,
                    priority: -10,
                    reuseExistingChunk: true,
                  },
                },
              },
            },
        module: {
          rules: [
            { test: /\.m?js$/, include: /node_modules/, resolve: { fullySpecified: false } },
            { test: /[\\/]node_modules[\\/]lunr[\\/]lunr\.js$/, sideEffects: false },
          ],
        },
      };
    },
  };
}
