import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';

/**
 * Docusaurus ships the whole site config to every browser, plugin options
 * included: the ten docusaurus-plugin-typedoc entries' options (install notes,
 * TypeDoc settings) were 11 kB of every page's main bundle, read by nobody
 * there. The same plugin, called from a function that holds its options,
 * runs exactly as before; a function plugin's options are not shipped.
 */
export function withPrivateOptions(entry: PluginConfig): (context: LoadContext) => Promise<Plugin> {
  if (!Array.isArray(entry) || entry[0] !== 'docusaurus-plugin-typedoc' || typeof entry[1] !== 'object' || !entry[1]) {
    throw new Error('private-options: expected a ["docusaurus-plugin-typedoc", options] entry');
  }
  const options = entry[1] as Parameters<typeof typedocPlugin>[1] & { id?: string };
  return async function typedocWithPrivateOptions(context) {
    const plugin = await typedocPlugin(context, options);
    // Ten instances of one function plugin need distinct names.
    return { ...plugin, name: `docusaurus-plugin-typedoc-${String(options.id)}` } as Plugin;
  };
}
