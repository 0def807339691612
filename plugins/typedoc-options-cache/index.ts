import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import { modulePaths } from '../../config/modulePaths';

type TypedocOptions = Parameters<typeof typedocPlugin>[1] & { id?: string; out?: string; entryPoints?: string[] };

/** What a TypeDoc run's output depends on besides its options: the tools' versions and our TypeDoc plugin. */
const TOOL_PACKAGES = ['typedoc', 'typedoc-plugin-markdown', 'docusaurus-plugin-typedoc', 'typescript'];
const OUR_TYPEDOC_PLUGIN = path.dirname(modulePaths.typedocPlugin);

/** The file in an output folder that records which inputs produced it. */
export const CACHE_KEY_FILE = '.typedoc-cache-key';

function installedVersion(siteDir: string, name: string): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => !/\.test\.[cm]?[jt]s$/.test(file))
    .sort();
}

/** The documented package's name, read from its entry point (`node_modules/<name>/lib/index.d.ts`). */
function documentedPackage(options: TypedocOptions): string | null {
  const entry = options.entryPoints?.[0] ?? '';
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(entry)?.[1] ?? null;
}

/**
 * A digest of everything a TypeDoc run reads: its options, the documented
 * package's version (its .d.ts files change with it), the TypeDoc tools'
 * versions and the source of our TypeDoc plugin. Same key, same output.
 */
export function typedocCacheKey(siteDir: string, options: TypedocOptions): string {
  const hash = crypto.createHash('sha256');
  hash.update(JSON.stringify(options));
  const documented = documentedPackage(options);
  for (const name of [...(documented ? [documented] : []), ...TOOL_PACKAGES]) {
    hash.update(`${name}@${installedVersion(siteDir, name)}\n`);
  }
  for (const file of filesUnder(path.join(siteDir, OUR_TYPEDOC_PLUGIN))) {
    hash.update(path.relative(siteDir, file)).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** True when `out` holds a complete output made from inputs with this key. */
export function isCached(out: string, key: string): boolean {
  const keyFile = path.join(out, CACHE_KEY_FILE);
  return (
    fs.existsSync(keyFile) &&
    fs.readFileSync(keyFile, 'utf8') === key &&
    fs.existsSync(path.join(out, 'typedoc-sidebar.cjs')) &&
    fs.existsSync(path.join(out, 'index.md'))
  );
}

/**
 * Wraps a docusaurus-plugin-typedoc entry for two reasons.
 *
 * - Docusaurus ships the whole site config to every browser, plugin options
 *   included: the ten entries' options (install notes, TypeDoc settings) were
 *   11 kB of every page's main bundle, read by nobody there. The same plugin,
 *   called from a function that holds its options, runs exactly as before; a
 *   function plugin's options are not shipped.
 * - The ten TypeDoc runs took about 9 s of every `npm start` and build. Their
 *   output is kept in docs/api/<id>/ with a key of everything it was made from
 *   (typedocCacheKey); when the key has not changed, the run is skipped. A new
 *   version of a documented package, of TypeDoc, or an edit of our TypeDoc
 *   plugin or of the options regenerates that package's pages.
 */
export function cachedWithPrivateOptions(entry: PluginConfig): (context: LoadContext) => Promise<Plugin> {
  if (!Array.isArray(entry) || entry[0] !== 'docusaurus-plugin-typedoc' || typeof entry[1] !== 'object' || !entry[1]) {
    throw new Error('typedoc-options-cache: expected a ["docusaurus-plugin-typedoc", options] entry');
  }
  const options = entry[1] as TypedocOptions;
  return async function typedocWithPrivateOptions(context) {
    // Ten instances of one function plugin need distinct names.
    const name = `docusaurus-plugin-typedoc-${String(options.id)}`;
    const out = path.resolve(context.siteDir, String(options.out));
    const key = typedocCacheKey(context.siteDir, options);
    if (isCached(out, key)) return { name };
    fs.rmSync(out, { recursive: true, force: true });
    const plugin = await typedocPlugin(context, options);
    fs.writeFileSync(path.join(out, CACHE_KEY_FILE), key);
    return { ...plugin, name } as Plugin;
  };
}
