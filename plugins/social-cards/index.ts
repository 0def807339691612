import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocMetadata, LoadedContent } from '@docusaurus/plugin-content-docs';
import type { ParseFrontMatter, Plugin } from '@docusaurus/types';
import { sections } from '../../config/navbar';
import { listExamples, openingModule, PAGE_SECTIONS, SECTIONS } from '../shared/discoverExamples';
import { exampleGraphs } from '../shared/exampleGraphs';
import { miserablesGraph } from '../shared/miserables';
import { cardFonts, cardSvg, renderPng } from './card';

/**
 * Social cards, the pictures a link preview shows (`og:image`,
 * `twitter:image`), drawn at build time into build/, never committed:
 *
 * - the site's card, at the path `themeConfig.image` names: the site's name,
 *   its tagline and the Les Misérables graph the home page draws;
 * - one card per example page (docs/example/<slug>), at `exampleCard(slug)`:
 *   the page's title and the graph of its first example, the very graph that
 *   example hands sigma (plugins/shared/exampleGraphs.ts).
 *
 * `npm start` draws none (postBuild only runs in a build): there the pages
 * name cards that do not exist, which only a link preview would notice.
 */

/** Where an example page's card is served, relative to the base URL. */
export const exampleCard = (slug: string): string => `img/social-cards/example/${slug}.png`;

/** The slug of an example page from its file's path (docs/example/<slug>.mdx), if it is one. */
export function exampleSlug(filePath: string): string | undefined {
  return /[\\/]docs[\\/](?:example|guides)[\\/]([^\\/]+)\.mdx?$/.exec(filePath)?.[1];
}

/**
 * For `markdown.parseFrontMatter`: an example page's `image` is its own card,
 * unless its front matter names another picture. Every example page gets one
 * without a line to keep in each page.
 */
export const withExampleCards: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const slug = exampleSlug(params.filePath);
  if (slug !== undefined && result.frontMatter.image === undefined) result.frontMatter.image = `/${exampleCard(slug)}`;
  return result;
};

interface SiteFacts {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  themeConfig: { image?: unknown; navbar?: { logo?: { src?: string } } };
}

/** `example/load-graph`, `guides/labels` → the example folder's slug. */
const slugOf = (doc: DocMetadata): string => doc.id.slice(doc.id.indexOf('/') + 1);
const isGuide = (doc: DocMetadata): boolean => doc.id.startsWith(`${SECTIONS.guides.docIdPrefix}/`);

/** The example pages and guides whose card is the generated one, in the docs plugin's loaded content. */
export function examplePages(docs: LoadedContent): DocMetadata[] {
  const prefixes = PAGE_SECTIONS.map((section) => `${SECTIONS[section].docIdPrefix}/`);
  return docs.loadedVersions
    .flatMap((version) => version.docs)
    .filter(
      (doc) => prefixes.some((prefix) => doc.id.startsWith(prefix)) && doc.frontMatter.image === `/${exampleCard(slugOf(doc))}`,
    );
}

export default function socialCards(): Plugin {
  return {
    name: 'social-cards',
    async postBuild({ siteDir, outDir, siteConfig, plugins }) {
      const { title, tagline, url, baseUrl, themeConfig } = siteConfig as unknown as SiteFacts;
      if (typeof themeConfig.image !== 'string' || !themeConfig.image.endsWith('.png')) {
        throw new Error(
          `social-cards: themeConfig.image must name the site card's PNG, e.g. img/social-card.png (it is ${String(themeConfig.image)})`,
        );
      }
      const logoPath = themeConfig.navbar?.logo?.src;
      if (!logoPath) throw new Error('social-cards: the card shows the navbar logo, and themeConfig.navbar.logo.src names none');
      const logo = await fs.readFile(path.join(outDir, logoPath), 'utf8');
      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as
        LoadedContent | undefined;
      if (!docs) throw new Error('social-cards: the docs plugin is missing, so the example pages are unknown');

      const pages = examplePages(docs);
      const slugs = pages.map(slugOf);
      const discovered = new Map(listExamples(siteDir).map((example) => [example.id, example]));
      const modules: Record<string, string> = {};
      for (const [index, doc] of pages.entries()) {
        const mdx = await fs.readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
        const example = discovered.get(slugs[index]!);
        if (!example) throw new Error(`Social card for ${doc.id}: no folder src/examples/${slugs[index]}/`);
        modules[slugs[index]!] = openingModule(example, mdx);
      }
      const graphs = await exampleGraphs(siteDir, modules);

      const fonts = cardFonts(siteDir);
      const common = { site: title, address: `${new URL(url).host}${baseUrl.replace(/\/$/, '')}`, logo };
      const cards: [string, string][] = [
        [themeConfig.image, cardSvg({ ...common, headline: tagline, graph: miserablesGraph(siteDir) })],
        ...pages.map((doc, index): [string, string] => [
          exampleCard(slugs[index]!),
          cardSvg({
            ...common,
            eyebrow: (isGuide(doc) ? sections.guides : sections.example).label,
            headline: doc.title,
            graph: graphs[slugs[index]!]!,
          }),
        ]),
      ];
      for (const [file, svg] of cards) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(target, renderPng(svg, fonts));
      }
    },
  };
}
