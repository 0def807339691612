import type { Plugin } from '@docusaurus/types';
import { cacheGroupsPlugin, namedAsyncGroup, type ModuleLike } from '../shared/chunkGroups';

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

/**
 * The source texts a page shows (example code tabs, docs snippets) get a
 * chunk of their own per folder. Docusaurus prefetches a linked page by
 * fetching its named route chunks only, not the chunks they depend on, so
 * the sidebar's links no longer download every page's code. A visited page
 * still loads its sources before it renders, like any dependency of its chunk.
 * Figure: JS prefetched once idle by the introduction page 70.1 → 44.8 kB
 * gzip, by the events page 68.2 → 46.0 kB gzip; a page that shows sources
 * loads one or two files more for them (0.8–1.2 kB gzip more).
 * Guard: ./sourceTextChunks.test.ts (Docusaurus prefetches a route's named chunks alone).
 */
export default function sourceTextChunks(): Plugin {
  return cacheGroupsPlugin('rspack-config-source-text-chunks', {
    sourceTexts: namedAsyncGroup(isSourceText, sourceTextChunkName),
  });
}
