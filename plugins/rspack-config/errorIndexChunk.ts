import type { Plugin } from '@docusaurus/types';
import { cacheGroupsPlugin, namedAsyncGroup, type ModuleLike } from '../shared/chunkGroups';

const ERROR_INDEX =
  /[\\/](src[\\/]data[\\/]errorIndex\.ts|error-messages[\\/]default[\\/]errorIndex\.json|src[\\/]components[\\/]ErrorIndex[\\/])/;

/** The error index page's data and component: its table of entries and the messages read from the packages. */
export function isErrorIndexModule(module: ModuleLike): boolean {
  return ERROR_INDEX.test(module.resource ?? '');
}

/**
 * The error index (all 130 messages and their 36 entries, 59 kB raw) gets a
 * chunk of its own instead of riding in the page's route chunk. Docusaurus
 * prefetches a linked page by fetching its named route chunks only, so every
 * docs page, whose sidebar links to the index, no longer downloads it once idle.
 * Visiting the page loads it before the page renders, like any dependency.
 * Figure (npm run bench, JS raw including prefetch): graph-search 1.15 →
 * 1.10 MB, the introduction 866 → 795 kB. Guard: the one of sourceTextChunks
 * (./sourceTextChunks.test.ts: Docusaurus prefetches a route's named chunks alone).
 */
export default function errorIndexChunk(): Plugin {
  return cacheGroupsPlugin('rspack-config-error-index-chunk', {
    errorIndex: namedAsyncGroup(isErrorIndexModule, 'error-index'),
  });
}
