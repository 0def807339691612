/**
 * How the search worker (./worker.ts) ranks results: every section that holds any of the words,
 * scored by lunr (BM25), weighted by the kind of text that matched and by the share of the words
 * it holds, and a title or heading holding them all weighted again. See ./index.ts for why and
 * what it buys.
 */
import lunr from 'lunr';

/** A document of the plugin's index: a page title, a heading, a description, keywords or a section's text. */
export interface SearchDocument {
  /** Id; headings, descriptions and sections name their page's title document in `p`. */
  i: number;
  /** The text. */
  t: string;
  /** URL path and hash. */
  u: string;
  h?: string;
  /** Page title document's id, and the section title. */
  p?: number;
  s?: string;
  /** Breadcrumb (title documents). */
  b?: string[];
}

/** One of the plugin's indexes, in the order of its `SearchDocumentType`: title, heading, description, keywords, content. */
export interface WrappedIndex {
  type: number;
  documents: SearchDocument[];
  index: lunr.Index;
}

/** What the plugin's search bar and search page render (its `SearchResult`). */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | undefined | false;
  metadata: lunr.MatchMetadata;
  tokens: string[];
  score: number;
}

/**
 * Weight of a match by kind of document (`SearchDocumentType` order): a page title that holds the
 * words says more than a heading, a heading more than a page's description or keywords, and those
 * more than a paragraph that mentions them among other things.
 */
export const TYPE_WEIGHTS: readonly number[] = [3, 2, 1.5, 1.5, 1];
/**
 * A page title or heading that holds every word names what the reader asked for (a pasted error
 * message is its entry's heading): it counts double, above headings that share fewer of the words.
 */
export const WHOLE_HEADING_BOOST = 2;
/** A word matched only with one letter changed, or as the start of a longer word (the last word, still being typed), counts this much. */
export const LOOSE_BOOST = 0.3;
/** Words shorter than this are only matched as written (one edit turns "id" into a dozen words). */
const MIN_FUZZY_LENGTH = 4;

/** `SearchDocumentType` of headings; page titles are 0. */
const HEADING = 1;

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

/** Whether `a` and `b` differ by at most one inserted, deleted or replaced letter. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** The words a query searches for: stop words out (the index has none), unless nothing else is left; each once. */
export function queryWords(tokens: readonly string[]): string[] {
  const words = tokens.filter((token) => lunr.stopWordFilter(token) !== undefined);
  return [...new Set(words.length > 0 ? words : tokens)];
}

/**
 * The `limit` best documents for `words` across the indexes, best first. `fuzzy` is the plugin's
 * `fuzzyMatchingDistance` (0 matches words only as written, stemmed).
 */
export function rank(indexes: readonly WrappedIndex[], words: readonly string[], limit: number, fuzzy = 1): SearchResult[] {
  if (words.length === 0) return [];
  const stems = words.map(stem);
  const last = words.length - 1;
  const loose = (word: string) => fuzzy > 0 && word.length >= MIN_FUZZY_LENGTH;
  /** Whether the index term `term` matched the query word at `k`. */
  const matches = (term: string, k: number) => {
    const word = words[k]!;
    return (
      term === stems[k] ||
      term === word ||
      (k === last && term.startsWith(word)) ||
      (loose(word) && (withinOneEdit(term, word) || withinOneEdit(term, stems[k]!)))
    );
  };
  const titles = indexes[0]?.documents ?? [];
  const results: SearchResult[] = [];
  for (const { type, documents, index } of indexes) {
    const found = index.query((query) => {
      words.forEach((word, k) => {
        query.term(word, {});
        if (loose(word)) query.term(word, { editDistance: Math.min(fuzzy, 1), boost: LOOSE_BOOST });
        if (k === last) query.term(word, { wildcard: lunr.Query.wildcard.TRAILING, boost: LOOSE_BOOST, usePipeline: false });
      });
    });
    for (const { ref, score, matchData } of found) {
      const document = documents.find((doc) => String(doc.i) === ref);
      if (!document) continue;
      const terms = Object.keys(matchData.metadata);
      const held = words.filter((_, k) => terms.some((term) => matches(term, k))).length;
      const whole = held === words.length && type <= HEADING ? WHOLE_HEADING_BOOST : 1;
      results.push({
        document,
        type,
        page: type !== 0 && titles.find((doc) => doc.i === document.p),
        metadata: matchData.metadata,
        tokens: [...words],
        score: score * (TYPE_WEIGHTS[type] ?? 1) * (held / words.length) * whole,
      });
    }
  }
  return results.sort((a, b) => b.score - a.score).slice(0, limit);
}
