/**
 * Serves build/ the way GitHub Pages serves the published site: under the
 * base path, `.html` files without their extension, folder redirects, a 404
 * status with the site's 404.html, and gzip for text. `docusaurus serve` does
 * not do this (it mishandles `.html` paths under a baseUrl).
 *
 *   tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import { site } from '../config/site';
import { createServer } from './githubPages';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const port = Number(argument('port', process.env.PORT ?? '3000'));
const dir = argument('dir', 'build');
createServer(dir).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir}/ as GitHub Pages does at http://127.0.0.1:${port}${site.baseUrl}`);
});
