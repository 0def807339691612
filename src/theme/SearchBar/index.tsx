/**
 * Wraps @theme-original/SearchBar (@easyops-cn/docusaurus-search-local 0.55,
 * on Docusaurus 3.7.0).
 *
 * Why: its dropdown (autocomplete.js) breaks two ARIA rules that axe reports
 * as critical: the combobox input names its list with the old `aria-owns`
 * only (ARIA 1.2 wants `aria-controls`), and the "See all results" link sits
 * inside the listbox, where only options may be. autocomplete.js rebuilds the
 * list on every keystroke, so a MutationObserver repairs it each time: the
 * input also gets `aria-controls`, and the link gets the option role (it still
 * opens the results page).
 *
 * It also focuses the box again once its index has loaded, even when the
 * reader has tabbed on meanwhile: on a slow connection the focus jumped back
 * to the search box a moment after leaving it (WCAG 3.2.1). When the reader
 * leaves the box before the index is in, that one focus() call is dropped;
 * the Ctrl+K shortcut (a keydown) and every later call work as before.
 */
import { useEffect, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

function repair(root: Element): void {
  root.querySelectorAll('input[role="combobox"][aria-owns]').forEach((input) => {
    const list = input.getAttribute('aria-owns');
    if (list && input.getAttribute('aria-controls') !== list) input.setAttribute('aria-controls', list);
  });
  root.querySelectorAll('[role="listbox"] a:not([role])').forEach((link) => link.setAttribute('role', 'option'));
}

/** Keeps a late-loading index from pulling the focus back into `input`; returns the undo. */
function keepFocusWhereTheReaderPutIt(input: HTMLInputElement): () => void {
  // Armed when the reader leaves the box before its index is in (the search script has not yet
  // made it a combobox); the one focus() call that follows without a keyboard or pointer event
  // (the script's, from the worker's message) is dropped. The reader's own focus disarms it.
  let armed = false;
  const onBlur = () => {
    armed = input.getAttribute('role') !== 'combobox';
  };
  const onFocus = () => {
    armed = false;
  };
  const focus = input.focus.bind(input);
  input.focus = (options?: FocusOptions) => {
    if (armed && !(window.event instanceof UIEvent)) {
      armed = false;
      return;
    }
    focus(options);
  };
  input.addEventListener('blur', onBlur);
  input.addEventListener('focus', onFocus);
  return () => {
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('focus', onFocus);
    delete (input as Partial<HTMLInputElement>).focus;
  };
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const roots = Array.from(document.querySelectorAll('.navbar__search'));
    const observer = new MutationObserver(() => roots.forEach(repair));
    for (const root of roots) {
      repair(root);
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-owns', 'role'] });
    }
    const undo = roots.flatMap((root) => Array.from(root.querySelectorAll('input'), keepFocusWhereTheReaderPutIt));
    return () => {
      observer.disconnect();
      undo.forEach((restore) => restore());
    };
  }, []);
  return <SearchBar {...props} />;
}
