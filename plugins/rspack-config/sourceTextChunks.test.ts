import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSourceText, sourceTextChunkName } from './sourceTextChunks';

const site = '/home/reader/site';

describe('source text chunks', () => {
  it('takes the source texts of example files, and nothing else', () => {
    const raw = (file: string) => ({
      request: `!!${site}/node_modules/raw-loader/dist/cjs.js!${site}/${file}`,
      resource: `${site}/${file}`,
    });
    expect(isSourceText(raw('src/examples/events/EventLog.tsx'))).toBe(true);
    expect(isSourceText(raw('src/examples/_shared/theme.tsx'))).toBe(true);
    expect(isSourceText(raw('src/snippets/faq/nextjs/GraphClient.tsx'))).toBe(true);
    // The modules that run are code, not text to show.
    expect(
      isSourceText({ request: `${site}/src/examples/events/EventLog.tsx`, resource: `${site}/src/examples/events/EventLog.tsx` }),
    ).toBe(false);
    expect(isSourceText(raw('src/components/GraphExample/index.tsx'))).toBe(false);
  });

  it('makes one chunk per example folder', () => {
    expect(sourceTextChunkName({ resource: `${site}/src/examples/graph-search/SearchNodesAndEdges.tsx` })).toBe(
      'example-sources-graph-search',
    );
    expect(sourceTextChunkName({ resource: `${site}/src/examples/_shared/random.ts` })).toBe('example-sources-_shared');
    expect(sourceTextChunkName({ resource: `${site}/src/snippets/faq/nextjs/Page.tsx` })).toBe('snippet-sources-faq');
  });
});

describe('plugins/rspack-config/sourceTextChunks.ts: guard against the installed Docusaurus', () => {
  it("prefetches a linked page's named route chunks alone, not the chunks they depend on", () => {
    const client = fs.readFileSync(path.join(process.cwd(), 'node_modules/@docusaurus/core/lib/client/docusaurus.js'), 'utf8');
    expect(
      client,
      'sourceTextChunks: Docusaurus no longer prefetches each route chunk by its own URL (__webpack_require__.gca); check what prefetching downloads now',
    ).toMatch(
      /chunkNamesNeeded\.map\(\(chunkName\) => \{[\s\S]*?__webpack_require__\.gca\(chunkName\)[\s\S]*?prefetchHelper\(chunkAsset\)/,
    );
  });
});
