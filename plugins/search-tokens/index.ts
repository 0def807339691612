import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';

/** The search worker, the one file this plugin replaces (path under node_modules). */
export const UPSTREAM_WORKER = '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
/** SHA-256 of that file in 0.55.3, the version ./worker.ts was written against. */
export const UPSTREAM_WORKER_SHA256 = 'bd81e902cc6fe3888b72297bc9ea2cb7359b74dc8fa239247f51ed84349e0a6a';

/** The search bar starts it as `new Worker(new URL("./worker.js", import.meta.url))`; requests are matched before they are resolved. */
const WORKER_REQUEST = /^\.\/worker(\.js)?$/;
const SEARCH_THEME_DIR = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme$/;

interface ResolveData {
  context?: string;
  request?: string;
}
type NormalModuleReplacement = new (pattern: RegExp, replace: (data: ResolveData) => void) => WebpackPluginInstance;

/**
 * A patch of @easyops-cn/docusaurus-search-local: its search worker is replaced by ./worker.ts,
 * which reads the same index with a query tokenizer (./tokenize.ts) and a ranking (./rank.ts) of
 * our own.
 *
 * The tokenizer: upstream's kept punctuation on words, so an error message pasted into the search
 * box searched for `provided:` and `"Paris"` and found nothing for most messages. Pasting each
 * error index entry's message (its example, or its text when it has no run-time part) on the built
 * site: 36 of 36 entries listed first (20 of 36 with upstream's tokenizer, the other 16 found
 * nothing at all).
 *
 * The ranking: upstream requires every word of the query in one title, heading or paragraph, then
 * every word but one, and fills the list in that order. Readers' words are seldom all in the
 * heading that answers them, so a paragraph elsewhere that happens to hold them all came first, and
 * a two-word query whose words never meet found nothing. ./rank.ts scores every section holding any
 * of the words (lunr's BM25), weighted by where they matched and by the share of the words held.
 * What it buys, on the same build (the guides as drafts): the search evaluation
 * (tests/e2e/search-evaluation.spec.ts) finds 61 of its 65 answers among the first three results,
 * 49 with upstream's ranking; the error index's messages are still all listed first.
 *
 * Guard: ./worker.test.ts fails, naming this patch, when the upstream worker changes.
 */
export default function searchTokens(): Plugin {
  return {
    name: 'search-tokens',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      // The bundler the site builds with (Rspack under Docusaurus Faster) has the same plugin as webpack.
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: NormalModuleReplacement;
      };
      return {
        plugins: [
          // Before resolution, so that the bundler compiles the replacement as the site's own TypeScript.
          new NormalModuleReplacementPlugin(WORKER_REQUEST, (data) => {
            if (data.request && SEARCH_THEME_DIR.test(data.context ?? '')) data.request = path.join(__dirname, 'worker.ts');
          }),
        ],
      };
    },
  };
}
