import { exampleImport, listExamples, openingExample } from '../plugins/examples';
import type { PageScriptsOptions } from '../plugins/page-scripts';

/**
 * What the playground page imports as it opens (src/pages/playground.tsx): its
 * editor and the graph generators, before it hydrates.
 */
export const PLAYGROUND_IMPORTS = ['@site/src/components/Playground/Live', '@site/src/components/Playground/generators'];

/** What an example page imports to start its first example, besides the example (src/components/GraphExample/liveParts.ts). */
export const EXAMPLE_SHELL_IMPORTS = [
  '@site/src/components/GraphExample/LiveExample',
  '@site/src/components/GraphExample/CodeEditor',
];

/**
 * The modules whose chunks a page's HTML names besides its route's
 * (plugins/page-scripts): each example page's first example, which starts as
 * the page opens, and the playground's editor. The build fails, naming the
 * request, if one of them is not imported anywhere.
 */
export function pageScriptsOptions(siteDir: string): PageScriptsOptions {
  const alsoLoads: Record<string, string[]> = { '@site/src/pages/playground.tsx': PLAYGROUND_IMPORTS };
  for (const example of listExamples(siteDir)) {
    const opening = openingExample(siteDir, example);
    if (opening) alsoLoads[`@site/${example.page}`] = [exampleImport(opening), ...EXAMPLE_SHELL_IMPORTS];
  }
  return { alsoLoads };
}
