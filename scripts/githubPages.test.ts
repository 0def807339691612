import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentType, createServer, isCompressible, resolveRequest } from './githubPages';

let root = '';
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-'));
  for (const file of ['index.html', '404.html', 'docs/faq.html', 'docs/api/core/index.html', 'assets/app.js']) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), file);
  }
});

describe('resolveRequest (GitHub Pages rules)', () => {
  const resolve = (url: string) => resolveRequest(root, '/site/', url);

  it('serves files, then name.html, then folder indexes', async () => {
    expect(await resolve('/site/')).toMatchObject({ status: 200, file: path.join(root, 'index.html') });
    expect(await resolve('/site/assets/app.js?v=1')).toMatchObject({ status: 200, file: path.join(root, 'assets/app.js') });
    expect(await resolve('/site/docs/faq')).toMatchObject({ status: 200, file: path.join(root, 'docs/faq.html') });
    expect(await resolve('/site/docs/faq.html')).toMatchObject({ status: 200 });
    expect(await resolve('/site/docs/api/core/')).toMatchObject({
      status: 200,
      file: path.join(root, 'docs/api/core/index.html'),
    });
  });

  it('redirects a folder without its slash, and the bare base path', async () => {
    expect(await resolve('/site/docs/api/core')).toEqual({ kind: 'redirect', status: 301, location: '/site/docs/api/core/' });
    expect(await resolve('/site')).toEqual({ kind: 'redirect', status: 301, location: '/site/' });
  });

  it('answers 404 with the site 404 page for anything else', async () => {
    for (const url of ['/site/nope', '/site/docs/faq/', '/other/', '/site/%E0%A4%A', '/site/../etc/passwd']) {
      expect(await resolve(url)).toEqual({ kind: 'not-found', status: 404, file: path.join(root, '404.html') });
    }
  });

  it('types and compresses text like GitHub Pages', () => {
    expect(contentType('a/b.JS')).toMatch(/javascript/);
    expect(isCompressible(contentType('x.css'))).toBe(true);
    expect(isCompressible(contentType('x.png'))).toBe(false);
  });
});

describe('createServer', () => {
  it('serves a file gzipped, and its new content once it changes', async () => {
    const server = createServer(root, '/site/');
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const get = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/site/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    try {
      expect(await get()).toEqual({ encoding: 'gzip', text: 'assets/app.js' });
      expect(await get()).toEqual({ encoding: 'gzip', text: 'assets/app.js' });
      const file = path.join(root, 'assets/app.js');
      await fs.writeFile(file, 'rebuilt');
      const later = new Date(Date.now() + 5000);
      await fs.utimes(file, later, later);
      expect(await get()).toEqual({ encoding: 'gzip', text: 'rebuilt' });
    } finally {
      server.close();
    }
  });
});
