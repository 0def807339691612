import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { WebpackPluginInstance } from 'webpack';

/** The search worker's query tokenizer, the one file this plugin replaces (path under node_modules). */
export const UPSTREAM_TOKENIZE = '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
/** SHA-256 of that file in 0.55.3, the version ./tokenize.ts was written against. */
export const UPSTREAM_TOKENIZE_SHA256 = 'c156e9b90449047cf24a90e65f9661693e637412ff61d34d3961c33a5a1440bc';

/** The worker imports it as `../utils/tokenize`; requests are matched before webpack resolves them. */
const TOKENIZE_REQUEST = /(^|[\\/])utils[\\/]tokenize(\.js)?$/;
const SEARCH_CLIENT_DIR = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]/;

interface ResolveData {
  context?: string;
  request?: string;
}
type NormalModuleReplacement = new (pattern: RegExp, replace: (data: ResolveData) => void) => WebpackPluginInstance;

/**
 * A patch of @easyops-cn/docusaurus-search-local: the search worker tokenizes
 * queries with ./tokenize.ts instead of its own `utils/tokenize.js`, which
 * keeps punctuation on words. Pasting an error message into the search box
 * then searched for `provided:` and `"Paris"` and found nothing for most
 * messages. What it buys, pasting each error index entry's message (its
 * example, or its text when it has no run-time part) on the built site:
 * 36 of 36 entries listed first (20 of 36 with upstream's tokenizer, the other 16
 * found nothing at all). Guard: ./tokenize.test.ts fails, naming this patch,
 * when the upstream file changes.
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
          // Before resolution, so that webpack compiles the replacement as the site's own TypeScript.
          new NormalModuleReplacementPlugin(TOKENIZE_REQUEST, (data) => {
            if (data.request && SEARCH_CLIENT_DIR.test(data.context ?? '')) data.request = path.join(__dirname, 'tokenize.ts');
          }),
        ],
      };
    },
  };
}
