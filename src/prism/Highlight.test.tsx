import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as upstream from 'prism-react-renderer';
import { beforeAll, describe, expect, it } from 'vitest';
import { Highlight, Prism, tokensToLines } from './index';
import { tokenize, TOKEN_CACHE_SIZE } from './Highlight';
import { dualTheme, pickByMode, shortColor } from './dualTheme';

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
  [
    'ts',
    '/** Doc comment with {@link Sigma} and @param x */\nconst settings: Partial<Settings> = { renderLabels: true, labelSize: 12 };\n\n\ntype X = `a${string}`;',
  ],
  ['css', '.react-sigma { height: 400px; --x: #fff; }'],
  ['text', 'plain\ntext'],
];

describe('slim prism-react-renderer', () => {
  // First in the file: no code has been tokenized yet (nothing tokenizes while the file is collected).
  it('renders empty code (a block keeping its server lines) as prism-react-renderer does, without registering any grammar', () => {
    expect(render(Highlight as AnyHighlight, '', 'tsx')).toBe(render(upstream.Highlight as AnyHighlight, '', 'tsx'));
    expect(Object.keys(Prism.languages)).not.toContain('tsx');
    render(Highlight as AnyHighlight, 'const x = 1;', 'tsx');
    expect(Object.keys(Prism.languages)).toContain('tsx');
  });

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
      [
        { types: ['plain'], content: '' },
        { types: ['comment', 'c', 'comment'], content: '/* x' },
      ],
      [{ types: ['comment', 'c', 'comment'], content: 'y */' }],
    ]);
  });
});

describe('one theme for both colour modes', () => {
  const light = upstream.themes.github;
  const dark = upstream.themes.dracula;
  const [language, code] = samples[0]!;
  // Rendered once its tests run, not while the file is collected (see the first test).
  let html = '';
  beforeAll(() => {
    html = render(Highlight as AnyHighlight, code, language, dualTheme(light, dark));
  });
  const withoutStyles = (markup: string) => markup.replace(/ style="[^"]*"/g, '');

  it('writes rgb() colours as hex', () => {
    expect(shortColor('rgb(189, 147, 249)')).toBe('#bd93f9');
    expect(shortColor('#00009f')).toBe('#00009f');
  });

  it('renders the same tokens and classes as a single theme', () => {
    expect(withoutStyles(html)).toBe(withoutStyles(render(upstream.Highlight as AnyHighlight, code, language, light)));
  });

  it("gives the block both modes' plain colours and background", () => {
    const pre = /<pre [^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(pre).toContain(`color:${pickByMode(light.plain.color!, shortColor(dark.plain.color!))}`);
    expect(pre).toContain(
      `background-color:${pickByMode(light.plain.backgroundColor!, shortColor(dark.plain.backgroundColor!))}`,
    );
    expect(pre).toContain(`--cpl:${light.plain.color}`);
    expect(pre).toContain(`--cpd:${shortColor(dark.plain.color!)}`);
  });

  it('gives each token its colour in each mode, and no colour of its own', () => {
    const colourOf = (theme: upstream.PrismTheme, type: string) =>
      shortColor(theme.styles.filter((rule) => rule.types.includes(type) && rule.style.color).at(-1)!.style.color!);
    // `import` is a keyword: GitHub's keyword colour in light mode, Dracula's (italic) in dark mode.
    expect(html).toContain(
      `<span class="token keyword" style="--cl:${colourOf(light, 'keyword')};--cd:${colourOf(dark, 'keyword')};--cdf:italic">import</span>`,
    );
    // A type only Dracula colours has no light colour: CSS falls back to the block's plain one.
    expect(html).toContain(`<span class="token builtin" style="--cd:${colourOf(dark, 'builtin')}">number</span>`);
    expect(html).not.toMatch(/<span class="token[^"]*" style="[^"]*(^|;)color:/);
    // Comments are italic in light mode only.
    expect(html).toMatch(/<span class="token comment" style="--cl:[^;]+;--cd:[^;]+;--clf:italic">/);
  });
});

describe('tokenize', () => {
  it('gives the same lines for the same code and language without tokenizing again', () => {
    const first = tokenize(Prism, 'const a = 1;', 'tsx');
    expect(tokenize(Prism, 'const a = 1;', 'tsx')).toBe(first);
    expect(tokenize(Prism, 'const a = 1;', 'css')).not.toBe(first);
    expect(tokenize(Prism, 'const a = 2;', 'tsx')).not.toBe(first);
  });

  it('forgets the least recently used block once it holds too many', () => {
    const kept = tokenize(Prism, 'let kept = 0;', 'ts');
    const dropped = tokenize(Prism, 'let dropped = 0;', 'ts');
    for (let i = 0; i < TOKEN_CACHE_SIZE - 1; i++) {
      tokenize(Prism, `let x${i} = ${i};`, 'ts');
      tokenize(Prism, 'let kept = 0;', 'ts');
    }
    expect(tokenize(Prism, 'let kept = 0;', 'ts')).toBe(kept);
    expect(tokenize(Prism, 'let dropped = 0;', 'ts')).not.toBe(dropped);
  });
});
