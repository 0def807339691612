import type { ParseFrontMatter } from '@docusaurus/types';
import { storiesOf } from '../../config/storybookStories';
import { EXAMPLES_DIR, examplePageId, META_FILE, readMeta, SECTIONS, sectionOf } from '../shared/discoverExamples';

/** Front matter an example page gets from its example.json; the page must not set it again. */
const FROM_META = ['title', 'description'] as const;

/**
 * `markdown.parseFrontMatter` for the site: an example page's title (also its
 * sidebar label) and description come from its folder's example.json. Other
 * pages keep their front matter as written. (The sidebar's order comes from
 * example.json through sidebars.ts; as front matter it would add
 * `sidebar_position` to every page's data, which the sidebar prefetches.)
 * The names of the Storybook stories the page answers (config/storybookStories.ts) are its
 * keywords, which the search ranks above prose: a reader who types a story's name finds its page.
 */
export function exampleFrontMatter(siteDir: string): ParseFrontMatter {
  return async ({ filePath, fileContent, defaultParseFrontMatter }) => {
    const result = await defaultParseFrontMatter({ filePath, fileContent });
    const id = examplePageId(siteDir, filePath);
    if (!id) return result;
    const meta = readMeta(siteDir, id);
    const repeated = FROM_META.filter((key) => key in result.frontMatter);
    if (repeated.length) {
      throw new Error(
        `${SECTIONS[sectionOf(meta)].pagesDir}/${id}.mdx sets ${repeated.join(' and ')} in its front matter; ${EXAMPLES_DIR}/${id}/${META_FILE} is where the example's title and description live: remove them from the page`,
      );
    }
    const stories = storiesOf(`${SECTIONS[sectionOf(meta)].docIdPrefix}/${id}`).map((story) => story.name);
    const keywords = [...((result.frontMatter.keywords as string[] | undefined) ?? []), ...stories];
    return {
      ...result,
      frontMatter: {
        ...result.frontMatter,
        title: meta.title,
        description: meta.description,
        ...(keywords.length && { keywords: [...new Set(keywords)] }),
      },
    };
  };
}
