import { describe, expect, it } from 'vitest';
import type { ExtractedMessage } from './extract';
import { assignEntries, parseTemplate } from './match';

function message(text: string, packageName = 'graphology'): ExtractedMessage {
  const parts = parseTemplate(text);
  return { packageName, file: 'index.js', errorClass: 'Error', functionName: '', parts, template: text };
}

describe('parseTemplate', () => {
  it('splits a registry template into literal and run-time parts', () => {
    expect(parseTemplate('Graph.${method}: the "${node}" node.')).toEqual([
      'Graph.',
      { expression: 'method' },
      ': the "',
      { expression: 'node' },
      '" node.',
    ]);
    expect(parseTemplate('${a}')).toEqual([{ expression: 'a' }]);
    expect(parseTemplate('no parts {source,target}')).toEqual(['no parts {source,target}']);
  });
});

describe('assignEntries', () => {
  const general = { id: 'node-not-found', messages: ['Graph.${method}: could not find the "${node}" node in the graph.'] };

  it('gives a message to the entry whose template matches it with the most literal text', () => {
    const specific = { id: 'drop', messages: ['Graph.dropNode: could not find the "${node}" node in the graph.'] };
    const messages = [
      message('Graph.dropNode: could not find the "${node}" node in the graph.'),
      message('Graph.degree: could not find the "${node}" node in the graph.'),
    ];
    const { byEntry, problems } = assignEntries(messages, [general, specific]);
    expect(problems).toEqual([]);
    expect(byEntry.get('drop')?.map((m) => m.template)).toEqual([
      'Graph.dropNode: could not find the "${node}" node in the graph.',
    ]);
    expect(byEntry.get('node-not-found')?.map((m) => m.template)).toEqual([
      'Graph.degree: could not find the "${node}" node in the graph.',
    ]);
  });

  it('reports a message in scope that no entry explains', () => {
    const { problems } = assignEntries([message('Sigma: something new.', 'sigma')], [general]);
    expect(problems).toContainEqual('No entry explains this sigma message: Error: Sigma: something new.');
  });

  it('reports a template that no longer matches any message', () => {
    const gone = { id: 'gone', messages: ['Sigma: an old message.'] };
    const { problems } = assignEntries(
      [message('Graph.degree: could not find the "${node}" node in the graph.')],
      [general, gone],
    );
    expect(problems).toEqual(['Entry "gone" lists a message the installed packages no longer throw: Sigma: an old message.']);
  });

  it('reports two entries that claim a message equally', () => {
    const twin = { id: 'twin', messages: ['Graph.${name}: could not find the "${key}" node in the graph.'] };
    const { problems } = assignEntries(
      [message('Graph.degree: could not find the "${node}" node in the graph.')],
      [general, twin],
    );
    expect(problems[0]).toMatch(/Entries "node-not-found" and "twin" both claim/);
  });

  it("reports an example that is not one of the entry's messages, and duplicate ids", () => {
    const withExample = { ...general, example: 'Graph.degree: could not find the "Paris" edge in the graph.' };
    const { problems } = assignEntries(
      [message('Graph.degree: could not find the "${node}" node in the graph.')],
      [withExample, { id: 'node-not-found', messages: [] }],
    );
    expect(problems).toContain('Two entries have the id "node-not-found": anchors must be unique.');
    expect(problems).toContain(
      'The example of entry "node-not-found" is not one of its messages: Graph.degree: could not find the "Paris" edge in the graph.',
    );
  });
});
