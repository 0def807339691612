/**
 * The search worker's (./worker.ts) query tokenizer, in place of @easyops-cn/docusaurus-search-local's
 * `client/utils/tokenize.js` (0.55.3); see ./index.ts for why.
 *
 * Upstream splits the query on spaces and hyphens and keeps punctuation, so a
 * pasted error message searches for `provided:` and `"paris"`. The index was
 * built from the same words with their punctuation trimmed (lunr's trimmer),
 * then stemmed (`provid`): a word with punctuation attached misses it, and a
 * query in which more than one word misses finds nothing. Here each word is
 * trimmed the way lunr trims the index (non-word characters at both ends).
 *
 * In a query of several words, a word written in double quotes is a value an
 * error message quotes (`could not find the "Paris" node`): a node key, an
 * edge key, a type. It names your data, which no page contains, so it is left
 * out; the rest of the message finds its entry. Alone, it stays.
 *
 * Only the branch for languages without their own tokenizer is kept: the site
 * is English only (a test checks config/search.ts).
 */
const QUOTED = /^"[^"]*"[^\w"]*$/;
/** Fewer words than this is a search, not a pasted message: keep quoted words. */
const MESSAGE_WORDS = 4;

export function tokenize(text: string, _language?: readonly string[]): string[] {
  const words = text.toLowerCase().match(/[^-\s]+/g) ?? [];
  const isMessage = words.length >= MESSAGE_WORDS;
  return words
    .filter((word) => !(isMessage && QUOTED.test(word)))
    .map((word) => word.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter((word) => word !== '');
}
