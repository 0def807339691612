/**
 * Checks of the built files themselves, as a crawler or a validator reads them
 * (no browser needed): no NUL byte anywhere, and valid HTML on every page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDir } from '../support/paths';

/** Files a browser or a crawler reads as text; images and fonts may hold NUL bytes legitimately. */
const TEXT_FILE = /\.(html|js|css|json|xml|txt|md|svg|map)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

test('no text file of build/ holds a NUL byte', () => {
  const textFiles = filesUnder(buildDir).filter((file) => TEXT_FILE.test(file));
  expect(textFiles.length).toBeGreaterThan(100);
  const withNul = textFiles.filter((file) => fs.readFileSync(file).includes(0)).map((file) => path.relative(buildDir, file));
  // React 18's streaming server renderer split multi-byte characters into NUL bytes (facebook/react#31134).
  expect(withNul, 'files with U+0000').toEqual([]);
});

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every HTML file of build/ passes the Nu HTML Checker', () => {
  test.setTimeout(240_000);
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const result = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', buildDir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.error, 'java could not run: install a Java runtime (Debian: default-jre-headless)').toBeUndefined();
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const checked = filesUnder(buildDir).filter((file) => file.endsWith('.html')).length;
  expect(checked).toBeGreaterThan(80);
  const errors = report.messages.map(
    (m) =>
      `${path.relative(buildDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`,
  );
  expect(errors, 'Nu HTML Checker errors').toEqual([]);
});
