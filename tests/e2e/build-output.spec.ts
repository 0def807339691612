/**
 * Checks of the built files themselves, as a crawler or a validator reads them
 * (no browser needed): no NUL byte anywhere, and valid HTML on every page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '../../config/site';
import { pageKinds } from '../../scripts/contactSheetPlan';
import { resolveRequest } from '../../scripts/githubPages';
import { buildDir, siteDir } from '../support/paths';

/** Files a browser or a crawler reads as text; images and fonts may hold NUL bytes legitimately. */
const TEXT_FILE = /\.(html|js|css|json|xml|txt|md|svg|map)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

test("the contact sheet's pages (scripts/contactSheet.ts) are pages of build/: its 404 kind gets the site's 404 page", async () => {
  for (const kind of pageKinds(siteDir)) {
    const resolution = await resolveRequest(buildDir, site.baseUrl, kind.route);
    if (kind.status === 404)
      expect(resolution, kind.id).toEqual({ kind: 'not-found', file: path.join(buildDir, '404.html'), status: 404 });
    else expect(resolution, `${kind.id}: ${kind.route}`).toMatchObject({ kind: 'file', status: 200 });
  }
});

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

const API_LEAF = /^docs\/api\/([^/]+)\/(functions|interfaces|type-aliases)\/([^/]+)\.html$/;

/**
 * The HTML files of build/ the checker reads: all of them but the generated API pages of a function,
 * an interface or a type alias, of which the first of each package and kind stands for the others
 * (64 of those pages, three quarters of the files, from one TypeDoc template per kind; the pages of
 * the sample show every part of them: signatures, parameter tables, a live example, a usage snippet,
 * "Used in" lists). A page written twice (`x.html` and `x/index.html`) counts as one page.
 */
function checkedHtml(): string[] {
  const taken = new Map<string, string>();
  return filesUnder(buildDir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .filter((file) => {
      const match = API_LEAF.exec(path.relative(buildDir, file).replace(/\/index\.html$/, '.html'));
      if (!match) return true;
      const [, pkg, kind, name] = match;
      const first = taken.get(`${pkg}/${kind}`) ?? name!;
      taken.set(`${pkg}/${kind}`, first);
      return name === first;
    });
}

test('every HTML file of build/ (a sample of the API pages) passes the Nu HTML Checker', () => {
  test.setTimeout(240_000);
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const files = checkedHtml();
  expect(files.length).toBeGreaterThan(80);
  expect(files.filter((file) => API_LEAF.test(path.relative(buildDir, file))).length).toBeGreaterThanOrEqual(20);
  // One short run of the checker: the JIT's quick tier only, one garbage-collector thread (7.9 s of CPU instead of
  // 18.7 s for these files, same report). The quick tier recurses deeper, hence the checker's own advice of a larger stack.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss2m'];
  const result = spawnSync('java', [...jvm, '-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(result.error, 'java could not run: install a Java runtime (Debian: default-jre-headless)').toBeUndefined();
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const errors = report.messages.map(
    (m) =>
      `${path.relative(buildDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`,
  );
  expect(errors, 'Nu HTML Checker errors').toEqual([]);
});
