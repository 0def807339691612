import { memo, useRef, useState, type ReactNode } from 'react';
import { Highlight, type PrismTheme } from '@site/src/prism';
import { useEditable } from 'use-editable';
import { ApiHover } from './ApiHover';

interface CodeEditorProps {
  /** Names the code box for screen readers. */
  label: string;
  code: string;
  language: string;
  theme: PrismTheme;
  onChange: (code: string) => void;
}

/**
 * An editable, highlighted code block: the site's highlighter (src/prism,
 * already on every docs page for code blocks) draws the tokens and
 * use-editable makes the `<pre>` editable while keeping the caret in place
 * as the tokens re-render. Tab leaves the editor rather than indenting, so
 * keyboard readers are never trapped in it. It renders what react-live's editor rendered, which it
 * replaces: importing react-live pulled its 200 kB compiler into every
 * example page, edited or not. Pointing at an imported API name, or moving the
 * caret onto it, shows its card (./ApiHover.tsx).
 *
 * Memoised: use-editable puts the caret back where it last saw it on every render, so a render
 * caused by the page around the editor (the playground's figures, an example's graph) would drop
 * a selection the reader is making, and the next keystroke would land in the middle of the code.
 * `onChange` must therefore be stable (a state setter).
 */
export const CodeEditor = memo(function CodeEditor({ label, code, language, theme, onChange }: CodeEditorProps): ReactNode {
  const ref = useRef<HTMLPreElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(code);
  // A new `code` from the parent (Reset) replaces what the reader typed: adjusted while rendering,
  // as React recommends for state that follows a prop, not in an effect that renders twice.
  const [given, setGiven] = useState(code);
  if (code !== given) {
    setGiven(code);
    setText(code);
  }
  useEditable(ref, (value) => {
    // The editable always ends with the newline of its last line.
    const next = value.slice(0, -1);
    setText(next);
    onChange(next);
  });

  return (
    // The card is placed in this box, and follows the editor in the tab order.
    <div ref={host} style={{ position: 'relative' }}>
      <Highlight code={text} language={language} theme={theme}>
        {({ className, style, tokens, getLineProps, getTokenProps }) => (
          <pre
            ref={ref}
            // A text box to assistive technology; the tab stop also tells axe that the scrolling box has focusable content.
            role="textbox"
            aria-multiline="true"
            aria-label={label}
            tabIndex={0}
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
      <ApiHover editor={ref} host={host} code={text} />
    </div>
  );
});
