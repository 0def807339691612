import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { transform } from 'esbuild';
import type { Compiler, RuleSetRule, WebpackPluginInstance } from 'webpack';

/**
 * esbuild in place of Babel (compiling) and Terser / cssnano (minifying).
 *
 * A cold `npm run build` spent most of its bundling time in Babel and Terser.
 * Docusaurus' own fast path (`future.experimental_faster`: SWC, Lightning CSS,
 * Rspack) needs @docusaurus/faster, which does not install from the npm
 * mirror this project builds with; esbuild is already in the tree (tsx and
 * vitest run on it), and Docusaurus exposes both seams: `webpack.jsLoader`
 * for the compiler, the webpack config for the minimizers.
 *
 * Targets: the production browserslist of package.json resolves to Chrome
 * 109+, Firefox 115+, Safari / iOS 18+ and similar, which all run ES2022; the
 * server bundle only runs in the Node that builds the site.
 */
export const clientTarget = 'es2022';
export const serverTarget = 'node20';

/** For `webpack.jsLoader` in docusaurus.config.ts. */
export function esbuildJsLoader(isServer: boolean): RuleSetRule {
  return {
    loader: path.join(__dirname, 'loader.cjs'),
    options: { target: isServer ? serverTarget : clientTarget },
  };
}

/** Minifies one JS or CSS file; legal comments are returned apart, as Terser's `extractComments` does. */
export async function minify(code: string, kind: 'js' | 'css'): Promise<{ code: string; legalComments: string }> {
  const result = await transform(code, {
    loader: kind,
    minify: true,
    target: clientTarget,
    legalComments: 'external',
    // Keep non-ASCII text (é, →) as is: smaller than \u escapes, and the files are served as UTF-8.
    charset: 'utf8',
  });
  return { code: result.code, legalComments: result.legalComments ?? '' };
}

/**
 * Minifies every emitted .js and .css asset with esbuild, at the stage where
 * webpack's own minimizers run (content hashes are computed after it).
 * License comments go to `<file>.LICENSE.txt`, like Docusaurus' Terser setup.
 */
export class EsbuildMinifyPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap('EsbuildMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EsbuildMinifyPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, additionalAssets: true },
        async (assets) => {
          await Promise.all(
            Object.keys(assets).map(async (name) => {
              const kind = /\.m?js$/.test(name) ? 'js' : /\.css$/.test(name) ? 'css' : null;
              const asset = compilation.getAsset(name);
              if (!kind || !asset || asset.info.minimized) return;
              const { code, legalComments } = await minify(asset.source.source().toString(), kind);
              let output = code;
              if (kind === 'js' && legalComments.trim()) {
                const licenseFile = `${name}.LICENSE.txt`;
                compilation.emitAsset(licenseFile, new sources.RawSource(legalComments));
                output = `/*! For license information please see ${path.basename(licenseFile)} */\n${code}`;
              }
              compilation.updateAsset(name, new sources.RawSource(output), { ...asset.info, minimized: true });
            }),
          );
        },
      );
    });
  }
}

const MDX_FILE = /\.mdx?$/i;

/**
 * What the MDX loader emits goes through no JS loader, so the JSX runtime
 * aliasing that ./loader.cjs applies to compiled JS runs on it as a post loader.
 * Its test is a function, not a RegExp: Docusaurus' fallback MDX rule excludes
 * the `include` of every rule whose RegExp matches `.mdx`, and this one has none.
 */
export function mdxJsxRuntimeRule(): RuleSetRule {
  return { test: (resource: string) => MDX_FILE.test(resource), enforce: 'post', use: [path.join(__dirname, 'jsxRuntime.cjs')] };
}

/**
 * Swaps the client bundle's minimizers (Terser, cssnano + clean-css) for
 * esbuild, and gives MDX pages the same JSX runtime aliasing as compiled JS.
 */
export default function esbuildMinifier(): Plugin {
  return {
    name: 'esbuild-minifier',
    configureWebpack(config, isServer) {
      if (!isServer && config.optimization?.minimize) {
        config.optimization.minimizer = [new EsbuildMinifyPlugin()];
      }
      return { module: { rules: [mdxJsxRuntimeRule()] } };
    },
  };
}
