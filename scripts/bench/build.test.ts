import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2eAnalyticsDomain } from '../analyticsCollector';
import { assertBuildForReaders } from './build';

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function buildDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  created.push(dir);
  fs.mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, 'assets/js', name), text);
  return dir;
}

describe('assertBuildForReaders', () => {
  it('accepts a build made with npm run build', async () => {
    await expect(assertBuildForReaders(buildDir({ 'main.1.js': 'console.log(1)' }))).resolves.toBeUndefined();
  });

  it('refuses the browser tests’ build, naming the file that posts to their collector', async () => {
    const dir = buildDir({ 'main.1.js': '1', 'a.2.js': `{"domain":"${e2eAnalyticsDomain}"}` });
    await expect(assertBuildForReaders(dir)).rejects.toThrow(/a\.2\.js sends page views to the browser tests' collector/);
  });
});
