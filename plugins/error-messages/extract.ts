import ts from 'typescript';

import type { MessagePart } from '../../src/data/errorTemplates';

// What a message is made of, and the pattern that matches it, are shared with the live frames.
export { messagePattern, type MessagePart } from '../../src/data/errorTemplates';

/** A message found in a package's source: `throw new <ErrorClass>(<message>)`. */
export interface ExtractedMessage {
  /** npm package, e.g. `sigma`. */
  packageName: string;
  /** File inside the package, e.g. `dist/sigma.esm.js`. */
  file: string;
  /** The error's class name as the reader sees it before the colon (`Error`, `UsageGraphError`…). */
  errorClass: string;
  /** Name of the nearest named function around the `throw` (empty at top level). */
  functionName: string;
  parts: MessagePart[];
  /** The message with each run-time part written `${expression}` (see `template`). */
  template: string;
}

/**
 * The message with each run-time part written `${expression}`, as in the
 * template literal it usually comes from. No message of the scanned packages
 * has a literal `${` (a test checks it), so it always starts a placeholder.
 */
export function template(parts: readonly MessagePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : `\${${part.expression}}`)).join('');
}

function join(...lists: MessagePart[][]): MessagePart[] {
  const merged: MessagePart[] = [];
  for (const part of lists.flat()) {
    const last = merged[merged.length - 1];
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else if (part !== '') merged.push(part);
  }
  return merged;
}

/**
 * The message an expression builds, as far as it can be known without running
 * it: string literals, template literals, `a + b` and `"…".concat(…)` (what
 * Babel compiles template literals to, as in sigma's build) are followed;
 * anything else is a run-time part.
 */
export function messageParts(node: ts.Expression, source: ts.SourceFile): MessagePart[] {
  if (ts.isParenthesizedExpression(node)) return messageParts(node.expression, source);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return join([node.text]);
  if (ts.isTemplateExpression(node)) {
    return join(
      [node.head.text],
      ...node.templateSpans.map((span) => [...messageParts(span.expression, source), span.literal.text]),
    );
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageParts(node.left, source);
    const right = messageParts(node.right, source);
    // `a + b` is a concatenation only when one side is text; otherwise it is arithmetic.
    if (left.some((part) => typeof part === 'string') || right.some((part) => typeof part === 'string')) {
      return join(left, right);
    }
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'concat') {
    const receiver = messageParts(node.expression.expression, source);
    if (receiver.some((part) => typeof part === 'string')) {
      return join(receiver, ...node.arguments.map((argument) => messageParts(argument, source)));
    }
  }
  return [{ expression: node.getText(source).replace(/\s+/g, ' ') }];
}

/**
 * Every `throw new SomethingError(message)` of a JavaScript file. Errors that
 * are built but not thrown on the spot (returned, passed to a callback) are
 * not messages a reader meets from that line, so they are left out.
 */
export function extractMessages(code: string, packageName: string, file: string): ExtractedMessage[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: ExtractedMessage[] = [];
  const visit = (node: ts.Node, functionName: string): void => {
    if (
      ts.isThrowStatement(node) &&
      node.expression &&
      ts.isNewExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      /Error$/.test(node.expression.expression.text)
    ) {
      const [argument] = node.expression.arguments ?? [];
      const parts = argument ? messageParts(argument, source) : [];
      found.push({
        packageName,
        file,
        errorClass: node.expression.expression.text,
        functionName,
        parts,
        template: template(parts),
      });
    }
    const name =
      (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
        ? node.name.text
        : functionName;
    ts.forEachChild(node, (child) => visit(child, name));
  };
  visit(source, '');
  return found;
}

/**
 * The template with every placeholder reduced to `${}`, so two templates that
 * differ only in how the source names a run-time part (`${type}`, `${data.type}`)
 * compare equal.
 */
export function templateKey(text: string): string {
  return text.replace(/\$\{[^}]*\}/g, '${}');
}
