import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExtractedMessage } from './extract';
import { exclusionOf } from './scope';
import { collectMessages } from './sources';

const siteDir = path.resolve(__dirname, '../..');
const installed = collectMessages(siteDir);

function message(fields: Partial<ExtractedMessage>): ExtractedMessage {
  return {
    packageName: 'sigma',
    file: 'index.js',
    errorClass: 'Error',
    functionName: 'render',
    parts: [],
    template: 'x',
    ...fields,
  };
}

describe('scope rules', () => {
  it('leave out what compilers inline, whatever the class', () => {
    expect(exclusionOf(message({ functionName: '_classCallCheck', errorClass: 'TypeError' }))?.id).toBe('transpiler-helpers');
    expect(exclusionOf(message({ functionName: 'resize' }))).toBeUndefined();
  });

  it("leave out graphology's wrong-argument-type errors, except those of Graph.import", () => {
    const invalid = { packageName: 'graphology', errorClass: 'InvalidArgumentsGraphError' };
    expect(exclusionOf(message({ ...invalid, template: 'Graph.forEachNode: expecting a callback.' }))?.id).toBe(
      'graphology-argument-types',
    );
    expect(exclusionOf(message({ ...invalid, template: 'Graph.import: invalid nodes. Expecting an array.' }))).toBeUndefined();
    expect(
      exclusionOf(message({ packageName: 'graphology', errorClass: 'NotFoundGraphError', template: 'Graph.dropNode: …' })),
    ).toBeUndefined();
  });

  it("on the installed packages: the helpers left out are exactly the language errors sigma's build inlines", () => {
    const helpers = installed.filter((m) => exclusionOf(m)?.id === 'transpiler-helpers');
    expect(helpers.length).toBeGreaterThan(0);
    for (const m of helpers) {
      expect(m.packageName).toBe('sigma');
      expect(['TypeError', 'ReferenceError']).toContain(m.errorClass);
    }
    // And no language error escapes the rule into the index.
    expect(installed.filter((m) => ['TypeError', 'ReferenceError'].includes(m.errorClass) && !exclusionOf(m))).toEqual([]);
  });

  it('on the installed packages: every message react-sigma and sigma themselves write is in scope', () => {
    const own = installed.filter(
      (m) => m.packageName.startsWith('@react-sigma/') || (m.packageName === 'sigma' && m.errorClass === 'Error'),
    );
    expect(own.filter((m) => exclusionOf(m))).toEqual([]);
  });
});
