/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`src/theme/CodeBlock/index.tsx`),
 * kept verbatim except for the blocks marked `// Change:`; to re-eject, copy
 * the upstream file again and re-apply those blocks (src/theme/ejects.test.ts
 * fails on any other difference). Why:
 *
 * Upstream re-creates every code block once the page has hydrated (a `key`
 * that changes with `useIsBrowser()`), because the server renders the light
 * theme's colours inline and hydration keeps them. The site's code theme
 * renders the same markup in both modes (src/prism/dualTheme.ts), so the
 * re-creation is not needed; it was the slowest part of hydrating a page of
 * code (every block tokenized and built twice).
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {isValidElement, type ReactNode} from 'react';
// Change: no `useIsBrowser` import (see the header).
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // Change: no re-render after mounting; the site's code theme renders both
  // modes' colours in the same markup (src/prism/dualTheme.ts).
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    // Change: no `key` that changes once the page has hydrated.
    <CodeBlockComp {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
