/* eslint-disable @docusaurus/no-html-links -- rendered outside the site's router (see below) */
import type { ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import { errorIndex } from '@site/src/data/errorIndex';
import { entryForMessage } from '@site/src/data/errorTemplates';
import { CauseAndFix } from './RichText';
import styles from './styles.module.css';

/**
 * Under an error in a graph's frame: the error index's cause and fix when it knows the message,
 * with a link to its entry; otherwise a link to a search of the docs for it. Loaded with the
 * first error shown (./ErrorMessage.tsx), so the index's text never weighs on a page that runs.
 * Plain links, not Docusaurus' `Link`: an example's graph renders in a React root of its own,
 * outside the site's router.
 */
export default function ErrorExplanation({ message }: { message: string }): ReactNode {
  const { baseUrl } = siteConfig;
  const entry = entryForMessage(message, errorIndex);
  if (!entry) {
    return (
      <p className={styles.explanation} data-testid="error-explanation">
        The <a href={`${baseUrl}docs/errors`}>error index</a> does not list this message.{' '}
        <a href={`${baseUrl}search?q=${encodeURIComponent(message.slice(0, 120))}`}>Search the docs for it</a>.
      </p>
    );
  }
  return (
    <div className={styles.explanation} data-testid="error-explanation">
      <CauseAndFix entry={entry} />
      <p>
        <a href={`${baseUrl}docs/errors#${entry.id}`}>This error in the error index</a>
      </p>
    </div>
  );
}
