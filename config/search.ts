import type { PluginConfig } from '@docusaurus/types';

/**
 * Offline full-text search: the index is built with the site and served as
 * static files, loaded only when a reader focuses the search box.
 */
export const searchTheme: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en'],
    indexDocs: true,
    indexBlog: false,
    indexPages: true,
    docsRouteBasePath: '/docs',
    // Ctrl/⌘ + K focuses the box; the hint shows it.
    searchBarShortcut: true,
    searchBarShortcutHint: true,
    searchResultLimits: 10,
    searchResultContextMaxLength: 60,
    explicitSearchResultPath: true,
    highlightSearchTermsOnTargetPage: false,
    // A result's path (its breadcrumb) is the navbar's current item followed by the page's open sidebar
    // categories, read from the page's HTML with these removed first. The sidebar's sections carry the
    // navbar's labels (config/navbar.ts), so API pages read "Api › Api › core" and example pages
    // "Example › Example": without the navbar, the sidebar alone names the section once.
    ignoreCssSelectors: ['.navbar'],
  },
];
