import { describe, expect, it } from 'vitest';
import type { ApiHoverData } from '@site/plugins/api-hover';
import { hoverInfo, wordAt } from './apiHoverData';

const data: ApiHoverData = {
  symbols: [
    {
      name: 'useSigma',
      package: '@react-sigma/core',
      kind: 'function',
      signature: 'function useSigma(): Sigma;',
      summary: 'React hook to retrieve the sigma instance (from the context).',
      route: '/docs/api/core/functions/useSigma',
    },
  ],
  packages: [{ name: 'graphology', url: 'https://example.org/graphology' }],
};
const code = [
  "import Graph from 'graphology';",
  "import { useSigma as use, useCamera } from '@react-sigma/core';",
  "import { useSigma } from './local';",
].join('\n');

describe('wordAt', () => {
  it('finds the identifier under an offset or just before a caret, and no number', () => {
    expect(wordAt('a(useSigma);', 5)).toEqual({ word: 'useSigma', start: 2, end: 10 });
    expect(wordAt('a(useSigma);', 10)?.word).toBe('useSigma');
    expect(wordAt('a( b', 2)).toBeNull();
    expect(wordAt('x = 42;', 5)).toBeNull();
  });
});

describe('hoverInfo', () => {
  it("names a `@react-sigma/*` symbol by the code's local name", () => {
    expect(hoverInfo(data, code, 'use')).toEqual({ name: 'use', package: '@react-sigma/core', symbol: data.symbols[0] });
  });
  it("links a graphology or sigma name to the package's documentation", () => {
    expect(hoverInfo(data, code, 'Graph')).toEqual({
      name: 'Graph',
      package: 'graphology',
      url: 'https://example.org/graphology',
    });
  });
  it('has nothing for a name without an entry, not imported, or imported from elsewhere', () => {
    expect(hoverInfo(data, code, 'useCamera')).toBeNull();
    expect(hoverInfo(data, 'const useSigma = 1;', 'useSigma')).toBeNull();
    expect(hoverInfo(data, "import { useSigma } from './local';", 'useSigma')).toBeNull();
  });
});
