import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiUsage } from '../shared/apiUsage';
import { namedAsyncGroup } from '../shared/chunkGroups';
import { discoverExamples, EXAMPLES_DIR, folderModulePath, SECTIONS } from '../shared/discoverExamples';
import type { ExampleCatalog } from '../shared/exampleTypes';
import { folderModule, liveModulesModule } from './generate';

export { exampleFrontMatter } from './frontMatter';
export { remarkGraphExamples } from './remark';

/** Where compile.ts finds the live editor's imports. */
export const LIVE_MODULES = '@generated/examples/default/liveModules.js';

/** `example-sources-<id>` for the generated module of the folder `<id>`, else null. */
export function exampleChunkName(folderModules: string, resource: string | null | undefined): string | null {
  if (!resource || path.dirname(resource) !== folderModules || resource.endsWith('liveModules.js')) return null;
  return `example-sources-${path.basename(resource, '.js')}`;
}

/**
 * Finds the examples in src/examples/ (plugins/shared/discoverExamples.ts), fails the build on any
 * mistake in them, and writes the modules the site imports (./generate.ts):
 * one per example folder, read by its page, and the live editor's imports.
 * The MDX side is ./remark.ts; the page metadata, ./frontMatter.ts.
 */
export default function examplesPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, 'examples', 'default', file);
  const expect = async (written: Promise<string>, alias: string) => {
    const file = await written;
    // remark.ts and compile.ts import these files by their @generated path.
    const wanted = generated(alias.replace('@generated/examples/default/', ''));
    if (path.resolve(file) !== path.resolve(wanted)) {
      throw new Error(
        `plugins/examples: Docusaurus wrote ${file}, but the site imports it as ${alias} (${wanted}); createData's folder changed`,
      );
    }
  };
  const folderModules = path.join(context.generatedFilesDir, 'examples', 'default');
  return {
    name: 'examples',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              // A folder's definitions join its source texts in `example-sources-<id>` (plugins/rspack-config):
              // loaded with the page, but not with the page chunk the sidebar prefetches for every example.
              exampleDefinitions: namedAsyncGroup(
                (module) => exampleChunkName(folderModules, module.resource) !== null,
                (module) => exampleChunkName(folderModules, module.resource) ?? undefined,
              ),
            },
          },
        },
      };
    },
    getPathsToWatch() {
      return [
        `${context.siteDir}/${EXAMPLES_DIR}/**/*`,
        ...Object.values(SECTIONS).map(({ pagesDir }) => `${context.siteDir}/${pagesDir}/*.mdx`),
        `${context.siteDir}/package.json`,
      ];
    },
    loadContent() {
      return discoverExamples(context.siteDir);
    },
    // `content` is this plugin's loadContent result (the config's plugin list types it `unknown`).
    async contentLoaded({ content: loaded, actions }) {
      const content = loaded as ExampleCatalog;
      const { uses } = await apiUsage(context.siteDir);
      await Promise.all([
        ...content.examples.map((example) =>
          expect(actions.createData(`${example.id}.js`, folderModule(example, uses)), folderModulePath(example.id)),
        ),
        expect(actions.createData('liveModules.js', liveModulesModule(content)), LIVE_MODULES),
      ]);
    },
  };
}
