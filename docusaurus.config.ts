import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { analyticsFromEnv } from './config/analytics';
import { searchTheme } from './config/search';
import { site } from './config/site';
import { themeConfig } from './config/themeConfig';
import { typedocPlugins } from './config/typedoc';
import analytics from './plugins/analytics';
import announcementBar from './plugins/announcement-bar';
import datasets from './plugins/datasets';
import esbuildMinifier, { esbuildJsLoader } from './plugins/esbuild';
import examples, { exampleFrontMatter, remarkGraphExamples } from './plugins/examples';
import indexAliases from './plugins/index-aliases';
import peerDependencies from './plugins/peer-dependencies';
import { withPrivateOptions } from './plugins/private-options';
import webpackTweaks from './plugins/webpack-tweaks';

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
  // An example page's title, description and sidebar position come from its example.json.
  markdown: { parseFrontMatter: exampleFrontMatter(__dirname) },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: { siteVersion: '5.0.4' },
  // Each MDX file is compiled once for both the client and the server bundle, not once for each.
  // (Of Docusaurus Faster, only this flag: it lives in @docusaurus/mdx-loader and needs no other package.)
  future: {
    experimental_faster: {
      mdxCrossCompilerCache: true,
      swcJsLoader: false,
      swcJsMinimizer: false,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: false,
      rspackBundler: false,
    },
  },
  // esbuild compiles and minifies instead of Babel and Terser: see plugins/esbuild.
  webpack: { jsLoader: esbuildJsLoader },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // `<GraphExample example="load-graph/GraphProp" />` in MDX: see plugins/examples.
          remarkPlugins: [remarkGraphExamples(__dirname)],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    webpackTweaks,
    esbuildMinifier,
    indexAliases({ alsoWithSlash: [`${site.baseUrl}search`] }),
    datasets,
    examples,
    peerDependencies,
    analytics(analyticsFromEnv()),
    announcementBar,
    ...typedocPlugins.map(withPrivateOptions),
  ],
  themes: [searchTheme],
  clientModules: [
    './src/clientModules/chunkLoadFailure.tsx',
    './src/clientModules/htmlPaths.ts',
    './src/clientModules/idlePrefetch.ts',
  ],
  themeConfig,
} satisfies Config;
