/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`theme/CodeBlock/Content/String.js`).
 *
 * Why: upstream tokenizes every code block in the browser while the page
 * hydrates and builds one element per token, only to arrive at the markup the
 * server already sent: on an example page, thousands of elements. A block
 * that is part of the hydrated page now keeps the server's lines as they are
 * (src/hooks/useServerMarkup.ts); blocks rendered later (a page reached by a
 * link, a tab opened) are tokenized as before. Its buttons (copy, word wrap)
 * hydrate as usual.
 */
import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig, usePrismTheme } from '@docusaurus/theme-common';
import {
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  containsLineNumbers,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import { Highlight } from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useServerMarkup } from '@site/src/hooks/useServerMarkup';
// Change: upstream's own styles, so these blocks look exactly like the ones Element.js renders.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

// Prism languages are always lowercase; "php" and "PHP" both work (Docusaurus #9012).
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
    prism: { defaultLanguage, magicComments },
  } = useThemeConfig();
  const language = normalizeLanguage(languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage);
  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();
  // MDX does not strip quotes in the metastring: "title=\"xyz\"" gives title: "\"xyz\"".
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const { lineClassNames, code } = parseLines(children, { metastring, language, magicComments });
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  // Change: the lines the server rendered are kept while the page hydrates.
  const linesRef = useRef<HTMLElement>(null);
  const serverLines = useServerMarkup(linesRef);
  return (
    <Container
      as="div"
      className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        {/* Change: nothing to tokenize while the server's lines are kept. */}
        <Highlight theme={prismTheme} code={serverLines ? '' : code} language={language ?? 'text'}>
          {({ className, style, tokens, getLineProps, getTokenProps }) => (
            <pre
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- upstream's: scrollable code must be reachable by keyboard
              tabIndex={0}
              ref={wordWrap.codeBlockRef}
              className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
              style={style}>
              <code
                ref={linesRef}
                className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
                {...(serverLines
                  ? { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
                  : {
                      children: tokens.map((line, i) => (
                        <Line
                          key={i}
                          line={line}
                          getLineProps={getLineProps}
                          getTokenProps={getTokenProps}
                          classNames={lineClassNames[i]}
                          showLineNumbers={showLineNumbers}
                        />
                      )),
                    })}
              />
            </pre>
          )}
        </Highlight>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton className={styles.codeButton} onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          <CopyButton className={styles.codeButton} code={code} />
        </div>
      </div>
    </Container>
  );
}
