/**
 * A slim stand-in for prism-react-renderer, which webpack resolves instead of
 * the package (plugins/webpack-tweaks). The package bundles Prism with some
 * forty grammars and twenty colour themes, 85 kB of every page's main bundle;
 * the site highlights TypeScript, TSX, JSX, CSS, Bash, JSON and diff only,
 * and registers most of those grammars on first use (./grammars.ts).
 * It offers what the site's code uses: `Prism` (Docusaurus registers the
 * extra languages of `themeConfig.prism.additionalLanguages` on it) and the
 * `Highlight` render-prop component (Docusaurus' CodeBlock, our live editor).
 * Config-time uses (`themes` in config/themeConfig.ts) run in Node and still
 * read the real package.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

export { Prism };
export { Highlight, tokensToLines } from './Highlight';
export type { Token as TokenOutput } from './Highlight';
