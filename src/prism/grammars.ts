/**
 * The grammars of the languages the site highlights, registered on Prism the
 * first time code is tokenized rather than when `main.js` loads. Evaluating
 * them costs about 40 ms of a phone's main thread (Chromium, 4× CPU
 * slowdown) on every page, yet a page loaded from the server tokenizes
 * nothing while it hydrates (src/hooks/useServerMarkup.ts): only blocks
 * rendered later (a page reached by a link, a tab opened, a live editor)
 * need them.
 *
 * Each grammar file extends the global `Prism` that prism-core sets; they
 * are prism-react-renderer's grammars for these languages, in its order
 * (later ones extend or enrich earlier ones), so code is tokenized exactly
 * as before. The languages of `themeConfig.prism.additionalLanguages` are
 * registered by Docusaurus at start-up; none of them builds on these.
 */
let registered = false;

export function registerGrammars(): void {
  if (registered) return;
  registered = true;
  // `require`, unlike `import`, evaluates a module when it runs.
  require('prismjs/components/prism-markup');
  require('prismjs/components/prism-regex');
  require('prismjs/components/prism-clike');
  require('prismjs/components/prism-javascript');
  require('prismjs/components/prism-javadoclike');
  require('prismjs/components/prism-css');
  require('prismjs/components/prism-css-extras');
  require('prismjs/components/prism-typescript');
  require('prismjs/components/prism-jsdoc');
  require('prismjs/components/prism-js-extras');
  require('prismjs/components/prism-jsx');
  require('prismjs/components/prism-tsx');
}
