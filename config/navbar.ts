import type { Navbar } from '@docusaurus/theme-common';
import { site } from './site';

/**
 * The docs' sections, as the navbar names them. The sidebar's
 * categories and the footer's links use the same labels, so a section is
 * called the same wherever a reader meets it.
 */
export const sections = {
  start: { label: 'Getting Started', to: '/docs/start-introduction' },
  example: { label: 'Example', to: '/docs/examples' },
  guides: { label: 'Guides', to: '/docs/guides' },
  api: { label: 'Api', to: '/docs/api' },
} as const;

/** Matches the paths of one docs section: `prefix` follows `<baseUrl>docs/`. */
const under = (prefix: string) => `^${site.baseUrl}docs/${prefix}`;

/**
 * Plain links with `activeBaseRegex`, not `type: 'doc'` items: a doc item is
 * current on every page of its sidebar, and the three sections share one
 * sidebar, so all three were current at once. The FAQ belongs to none of the
 * sections (it sits apart at the end of the sidebar), so no item is current
 * there; on the changelog, its own item is. "Example" leads to the gallery,
 * which shows every example page.
 */
export const navbar = {
  title: site.title,
  hideOnScroll: true,
  logo: { alt: 'React Sigma logo', src: 'img/logo.svg', width: 32, height: 32 },
  items: [
    { ...sections.start, activeBaseRegex: under('start-'), position: 'left' },
    { ...sections.example, activeBaseRegex: under('example(s$|/)'), position: 'left' },
    { ...sections.api, activeBaseRegex: under('api(/|$)'), position: 'left' },
    { to: '/docs/changelog', label: 'Changelog', position: 'left' },
    { href: site.storybook, label: 'Storybook', position: 'right' },
    { href: site.repository, label: 'GitHub', position: 'right' },
    { href: site.npmOrganization, label: 'npm', position: 'right' },
  ],
} satisfies Partial<Navbar>;
