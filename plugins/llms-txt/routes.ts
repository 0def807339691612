import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { site } from '../../config/site';
import { markdownCopyPath } from '../../src/utils/markdownCopy';

/* Which pages get a Markdown copy, where it is, and how llms.txt groups them. */

/** Routes that get no Markdown copy, and why. */
export const EXCLUDED_ROUTES: Readonly<Record<string, string>> = {
  [`${site.baseUrl}search`]: 'the search page shows results for a query typed in the browser; it has no text of its own',
};

/** Pages outside the sidebar land in llms.txt's "Optional" section, which tools may skip. */
export const OTHER_PAGES = 'Optional';
/** The docs the sidebar lists outside a category (FAQ, error index). */
const LOOSE_DOCS = 'Questions and errors';

/** Where a route's Markdown copy is, relative to build/: `docs/faq.md`, `docs/api/core.md`, `index.md`. */
export function markdownPath(route: string, baseUrl: string = site.baseUrl): string {
  return markdownCopyPath(route, baseUrl).slice(baseUrl.length);
}

/** The site's routes as the sitemap writes them; the home page keeps its slash (it is the base URL). */
export function withoutTrailingSlash(route: string): string {
  return route === site.baseUrl ? route : route.replace(/\/$/, '');
}

export type DocsSidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];
export interface DocInfo {
  title: string;
  description: string;
  permalink: string;
}

/** The sidebar's top-level categories as sections, each page in sidebar order; loose docs together. */
export function sidebarSections(
  items: readonly DocsSidebarItem[],
  docs: ReadonlyMap<string, DocInfo>,
): { title: string; permalinks: string[] }[] {
  const loose: string[] = [];
  const sections: { title: string; permalinks: string[] }[] = [];
  const collect = (item: DocsSidebarItem, into: string[]): void => {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docs.get(item.id);
      if (doc) into.push(withoutTrailingSlash(doc.permalink));
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc') {
        const doc = docs.get(item.link.id);
        if (doc) into.push(withoutTrailingSlash(doc.permalink));
      }
      for (const child of item.items) collect(child, into);
    }
  };
  for (const item of items) {
    if (item.type === 'category') {
      const permalinks: string[] = [];
      collect(item, permalinks);
      sections.push({ title: item.label, permalinks });
    } else collect(item, loose);
  }
  if (loose.length) sections.push({ title: LOOSE_DOCS, permalinks: loose });
  return sections;
}
