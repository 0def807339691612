import type { Plugin } from '@docusaurus/types';
import { cacheGroupsPlugin } from '../shared/chunkGroups';

/**
 * Code shared by lazily loaded chunks gets chunks of its own. Docusaurus turns
 * the bundler's default sharing off and only pulls code used by half the pages
 * into a common chunk, so each example page's chunk carried its own copy of
 * the example shell, the shared example sources, the tabs and
 * @react-sigma/core; prefetching the eight example pages fetched them eight
 * times.
 * Figure: JS prefetched once idle by the introduction page 82.8 → 44.8 kB
 * gzip, by the events page 80.7 → 46.0 kB gzip; all JS of the site 691 →
 * 584 kB gzip.
 * Guard: ./sharedAsyncChunks.test.ts (Docusaurus still turns the default sharing off, and still
 * names its page-wide group `common`).
 */
export default function sharedAsyncChunks(): Plugin {
  return cacheGroupsPlugin('rspack-config-shared-async-chunks', {
    sharedAsync: { chunks: 'async', minChunks: 2, minSize: 4000, priority: -10, reuseExistingChunk: true },
    // Docusaurus' `common` group puts any module that half the pages' chunks use into a chunk every page
    // loads. Until the API pages had live examples, nothing reached that line; with them, sigma,
    // graphology, react-sigma and the example frame did (64 chunks of some 130): every page, the home
    // and the docs included, loaded 19 kB of it (sigma and graphology came through the API examples'
    // chunks). Code shared by lazy chunks gets the chunks of `sharedAsync`, loaded by the pages that use it.
    common: false,
  });
}
