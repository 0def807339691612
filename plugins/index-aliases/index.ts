import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * With `trailingSlash: false` Docusaurus writes the page of `/docs/api/core`
 * to `docs/api/core.html`. GitHub Pages serves that file for `/docs/api/core`,
 * but answers 404 for `/docs/api/core/` because the folder `docs/api/core/`
 * (which holds the section's other pages) has no `index.html`. Readers reach
 * section pages with the slash too, so for every page that is also a folder we
 * write the same HTML as the folder's index. React Router matches both forms,
 * so the page hydrates the same either way.
 *
 * Every other page (`/docs/faq`, a file, not a folder) gets a small redirect
 * document as `docs/faq/index.html`, so `/docs/faq/` and `/docs/faq/index.html`
 * lead to the page. Without it GitHub Pages answers them with the 404 page,
 * which React Router then matches to the FAQ: the server's markup (not found)
 * and the client's (the FAQ) differ and hydration fails (React #418, #423).
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
    if (!pageStat?.isFile() || indexStat) continue;
    const index = path.join(folder, 'index.html');
    await fs.mkdir(folder, { recursive: true });
    if (folderStat?.isDirectory() || alsoWithSlash.includes(route)) await fs.copyFile(page, index);
    else await fs.writeFile(index, redirectDocument(route));
    written.push(index);
  }
  return written;
}

/**
 * A document that replaces its address with `route`, keeping the query and the
 * hash (a meta refresh where scripts do not run). Search engines are told the
 * page's own address and not to index this one.
 */
export function redirectDocument(route: string): string {
  const target = JSON.stringify(route);
  const escaped = route.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${escaped}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escaped}">`,
    `<meta http-equiv="refresh" content="0; url=${escaped}">`,
    `<script>location.replace(${target} + location.search + location.hash)</script>`,
    '</head>',
    `<body><p><a href="${escaped}">${escaped}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
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
