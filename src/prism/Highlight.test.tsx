import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as upstream from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { Highlight, Prism, tokensToLines } from './index';

type AnyHighlight = (props: {
  code: string;
  language: string;
  theme: upstream.PrismTheme;
  children: (props: upstream.RenderProps) => ReactNode;
}) => ReactNode;

/** What Docusaurus' CodeBlock renders: a pre, one span per line, one span per token. */
function render(component: AnyHighlight, code: string, language: string, theme = upstream.themes.github): string {
  return renderToStaticMarkup(
    createElement(component, {
      code,
      language,
      theme,
      children: ({ className, style, tokens, getLineProps, getTokenProps }) =>
        createElement(
          'pre',
          { className, style },
          tokens.map((line, index) =>
            createElement(
              'span',
              { key: index, ...getLineProps({ line }) },
              line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) })),
            ),
          ),
        ),
    }),
  );
}

const samples: [string, string][] = [
  [
    'tsx',
    [
      "import { useEffect } from 'react';",
      '',
      'export function Demo({ size = 4 }: { size?: number }) {',
      '  // a comment',
      '  const graph = useMemo(() => new Graph(), []);',
      '  return <SigmaContainer style={{ height: 400 }} graph={graph} />;',
      '}',
    ].join('\n'),
  ],
  ['ts', '/** Doc comment with {@link Sigma} and @param x */\nconst settings: Partial<Settings> = { renderLabels: true, labelSize: 12 };\n\n\ntype X = `a${string}`;'],
  ['css', '.react-sigma { height: 400px; --x: #fff; }'],
  ['text', 'plain\ntext'],
];

describe('slim prism-react-renderer', () => {
  it.each(samples)('renders %s exactly as prism-react-renderer does', (language, code) => {
    expect(render(Highlight as AnyHighlight, code, language)).toBe(render(upstream.Highlight as AnyHighlight, code, language));
  });

  it('renders the dark theme the same way too', () => {
    const [language, code] = samples[0]!;
    expect(render(Highlight as AnyHighlight, code, language, upstream.themes.dracula)).toBe(
      render(upstream.Highlight as AnyHighlight, code, language, upstream.themes.dracula),
    );
  });

  it('knows the languages the docs use', () => {
    for (const language of ['tsx', 'ts', 'typescript', 'jsx', 'javascript', 'css', 'text']) {
      expect(Prism.languages[language], language).toBeDefined();
    }
  });

  it('splits multi-line tokens and marks empty lines', () => {
    const lines = tokensToLines(['a\n\n', { type: 'comment', content: '/* x\ny */', alias: ['c', 'comment'] }]);
    expect(lines).toEqual([
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: '' }, { types: ['comment', 'c', 'comment'], content: '/* x' }],
      [{ types: ['comment', 'c', 'comment'], content: 'y */' }],
    ]);
  });
});
