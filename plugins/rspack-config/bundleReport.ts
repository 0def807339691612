import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';

/** webpack-bundle-analyzer ships with @docusaurus/core (its `--bundle-analyzer` flag); it has no types. */
type AnalyzerModule = { BundleAnalyzerPlugin: new (options: Record<string, unknown>) => WebpackPluginInstance };

/**
 * `ANALYZE=1 npm run build` writes a bundle report to
 * bench-results/bundle-report.html. Docusaurus' own `--bundle-analyzer` starts
 * a server and waits instead of writing a file.
 */
export default function bundleReport(context: LoadContext): Plugin {
  return {
    name: 'rspack-config-bundle-report',
    configureWebpack(_config, isServer) {
      if (!process.env.ANALYZE || isServer) return {};
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as AnalyzerModule;
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'static',
            reportFilename: path.join(context.siteDir, 'bench-results/bundle-report.html'),
            generateStatsFile: false,
            openAnalyzer: false,
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
