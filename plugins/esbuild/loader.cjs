// @ts-check
/**
 * webpack loader: compiles the site's TypeScript, JSX and MDX output with
 * esbuild instead of Babel (see ./index.ts for why). CommonJS because webpack
 * loads loaders with require().
 */
const path = require('node:path');
const { transform } = require('esbuild');
const { aliasJsxRuntime } = require('./jsxRuntime.cjs');

/** @type {Record<string, import('esbuild').Loader>} */
const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx' };

/**
 * @this {import('webpack').LoaderContext<{ target: string }>}
 * @param {string} source
 */
module.exports = function esbuildLoader(source) {
  const callback = this.async();
  const { target } = this.getOptions();
  transform(source, {
    // .js, .jsx, .mjs and the JavaScript that MDX compiles to may all hold JSX.
    loader: loaders[path.extname(this.resourcePath)] ?? 'jsx',
    jsx: 'automatic',
    target,
    sourcefile: this.resourcePath,
    sourcemap: this.sourceMap ? 'external' : false,
    // TypeScript semantics the site relies on, stated here since esbuild reads no tsconfig in transform mode.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } },
  }).then(
    (result) => callback(null, aliasJsxRuntime(result.code), result.map || undefined),
    (error) => callback(error),
  );
};
