/**
 * Every live example runs in a browser test that checks what its page says it shows. A browser
 * test declares each example it checks with `checksExample(page, '<folder>/<Module>.tsx')`
 * (tests/support/exampleChecks.ts), which fails unless that example has started on the page; this
 * rule reads those calls in every spec and names each module of src/examples/ (found as
 * plugins/examples finds them) that no test declares. Nothing is listed by hand: a new module is
 * named here until a test checks it, and a declaration of a module that is gone is named too.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { discoverExamples } from '../../plugins/shared/discoverExamples';

const root = path.resolve(__dirname, '../..');
const DECLARE = 'checksExample';
const SUPPORT_MODULE = /(^|\/)support\/exampleChecks$/;
/** Where a declared module is named: the second argument, after the page. */
const KEY_ARGUMENT = 1;

export interface Declarations {
  /** The modules the file declares, with the line of each call. */
  found: { key: string; line: number }[];
  /** Calls whose module the rule cannot read, or that sit in a skipped test. */
  problems: string[];
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;

/** The name a function is called by in its file: its own, or the variable or property it is assigned to. */
function nameOf(fn: FunctionLike): string | undefined {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return undefined;
}

/**
 * Reads the `checksExample` calls of one spec. A module is read from a string literal, a `const`
 * holding one, or a parameter of a function of the same file, followed to every call of that
 * function; anything else is a problem, so that no declaration goes unread.
 */
export function readDeclarations(file: string, text: string): Declarations {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Declarations['found'] = [];
  const problems: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const where = (node: ts.Node) => `${file}:${lineOf(node)}`;

  // The local name the declaring function is imported under, if the file imports it.
  let local: string | undefined;
  const calls: ts.CallExpression[] = [];
  const constants = new Map<string, ts.Expression[]>();
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      SUPPORT_MODULE.test(node.moduleSpecifier.text) &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings)
    ) {
      for (const element of node.importClause.namedBindings.elements)
        if ((element.propertyName ?? element.name).text === DECLARE) local = element.name.text;
    }
    if (ts.isCallExpression(node)) calls.push(node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, [...(constants.get(node.name.text) ?? []), node.initializer]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!local) return { found, problems };

  const calleeName = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : undefined);

  /** The strings `expression` can hold, or null (with a problem noted) when it cannot be read. */
  const resolve = (expression: ts.Expression, seen: Set<ts.Node>): string[] | null => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression))
      return resolve(expression.expression, seen);
    if (ts.isConditionalExpression(expression)) {
      const both = [resolve(expression.whenTrue, seen), resolve(expression.whenFalse, seen)];
      return both.includes(null) ? null : (both.flat() as string[]);
    }
    if (ts.isIdentifier(expression) && !seen.has(expression)) {
      seen.add(expression);
      // A parameter of an enclosing function: what every call of that function in this file passes.
      for (let scope: ts.Node | undefined = expression.parent; scope; scope = scope.parent) {
        if (!(
          ts.isFunctionDeclaration(scope) ||
          ts.isArrowFunction(scope) ||
          ts.isFunctionExpression(scope) ||
          ts.isMethodDeclaration(scope)
        ))
          continue;
        const index = scope.parameters.findIndex(
          (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === expression.text,
        );
        if (index < 0) continue;
        const name = nameOf(scope);
        const uses = name ? calls.filter((call) => calleeName(call) === name) : [];
        if (!uses.length) return null;
        const values = uses.map((call) => (call.arguments[index] ? resolve(call.arguments[index], seen) : null));
        return values.includes(null) ? null : (values.flat() as string[]);
      }
      const initializers = constants.get(expression.text) ?? [];
      if (initializers.length === 1) return resolve(initializers[0]!, seen);
    }
    return null;
  };

  for (const call of calls.filter((item) => calleeName(item) === local)) {
    const argument = call.arguments[KEY_ARGUMENT];
    const skipped = (() => {
      for (let node: ts.Node | undefined = call.parent; node; node = node.parent)
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          /^(skip|fixme)$/.test(node.expression.name.text)
        )
          return true;
      return false;
    })();
    if (skipped) {
      problems.push(`${where(call)}: ${DECLARE} in a skipped test checks nothing: a test that runs must declare it`);
      continue;
    }
    const keys = argument ? resolve(argument, new Set()) : null;
    if (!keys) {
      problems.push(
        `${where(call)}: the module ${DECLARE} declares cannot be read: pass a string literal, a const holding one, or a parameter of a function of this file called with one`,
      );
      continue;
    }
    for (const key of keys) found.push({ key, line: lineOf(call) });
  }
  return { found, problems };
}

/** Every *.spec.ts under tests/, relative to the site. */
function specFiles(dir = 'tests'): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : specFiles(file);
    return entry.name.endsWith('.spec.ts') ? [file] : [];
  });
}

describe('the reader of declarations', () => {
  const spec = (body: string) => `import { checksExample } from '../support/exampleChecks';\n${body}`;

  it('reads literals, consts and parameters followed to their calls', () => {
    const { found, problems } = readDeclarations(
      'a.spec.ts',
      spec(`
        const NAME = 'load-graph/GraphProp.tsx';
        async function step(page, key) { await checksExample(page, key); }
        test('t', async ({ page }) => {
          await checksExample(page, 'events/EventLog.tsx');
          await checksExample(page, NAME);
          await step(page, 'api-core/useCamera.tsx');
          await step(page, NAME);
        });`),
    );
    expect(problems).toEqual([]);
    expect(found.map((item) => item.key).sort()).toEqual([
      'api-core/useCamera.tsx',
      'events/EventLog.tsx',
      'load-graph/GraphProp.tsx',
      'load-graph/GraphProp.tsx',
    ]);
  });

  it('names a call it cannot read, and one in a skipped test', () => {
    const { found, problems } = readDeclarations(
      'b.spec.ts',
      spec(`
        for (const name of names) test(name, async ({ page }) => checksExample(page, name));
        test.skip('t', async ({ page }) => { await checksExample(page, 'events/EventLog.tsx'); });
        test('u', async ({ page }) => { await checksExample(page, \`\${folder}/X.tsx\`); });`),
    );
    expect(found).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/^b\.spec\.ts:3: the module checksExample declares cannot be read/),
      expect.stringMatching(/^b\.spec\.ts:4: checksExample in a skipped test/),
      expect.stringMatching(/^b\.spec\.ts:5: the module checksExample declares cannot be read/),
    ]);
  });

  it('counts only the helper of tests/support, not a function of the same name', () => {
    const text = `async function checksExample(page, key) {}\ntest('t', async ({ page }) => checksExample(page, 'events/EventLog.tsx'));`;
    expect(readDeclarations('c.spec.ts', text).found).toEqual([]);
  });
});

describe('every live example runs in a browser test that checks it', async () => {
  const { examples } = await discoverExamples(root);
  const modules = examples.flatMap((example) => example.modules.map((module) => `${example.id}/${module.file}`));
  const declarations = specFiles().map((file) => ({
    file,
    ...readDeclarations(file, fs.readFileSync(path.join(root, file), 'utf8')),
  }));

  it('finds the example modules and the specs', () => {
    expect(modules.length).toBeGreaterThan(60);
    expect(declarations.length).toBeGreaterThan(30);
  });

  it('every declaration can be read', () => {
    expect(declarations.flatMap((item) => item.problems)).toEqual([]);
  });

  it('every declared module exists', () => {
    const stale = declarations.flatMap(({ file, found }) =>
      found
        .filter(({ key }) => !modules.includes(key))
        .map(({ key, line }) => `${file}:${line} declares ${key}, which is not a module of src/examples/`),
    );
    expect(stale).toEqual([]);
  });

  it('no module of src/examples/ is left unchecked', () => {
    const declared = new Set(declarations.flatMap((item) => item.found.map(({ key }) => key)));
    const unchecked = modules.filter((key) => !declared.has(key));
    expect(
      unchecked,
      `live examples no browser test checks: add a test that starts each, calls checksExample(page, '<module>') and asserts what its page says it shows (tests/support/exampleChecks.ts)`,
    ).toEqual([]);
  });
});
