/**
 * Stands in for @easyops-cn/docusaurus-search-local's search worker (`client/theme/worker.js`,
 * 0.55.3); see ./index.ts for why. It loads the same index the same way, and answers the same
 * calls with the same results, found by ./tokenize.ts and ranked by ./rank.ts. Upstream's
 * Chinese dictionary is left out (the site is English only, a test checks config/search.ts), and
 * so is its grouping of a page's sections under the page's title: results stay in rank order.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {
  fuzzyMatchingDistance,
  searchIndexUrl,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import { queryWords, rank, type SearchDocument, type SearchResult, type WrappedIndex } from './rank';
import { tokenize } from './tokenize';

const cache = new Map<string, Promise<WrappedIndex[]>>();

async function fetchIndexes(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  // Upstream's guard: the index comes from this site only.
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected version url');
  const json = (await (await fetch(url)).json()) as { documents: SearchDocument[]; index: unknown }[];
  return json.map(({ documents, index }, type) => ({ type, documents, index: lunr.Index.load(index) }));
}

function indexes(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const key = `${baseUrl}${searchContext}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = fetchIndexes(baseUrl, searchContext);
    cache.set(key, loading);
  }
  return loading;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexes(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    const words = queryWords(tokenize(input));
    if (words.length === 0) return [];
    return rank(await indexes(baseUrl, searchContext), words, limit, fuzzyMatchingDistance);
  }
}

Comlink.expose(SearchWorker);
