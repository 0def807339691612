import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { queryWords, rank, type SearchDocument, type WrappedIndex } from './rank';

const slug = (heading: string) => heading.toLowerCase().replace(/\W+/g, '-');
/** An error index entry's heading: the message, whole. */
const MESSAGE =
  'Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.';

/** A tiny site indexed the way the search plugin indexes one: titles, headings, descriptions, keywords, paragraphs. */
function site(pages: { url: string; title: string; sections: [heading: string, text: string][] }[]): WrappedIndex[] {
  const kinds: SearchDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const p = (id += 1);
    kinds[0]!.push({ i: p, t: page.title, u: page.url });
    for (const [heading, text] of page.sections) {
      const hash = `#${slug(heading)}`;
      kinds[1]!.push({ i: (id += 1), t: heading, u: page.url, h: hash, p });
      kinds[4]!.push({ i: (id += 1), t: text, s: heading, u: page.url, h: hash, p });
    }
  }
  return kinds.map((documents, type) => ({
    type,
    documents,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      documents.forEach((doc) => this.add({ ...doc, i: String(doc.i) }));
    }),
  }));
}

const indexes = site([
  {
    url: '/docs/guides/labels',
    title: 'Labels',
    sections: [
      ['Show edge labels', 'Set renderEdgeLabels to true; sigma then draws the label attribute of each edge.'],
      ['Change the label colour', 'labelColor takes { color } or { attribute }.'],
    ],
  },
  {
    // sigma is in most headings of a real site, so matching it says little.
    url: '/docs/api',
    title: 'API overview',
    sections: [
      ['Reaching sigma from outside', 'Use the ref.'],
      ['The sigma instance', 'useSigma returns it.'],
      ['Sigma settings', 'useSetSettings changes them.'],
    ],
  },
  {
    url: '/docs/start-setup',
    title: 'Setup',
    sections: [['Give the container a height', 'sigma measures its container when it starts.']],
  },
  {
    url: '/docs/errors',
    title: 'Error index',
    sections: [[MESSAGE, 'sigma measured its container at 0 px high.']],
  },
  {
    url: '/docs/guides/camera',
    title: 'Camera and zoom',
    sections: [['Turn off rotation', 'Set enableCameraRotation to false: rotation stays off, and the camera angle stays 0.']],
  },
  {
    url: '/docs/guides/overlays',
    title: 'Overlays',
    sections: [
      [
        'What draws above what',
        'Sigma always stacks its layers in the same order: edges, then edge labels, nodes, node labels, then the hovered nodes. To show a tooltip above them, disable pointer events on it.',
      ],
    ],
  },
]);

const search = (query: string) => rank(indexes, queryWords(query.split(' ')), 10);
const where = (query: string) => search(query).map((result) => `${result.document.u}${result.document.h ?? ''}`);

describe('search ranking', () => {
  it('puts a heading holding most of the words above a paragraph elsewhere that holds them all', () => {
    expect(where('always show edge labels')[0]).toBe('/docs/guides/labels#show-edge-labels');
  });

  it('puts a heading holding every word above a shorter one holding fewer', () => {
    expect(where('sigma container has no height')[0]).toBe(`/docs/errors#${slug(MESSAGE)}`);
  });

  it('finds sections holding some of the words when none holds them all', () => {
    expect(where('disable rotation')).toContain('/docs/guides/camera#turn-off-rotation');
  });

  it('ranks a page title above a heading, and a heading above a paragraph, for the same words', () => {
    expect(search('camera').map((result) => result.type)).toEqual([0, 4]);
    expect(search('rotation').map((result) => result.type)).toEqual([1, 4]);
  });

  it('matches words one letter off, and the last word as the start of a longer one', () => {
    expect(where('label color')[0]).toBe('/docs/guides/labels#change-the-label-colour');
    expect(where('edge lab')[0]).toBe('/docs/guides/labels#show-edge-labels');
    // Without fuzzy matching, only the prefix of the last word is loose.
    expect(rank(indexes, ['colr'], 10, 0)).toEqual([]);
    expect(rank(indexes, ['colr'], 10, 1)).not.toEqual([]);
  });

  it('returns the results it found, the best first, with what the search bar needs to show them', () => {
    const results = search('edge labels');
    expect(results.map((result) => result.score)).toEqual([...results.map((result) => result.score)].sort((a, b) => b - a));
    const [first] = results;
    expect(first?.tokens).toEqual(['edge', 'labels']);
    expect(first?.page).toMatchObject({ t: 'Labels' });
    expect(Object.keys(first?.metadata ?? {})).toEqual(expect.arrayContaining(['edg', 'label']));
    expect(rank(indexes, ['edge'], 1)).toHaveLength(1);
  });
});

describe('query words', () => {
  it('leave out stop words, unless nothing else is left, and repeats', () => {
    expect(queryWords(['show', 'the', 'labels', 'labels'])).toEqual(['show', 'labels']);
    expect(queryWords(['the', 'an'])).toEqual(['the', 'an']);
  });
});
