/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`theme/CodeBlock/index.js`).
 *
 * Upstream re-creates every code block once the page has hydrated (a `key`
 * that changes with `useIsBrowser()`), because the server renders the light
 * theme's colours inline and hydration keeps them. The site's code theme
 * renders the same markup in both modes (src/prism/dualTheme.ts), so the
 * re-creation is not needed; it was the slowest part of hydrating a page of
 * code (every block tokenized and built twice).
 */
import { isValidElement, Children, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/**
 * Best attempt to make the children a plain string so it is copyable: plain
 * string children are joined; children holding elements are kept as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // Change: no `key={String(useIsBrowser())}` (see above).
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
