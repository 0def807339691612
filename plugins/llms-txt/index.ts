import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { PluginOptions as UpstreamOptions } from '@signalwire/docusaurus-plugin-llms-txt';
import { site } from '../../config/site';
import { versions } from '../../config/versions';
import { renderLlmsFull, renderLlmsTxt, usefulDescription, type IndexLink, type IndexSection } from './llmsTxt';
import { readExampleSources, rehypeSite, type ExampleSources, type RehypeSiteOptions } from './rehypeSite';
import {
  EXCLUDED_ROUTES,
  markdownPath,
  OTHER_PAGES,
  sidebarSections,
  withoutTrailingSlash,
  type DocInfo,
  type DocsSidebarItem,
} from './routes';

export { EXCLUDED_ROUTES, markdownPath } from './routes';

/**
 * Pages for AI tools: every page of the site as Markdown at its own address
 * plus `.md` (`/docs/faq` → `/docs/faq.md`, the home page → `/index.md`),
 * `llms.txt` (the index, in the llmstxt.org format) and `llms-full.txt` (the
 * index followed by every page), all written into build/ after the build.
 *
 * The Markdown is converted from the built HTML by
 * @signalwire/docusaurus-plugin-llms-txt, so it says what the page shows:
 * `<Version>` is its number, tables are tables, and `./rehypeSite.ts` turns
 * the site's components (live examples, tabs, titled code blocks) into
 * Markdown first. Its own llms.txt groups pages by URL folder; this plugin
 * writes both index files again with the sidebar's sections and order.
 */

function firstHeading(markdown: string): string | undefined {
  return /^# (.+)$/m.exec(markdown)?.[1]?.trim();
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  const siteUrl = site.url;
  let exampleSources: ExampleSources | null = null;
  const upstreamOptions: UpstreamOptions = {
    siteTitle: site.title,
    siteDescription: site.tagline,
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      includePages: true,
      // A docs page's text, or the whole <main> of a React page (the home page: hero and sections).
      contentSelectors: ['.theme-doc-markdown', 'main'],
      excludeRoutes: Object.keys(EXCLUDED_ROUTES),
      // Links are made absolute by ./rehypeSite.ts (the converter's own repeat the base path).
      relativePaths: false,
      enableLlmsFullTxt: false,
      beforeDefaultRehypePlugins: [
        [
          // unified types a plugin's options as unknown; these are the ones rehypeSite takes.
          rehypeSite as (options: unknown) => ReturnType<typeof rehypeSite>,
          {
            siteUrl,
            baseUrl: site.baseUrl,
            sources: () => {
              if (!exampleSources) throw new Error('plugins/llms-txt: the examples were not read before the conversion');
              return exampleSources;
            },
          } satisfies RehypeSiteOptions,
        ],
      ],
    },
  };
  let sidebar: DocsSidebarItem[] = [];
  const docs = new Map<string, DocInfo>();

  return {
    name: 'llms-txt',
    allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) throw new Error('plugins/llms-txt: the docs plugin loaded no docs');
      docs.clear();
      for (const doc of version.docs)
        docs.set(doc.id, { title: doc.title, description: doc.description, permalink: doc.permalink });
      sidebar = version.sidebars.docs ?? [];
    },
    async postBuild(props) {
      exampleSources = await readExampleSources(siteDir);
      // Loaded here, not at the top: its ESM build imports its own files without extensions, which
      // Docusaurus' loader accepts and Node's (Playwright, Vitest, tsx reading this config) does not.
      const { default: upstreamPlugin } = await import('@signalwire/docusaurus-plugin-llms-txt');
      // The converter's plugin has no content of its own.
      await upstreamPlugin(context, upstreamOptions).postBuild!({ ...props, content: undefined });
      const { outDir, routesPaths } = props;
      const byPermalink = new Map([...docs.values()].map((doc) => [withoutTrailingSlash(doc.permalink), doc]));
      // Every route the converter wrote a copy of, in the build's order.
      const pages: { route: string; markdown: string }[] = [];
      for (const route of [...new Set(routesPaths.map(withoutTrailingSlash))]) {
        if (route in EXCLUDED_ROUTES || !route.startsWith(site.baseUrl)) continue;
        const file = path.join(outDir, markdownPath(route));
        const markdown = await fs.readFile(file, 'utf8').catch(() => null);
        if (markdown !== null) pages.push({ route, markdown });
      }
      const link = (route: string, markdown: string): IndexLink => {
        const doc = byPermalink.get(route);
        const home = route === site.baseUrl;
        return {
          title: doc?.title ?? (home ? site.title : (firstHeading(markdown) ?? route)),
          url: `${siteUrl}${site.baseUrl}${markdownPath(route)}`,
          description: usefulDescription(doc?.description ?? (home ? site.tagline : undefined), markdown),
        };
      };
      const markdownOf = new Map(pages.map((page) => [page.route, page.markdown]));
      const placed = new Set<string>();
      const sections: IndexSection[] = sidebarSections(sidebar, docs).map((section) => ({
        title: section.title,
        links: section.permalinks
          .filter((route) => markdownOf.has(route) && !placed.has(route) && placed.add(route))
          .map((route) => link(route, markdownOf.get(route)!)),
      }));
      sections.push({
        title: OTHER_PAGES,
        links: pages.filter((page) => !placed.has(page.route)).map((page) => link(page.route, page.markdown)),
      });
      const index = renderLlmsTxt({
        title: site.title,
        summary: `${site.tagline}: the documentation of the @react-sigma/* packages ${versions['@react-sigma/core']}, for sigma ${versions.sigma} and graphology ${versions.graphology}.`,
        details: [
          'Each link below leads to the Markdown copy of a page; the same address without `.md` is the page on the site.',
          'An example page holds the complete source of each of its live examples: the module and the `_shared` helpers it imports, as files of a Vite + React + TypeScript app.',
          `Every page in one file: [llms-full.txt](${siteUrl}${site.baseUrl}llms-full.txt).`,
        ].join('\n'),
        sections,
      });
      const ordered = sections.flatMap((section) => section.links);
      const fullPages = ordered.map((entry) => {
        const page = pages.find((candidate) => `${siteUrl}${site.baseUrl}${markdownPath(candidate.route)}` === entry.url)!;
        return { url: `${siteUrl}${page.route}`, markdown: page.markdown };
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFull(index, fullPages));
    },
  };
}
