import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { GalleryEntry, StoryGroupRow } from '@site/plugins/example-gallery';
import styles from './styles.module.css';

/**
 * Every story of sigma.js's and react-sigma's Storybooks (config/storybookStories.ts), a table per
 * Storybook, each with the page of this site that answers it in react-sigma (a gallery entry).
 */
export function StoryIndex({
  stories,
  examples,
}: {
  stories: readonly StoryGroupRow[];
  examples: readonly GalleryEntry[];
}): ReactNode {
  const books = [...new Set(stories.map(([book]) => book))];
  return (
    <>
      {books.map((book) => {
        const groups = stories.filter(([ofBook]) => ofBook === book);
        const rows = groups.flatMap(([, group, items]) =>
          items.map(([name, id], index) => ({ group, name, id, span: index ? 0 : items.length })),
        );
        return (
          <table key={book} className={styles.table} data-storybook={book}>
            <caption>
              {book}’s Storybook: {rows.filter((row) => row.id).length} of {rows.length} stories answered here
            </caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Story</th>
                <th scope="col">In react-sigma</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ group, name, id, span }) => {
                const entry = examples.find((item) => item.id === id);
                return (
                  <tr key={`${group} ${name}`}>
                    {/* The group once, beside all its stories. */}
                    {span > 0 && <td rowSpan={span}>{group}</td>}
                    <th scope="row">{name}</th>
                    <td>{entry ? <Link to={entry.route}>{entry.title}</Link> : <em>Not yet on this site</em>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </>
  );
}
