import fs from 'node:fs';
import path from 'node:path';
import { modulePaths, siteModule } from '../../config/modulePaths';
import { exampleImport, listExamples, openingExample } from '../shared/discoverExamples';
import type { PageScriptsOptions } from './index';

/**
 * What the playground page imports as it opens (src/pages/playground.tsx): its
 * editor and the graph generators, before it hydrates.
 */
const PLAYGROUND_IMPORTS = [modulePaths.playgroundLive, modulePaths.playgroundGenerators].map(siteModule);

/** What an example page imports to start its first example, besides the example (src/components/GraphExample/liveParts.ts). */
const EXAMPLE_SHELL_IMPORTS = [modulePaths.liveExample, modulePaths.codeEditor].map(siteModule);

/**
 * The modules whose chunks a page's HTML names besides its route's
 * (plugins/page-scripts): each example page's first example, which starts as
 * the page opens, and the playground's editor. The build fails, naming the
 * request, if one of them is not imported anywhere.
 */
export function pageScriptsOptions(siteDir: string): PageScriptsOptions {
  const alsoLoads: Record<string, string[]> = { [siteModule(modulePaths.playgroundPage)]: PLAYGROUND_IMPORTS };
  for (const example of listExamples(siteDir)) {
    const opening = openingExample(example, fs.readFileSync(path.join(siteDir, example.page), 'utf8'));
    if (opening) alsoLoads[siteModule(example.page)] = [exampleImport(opening), ...EXAMPLE_SHELL_IMPORTS];
  }
  return { alsoLoads };
}
