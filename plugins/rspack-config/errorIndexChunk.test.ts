import { describe, expect, it } from 'vitest';
import { isErrorIndexModule } from './errorIndexChunk';

const site = '/home/reader/site';

describe('error index chunk', () => {
  it("takes the error index's data and component, and nothing else", () => {
    expect(isErrorIndexModule({ resource: `${site}/src/data/errorIndex.ts` })).toBe(true);
    expect(isErrorIndexModule({ resource: `${site}/.docusaurus/error-messages/default/errorIndex.json` })).toBe(true);
    expect(isErrorIndexModule({ resource: `${site}/src/components/ErrorIndex/index.tsx` })).toBe(true);
    expect(isErrorIndexModule({ resource: `${site}/docs/errors.mdx` })).toBe(false);
    expect(isErrorIndexModule({ resource: `${site}/src/data/graphFacts.ts` })).toBe(false);
    expect(isErrorIndexModule({ resource: null })).toBe(false);
  });
});
