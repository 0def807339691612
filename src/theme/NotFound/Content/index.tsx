/**
 * Wraps @theme-original/NotFound/Content (Docusaurus 3.7.0).
 *
 * Why: for an unknown path under /docs/, DocRoot renders this content without
 * the `Page Not Found` page title that the site-wide NotFound page sets, so the
 * browser tab read just "React Sigma". Setting the title here covers both.
 * Upstream's text stays (the spec's wording) but leaves the reader nowhere to go:
 * the links below it lead back into the site, to the three places a lost reader
 * most likely wanted.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { sections } from '@site/config/navbar';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const WAYS_ON = [
  { to: sections.start.to, label: 'Read the docs, from the introduction' },
  { to: sections.example.to, label: 'Browse the examples' },
  { to: '/search', label: 'Search the documentation' },
] as const;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <Content {...props} className={styles.content} />
      {/* Under upstream's text, in the same column. */}
      <nav aria-label="Ways on" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <ul>
              {WAYS_ON.map((way) => (
                <li key={way.to}>
                  <Link to={way.to}>{way.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
