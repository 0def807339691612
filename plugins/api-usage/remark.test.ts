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
  it('lists each place once, a line per page (examples first), each section a link to its heading, inline code kept', () => {
    const [heading, list] = usedInSection(symbol, [
      use('guide', '/docs/faq', 'typed', 'Typed graphs'),
      use('example', '/docs/example/load-graph', 'child', 'From a child with `useLoadGraph`'),
      use('guide', '/docs/faq', 'typed', 'Typed graphs'),
      use('example', '/docs/example/load-graph', 'prop', 'Through the `graph` prop'),
    ]);
    expect(heading).toMatchObject({ type: 'heading', depth: 2, children: [{ value: USED_IN_HEADING }] });
    const items = list!.children!.map((item) => item.children![0]!.children!);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject([
      { type: 'text', value: 'Example: Load a graph › ' },
      {
        type: 'link',
        url: '/docs/example/load-graph#child',
        children: [
          { type: 'text', value: 'From a child with ' },
          { type: 'inlineCode', value: 'useLoadGraph' },
        ],
      },
      { type: 'text', value: ' · ' },
      {
        type: 'link',
        url: '/docs/example/load-graph#prop',
        children: [
          { type: 'text', value: 'Through the ' },
          { type: 'inlineCode', value: 'graph' },
          { type: 'text', value: ' prop' },
        ],
      },
    ]);
    expect(items[1]).toMatchObject([
      { value: 'Guide: FAQ › ' },
      { url: '/docs/faq#typed', children: [{ value: 'Typed graphs' }] },
    ]);
  });

  it("puts the API pages' live examples on one line, named by their symbol", () => {
    const live = (name: string) => ({
      ...use('example', `/docs/api/core/functions/${name}`, 'live-example', 'Live example'),
      kind: 'api' as const,
      pageTitle: name,
    });
    const [, list] = usedInSection(symbol, [
      live('useCamera'),
      use('guide', '/docs/faq', 'typed', 'Typed graphs'),
      live('useSigma'),
    ]);
    const items = list!.children!.map((item) => item.children![0]!.children!);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject([
      { value: 'Live examples of ' },
      { url: '/docs/api/core/functions/useCamera#live-example', children: [{ type: 'inlineCode', value: 'useCamera' }] },
      { value: ' · ' },
      { url: '/docs/api/core/functions/useSigma#live-example', children: [{ type: 'inlineCode', value: 'useSigma' }] },
    ]);
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
