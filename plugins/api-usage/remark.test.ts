import { describe, expect, it } from 'vitest';
import { USED_IN_HEADING, usedInSection } from './remark';
import type { ApiSymbol, ApiUse } from '../shared/apiUsage';

const symbol: ApiSymbol = {
  name: 'useLoadGraph',
  package: '@react-sigma/core',
  packageId: 'core',
  route: '/docs/api/core/functions/useLoadGraph',
  file: 'docs/api/core/functions/useLoadGraph.md',
};
const use = (kind: ApiUse['kind'], route: string, anchor: string, heading: string): ApiUse => ({
  symbol,
  kind,
  source: 'src/x.tsx',
  route,
  anchor,
  heading,
  pageTitle: kind === 'example' ? 'Load a graph' : 'FAQ',
});

describe('usedInSection', () => {
  it('lists each place once, examples first, linking to the heading, inline code kept', () => {
    const [heading, list] = usedInSection(symbol, [
      use('guide', '/docs/faq', 'typed', 'Typed graphs'),
      use('example', '/docs/example/load-graph', 'child', 'From a child with `useLoadGraph`'),
      use('guide', '/docs/faq', 'typed', 'Typed graphs'),
    ]);
    expect(heading).toMatchObject({ type: 'heading', depth: 2, children: [{ value: USED_IN_HEADING }] });
    const items = list!.children!.map((item) => item.children![0]!.children!);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject([
      { type: 'text', value: 'Example: ' },
      {
        type: 'link',
        url: '/docs/example/load-graph#child',
        children: [
          { type: 'text', value: 'Load a graph › ' },
          { type: 'text', value: 'From a child with ' },
          { type: 'inlineCode', value: 'useLoadGraph' },
        ],
      },
    ]);
    expect(items[1]![1]).toMatchObject({ url: '/docs/faq#typed' });
  });

  it("leaves out the page's own example, and says when it is the only one", () => {
    const own = { ...use('example', symbol.route, 'live-example', 'Live example'), kind: 'api' as const };
    expect(usedInSection(symbol, [own])[1]).toMatchObject({
      type: 'paragraph',
      children: [{ value: 'No other page shows ' }, { type: 'inlineCode', value: 'useLoadGraph' }, {}],
    });
  });

  it('says so when nothing uses the symbol', () => {
    const [, paragraph] = usedInSection(symbol, []);
    expect(paragraph).toMatchObject({ type: 'paragraph', children: [{}, { type: 'inlineCode', value: 'useLoadGraph' }, {}] });
  });
});
