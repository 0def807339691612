import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createServer } from '../githubPages';
import { graphLibrariesIn } from './stats';

/** One response the server sent, as the browser received it. */
export interface Served {
  path: string;
  status: number;
  kind: 'js' | 'css' | 'other';
  /** Bytes on the wire: the Content-Length of the (gzip) response. */
  transfer: number;
  /** Bytes after decoding (the file's size). */
  raw: number;
  /** Graph libraries found in a JS response's code. */
  graphCode: ('sigma' | 'graphology')[];
  /** Asked for by a `<link rel="prefetch">` (Chromium sends `Sec-Purpose: prefetch`): for a page the reader may open next. */
  prefetch: boolean;
  at: number;
}

export interface RecordingServer {
  origin: string;
  log: Served[];
  /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
  quiet(quietMs: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function kindOf(pathname: string): Served['kind'] {
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  return 'other';
}

/**
 * The GitHub Pages server of scripts/githubPages.ts (gzip for text included),
 * with every response logged: its size on the wire, once decoded, and whether
 * its code is sigma's or graphology's. Counting at the server sees prefetched
 * chunks too, which the browser keeps out of most of its own APIs.
 */
export async function startRecordingServer(root: string): Promise<RecordingServer> {
  const server: http.Server = createServer(root);
  const log: Served[] = [];
  // What a response holds, read once per path and size: decoding and scanning each chunk at every
  // page load took CPU from the browser under test.
  const read = new Map<string, { raw: number; graphCode: Served['graphCode'] }>();
  let inFlight = 0;
  let lastActivity = Date.now();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    inFlight++;
    lastActivity = Date.now();
    const pathname = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
    const prefetch = /prefetch/.test(String(request.headers['sec-purpose'] ?? request.headers.purpose ?? ''));
    let headers: Record<string, string> = {};
    let body: Buffer | null = null;
    // createServer's handler answers with writeHead(status, headers) then end(body): catch both.
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
    (response as unknown as { writeHead: (...args: unknown[]) => http.ServerResponse }).writeHead = (...args) => {
      if (args[1] && typeof args[1] === 'object') headers = args[1] as Record<string, string>;
      return writeHead(...args);
    };
    const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
    (response as unknown as { end: (...args: unknown[]) => http.ServerResponse }).end = (...args) => {
      if (Buffer.isBuffer(args[0])) body = args[0];
      return end(...args);
    };
    response.on('close', () => {
      inFlight--;
      lastActivity = Date.now();
      const kind = kindOf(pathname);
      const sent: Buffer = body ?? Buffer.alloc(0);
      const key = `${pathname} ${headers['Content-Encoding'] ?? ''} ${sent.length}`;
      let contents = read.get(key);
      if (!contents) {
        const decoded = headers['Content-Encoding'] === 'gzip' ? zlib.gunzipSync(sent) : sent;
        contents = { raw: decoded.length, graphCode: kind === 'js' ? graphLibrariesIn(decoded.toString('utf8')) : [] };
        read.set(key, contents);
      }
      log.push({
        path: pathname,
        status: response.statusCode,
        kind,
        transfer: Number(headers['Content-Length'] ?? sent.length),
        raw: contents.raw,
        graphCode: contents.graphCode,
        prefetch,
        at: Date.now(),
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    async quiet(quietMs, timeoutMs = 20_000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Unique JS / CSS responses among `entries` (a chunk fetched twice is downloaded once). */
export function assetTotals(entries: readonly Served[]) {
  const unique = new Map<string, Served>();
  for (const entry of entries) {
    if (entry.kind === 'other' || entry.status !== 200) continue;
    // A chunk the page loads to run counts as its own even if a prefetch fetched it first.
    const earlier = unique.get(entry.path);
    unique.set(entry.path, earlier ? { ...entry, prefetch: earlier.prefetch && entry.prefetch } : entry);
  }
  const sum = (kind: Served['kind'], field: 'raw' | 'transfer') =>
    [...unique.values()].filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry[field], 0);
  const graphChunks = [...unique.values()].filter((entry) => entry.graphCode.length > 0);
  return {
    jsRaw: sum('js', 'raw'),
    /** JS the page itself loads, prefetches of other pages left out. */
    jsOwnRaw: [...unique.values()]
      .filter((entry) => entry.kind === 'js' && !entry.prefetch)
      .reduce((total, entry) => total + entry.raw, 0),
    jsTransfer: sum('js', 'transfer'),
    cssRaw: sum('css', 'raw'),
    cssTransfer: sum('css', 'transfer'),
    files: unique.size,
    graphCode: [...new Set(graphChunks.flatMap((entry) => entry.graphCode))].sort(),
    graphChunks: graphChunks.map((entry) => entry.path),
    /** Every JS / CSS file, largest first. */
    assets: [...unique.values()]
      .sort((a, b) => b.raw - a.raw)
      .map(({ path, raw, transfer, graphCode, prefetch }) => ({ path, raw, transfer, graphCode, prefetch })),
  };
}

export type AssetTotals = ReturnType<typeof assetTotals>;
