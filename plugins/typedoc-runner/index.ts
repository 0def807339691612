import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';

type Options = Record<string, unknown>;

/**
 * The TypeDoc options docusaurus-plugin-typedoc 1.4 derives from a plugin
 * entry: its defaults, then the entry's options, then its two TypeDoc plugins
 * ahead of the entry's own; without the Docusaurus-only `id`.
 */
export function typedocOptions(context: Pick<LoadContext, 'siteDir'>, entry: PluginConfig): Options {
  if (!Array.isArray(entry) || entry[0] !== 'docusaurus-plugin-typedoc' || typeof entry[1] !== 'object' || !entry[1]) {
    throw new Error('typedoc-runner: expected ["docusaurus-plugin-typedoc", options] entries');
  }
  const { id: _id, ...own } = entry[1] as Options;
  return {
    out: './docs/api',
    docsPath: path.join(context.siteDir, './docs'),
    numberPrefixParser: true,
    ...own,
    plugin: [...new Set(['typedoc-plugin-markdown', 'typedoc-docusaurus-theme', ...((own.plugin as string[] | undefined) ?? [])])],
  };
}

/** One TypeDoc run, as docusaurus-plugin-typedoc's bootstrap does it. */
async function generate(options: Options): Promise<void> {
  fs.mkdirSync(String(options.out), { recursive: true });
  const { Application, PackageJsonReader, TSConfigReader, TypeDocReader } = await import('typedoc');
  const app = await Application.bootstrapWithPlugins(options, [new TypeDocReader(), new PackageJsonReader(), new TSConfigReader()]);
  const project = await app.convert();
  if (!project) throw new Error(`TypeDoc could not convert ${String(options.entryPoints)}`);
  await app.generateOutputs(project);
}

/**
 * Generates the API reference of every package before the docs plugin reads
 * docs/, exactly as the docusaurus-plugin-typedoc entries it is given would
 * (the plugin does nothing else), one package after the other.
 *
 * Why not list the entries as plugins: Docusaurus ships the whole site config
 * to every browser, plugin options included, and the ten entries' options
 * were 11 kB of every page's main bundle. Kept in this closure, they are not.
 *
 * (Running the ten TypeDoc runs in parallel worker threads was tried: on the
 * 2-core build machine, two concurrent runs got the whole process tree killed
 * every time, with no error to show; one at a time is reliable.)
 */
export default function typedocRunner(entries: readonly PluginConfig[]) {
  return async function typedocRunnerPlugin(context: LoadContext): Promise<Plugin> {
    for (const entry of entries) await generate(typedocOptions(context, entry));
    return { name: 'typedoc-runner' };
  };
}
