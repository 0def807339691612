/**
 * No two paths of the site differ only by case (`Figures.tsx` beside `figures.ts`): on macOS and Windows, whose
 * disks ignore case, `./Figures` and `./figures` name the same file, so a clone there cannot hold both and an
 * import may resolve to the other one.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../..');

/** Each group of paths (files, and the folders they sit in) that are one path to a disk that ignores case. */
export function caseClashes(files: readonly string[]): string[][] {
  const byFolded = new Map<string, Set<string>>();
  for (const file of files) {
    const parts = file.split('/');
    // A module is imported without its extension: `./Figures` is both Figures.tsx and figures.ts.
    parts.forEach((_part, index) => {
      const prefix = parts.slice(0, index + 1).join('/');
      const key = index === parts.length - 1 ? prefix.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '') : prefix;
      const folded = key.toLowerCase();
      byFolded.set(folded, (byFolded.get(folded) ?? new Set()).add(key));
    });
  }
  return [...byFolded.values()].filter((keys) => keys.size > 1).map((keys) => [...keys].sort());
}

describe('file names', () => {
  it('finds names that differ only by case, extensions of a module left out', () => {
    expect(caseClashes(['a/Figures.tsx', 'a/figures.ts', 'a/figures.test.ts', 'b/Readme.md', 'B/x.ts', 'c/one.ts'])).toEqual([
      ['a/Figures', 'a/figures'],
      ['B', 'b'],
    ]);
  });

  it('no two paths of the repository are one path on a disk that ignores case', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: siteDir,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => file !== '');
    expect(files.length).toBeGreaterThan(100);
    expect(caseClashes(files), 'rename one of each group').toEqual([]);
  });
});
