import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';

type Options = Record<string, unknown>;

/**
 * The TypeDoc options docusaurus-plugin-typedoc 1.4 derives from a plugin
 * entry: its defaults, then the entry's options, then its two TypeDoc plugins
 * ahead of the entry's own; without the Docusaurus-only `id`.
 */
export function typedocOptions(context: Pick<LoadContext, 'siteDir'>, entry: PluginConfig): Options {
  if (!Array.isArray(entry) || entry[0] !== 'docusaurus-plugin-typedoc' || typeof entry[1] !== 'object' || !entry[1]) {
    throw new Error('typedoc-parallel: expected ["docusaurus-plugin-typedoc", options] entries');
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

/** Runs `tasks` with at most `limit` of them at a time. */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, lane));
  return results;
}

function generate(options: Options): Promise<void> {
  fs.mkdirSync(String(options.out), { recursive: true });
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), { workerData: options });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`TypeDoc failed for ${String(options.out)} (exit code ${code})`)),
    );
  });
}

/**
 * Generates the API reference of every package before the docs plugin reads
 * docs/, as the ten docusaurus-plugin-typedoc entries it is given would, but
 * in worker threads, one per CPU core: each TypeDoc run builds a TypeScript
 * program of its own and they ran one after the other, the longest step of a
 * cold build. The entries stay the one list of packages (config/typedoc.ts);
 * kept in this closure, their options also stay out of the site config that
 * Docusaurus ships to every browser.
 */
export default function typedocParallel(entries: readonly PluginConfig[]) {
  return async function typedocParallelPlugin(context: LoadContext): Promise<Plugin> {
    const all = entries.map((entry) => typedocOptions(context, entry));
    await runLimited(
      all.map((options) => () => generate(options)),
      os.availableParallelism(),
    );
    return { name: 'typedoc-parallel' };
  };
}
