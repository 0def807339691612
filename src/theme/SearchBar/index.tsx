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

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const roots = Array.from(document.querySelectorAll('.navbar__search'));
    const observer = new MutationObserver(() => roots.forEach(repair));
    for (const root of roots) {
      repair(root);
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-owns', 'role'] });
    }
    return () => observer.disconnect();
  }, []);
  return <SearchBar {...props} />;
}
