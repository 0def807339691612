import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * With `trailingSlash: false` Docusaurus writes the page of `/docs/api/core`
 * to `docs/api/core.html`. GitHub Pages serves that file for `/docs/api/core`,
 * but answers 404 for `/docs/api/core/` because the folder `docs/api/core/`
 * (which holds the section's other pages) has no `index.html`. Readers reach
 * section pages with the slash too (spec §2 lists them that way), so for every
 * page that is also a folder we write the same HTML as the folder's index.
 * React Router matches both forms, so the page hydrates the same either way.
 *
 * `alsoWithSlash` lists further routes that other code links to with a slash
 * (the search plugin's "See all results" goes to `search/`).
 */
export async function writeIndexAliases(
  outDir: string,
  routes: readonly string[],
  baseUrl: string,
  alsoWithSlash: readonly string[] = [],
): Promise<string[]> {
  const written: string[] = [];
  for (const route of routes) {
    if (!route.startsWith(baseUrl) || route === baseUrl || route.endsWith('/')) continue;
    const relative = route.slice(baseUrl.length);
    const page = path.join(outDir, `${relative}.html`);
    const folder = path.join(outDir, relative);
    const [pageStat, folderStat, indexStat] = await Promise.all([
      fs.stat(page).catch(() => null),
      fs.stat(folder).catch(() => null),
      fs.stat(path.join(folder, 'index.html')).catch(() => null),
    ]);
    const wanted = folderStat?.isDirectory() || alsoWithSlash.includes(route);
    if (!pageStat?.isFile() || !wanted || indexStat) continue;
    const index = path.join(folder, 'index.html');
    await fs.mkdir(folder, { recursive: true });
    await fs.copyFile(page, index);
    written.push(index);
  }
  return written;
}

export interface IndexAliasesOptions {
  alsoWithSlash?: string[];
}

export default function indexAliases(options: IndexAliasesOptions = {}): () => Plugin {
  return () => ({
    name: 'index-aliases',
    async postBuild({ outDir, routesPaths, baseUrl }) {
      await writeIndexAliases(outDir, routesPaths, baseUrl, options.alsoWithSlash);
    },
  });
}
