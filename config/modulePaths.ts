/**
 * The site's files that plugins and config name in strings: in code they generate
 * (plugins/examples), in the chunks a page's HTML names (plugins/page-scripts/options.ts), in paths they
 * read. Neither the type checker nor the bundler sees a string until the site is built, so each
 * path is written here once, relative to the site and as the code that uses it writes it (an
 * import leaves out `.ts`, `.tsx` and `/index`), and `modulePaths.test.ts` checks each against
 * the files on disk: a rename breaks that test, not the site.
 */
export const modulePaths = {
  /** The component each `<GraphExample>` of an MDX page renders (plugins/examples/remark.ts). */
  graphExample: 'src/components/GraphExample',
  /** The live example at the foot of a function's API page (plugins/api-usage/remark.ts). */
  apiLiveExample: 'src/components/ApiLiveExample',
  /** What each example folder's generated module calls as it loads (plugins/examples/generate.ts). */
  graphExampleLiveParts: 'src/components/GraphExample/liveParts',
  /** The live example and its editor, which liveParts.ts imports as an example page opens. */
  liveExample: 'src/components/GraphExample/LiveExample',
  codeEditor: 'src/components/GraphExample/CodeEditor',
  /** The playground page (a route module, named with its extension), and what it imports before it hydrates. */
  playgroundPage: 'src/pages/playground.tsx',
  playgroundLive: 'src/components/Playground/Live',
  playgroundGenerators: 'src/components/Playground/generators',
  /** The helper an example imports to learn where datasets are served (src/live/project copies the files it fetches). */
  exampleData: 'src/examples/_shared/data.ts',
  /** Prism as the site bundles it, in place of prism-react-renderer (plugins/rspack-config/prismAlias.ts). */
  prism: 'src/prism/index.ts',
  /** The folder of code files docs pages show (plugins/shared/apiUsage.ts). */
  snippets: 'src/snippets',
  /** Our TypeDoc plugin (config/typedoc.ts; its folder is part of the TypeDoc cache's key). */
  typedocPlugin: 'plugins/typedoc-react-sigma/index.mjs',
} as const;

/** How the bundler names a file of the site: `@site/src/components/GraphExample`. */
export function siteModule(file: string): string {
  return `@site/${file}`;
}
