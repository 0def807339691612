/**
 * Keeps the code easy to enter: no source file over 400 lines and no React component over
 * 250 lines. Tests, generated code and data are not held to it; a file that must stay longer
 * is listed in `EXCEPTIONS` with the reason.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const MAX_FILE_LINES = 400;
const MAX_COMPONENT_LINES = 250;

/** Files allowed past the limits, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'src/data/errorIndex.ts':
    'data, not logic: one entry (cause, fix, link) per message the packages throw, in the order the error index shows them',
};

const isTest = (file: string) => /\.(test|spec|build\.test)\.tsx?$/.test(file) || file.startsWith('tests/');

function sourceFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|mjs|cjs|js)$/.test(file) &&
      !isTest(file) &&
      !file.startsWith('docs/api/') &&
      fs.existsSync(path.join(root, file)),
  );
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** React components of a module: functions named in PascalCase, with the lines each spans. */
export function componentSizes(file: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const span = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    let body: ts.Node | undefined;
    if (ts.isFunctionDeclaration(node) && node.body) {
      name = node.name?.text ?? (node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : undefined);
      body = node;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      name = node.name.text;
      body = node.initializer;
    }
    if (name && body && /^[A-Z]|^default$/.test(name)) found.push({ name, lines: span(body) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('source sizes', () => {
  const files = sourceFiles();

  it(`no source file is over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .filter((file) => !(file in EXCEPTIONS))
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`no React component is over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files
      .filter((file) => file.endsWith('.tsx') && !(file in EXCEPTIONS))
      .flatMap((file) =>
        componentSizes(file, fs.readFileSync(path.join(root, file), 'utf8'))
          .filter(({ lines }) => lines > MAX_COMPONENT_LINES)
          .map(({ name, lines }) => `${file}: ${name}, ${lines} lines`),
      );
    expect(long).toEqual([]);
  });

  it('every exception is still a tracked file past a limit', () => {
    for (const file of Object.keys(EXCEPTIONS)) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const overFile = lineCount(text) > MAX_FILE_LINES;
      const overComponent = componentSizes(file, text).some(({ lines }) => lines > MAX_COMPONENT_LINES);
      expect(overFile || overComponent, `${file} is within the limits now: remove it from EXCEPTIONS`).toBe(true);
    }
  });

  it('measures a component from its first to its last line', () => {
    const text = [
      'export function Big() {',
      ...Array.from({ length: 300 }, () => '  void 0;'),
      '}',
      'const small = () => 1;',
    ].join('\n');
    expect(componentSizes('Big.tsx', text)).toEqual([{ name: 'Big', lines: 302 }]);
  });
});
