import fs from 'node:fs';
import path from 'node:path';
import { Context } from 'typedoc';
import { describe, expect, it } from 'vitest';

/**
 * Guards the patch in ./index.mjs (`wrapGetComment`): it wraps TypeDoc's
 * internal `Context.prototype.getComment` so that the comment TypeDoc reads
 * for a callable exported constant carries `@function`, which makes TypeDoc's
 * variable converter document it as a function. Both halves are TypeDoc
 * internals; this fails, naming the patch, when either moves.
 */
const PATCH = 'plugins/typedoc-react-sigma/index.mjs wrapGetComment (callable constants documented as functions)';
const typedocSource = fs.readFileSync(path.join(process.cwd(), 'node_modules/typedoc/dist/index.js'), 'utf8');

describe(PATCH, () => {
  it('TypeDoc still has Context.prototype.getComment(symbol, kind)', () => {
    const getComment = (Context.prototype as unknown as Record<string, unknown>).getComment;
    expect(typeof getComment, `${PATCH}: Context.prototype.getComment is gone`).toBe('function');
    expect((getComment as (...args: unknown[]) => unknown).length, `${PATCH}: getComment no longer takes (symbol, kind)`).toBe(2);
  });

  it("TypeDoc's variable converter reads the comment through it and honours @function", () => {
    const convertVariable = /\nfunction convertVariable\(context, symbol, exportSymbol\) \{[\s\S]*?\n\}\n/.exec(
      typedocSource,
    )?.[0];
    expect(convertVariable, `${PATCH}: TypeDoc has no convertVariable(context, symbol, exportSymbol) any more`).toBeDefined();
    expect(
      convertVariable,
      `${PATCH}: convertVariable no longer reads the comment with context.getComment(symbol, Variable)`,
    ).toMatch(/const comment = context\.getComment\(symbol, ReflectionKind\w*\.Variable\);/);
    expect(convertVariable, `${PATCH}: convertVariable no longer converts a constant with @function as a function`).toMatch(
      /comment\?\.hasModifier\("@function"\)[^\n]*\)\s*\{\s*return convertVariableAsFunction\(/,
    );
  });
});
