/**
 * Code a reader copies from a page must run. Blocks shown from a file (`<CodeBlock>{source}`)
 * are files of this repository, type-checked with it. This test covers the blocks written in
 * the MDX itself: each TypeScript or JavaScript block either compiles on its own, imports
 * included, or is marked as an excerpt (`title="EventLog.tsx (excerpt)"`) of a file the same page
 * shows in full, whose lines it copies in order.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../versions';

const CODE_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

export interface Fence {
  file: string;
  line: number;
  language: string;
  title: string | undefined;
  code: string;
}

/** The fenced blocks of an MDX text (top-level or indented, as in lists and tabs). */
export function fencesOf(file: string, text: string): Fence[] {
  const fences: Fence[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(\w*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', ticks = '', language = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(ticks)) body.push(lines[j++]!.slice(indent.length));
    fences.push({ file, line: i + 1, language, title: /title="([^"]*)"/.exec(meta)?.[1], code: body.join('\n') });
    i = j;
  }
  return fences;
}

/** `Name.tsx (excerpt)` → `Name.tsx`; undefined when the block is not marked as an excerpt. */
export function excerptOf(fence: Fence): string | undefined {
  return /^(.+?) \(excerpt\)$/.exec(fence.title ?? '')?.[1];
}

/** The files a page shows in full: raw-loader imports, and the sources of the examples it imports or shows live. */
function filesShownOn(mdxFile: string, text: string): string[] {
  const shown: string[] = [];
  for (const [, request] of text.matchAll(/from '!!raw-loader!@site\/([^']+)'/g)) shown.push(path.join(siteDir, request!));
  for (const [, folder] of text.matchAll(/from '@site\/(src\/examples\/[^']+)'/g)) {
    const dir = path.join(siteDir, folder!);
    const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
    for (const [, fileName] of index.matchAll(/fileName: '([^']+)'/g)) shown.push(path.join(dir, fileName!));
  }
  // A live example shows its module: `<GraphExample example="events/EventLog" />` shows src/examples/events/EventLog.tsx.
  for (const [, name] of text.matchAll(/<GraphExample example="([^"]+)"/g)) {
    shown.push(path.join(siteDir, 'src/examples', `${name!}.tsx`));
  }
  void mdxFile;
  return shown;
}

/** Lines of `excerpt` that are not found in `source` in the same order (blank lines and `…` skipped). */
export function linesMissingFrom(excerpt: string, source: string): string[] {
  const sourceLines = source.split('\n').map((line) => line.trim());
  const missing: string[] = [];
  let from = 0;
  for (const raw of excerpt.split('\n')) {
    const line = raw.trim();
    if (line === '' || line === '…' || line === '// …') continue;
    const at = sourceLines.indexOf(line, from);
    if (at < 0) missing.push(line);
    else from = at + 1;
  }
  return missing;
}

/** Type-checks each block as its own module, with the site's compiler options. */
function typeErrors(fences: Fence[]): Map<Fence, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(siteDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('cannot read tsconfig.json');
  const virtual = new Map<string, Fence>();
  fences.forEach((fence) => {
    const extension = fence.language.startsWith('j') ? (fence.language === 'jsx' ? 'jsx' : 'js') : 'tsx';
    virtual.set(path.join(siteDir, `${fence.file}.block-${fence.line}.${extension}`), fence);
  });
  const host = ts.createCompilerHost(config.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.readFile = (name) => virtual.get(name)?.code ?? readFile(name);
  host.getSourceFile = (name, version, ...rest) => {
    const fence = virtual.get(name);
    return fence ? ts.createSourceFile(name, fence.code, version, true) : getSourceFile(name, version, ...rest);
  };
  const program = ts.createProgram([...virtual.keys(), path.join(siteDir, 'src/types.d.ts')], config.options, host);
  const errors = new Map<Fence, string[]>();
  for (const [name, fence] of virtual) {
    const source = program.getSourceFile(name)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    errors.set(
      fence,
      diagnostics.map((d) => {
        const { line } = source.getLineAndCharacterOfPosition(d.start ?? 0);
        return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
      }),
    );
  }
  return errors;
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return relative === path.join('docs', 'api') ? [] : mdxFiles(relative);
    return entry.name.endsWith('.mdx') ? [relative] : [];
  });
}

describe('code blocks written in the docs', () => {
  const pages = mdxFiles('docs').map((file) => ({ file, text: fs.readFileSync(path.join(siteDir, file), 'utf8') }));
  const fences = pages.flatMap(({ file, text }) => fencesOf(file, text)).filter((f) => CODE_LANGUAGES.has(f.language));

  it('finds the blocks to check', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(fences.length).toBeGreaterThanOrEqual(3);
  });

  it('compile on their own, unless marked as an excerpt', () => {
    const complete = fences.filter((fence) => !excerptOf(fence));
    const failures = [...typeErrors(complete)].flatMap(([fence, errors]) =>
      errors.map((error) => `${fence.file}:${fence.line} (block) ${error}`),
    );
    expect(failures).toEqual([]);
  }, 60_000);

  it('mark excerpts with the file they come from, shown in full on the same page', () => {
    const problems: string[] = [];
    for (const fence of fences) {
      const name = excerptOf(fence);
      if (!name) continue;
      const page = pages.find((candidate) => candidate.file === fence.file)!;
      const source = filesShownOn(fence.file, page.text).find((file) => path.basename(file) === name);
      if (!source) {
        problems.push(`${fence.file}:${fence.line}: excerpt of ${name}, which the page does not show`);
        continue;
      }
      for (const line of linesMissingFrom(fence.code, fs.readFileSync(source, 'utf8'))) {
        problems.push(`${fence.file}:${fence.line}: not in ${name}, in this order: ${line}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the block checks themselves', () => {
  it('read fences with their language, title and indentation', () => {
    const text = 'a\n\n  ```tsx title="X.tsx (excerpt)"\n  const a = 1;\n  ```\n\n```bash\nnpm i\n```\n';
    const [first, second] = fencesOf('page.mdx', text);
    expect(first).toEqual({ file: 'page.mdx', line: 3, language: 'tsx', title: 'X.tsx (excerpt)', code: 'const a = 1;' });
    expect(excerptOf(first!)).toBe('X.tsx');
    expect(second?.language).toBe('bash');
    expect(excerptOf(second!)).toBeUndefined();
  });

  it('catch a fragment that uses names it does not declare', () => {
    const fragment: Fence = { file: 'docs/x.mdx', line: 1, language: 'tsx', title: undefined, code: 'setSelected(null);' };
    expect(typeErrors([fragment]).get(fragment)).toEqual([expect.stringContaining("Cannot find name 'setSelected'")]);
  }, 60_000);

  it('catch an excerpt that is not a copy of its file', () => {
    expect(linesMissingFrom('a();\n\n// …\nc();', 'a();\nb();\nc();')).toEqual([]);
    expect(linesMissingFrom('c();\na();', 'a();\nb();\nc();')).toEqual(['a();']);
  });
});
