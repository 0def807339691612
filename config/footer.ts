import type { Footer } from '@docusaurus/theme-common';
import { sections } from './navbar';
import { site } from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [sections.start, sections.example, sections.guides, sections.api, { label: 'FAQ', to: '/docs/faq' }],
    },
    {
      title: 'Community',
      items: [
        { label: 'Issues', href: `${site.repository}/issues` },
        { label: 'Discussions', href: `${site.repository}/discussions` },
        { label: 'sigma.js', href: 'https://www.sigmajs.org' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Changelog', to: '/docs/changelog' },
        { label: 'Storybook', href: site.storybook },
        { label: 'GitHub', href: site.repository },
        { label: 'npm', href: site.npmOrganization },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} react-sigma contributors. Built with Docusaurus.`,
} satisfies Footer;
