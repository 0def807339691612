import path from 'node:path';
import { storiesOf, type StorybookName } from '../../config/storybookStories';

/**
 * The remark plugin that ends each page answering a story of sigma.js's or react-sigma's Storybook
 * (config/storybookStories.ts) with a section naming those stories. A reader who knows a story by
 * its name finds the page with the site's search, which indexes the page's text; in the Markdown, so
 * it costs no script.
 */
export const STORIES_HEADING = 'In the Storybooks';

interface Node {
  type: string;
  children?: Node[];
  value?: string;
  depth?: number;
}

const text = (value: string): Node => ({ type: 'text', value });

/** The section's nodes for `docId`, or none when it answers no story. */
export function storiesSection(docId: string): Node[] {
  const stories = storiesOf(docId);
  if (!stories.length) return [];
  const lines: Node[] = [];
  const books = new Map<StorybookName, Map<string, string[]>>();
  for (const { storybook, group, name } of stories) {
    const groups = books.get(storybook) ?? new Map<string, string[]>();
    groups.set(group, [...(groups.get(group) ?? []), name]);
    books.set(storybook, groups);
  }
  for (const [storybook, groups] of books) {
    for (const [group, names] of groups) {
      lines.push({
        type: 'listItem',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'strong', children: [text(`${storybook} › ${group}`)] },
              text(`: ${names.map((name) => `“${name}”`).join(', ')}`),
            ],
          },
        ],
      });
    }
  }
  return [
    { type: 'heading', depth: 2, children: [text(STORIES_HEADING)] },
    {
      type: 'paragraph',
      children: [
        text(
          `This page answers ${stories.length === 1 ? 'this story' : 'these stories'} of ` +
            `${[...books.keys()].map((name) => `${name}’s`).join(' and ')} Storybook${books.size > 1 ? 's' : ''}, in react-sigma:`,
        ),
      ],
    },
    { type: 'list', children: lines },
  ];
}

/** The remark plugin for the site at `siteDir` (a closure, so that no build path is serialised into the config). */
export function remarkStorybookStories(siteDir: string) {
  return () =>
    (tree: Node, file: { path?: string }): void => {
      if (!file.path) return;
      const relative = path.relative(path.join(siteDir, 'docs'), file.path).split(path.sep).join('/');
      if (relative.startsWith('..') || !relative.endsWith('.mdx')) return;
      const section = storiesSection(relative.replace(/\.mdx$/, ''));
      if (section.length) tree.children = [...(tree.children ?? []), ...section];
    };
}
