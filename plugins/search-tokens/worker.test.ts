import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchTheme } from '../../config/search';
import { UPSTREAM_WORKER, UPSTREAM_WORKER_SHA256 } from './index';

describe('the replaced search worker', () => {
  it("is still upstream's file this replacement was written for (search-tokens patch)", () => {
    const file = path.resolve(__dirname, '../../node_modules', UPSTREAM_WORKER);
    // When this fails, @easyops-cn/docusaurus-search-local changed its worker: compare the new one
    // (and the modules it imports) with ./worker.ts, port what changed, then update UPSTREAM_WORKER_SHA256.
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    expect(hash, 'search-tokens patch: upstream worker.js changed').toBe(UPSTREAM_WORKER_SHA256);
  });

  it('is started the way the replacement expects (search-tokens patch)', () => {
    const worker = path.resolve(__dirname, '../../node_modules', UPSTREAM_WORKER);
    const starter = fs.readFileSync(path.join(path.dirname(worker), 'searchByWorker.js'), 'utf8');
    expect(starter, 'search-tokens patch: upstream starts its worker differently').toContain(
      'new Worker(new URL("./worker.js", import.meta.url))',
    );
  });

  it('only handles the languages the site searches', () => {
    const [, options] = searchTheme as [string, { language: string[] }];
    expect(options.language).toEqual(['en']);
  });
});
