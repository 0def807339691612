/**
 * A slim stand-in for prism-react-renderer. The site's own code imports it by
 * this path (`@site/src/prism`); Docusaurus' theme, which imports
 * `prism-react-renderer`, gets it through an alias
 * (plugins/rspack-config/prismAlias.ts). The package bundles Prism with some
 * forty grammars and twenty colour themes: main.js, on every page, is 48 kB
 * (14 kB gzip) larger with it. The site highlights TypeScript, TSX, JSX, CSS,
 * Bash, JSON and diff only, and registers most of those grammars on first use
 * (./grammars.ts).
 * It offers what the site's code and the theme use: `Prism` (Docusaurus
 * registers the extra languages of `themeConfig.prism.additionalLanguages` on
 * it) and the `Highlight` render-prop component (Docusaurus' CodeBlock, our
 * live editor); the types are the package's own. Config-time uses (`themes`
 * in config/codeThemes.ts) run in Node and read the real package.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

export { Prism };
export { Highlight, tokensToLines } from './Highlight';
export type { Token as TokenOutput } from './Highlight';
export type { Language, PrismTheme } from 'prism-react-renderer';
