import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiPackages } from './config/apiPackages';
import { sections } from './config/navbar';
import { apiOutDir } from './config/typedoc';
import { listExamples, sectionOf, topicOf, TOPICS, type Section, type Topic } from './plugins/shared/discoverExamples';

type SidebarItems = SidebarsConfig[string];

/**
 * docusaurus-plugin-typedoc writes `typedoc-sidebar.cjs` next to each package's
 * pages before the docs plugin reads this file.
 */
function generatedItems(id: string): SidebarItems {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`./${apiOutDir}/${id}/typedoc-sidebar.cjs`) as SidebarItems;
}

/** The doc ids of the example folders whose pages are in `section` (and `topic`), in their example.json order. */
const pagesOf = (section: Section, topic?: Topic) =>
  listExamples(__dirname)
    .filter((example) => sectionOf(example.meta) === section && (!topic || topicOf(example.meta) === topic))
    .map((example) => example.docId);

export default {
  docs: [
    {
      type: 'category',
      label: sections.start.label,
      // Collapsible (but open): a category that cannot collapse and has no page
      // renders as an <a> without href, which crawlers and Lighthouse flag.
      collapsed: false,
      items: ['start-introduction', 'start-installation', 'start-sigma-4', 'start-setup', 'start-from-sigma'],
    },
    {
      type: 'category',
      label: sections.example.label,
      // Open on every page: the examples are what most readers come for.
      collapsed: false,
      // The gallery of every example (docs/examples.mdx, plugins/example-gallery).
      link: { type: 'doc', id: 'examples' },
      // One page per folder of src/examples/, filed under its example.json `topic` and in the order of
      // their `position` (plugins/examples finds them, and gives each page its title): nothing to add here.
      // A few headings to scan rather than a long flat list; open, so every page stays one click away.
      items: (Object.entries(TOPICS) as [Topic, string][]).map(([topic, label]) => ({
        type: 'category' as const,
        label,
        collapsed: false,
        items: pagesOf('examples', topic),
      })),
    },
    // A page of its own (src/pages/playground.tsx), not a doc: listed here so it is one click from every docs page.
    { type: 'link', label: 'Playground', href: '/playground' },
    {
      type: 'category',
      label: sections.guides.label,
      collapsed: false,
      // docs/guides.mdx lists the guides; each is found like the examples: a folder of src/examples/
      // whose example.json says "section": "guides", with its page in docs/guides/.
      link: { type: 'doc', id: 'guides' },
      items: pagesOf('guides'),
    },
    {
      type: 'category',
      label: sections.api.label,
      link: { type: 'doc', id: 'api' },
      items: apiPackages.map((pkg) => ({
        type: 'category' as const,
        label: pkg.label,
        link: { type: 'doc' as const, id: `api/${pkg.id}/index` },
        items: generatedItems(pkg.id),
      })),
    },
    'faq',
    'errors',
  ],
} satisfies SidebarsConfig;
