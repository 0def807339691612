import { describe, expect, it } from 'vitest';
import { STORYBOOK_GROUPS, storiesOf } from '../../config/storybookStories';
import { remarkStorybookStories, STORIES_HEADING, storiesSection } from './remark';

type Node = { type: string; value?: string; children?: Node[] };
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

describe('Storybook stories', () => {
  it('name each story once in its group', () => {
    for (const { storybook, group, stories } of STORYBOOK_GROUPS) {
      const names = stories.map((story) => story.name);
      expect(new Set(names).size, `${storybook} › ${group}`).toBe(names.length);
    }
  });

  it('end each page that answers stories with a section naming them, by Storybook and group', () => {
    const section = storiesSection('example/clusters') as Node[];
    expect(section[0]).toMatchObject({ type: 'heading', depth: 2 });
    expect(textOf(section[0]!)).toBe(STORIES_HEADING);
    expect(textOf(section[1]!)).toBe('This page answers these stories of sigma.js’s Storybook, in react-sigma:');
    expect(section[2]!.children!.map(textOf)).toEqual([
      'sigma.js › Core library › Advanced use cases: “Adding label on clusters”',
      'sigma.js › @sigma/utils: “Fit viewport to nodes”, “Get nodes in viewport”',
    ]);
    expect(textOf(storiesSection('example/edge-curves')[1] as Node)).toBe(
      'This page answers these stories of sigma.js’s and react-sigma’s Storybooks, in react-sigma:',
    );
    expect(storiesSection('faq')).toEqual([]);
  });

  it('adds the section to the pages under docs/ that answer stories, and to no other file', () => {
    const plugin = remarkStorybookStories('/site')();
    const tree = (): { type: string; children: Node[] } => ({ type: 'root', children: [{ type: 'paragraph' }] });
    const page = tree();
    plugin(page, { path: '/site/docs/example/clusters.mdx' });
    expect(page.children.length).toBe(1 + storiesSection('example/clusters').length);
    for (const path of ['/site/docs/faq.mdx', '/site/src/pages/clusters.mdx', '/site/docs/example/clusters.md']) {
      const other = tree();
      plugin(other, { path });
      expect(other.children, path).toHaveLength(1);
    }
    expect(storiesOf('example/clusters').map((story) => story.name)).toContain('Get nodes in viewport');
  });
});
