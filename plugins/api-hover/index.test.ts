import { describe, expect, it } from 'vitest';
import { readPage } from '.';

describe('readPage', () => {
  it("takes a function page's first code block and the first sentence of its text, as plain text", () => {
    const page = [
      '---',
      'title: "SigmaContainer()"',
      '---',
      '',
      '# SigmaContainer()',
      '',
      '```ts',
      'function SigmaContainer(props: SigmaContainerProps): ReactElement;',
      '```',
      '',
      'The `SigmaContainer` component creates the [Sigma](../x.md) instance. It provides it.',
      '',
      '```jsx',
      '<SigmaContainer />',
      '```',
      '',
      '## Parameters',
    ].join('\n');
    expect(readPage(page, 'function')).toEqual({
      signature: 'function SigmaContainer(props: SigmaContainerProps): ReactElement;',
      summary: 'The SigmaContainer component creates the Sigma instance.',
    });
  });

  it('names an interface by its title when its page has no code block, and skips admonitions', () => {
    const page = [
      '# SigmaContainerProps\\<N, E\\>',
      '',
      ':::info[Changed in 9.9.9]',
      'Something.',
      ':::',
      '',
      'Properties for `SigmaContainer` component',
      '',
      '## Properties',
      '',
      '```ts',
      'not the signature',
      '```',
    ].join('\n');
    expect(readPage(page, 'interface')).toEqual({
      signature: 'interface SigmaContainerProps<N, E>',
      summary: 'Properties for SigmaContainer component',
    });
  });

  it('gives an empty summary to a page without text', () => {
    expect(readPage('# GraphType\n\n```ts\ntype GraphType = Graph;\n```\n\n## Type Parameters\n', 'type').summary).toBe('');
  });
});
