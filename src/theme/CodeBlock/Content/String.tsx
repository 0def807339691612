/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`src/theme/CodeBlock/Content/String.tsx`),
 * kept verbatim except for the blocks marked `// Change:`; to re-eject, copy
 * the upstream file again and re-apply those blocks (src/theme/ejects.test.ts
 * fails on any other difference). Why:
 *
 * Upstream tokenizes every code block in the browser while the page hydrates
 * and builds one element per token, only to arrive at the markup the server
 * already sent: on an example page, thousands of elements. A block that is
 * part of the hydrated page now keeps the server's lines as they are
 * (src/hooks/useServerMarkup.ts); blocks rendered later (a page reached by a
 * link, a tab opened) are tokenized as before. Its buttons (copy, word wrap)
 * hydrate as usual. It also imports the site's highlighter (src/prism) by its
 * own path rather than through the `prism-react-renderer` alias.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Change: `useRef` for the element whose server lines are kept.
import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, usePrismTheme} from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
// Change: the site's highlighter, by its own path (src/prism).
import {Highlight, type Language} from '@site/src/prism';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type {Props} from '@theme/CodeBlock/Content/String';
// Change: keeps the server's lines while the page hydrates.
import {useServerMarkup} from '@site/src/hooks/useServerMarkup';

// Change: upstream's own styles, so these blocks look exactly like the ones
// Element renders (src/theme/upstreamStyles.test.ts guards the path).
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// Prism languages are always lowercase
// We want to fail-safe and allow both "php" and "PHP"
// See https://github.com/facebook/docusaurus/issues/9012
function normalizeLanguage(language: string | undefined): string | undefined {
  return language?.toLowerCase();
}

export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  const language = normalizeLanguage(
    languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage,
  );

  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();

  // We still parse the metastring in case we want to support more syntax in the
  // future. Note that MDX doesn't strip quotes when parsing metastring:
  // "title=\"xyz\"" => title: "\"xyz\""
  const title = parseCodeBlockTitle(metastring) || titleProp;

  const {lineClassNames, code} = parseLines(children, {
    metastring,
    language,
    magicComments,
  });
  const showLineNumbers =
    showLineNumbersProp ?? containsLineNumbers(metastring);
  // Change: whether the lines the server rendered are kept (while the page hydrates).
  const linesRef = useRef<HTMLElement>(null);
  const serverLines = useServerMarkup(linesRef);

  return (
    <Container
      as="div"
      className={clsx(
        blockClassName,
        language &&
          !blockClassName.includes(`language-${language}`) &&
          `language-${language}`,
      )}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <Highlight
          theme={prismTheme}
          // Change: nothing to tokenize while the server's lines are kept.
          code={serverLines ? '' : code}
          language={(language ?? 'text') as Language}>
          {({className, style, tokens, getLineProps, getTokenProps}) => (
            <pre
              /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
              tabIndex={0}
              ref={wordWrap.codeBlockRef}
              className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
              style={style}>
              <code
                // Change: React hydrates the element, not its children: the server's lines stay.
                ref={linesRef}
                {...(serverLines && {
                  dangerouslySetInnerHTML: {__html: ''},
                  suppressHydrationWarning: true,
                })}
                className={clsx(
                  styles.codeBlockLines,
                  showLineNumbers && styles.codeBlockLinesWithNumbering,
                )}>
                {/* Change: no lines to build while the server's are kept. */}
                {serverLines ? null : tokens.map((line, i) => (
                  <Line
                    key={i}
                    line={line}
                    getLineProps={getLineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[i]}
                    showLineNumbers={showLineNumbers}
                  />
                ))}
              </code>
            </pre>
          )}
        </Highlight>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton
              className={styles.codeButton}
              onClick={() => wordWrap.toggle()}
              isEnabled={wordWrap.isEnabled}
            />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
