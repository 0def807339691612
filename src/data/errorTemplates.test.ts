import { describe, expect, it } from 'vitest';
import { errorIndex } from './errorIndex';
import { entryForMessage } from './errorTemplates';

describe('entryForMessage: the entry a live frame shows under an error', () => {
  it('finds each entry from its own example, a message as a reader sees it', () => {
    const withExamples = errorIndex.filter((entry) => entry.example !== undefined);
    expect(withExamples.length).toBeGreaterThan(5);
    for (const entry of withExamples) expect(entryForMessage(entry.example!, errorIndex)?.id, entry.example).toBe(entry.id);
  });

  it('finds a message with run-time parts filled in, and ignores the space around it', () => {
    expect(entryForMessage('  Sigma: could not find a suitable program for node type "square"!\n', errorIndex)?.id).toBe(
      'no-suitable-program-for-node-type',
    );
  });

  it('picks the template with the most literal text when several match', () => {
    const entries = [
      { id: 'general', messages: ['Graph.${method}: ${rest}'] },
      { id: 'specific', messages: ['Graph.${method}: could not find the "${node}" node.'] },
    ];
    expect(entryForMessage('Graph.addEdge: could not find the "a" node.', entries)?.id).toBe('specific');
    expect(entryForMessage('Graph.addEdge: something else.', entries)?.id).toBe('general');
  });

  it('finds nothing for a message the index does not know', () => {
    expect(entryForMessage('Cannot read properties of undefined (reading "x")', errorIndex)).toBeUndefined();
  });
});
