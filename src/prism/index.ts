/**
 * A slim stand-in for prism-react-renderer, which webpack resolves instead of
 * the package (plugins/webpack-tweaks). The package bundles Prism with some
 * forty grammars and twenty colour themes, 85 kB of every page's main bundle;
 * the site highlights TypeScript, TSX, JSX, CSS, Bash, JSON and diff only.
 * It offers what the site's code uses: `Prism` (Docusaurus registers the
 * extra languages of `themeConfig.prism.additionalLanguages` on it) and the
 * `Highlight` render-prop component (Docusaurus' CodeBlock, our live editor).
 * Config-time uses (`themes` in config/themeConfig.ts) run in Node and still
 * read the real package.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
// prism-react-renderer's grammars for these languages, in its order (later
// ones extend or enrich earlier ones), so code is tokenized exactly as before.
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

export { Prism };
export { Highlight, tokensToLines } from './Highlight';
export type { Token as TokenOutput } from './Highlight';
