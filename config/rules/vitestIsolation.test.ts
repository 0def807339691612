import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from '../../vitest.config';

const siteDir = path.resolve(__dirname, '../..');

/** What a test file does that must not reach the files that share its worker's modules. */
const MOCKS_OR_STUBS = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/;

describe('unit test isolation (vitest.config.ts)', () => {
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.build.test.ts') && fs.existsSync(path.join(siteDir, file)));

  it('runs every test file that mocks a module or stubs a global with modules of its own', () => {
    const mocking = tracked.filter((file) => MOCKS_OR_STUBS.test(fs.readFileSync(path.join(siteDir, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(
      mocking.filter((file) => !ISOLATED_TESTS.includes(file)),
      'add them to ISOLATED_TESTS',
    ).toEqual([]);
  });

  it('lists only test files that exist and still mock or stub', () => {
    const stale = ISOLATED_TESTS.filter(
      (file) =>
        !fs.existsSync(path.join(siteDir, file)) || !MOCKS_OR_STUBS.test(fs.readFileSync(path.join(siteDir, file), 'utf8')),
    );
    expect(stale, 'remove them from ISOLATED_TESTS').toEqual([]);
  });
});
