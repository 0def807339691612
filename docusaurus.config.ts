import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { analyticsFromEnv } from './config/analytics';
import { searchTheme } from './config/search';
import { site } from './config/site';
import { themeConfig } from './config/themeConfig';
import { typedocPlugins } from './config/typedoc';
import analytics from './plugins/analytics';
import apiHover from './plugins/api-hover';
import { remarkApiUsage } from './plugins/api-usage/remark';
import { remarkStorybookStories } from './plugins/storybook-stories/remark';
import announcementBar from './plugins/announcement-bar';
import datasets from './plugins/datasets';
import errorMessages from './plugins/error-messages';
import exampleGallery from './plugins/example-gallery';
import examples, { exampleFrontMatter, remarkGraphExamples } from './plugins/examples';
import indexAliases from './plugins/index-aliases';
import llmsTxt from './plugins/llms-txt';
import packageVersions from './plugins/package-versions';
import pageScripts from './plugins/page-scripts';
import { pageScriptsOptions } from './plugins/page-scripts/options';
import peerDependencies from './plugins/peer-dependencies';
import { rspackConfig } from './plugins/rspack-config';
import searchTokens from './plugins/search-tokens';
import socialCards, { withExampleCards } from './plugins/social-cards';
import { cachedWithPrivateOptions } from './plugins/typedoc-options-cache';

export default {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  organizationName: site.organizationName,
  projectName: site.projectName,
  // GitHub Pages serves `faq.html` at /docs/faq without a redirect.
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'throw',
  titleDelimiter: '|',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  markdown: {
    // An example page's title and description come from its example.json (plugins/examples), and
    // its link preview shows its own graph (plugins/social-cards).
    parseFrontMatter: (params) =>
      withExampleCards({
        ...params,
        defaultParseFrontMatter: (inner) =>
          exampleFrontMatter(__dirname)({ ...inner, defaultParseFrontMatter: params.defaultParseFrontMatter }),
      }),
  },
  // Docusaurus Faster: Rspack bundles, SWC compiles and minifies JS, Lightning CSS minifies CSS, and
  // each MDX file is compiled once for both the client and the server bundle.
  future: { experimental_faster: true },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // `<GraphExample example="load-graph/GraphProp" />` in MDX: see plugins/examples.
          remarkPlugins: [remarkGraphExamples(__dirname)],
          // Each API page ends with the examples and guides that use its symbol (plugins/api-usage); before
          // Docusaurus' own plugins, so that its heading gets an id and a place in the table of contents.
          // Pages that answer a story of sigma.js's or react-sigma's Storybook end with a section naming it
          // (plugins/storybook-stories), so that the search finds them by the story's name.
          beforeDefaultRemarkPlugins: [remarkApiUsage(__dirname), remarkStorybookStories(__dirname)],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ...rspackConfig,
    indexAliases({ alsoWithSlash: [`${site.baseUrl}search`] }),
    datasets,
    examples,
    exampleGallery,
    peerDependencies,
    errorMessages,
    apiHover,
    searchTokens,
    packageVersions,
    analytics(analyticsFromEnv()),
    announcementBar,
    socialCards,
    llmsTxt,
    pageScripts(pageScriptsOptions(__dirname)),
    ...typedocPlugins.map(cachedWithPrivateOptions),
  ],
  themes: [searchTheme],
  clientModules: [
    './src/clientModules/chunkLoadFailure.tsx',
    './src/clientModules/htmlPaths.ts',
    './src/clientModules/idlePrefetch.ts',
  ],
  themeConfig,
} satisfies Config;
