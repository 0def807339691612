/**
 * Wraps the search page of @easyops-cn/docusaurus-search-local 0.55 (on Docusaurus 3.7.0), as
 * ejected beside it (./SearchPage.jsx, which keeps every keystroke typed into its box).
 *
 * Why: the search page sets its `<title>` itself, without the ` | React Sigma`
 * suffix every other page gets from Docusaurus' title formatter. A title
 * template (react-helmet applies the last one mounted to the title of any
 * `<Head>`) adds the suffix to whatever title the page sets, "Search the
 * documentation" or the one naming the query, and goes away with the page.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';
import SearchPage from './SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

export default function SearchPageWrapper(props: Props): ReactNode {
  // `%s` is where react-helmet puts the page's own title.
  const titleTemplate = useTitleFormatter('%s');
  return (
    <>
      <Head titleTemplate={titleTemplate}>{null}</Head>
      <SearchPage {...props} />
    </>
  );
}
