/**
 * The claims ledgers (tests/claims/README.md): every page that states facts about the packages has one, each
 * claim in it is true now or sourced, and each proof names a test that exists. And the facts tests prove by
 * running: none reads a package's built files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const claimsDir = path.join(siteDir, 'tests/claims');
const VERDICTS = ['true', 'false', 'misleading', 'unverifiable'] as const;

/** The ledger each audited page must have, by page. */
function expectedLedgers(): Map<string, string> {
  const ledgers = new Map<string, string>();
  const add = (folder: string, prefix: string) => {
    for (const file of fs.readdirSync(path.join(siteDir, folder))) {
      const match = /^(.+)\.mdx$/.exec(file);
      if (match) ledgers.set(`${folder}/${file}`, `${prefix}${match[1]}.md`);
    }
  };
  add('docs/guides', 'guides-');
  add('docs/example', 'example-');
  for (const file of fs.readdirSync(path.join(siteDir, 'docs'))) {
    if (/^start-.+\.mdx$/.test(file)) ledgers.set(`docs/${file}`, file.replace(/\.mdx$/, '.md'));
  }
  ledgers.set('docs/faq.mdx', 'faq.md');
  return ledgers;
}

interface Row {
  ledger: string;
  number: string;
  claim: string;
  before: string;
  after: string;
  proof: string;
}

/** The rows of a ledger's table: every `|` line after the header and its rule. */
function rows(ledger: string): Row[] {
  const lines = fs.readFileSync(path.join(claimsDir, ledger), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\|\s*#\s*\|/.test(line));
  if (header < 0) throw new Error(`${ledger}: no table whose first column is "#"`);
  const table: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    // A `|` inside a cell is written `\|`.
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    const [number = '', claim = '', before = '', after = '', proof = ''] = cells;
    table.push({ ledger, number, claim, before, after, proof });
  }
  return table;
}

const verdict = (cell: string) => cell.replace(/[*_`]/g, '').trim().toLowerCase().split(/[\s(]/)[0] ?? '';

/**
 * Short names a ledger gives its test files in its preamble: "`F` is `src/examples/camera/facts.test.ts`", so that
 * a proof can read "F › test name".
 */
function aliases(ledger: string): Map<string, string> {
  const text = fs.readFileSync(path.join(claimsDir, ledger), 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/`([A-Za-z0-9]+)`\s+is\s+`?([\w.@/-]+\.(?:test|spec)\.tsx?)/g))
    found.set(match[1]!, match[2]!);
  return found;
}

/** The test files and titles a proof cell names: "`file` › title; F › title", or URLs. */
function proofs(cell: string, names: Map<string, string> = new Map()): { file?: string; titles: string[]; url?: string }[] {
  return cell
    .split(/;\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = /https?:\/\/\S+/.exec(part)?.[0];
      const alias = /^`?([A-Za-z0-9]+)`?(?=\s*(›|\(|,|$))/.exec(part);
      const file = /([\w.@/-]+\.(?:test|spec)\.tsx?)/.exec(part)?.[1] ?? (alias ? names.get(alias[1]!) : undefined);
      const rest = !file ? '' : part.includes(file) ? part.slice(part.indexOf(file) + file.length) : part.slice(alias![0].length);
      const titles = rest
        .split('›')
        // A note in brackets after a title says which step of the test, or why: not part of the title.
        .map((title) => title.replace(/\s*\([^()]*\)\s*$/, ''))
        .map((title) => title.replace(/^[\s`'"“”>]+|[\s`'"“”]+$/g, '').trim())
        .filter((title) => title.length > 0);
      return { file, titles, url };
    });
}

/** Whether the test file names a test with this title: its fixed parts, in order, where the title was cut with "…". */
function namesTest(source: string, title: string): boolean {
  // A title's text as a reader sees it: escaped quotes and backslashes ("\\n" in the source is \n) unescaped.
  const text = source.replace(/\\(['"`\\])/g, '$1');
  return title
    .split(/…|\.\.\./)
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => text.includes(part));
}

const ledgerFiles = fs.existsSync(claimsDir)
  ? fs.readdirSync(claimsDir).filter((file) => file.endsWith('.md') && file !== 'README.md')
  : [];

describe('claims ledgers (tests/claims/)', () => {
  it('every guide, example page, getting-started page and the FAQ has its ledger', () => {
    const missing = [...expectedLedgers()]
      .filter(([, ledger]) => !ledgerFiles.includes(ledger))
      .map(([page, ledger]) => `${page}: tests/claims/${ledger}`);
    expect(missing, 'pages without a claims ledger').toEqual([]);
  });

  it('every ledger is of a page that exists', () => {
    const known = new Set(expectedLedgers().values());
    expect(ledgerFiles.filter((file) => !known.has(file))).toEqual([]);
  });

  it.each(ledgerFiles)('%s: verdicts are known words, and no claim is false or misleading now', (ledger) => {
    const problems: string[] = [];
    const table = rows(ledger);
    expect(table.length, `${ledger} lists no claim`).toBeGreaterThan(0);
    for (const row of table) {
      const before = verdict(row.before);
      const after = verdict(row.after);
      // A claim the audit added has no verdict before: "new" (or a dash).
      if (![...VERDICTS, 'new', '-', '–', '—'].includes(before)) problems.push(`#${row.number}: before "${row.before}"`);
      if (![...VERDICTS, 'removed'].includes(after)) problems.push(`#${row.number}: after "${row.after}"`);
      if (after === 'false' || after === 'misleading') problems.push(`#${row.number} is still ${after}: ${row.claim}`);
      if (after === 'true' && !proofs(row.proof, aliases(ledger)).some((proof) => proof.file || proof.url))
        problems.push(`#${row.number} is true but names no test or source: ${row.claim}`);
      // What no test runs names where it comes from: an upstream page, or the script of ours that measures it.
      const sourced = (proof: { url?: string }) => Boolean(proof.url) || /\bscripts\/[\w/.-]+\.ts\b/.test(row.proof);
      if (after === 'unverifiable' && !proofs(row.proof, aliases(ledger)).some(sourced))
        problems.push(
          `#${row.number} cannot be run, so it must name its source (a URL, or the script in scripts/ that measures it): ${row.claim}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it.each(ledgerFiles)('%s: each proof names a test file that exists and the test it names', (ledger) => {
    const problems: string[] = [];
    for (const row of rows(ledger)) {
      for (const { file, titles } of proofs(row.proof, aliases(ledger))) {
        if (!file) continue;
        const full = path.join(siteDir, file);
        if (!fs.existsSync(full)) {
          problems.push(`#${row.number}: ${file} does not exist`);
          continue;
        }
        const source = fs.readFileSync(full, 'utf8');
        for (const title of titles)
          if (!namesTest(source, title)) problems.push(`#${row.number}: ${file} has no test "${title}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The tests whose subject is what a package does: the ledgers' proofs, the facts tests and the examples' specs. */
function factsTests(): string[] {
  const files = new Set<string>();
  for (const ledger of ledgerFiles)
    for (const row of rows(ledger)) for (const { file } of proofs(row.proof, aliases(ledger))) if (file) files.add(file);
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative);
      return [relative];
    });
  for (const file of [...walk('src'), ...walk('config'), ...walk('tests/e2e')]) {
    if (/(^|\/)(facts|\w+Facts)\.test\.tsx?$/.test(file) || /^tests\/e2e\/(examples\/.+|package-behaviour)\.spec\.ts$/.test(file))
      files.add(file);
  }
  return [...files].filter((file) => fs.existsSync(path.join(siteDir, file))).sort();
}

// Reading a file (fs) together with a path into an installed package's code (its dist or lib folder, a .js file): a
// package.json (its version, its dependencies) or a type declaration is data about the package, not its code.
const READS = /\b(readFileSync|readFile|readdirSync|createReadStream)\s*\(/;
const PACKAGE_CODE =
  /node_modules[/\\][^'"`\n]*(dist|lib|\.[mc]?js\b)|\.esm\.js|(require|import\.meta)\.resolve\(\s*['"`]([^'"`]+\.[mc]?js|sigma|graphology[\w-]*|@(react-)?sigma\/[\w-]+)['"`]\s*\)/;

describe('facts are proven by running the packages', () => {
  it('no facts test reads a package’s built files', () => {
    const offenders = factsTests().filter((file) => {
      const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
      return READS.test(source) && PACKAGE_CODE.test(source);
    });
    expect(offenders, 'these tests read a package’s code: run its behaviour instead').toEqual([]);
  });
});
