import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An ejected theme file is upstream's file verbatim plus changes marked
 * `// Change:` (`{/* Change: … *\/}` inside JSX), so that re-ejecting after a
 * Docusaurus upgrade is a short diff. This diffs each eject against the file
 * it came from in the installed @docusaurus/theme-classic (or, for the search
 * page, @easyops-cn/docusaurus-search-local).
 *
 * A change block is a run of changed lines (added or removed) in which two
 * changes are at most four unchanged lines apart, none of them blank: the lines
 * a `// Change:` comment can plainly be read as explaining. Each block must
 * hold a `// Change:` comment. The header (the eject's first comment) is not
 * compared; it must name the upstream file at the installed version and say why.
 */

const themeDir = __dirname;
/** The packages a theme file may be ejected from. */
const UPSTREAMS = ['@docusaurus/theme-classic', '@easyops-cn/docusaurus-search-local'] as const;
const HEADER =
  /^\/\*\*\n \* Ejected from (@docusaurus\/theme-classic|@easyops-cn\/docusaurus-search-local) (\S+) \(`((?:src|dist)\/[^`]+)`\)[\s\S]*?\*\/\n/;
/** Where an upstream package is installed, and its version. */
function installed(name: string): { dir: string; version: string } {
  const dir = path.join(process.cwd(), 'node_modules', name);
  return { dir, version: (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version };
}
const CHANGE_COMMENT = /^\s*(\/\/|\{?\/\*)\s*Change:/;
const MAX_GAP = 4;

type Op = { kind: 'same' | 'added' | 'removed'; text: string };

/** A line diff (longest common subsequence) from `before` to `after`. */
export function diffLines(before: string[], after: string[]): Op[] {
  const rows = before.length + 1;
  const cols = after.length + 1;
  const lcs = new Uint32Array(rows * cols);
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      lcs[i * cols + j] =
        before[i] === after[j] ? lcs[(i + 1) * cols + j + 1]! + 1 : Math.max(lcs[(i + 1) * cols + j]!, lcs[i * cols + j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      ops.push({ kind: 'same', text: after[j++]! });
      i++;
    } else if (j < after.length && (i === before.length || lcs[i * cols + j + 1]! >= lcs[(i + 1) * cols + j]!)) {
      ops.push({ kind: 'added', text: after[j++]! });
    } else {
      ops.push({ kind: 'removed', text: before[i++]! });
    }
  }
  return ops;
}

/** The changes of `ops` that no `// Change:` comment accounts for, as diff lines (`+ 12: …`, `- …`). */
export function unmarkedChanges(ops: Op[], firstLine = 1): string[] {
  const blocks: { lines: string[]; marked: boolean }[] = [];
  let current: { lines: string[]; marked: boolean } | undefined;
  let gap: Op[] = [];
  let line = firstLine;
  for (const op of ops) {
    if (op.kind === 'same') {
      gap.push(op);
      if (gap.length > MAX_GAP || op.text.trim() === '') current = undefined;
      line++;
      continue;
    }
    if (!current) blocks.push((current = { lines: [], marked: false }));
    gap = [];
    current.lines.push(op.kind === 'added' ? `+ ${line}: ${op.text}` : `- ${op.text}`);
    if (op.kind === 'added') {
      if (CHANGE_COMMENT.test(op.text)) current.marked = true;
      line++;
    }
  }
  return blocks.filter((block) => !block.marked).flatMap((block) => block.lines);
}

/** Every file under src/theme that says it is an eject, with the upstream file it names. */
function ejects(): { file: string; header: RegExpExecArray | null; text: string }[] {
  return (
    (fs.readdirSync(themeDir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /\.(tsx?|jsx?)$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
      .map((file) => ({ file, text: fs.readFileSync(path.join(themeDir, file), 'utf8') }))
      // A wrapper renders the component it wraps (`@theme-original/…`, or an eject beside it) and says so first.
      .filter(({ text }) => !text.includes('@theme-original/') && !text.startsWith('/**\n * Wraps '))
      .map(({ file, text }) => ({ file, text, header: HEADER.exec(text) }))
  );
}

describe('ejected theme files: upstream verbatim plus `// Change:` blocks', () => {
  const found = ejects();

  it('finds the ejects (every theme file that does not wrap @theme-original)', () => {
    expect(found.map(({ file }) => file).sort()).toEqual(
      [
        'CodeBlock/Content/String.tsx',
        'CodeBlock/index.tsx',
        'SearchPage/SearchPage.jsx',
        'TabItem/index.tsx',
        'Tabs/index.tsx',
      ].map((file) => path.normalize(file)),
    );
  });

  describe.each(found.map((eject) => [eject.file, eject] as const))('%s', (file, { header, text }) => {
    it(`names its upstream file (${UPSTREAMS.join(' or ')}) at the installed version, and why it was ejected`, () => {
      expect(
        header,
        `src/theme/${file}: its first comment must start "Ejected from <package> <version> (\`<path in the package>\`)"`,
      ).not.toBeNull();
      const { version } = installed(header![1]!);
      expect(
        header![2],
        `src/theme/${file} was ejected from ${header![1]} ${header![2]}, ${version} is installed: re-eject it (src/theme/README.md)`,
      ).toBe(version);
      expect(header![0], `src/theme/${file}: the header must say why ("Why: …")`).toMatch(/\bWhy\b/);
    });

    it('differs from upstream only in `// Change:` blocks', () => {
      const { dir, version } = installed(header![1]!);
      const upstreamFile = path.join(dir, header![3]!);
      expect(
        fs.existsSync(upstreamFile),
        `src/theme/${file}: upstream file ${header![3]} is gone from ${header![1]} ${version}`,
      ).toBe(true);
      const upstream = fs.readFileSync(upstreamFile, 'utf8').split('\n');
      const body = text.slice(header![0].length).split('\n');
      const headerLines = header![0].split('\n').length - 1;
      const unmarked = unmarkedChanges(diffLines(upstream, body), headerLines + 1);
      expect(
        unmarked,
        `src/theme/${file} differs from ${header![3]} outside a \`// Change:\` block (+ ours, - upstream)`,
      ).toEqual([]);
    });
  });
});

describe('the change-block rule', () => {
  const upstream = ['import a;', '', 'function f() {', '  one();', '  two();', '  three();', '}', ''];

  it('accepts a change with its comment, and a change a few lines from its comment', () => {
    const ours = ['import a;', '', 'function f() {', '  one(x);', '  two();', '  // Change: x for one', '  three();', '}', ''];
    expect(unmarkedChanges(diffLines(upstream, ours))).toEqual([]);
  });

  it('rejects a change without a comment, and one separated from its comment by a blank line', () => {
    expect(
      unmarkedChanges(diffLines(upstream, ['import a;', '', 'function f() {', '  one();', '  two(y);', '  three();', '}', ''])),
    ).toEqual(['+ 5:   two(y);', '-   two();']);
    expect(
      unmarkedChanges(
        diffLines(upstream, ['import b;', '', 'function f() {', '  // Change: b', '  one();', '  two();', '  three();', '}', '']),
      ),
    ).toEqual(['+ 1: import b;', '- import a;']);
  });

  it('rejects a reformatted file', () => {
    const reformatted = upstream.map((line) => line.replace(/;$/, ''));
    expect(unmarkedChanges(diffLines(upstream, ['// Change: no semicolons', ...reformatted])).length).toBeGreaterThan(0);
  });
});
