import { describe, expect, it } from 'vitest';
import { extractMessages, messagePattern, template, templateKey } from './extract';

const extract = (code: string) => extractMessages(code, 'pkg', 'index.js');

describe('extractMessages', () => {
  it("reads string literals, template literals, concatenations and Babel's .concat()", () => {
    const messages = extract(`
      function a() { throw new Error('Plain message.'); }
      function b(key) { throw new Error(\`Node \${key} is missing.\`); }
      function c(key) { throw new Error('Node ' + key + ' is missing.'); }
      function d(key) { throw new Error("Node ".concat(key, " is missing.")); }
    `);
    expect(messages.map((message) => message.template)).toEqual([
      'Plain message.',
      'Node ${key} is missing.',
      'Node ${key} is missing.',
      'Node ${key} is missing.',
    ]);
    expect(messages[1]?.parts).toEqual(['Node ', { expression: 'key' }, ' is missing.']);
  });

  it('keeps the class name and the enclosing function, and skips errors that are not thrown on the spot', () => {
    const messages = extract(`
      class UsageGraphError extends Error {}
      function _classCallCheck() { throw new TypeError('Cannot call a class as a function'); }
      const method = function addEdge() { throw new UsageGraphError('Graph.addEdge: no.'); };
      function validate() { return new Error('Returned, not thrown.'); }
      function rethrow(e) { throw e; }
      function notAnError() { throw new Response('nope'); }
    `);
    expect(messages.map((message) => [message.errorClass, message.functionName, message.template])).toEqual([
      ['TypeError', '_classCallCheck', 'Cannot call a class as a function'],
      ['UsageGraphError', 'addEdge', 'Graph.addEdge: no.'],
    ]);
  });

  it('treats a sum of numbers inside a message as one run-time part', () => {
    const [message] = extract('function f(a, b) { throw new Error("Got " + (a + b) + " items"); }');
    expect(message?.template).toBe('Got ${a + b} items');
  });
});

describe('patterns', () => {
  it('match every filling of the run-time parts, and only those', () => {
    const pattern = messagePattern([
      'Graph.',
      { expression: 'method' },
      ': could not find the "',
      { expression: 'node' },
      '" node.',
    ]);
    expect(pattern.test('Graph.dropNode: could not find the "Paris" node.')).toBe(true);
    expect(pattern.test('Graph.dropNode: could not find the "a (b)" node.')).toBe(true);
    expect(pattern.test('Graph.dropNode: could not find the "Paris" edge.')).toBe(false);
    expect(pattern.test('Before Graph.dropNode: could not find the "Paris" node.')).toBe(false);
  });

  it('escape the literal text', () => {
    expect(messagePattern(['Sigma: (x, y) [a] * ?']).test('Sigma: (x, y) [a] * ?')).toBe(true);
  });

  it('compare templates regardless of how the source names a run-time part', () => {
    expect(templateKey(template(['type "', { expression: 'data.type' }, '"']))).toBe(templateKey('type "${type}"'));
  });
});
