import type { ApiHoverData, HoverSymbol } from '@site/plugins/api-hover';
import { importedNames, packageName } from '../../utils/importBindings';

/** What the card says about a name the editor's code imports. */
export interface HoverInfo {
  /** The name as the code writes it. */
  name: string;
  package: string;
  /** Its API page here, for a `@react-sigma/*` name. */
  symbol?: HoverSymbol;
  /** The package's own documentation, for a `sigma` or `graphology` name. */
  url?: string;
}

let data: Promise<ApiHoverData> | null = null;

/** The generated hover data (plugins/api-hover), requested on the reader's first hover or caret move. */
export function loadHoverData(): Promise<ApiHoverData> {
  data ??= import('@generated/api-hover/default/apiHover.json').then((module) => module.default);
  // A failed request is not cached: the next hover tries again.
  data.catch(() => {
    data = null;
  });
  return data;
}

/** What the card shows for `word` in `code`, or null when the code imports no documented name by it. */
export function hoverInfo(hover: ApiHoverData, code: string, word: string): HoverInfo | null {
  const imported = importedNames(code).get(word);
  if (!imported) return null;
  const pkg = packageName(imported.specifier);
  if (pkg.startsWith('@react-sigma/')) {
    const symbol = hover.symbols.find((entry) => entry.package === pkg && entry.name === imported.imported);
    return symbol ? { name: word, package: pkg, symbol } : null;
  }
  const linked = hover.packages.find((entry) => entry.name === pkg);
  return linked ? { name: word, package: pkg, url: linked.url } : null;
}

/** A word of code: where it starts and ends in the editor's text. */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\w$]/;

/** The identifier that covers `offset` in `text` (or ends there, as a caret after it). */
export function wordAt(text: string, offset: number): WordSpan | null {
  let start = offset;
  let end = offset;
  while (start > 0 && WORD.test(text[start - 1]!)) start--;
  while (end < text.length && WORD.test(text[end]!)) end++;
  if (start === end || /\d/.test(text[start]!)) return null;
  return { word: text.slice(start, end), start, end };
}

/** The offset in `root`'s text of a DOM position inside it. */
export function textOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** A DOM range over `root`'s text from `start` to `end`. */
export function textRange(root: Node, start: number, end: number): Range {
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let at = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && at + length >= start) {
      range.setStart(node, start - at);
      started = true;
    }
    if (at + length >= end) {
      range.setEnd(node, end - at);
      break;
    }
    at += length;
  }
  return range;
}

/** The DOM position under a point: Chromium and WebKit name it `caretRangeFromPoint`, Firefox `caretPositionFromPoint`. */
export function positionAt(x: number, y: number): { node: Node; offset: number } | null {
  // Either may be missing: older Chromium and WebKit lack the standard one, and Firefox the other.
  const fromPoint: Partial<Pick<Document, 'caretPositionFromPoint' | 'caretRangeFromPoint'>> = document;
  if (fromPoint.caretPositionFromPoint) {
    const position = fromPoint.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  const range = fromPoint.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}
