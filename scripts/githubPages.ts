import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { site } from '../config/site';

/** What GitHub Pages answers for a path, given the published folder. */
export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'not-found'; file: string | null; status: 404 };

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * Resolves a request path the way GitHub Pages does for a project site:
 * `/x` serves `x`, then `x.html`, then redirects to `/x/` when `x/index.html`
 * exists; `/x/` serves `x/index.html`; anything else is the site's `404.html`
 * with status 404. `basePath` is the project prefix, the site's base path.
 */
export async function resolveRequest(root: string, basePath: string, urlPath: string): Promise<Resolution> {
  const notFound = async (): Promise<Resolution> => {
    const file = path.join(root, '404.html');
    return { kind: 'not-found', file: (await isFile(file)) ? file : null, status: 404 };
  };
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return notFound();
  }
  if (pathname === basePath.slice(0, -1)) return { kind: 'redirect', location: basePath, status: 301 };
  if (!pathname.startsWith(basePath)) return notFound();
  const relative = pathname.slice(basePath.length);
  const target = path.join(root, relative);
  if (!target.startsWith(root)) return notFound();
  if (relative === '' || relative.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? { kind: 'file', file: index, status: 200 } : notFound();
  }
  if (await isFile(target)) return { kind: 'file', file: target, status: 200 };
  if (await isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html`, status: 200 };
  if (await isFile(path.join(target, 'index.html'))) {
    return { kind: 'redirect', location: `${pathname}/`, status: 301 };
  }
  return notFound();
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.gexf': 'application/xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function contentType(file: string): string {
  return types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** GitHub Pages compresses text responses; so do we, to measure what readers download. */
export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(javascript|json|xml)|image\/svg)/.test(type);
}

const gzip = promisify(zlib.gzip);

/**
 * Each file's gzip, made once (GitHub Pages' CDN keeps its own too): compressing every chunk again
 * for every page load was CPU taken from the browser under test, on a two-core machine.
 */
const gzipped = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>();
async function gzipOf(file: string): Promise<Buffer> {
  const { mtimeMs } = await fs.stat(file);
  const known = gzipped.get(file);
  if (known?.mtimeMs === mtimeMs) return known.body;
  const body = fs.readFile(file).then((raw) => gzip(raw));
  gzipped.set(file, { mtimeMs, body });
  body.catch(() => gzipped.delete(file));
  return body;
}

/** An HTTP server for `root` that answers as GitHub Pages would. */
export function createServer(root: string, basePath: string = site.baseUrl): http.Server {
  const absoluteRoot = path.resolve(root);
  return http.createServer(async (request, response) => {
    try {
      const resolution = await resolveRequest(absoluteRoot, basePath, request.url ?? '/');
      if (resolution.kind === 'redirect') {
        response.writeHead(resolution.status, { Location: resolution.location });
        response.end();
        return;
      }
      if (!resolution.file) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Not found');
        return;
      }
      const type = contentType(resolution.file);
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'max-age=600' };
      let body: Buffer;
      if (isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = await gzipOf(resolution.file);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      } else {
        body = await fs.readFile(resolution.file);
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(resolution.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  });
}
