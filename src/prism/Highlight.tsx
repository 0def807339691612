import { useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Prism from 'prismjs/components/prism-core';
import type { PrismTheme } from 'prism-react-renderer';
import { isDualTheme, pickByMode, type DualTheme } from './dualTheme';
import { registerGrammars } from './grammars';

/** One run of text on one line, with the token types Prism gave it (outermost first). */
export interface Token {
  types: string[];
  content: string;
  /** Set on the single token of a line that has no text, so the line keeps its height. */
  empty?: boolean;
}

type PrismToken = import('prismjs/components/prism-core').PrismToken;
type PrismInstance = typeof Prism;

function withType(types: string[], type: string | string[] | undefined): string[] {
  let result = types;
  for (const name of type === undefined ? [] : Array.isArray(type) ? type : [type]) {
    if (result[result.length - 1] !== name) result = [...result, name];
  }
  return result;
}

/**
 * Flattens Prism's nested token tree into lines of typed text runs: nested
 * tokens carry the types of all their parents, text outside any token is
 * `plain`, and a line without text gets one empty `plain` run.
 */
export function tokensToLines(stream: readonly (string | PrismToken)[]): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (items: readonly (string | PrismToken)[], types: string[] | null) => {
    for (const item of items) {
      if (typeof item !== 'string') {
        const inner = withType(withType(types ?? [], item.type), item.alias);
        if (typeof item.content === 'string') addText(item.content, inner);
        else visit(Array.isArray(item.content) ? item.content : [item.content], inner);
        continue;
      }
      addText(item, types ?? ['plain']);
    }
  };
  const addText = (text: string, types: string[]) => {
    const parts = text.split(/\r\n|\r|\n/);
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      lines[lines.length - 1]!.push({ types, content: part });
    });
  };
  visit(stream, null);
  for (const line of lines) {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, { content: '\n', empty: true });
  }
  return lines;
}

/** How many tokenized blocks `tokenize` keeps: more than any page shows at once. */
export const TOKEN_CACHE_SIZE = 64;
const tokenCache = new Map<string, Token[][]>();

/**
 * Tokenizes `code`, or returns the lines it gave for the same code and
 * language before. On a page reached by a link, an example's code is
 * highlighted read-only and then again in its editor; with the cache the
 * second costs nothing (tokenizing a long example takes tens of milliseconds
 * on a phone). Blocks the server rendered are not tokenized in the browser
 * at all (src/theme/CodeBlock/Content/String.tsx).
 */
export function tokenize(prism: PrismInstance, code: string, language: string): Token[][] {
  if (prism !== Prism) return tokenizeNow(prism, code, language);
  const key = `${language}\n${code}`;
  const cached = tokenCache.get(key);
  if (cached) {
    // Most recently used last, so the oldest entry is the first to go.
    tokenCache.delete(key);
    tokenCache.set(key, cached);
    return cached;
  }
  const lines = tokenizeNow(prism, code, language);
  tokenCache.set(key, lines);
  if (tokenCache.size > TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value!);
  return lines;
}

function tokenizeNow(prism: PrismInstance, code: string, language: string): Token[][] {
  // Empty code (a block keeping the lines the server rendered) is one empty line in any language.
  if (code !== '') registerGrammars();
  const grammar = prism.languages[language];
  if (!grammar) return tokensToLines([code]);
  const env: { code: string; grammar: object; language: string; tokens: (string | PrismToken)[] } = {
    code,
    grammar,
    language,
    tokens: [],
  };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return tokensToLines(env.tokens);
}

/** The theme as a style per token type; `root` styles the block, `plain` (without background) each line. */
function styleTable(theme: PrismTheme, language: string): Record<string, CSSProperties> {
  const table: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) table[type] = { ...table[type], ...(entry.style as CSSProperties) };
  }
  table.root = theme.plain as CSSProperties;
  table.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return table;
}

/**
 * Token properties that get a custom property per mode. A mode that does not
 * set one gets none: src/css/custom.css falls back to the block's colour, to
 * `normal` and to `1`.
 */
// Short names: a page of code has thousands of tokens, each naming them in its style attribute.
const PICKED: Record<string, { light: string; dark: string }> = {
  color: { light: '--cl', dark: '--cd' },
  fontStyle: { light: '--clf', dark: '--cdf' },
  opacity: { light: '--clo', dark: '--cdo' },
};

type Style = Record<string, string | number | undefined>;

/**
 * A token's style under a dual theme: for colour, font style and opacity, the
 * value in each mode as custom properties (src/css/custom.css turns them into
 * the real properties); anything else inline, picked by mode if it differs.
 * Colours a token does not set come from the block's plain colour, which the
 * root's custom properties (`--cpl`, `--cpd`) hand down.
 */
function dualStyle(light: Style, dark: Style): Style {
  const style: Style = {};
  for (const property of new Set([...Object.keys(light), ...Object.keys(dark)])) {
    const [l, d] = [light[property], dark[property]];
    if (l === undefined && d === undefined) continue;
    const picked = PICKED[property];
    if (picked) {
      if (l !== undefined) style[picked.light] = l;
      if (d !== undefined) style[picked.dark] = d;
    } else {
      style[property] = pickByMode(l ?? 'initial', d ?? 'initial');
    }
  }
  return style;
}

/** How a theme styles the block (`root`), each line and each token. */
interface Look {
  root: CSSProperties;
  /** Absent when lines only inherit the block's colours. */
  line?: CSSProperties;
  token: (types: string[]) => CSSProperties;
}

function singleLook(theme: PrismTheme, language: string): Look {
  const styles = styleTable(theme, language);
  return {
    root: styles.root ?? {},
    line: styles.plain,
    token: (types) => Object.assign({}, ...types.map((type) => styles[type])) as CSSProperties,
  };
}

/** Block and token styles for a dual theme: the same markup in both modes; lines inherit the block's colours. */
function dualLook(theme: DualTheme, language: string): Look {
  const { modes, color, backgroundColor } = theme.plain;
  const light = styleTable(modes.light, language);
  const dark = styleTable(modes.dark, language);
  const root: CSSProperties = {
    color,
    backgroundColor,
    ['--cpl' as string]: modes.light.plain.color,
    ['--cpd' as string]: modes.dark.plain.color,
  };
  return {
    root,
    token: (types: string[]): CSSProperties =>
      dualStyle(
        Object.assign({}, ...types.map((type) => light[type])) as Style,
        Object.assign({}, ...types.map((type) => dark[type])) as Style,
      ) as CSSProperties,
  };
}

interface LinePropsInput {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [attribute: string]: unknown;
}

interface TokenPropsInput {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [attribute: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LinePropsInput) => Record<string, unknown> & { className: string; style?: CSSProperties };
  getTokenProps: (
    input: TokenPropsInput,
  ) => Record<string, unknown> & { className: string; children: string; style?: CSSProperties };
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: PrismInstance;
  children: (props: RenderProps) => ReactNode;
}

/** prism-react-renderer's render-prop API: tokens by line, and the class names and styles of lines and tokens. */
export function Highlight({ code, language, theme, prism = Prism, children }: HighlightProps): ReactNode {
  const lang = language.toLowerCase();
  const look = useMemo(() => (isDualTheme(theme) ? dualLook(theme, lang) : singleLook(theme, lang)), [theme, lang]);
  const tokens = useMemo(() => tokenize(prism, code, lang), [prism, code, lang]);
  const getLineProps: RenderProps['getLineProps'] = ({ line: _line, className, style, ...rest }) => ({
    ...rest,
    className: clsx('token-line', className),
    style: look.line && style ? { ...look.line, ...style } : (look.line ?? style),
  });
  const getTokenProps: RenderProps['getTokenProps'] = ({ token, className, style, ...rest }) => {
    const own = token.types.length === 1 && token.types[0] === 'plain' ? {} : look.token(token.types);
    const merged: CSSProperties = { ...(token.empty ? { display: 'inline-block' } : {}), ...own, ...style };
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: Object.keys(merged).length > 0 ? merged : undefined,
    };
  };
  return children({ tokens, className: `prism-code language-${lang}`, style: look.root, getLineProps, getTokenProps });
}
