import fs from 'node:fs';
import path from 'node:path';
import type { DocMetadata, LoadedContent } from '@docusaurus/plugin-content-docs';
import type { DefaultParseFrontMatter } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { listExamples, openingModule } from '../shared/discoverExamples';
import { exampleGraphs } from '../shared/exampleGraphs';
import { exampleCard, examplePages, exampleSlug, withExampleCards } from './index';

const siteDir = path.resolve(__dirname, '../..');

describe('example cards in front matter', () => {
  const parse: DefaultParseFrontMatter = async ({ fileContent }) => ({
    frontMatter: fileContent.includes('image:') ? { title: 'T', image: '/img/mine.png' } : { title: 'T' },
    content: '',
  });
  const run = (filePath: string, fileContent = '') => withExampleCards({ filePath, fileContent, defaultParseFrontMatter: parse });

  it('knows an example page by its file', () => {
    expect(exampleSlug('/site/docs/example/drag_n_drop.mdx')).toBe('drag_n_drop');
    expect(exampleSlug('C:\\site\\docs\\example\\graph-search.md')).toBe('graph-search');
    expect(exampleSlug('/site/docs/faq.mdx')).toBeUndefined();
    expect(exampleSlug('/site/docs/api/core/index.md')).toBeUndefined();
  });

  it("gives an example page its own card, and leaves other pages' front matter alone", async () => {
    expect((await run('/site/docs/example/events.mdx')).frontMatter).toEqual({ title: 'T', image: `/${exampleCard('events')}` });
    expect((await run('/site/docs/faq.mdx')).frontMatter).toEqual({ title: 'T' });
  });

  it('keeps a picture the page names itself', async () => {
    expect((await run('/site/docs/example/events.mdx', 'image: x')).frontMatter.image).toBe('/img/mine.png');
  });

  it('draws cards only for the example pages that show the generated one', () => {
    const doc = (id: string, image?: string) => ({ id, frontMatter: image ? { image } : {} }) as unknown as DocMetadata;
    const docs = {
      loadedVersions: [
        {
          docs: [
            doc('example/events', `/${exampleCard('events')}`),
            doc('example/own', '/img/mine.png'),
            doc('faq'),
            doc('api', `/${exampleCard('api')}`),
          ],
        },
      ],
    } as unknown as LoadedContent;
    expect(examplePages(docs).map((page) => page.id)).toEqual(['example/events']);
  });
});

describe("the site's example pages", () => {
  it('each show an example whose graph can be drawn', async () => {
    const examples = listExamples(siteDir);
    const slugs = examples.map((example) => example.id);
    const modules = Object.fromEntries(
      examples.map((example) => [example.id, openingModule(example, fs.readFileSync(path.join(siteDir, example.page), 'utf8'))]),
    );
    const graphs = await exampleGraphs(siteDir, modules);
    expect(Object.keys(graphs).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(graphs[slug]!.order, slug).toBeGreaterThan(1);
  });
});
