import bundleReport from './bundleReport';
import errorIndexChunk from './errorIndexChunk';
import fullySpecified from './fullySpecified';
import prismAlias from './prismAlias';
import sharedAsyncChunks from './sharedAsyncChunks';
import slimDocsVersion from './slimDocsVersion';
import sourceTextChunks from './sourceTextChunks';
import utilsCommonTslib from './utilsCommonTslib';

/**
 * Changes to the bundler's configuration (Rspack, under Docusaurus Faster),
 * one small Docusaurus plugin each, so that each can be removed on its own.
 * Each file says why it exists and what it buys (gzip sizes measured on a
 * production build); a change that relies on another project's internals has
 * a test beside it that fails, naming it, when those internals change.
 *
 * Removed, no longer earning their keep under Rspack:
 * - lunr marked free of side effects (the search plugin's constants import
 *   lunr without using it): Rspack already leaves lunr out of main.js, which
 *   was 61 bytes smaller without the rule.
 * - the persistent cache moved into the site's folder: Docusaurus 3.7 gives
 *   Rspack no persistent cache (`getCache()` in core's webpack/base.js), so the
 *   rule never applied.
 */
export const rspackConfig = [
  fullySpecified,
  prismAlias,
  utilsCommonTslib,
  slimDocsVersion,
  sourceTextChunks,
  errorIndexChunk,
  sharedAsyncChunks,
  bundleReport,
];
