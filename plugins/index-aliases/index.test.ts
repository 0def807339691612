import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeIndexAliases } from './index';

async function tree(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'aliases-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  }
  return root;
}

describe('writeIndexAliases', () => {
  it('gives a page that is also a folder an index.html with the same content', async () => {
    const root = await tree({
      'docs/api/core.html': 'core page',
      'docs/api/core/functions/useSigma.html': 'hook page',
      'docs/faq.html': 'faq page',
    });
    const written = await writeIndexAliases(
      root,
      ['/b/docs/api/core', '/b/docs/faq', '/b/docs/api/core/functions/useSigma'],
      '/b/',
    );
    expect(written).toContain(path.join(root, 'docs/api/core/index.html'));
    expect(await fs.readFile(path.join(root, 'docs/api/core/index.html'), 'utf8')).toBe('core page');
  });

  it('gives a page that is a file a folder index that redirects to it, query and hash kept', async () => {
    const root = await tree({ 'docs/faq.html': 'faq page', 'docs/api/core.html': 'core', 'docs/api/core/x.html': 'x' });
    const written = await writeIndexAliases(root, ['/b/docs/faq', '/b/docs/api/core/x'], '/b/');
    expect(written).toEqual([path.join(root, 'docs/faq/index.html'), path.join(root, 'docs/api/core/x/index.html')]);
    const redirect = await fs.readFile(path.join(root, 'docs/faq/index.html'), 'utf8');
    expect(redirect).toContain('location.replace("/b/docs/faq" + location.search + location.hash)');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/b/docs/faq">');
    expect(redirect).toContain('<link rel="canonical" href="/b/docs/faq">');
  });

  it('never overwrites an existing index.html', async () => {
    const root = await tree({ 'docs.html': 'page', 'docs/index.html': 'own index' });
    expect(await writeIndexAliases(root, ['/b/docs'], '/b/')).toEqual([]);
    expect(await fs.readFile(path.join(root, 'docs/index.html'), 'utf8')).toBe('own index');
  });

  it('also aliases routes asked for by name, creating their folder', async () => {
    const root = await tree({ 'search.html': 'results page' });
    const written = await writeIndexAliases(root, ['/b/search'], '/b/', ['/b/search']);
    expect(written).toEqual([path.join(root, 'search/index.html')]);
    expect(await fs.readFile(path.join(root, 'search/index.html'), 'utf8')).toBe('results page');
  });
});
