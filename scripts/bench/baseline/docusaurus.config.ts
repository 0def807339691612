import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { darkCodeTheme, lightCodeTheme } from '../../../config/codeThemes';
import { site } from '../../../config/site';
import { themeConfig } from '../../../config/themeConfig';

/**
 * The bench's baseline: the installed Docusaurus' classic preset as its documentation
 * sets it up, with the site's theme options (colour mode, navbar, footer,
 * announcement bar, table of contents) and code themes, the same pipeline
 * (Docusaurus Faster) and the same React, from the repository's node_modules.
 * None of the site's plugins, swizzled components, client modules or CSS: what
 * Docusaurus itself costs. scripts/bench/baseline.ts builds it twice per run:
 * with docs/intro.md (shaped like the docs page the bench measures), and with
 * docs/graph.mdx (from ./graph.mdx: the site's dataset drawn by plain sigma).
 */
export default {
  title: site.title,
  url: site.url,
  // scripts/bench/baseline.ts builds the graph page as a site of its own, under another base URL.
  baseUrl: process.env.BASELINE_BASE_URL ?? site.baseUrl,
  trailingSlash: false,
  // The navbar and footer are the site's; their pages do not exist here.
  onBrokenLinks: 'ignore',
  onBrokenMarkdownLinks: 'ignore',
  future: { experimental_faster: true },
  presets: [
    [
      'classic',
      {
        docs: {},
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    ...themeConfig,
    // Stock Docusaurus: one theme per mode (the site's single dual theme needs its CSS).
    prism: { ...themeConfig.prism, theme: lightCodeTheme, darkTheme: darkCodeTheme },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
