import type { Navbar } from '@docusaurus/theme-common';
import { site } from './site';

export const navbar = {
  title: site.title,
  hideOnScroll: true,
  logo: { alt: 'React Sigma logo', src: 'img/logo.svg', width: 32, height: 32 },
  items: [
    { type: 'doc', docId: 'start-introduction', label: 'Getting Started', position: 'left' },
    { type: 'doc', docId: 'example/load-graph', label: 'Example', position: 'left' },
    { type: 'doc', docId: 'api', label: 'Api', position: 'left' },
    { to: '/docs/changelog', label: 'Changelog', position: 'left' },
    { href: site.storybook, label: 'Storybook', position: 'right' },
    { href: site.repository, label: 'GitHub', position: 'right' },
    { href: site.npmOrganization, label: 'npm', position: 'right' },
  ],
} satisfies Partial<Navbar>;
