import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Highlight, type PrismTheme } from '@site/src/prism';
import { useEditable } from 'use-editable';

interface CodeEditorProps {
  code: string;
  language: string;
  theme: PrismTheme;
  onChange: (code: string) => void;
  /** Tab always leaves the editor (react-live's `tabMode="focus"`, the only mode offered). */
  tabMode?: 'focus';
}

/**
 * An editable, highlighted code block: the site's highlighter (src/prism,
 * already on every docs page for code blocks) draws the tokens and
 * use-editable makes the `<pre>` editable while keeping the caret in place
 * as the tokens re-render. Tab leaves the editor rather than indenting, so
 * keyboard readers are never trapped in it. It renders what react-live's editor rendered, which it
 * replaces: importing react-live pulled its 200 kB compiler into every
 * example page, edited or not.
 */
export function CodeEditor({ code, language, theme, onChange }: CodeEditorProps): ReactNode {
  const ref = useRef<HTMLPreElement>(null);
  const [text, setText] = useState(code);
  useEffect(() => setText(code), [code]);
  useEditable(ref, (value) => {
    // The editable always ends with the newline of its last line.
    const next = value.slice(0, -1);
    setText(next);
    onChange(next);
  });

  return (
    <Highlight code={text} language={language} theme={theme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre
          ref={ref}
          className={className}
          style={{ ...style, margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit' }}
          spellCheck={false}
        >
          {tokens.map((line, lineIndex) => (
            <span key={lineIndex} {...getLineProps({ line })}>
              {line
                .filter((token) => !token.empty)
                .map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({ token })} />
                ))}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
