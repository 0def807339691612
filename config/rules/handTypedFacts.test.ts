/**
 * Facts written once: the base path lives in config/site.ts, the examples' graph height in
 * src/examples/_shared/frame.ts. A copy typed by hand elsewhere is the one that goes stale when
 * the fact changes, so these tests name every file that holds one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GRAPH_HEIGHT } from '../../src/examples/_shared/frame';
import { site } from '../site';

const siteDir = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|css|json|html|ya?ml)$/;

/** The files git tracks or would track (ignored ones left out), as they are on disk. */
function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(siteDir, file)));
}

/** `file:line` of each line of `files` that matches `pattern`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(siteDir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('facts typed once', () => {
  it(`no code outside config/ types the base path ${site.baseUrl}: it reads site.baseUrl (or the page's own)`, () => {
    const code = projectFiles().filter((file) => CODE.test(file) && !file.startsWith('config/'));
    expect(linesMatching(code, new RegExp(escape(site.baseUrl)))).toEqual([]);
  });

  it(`no example types its graph height, ${GRAPH_HEIGHT}: it imports GRAPH_HEIGHT from _shared/frame`, () => {
    const examples = projectFiles().filter(
      (file) => file.startsWith('src/examples/') && /\.tsx?$/.test(file) && file !== 'src/examples/_shared/frame.ts',
    );
    expect(linesMatching(examples, new RegExp(`height:\\s*${GRAPH_HEIGHT}\\b`))).toEqual([]);
  });
});
