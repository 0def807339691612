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
import indexAliases from './plugins/index-aliases';
import packageVersions from './plugins/package-versions';
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
  i18n: { defaultLocale: 'en', locales: ['en'] },
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
    peerDependencies,
    packageVersions,
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
