import type { ThemeConfig } from '@docusaurus/preset-classic';
import { codeTheme } from './codeThemes';
import { navbar } from './navbar';
import { footer } from './footer';
import { site } from './site';
import { major, versionOf } from './versions';

const core = versionOf('@react-sigma/core');

/**
 * The id follows the documented version, so readers who dismissed the bar see it again after an
 * upgrade (Docusaurus stores the dismissal per id). Its colours are variables that
 * src/css/custom.css sets per colour mode: Docusaurus writes them as inline
 * styles, and its defaults (white, black) ignore dark mode.
 */
export const announcementBar = {
  id: `react-sigma-${core.replace(/\./g, '-')}`,
  content: `react-sigma ${major(core)} targets sigma ${major(versionOf('sigma'))} stable. <a href="${site.baseUrl}docs/changelog">See what changed</a>.`,
  isCloseable: true,
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-color)',
} as const;

export const themeConfig = {
  // Not in static/: plugins/social-cards draws it into build/ at every build.
  image: 'img/social-card.png',
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar,
  navbar,
  footer,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
  prism: {
    // One theme for both modes: it carries both palettes and CSS picks one (src/prism/dualTheme.ts).
    // Without a `darkTheme`, Docusaurus uses `theme` in dark mode too.
    theme: codeTheme,
    additionalLanguages: ['bash', 'json', 'diff'],
  },
} satisfies ThemeConfig;
