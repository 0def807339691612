/**
 * Runs in the page (serialised by Puppeteer or WebDriver: no imports, no closures): focuses the
 * live editor's `pre` and selects the hex digits of the first `#rrggbb` colour `colour` in it, as a
 * reader would before typing new ones. Returns the selected text ('' when the colour is not there).
 */
export function selectColourDigits(pre: Element, colour: string): string {
  (pre as HTMLElement).focus();
  const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(colour) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at + 1);
    range.setEnd(node, at + colour.length);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  }
  return '';
}
