import { Fragment, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import data from '@generated/error-messages/default/errorIndex.json';
import { errorIndex, type ErrorGroup } from '@site/src/data/errorIndex';
import { CauseAndFix, RichText } from '@site/src/live/RichText';
import styles from './styles.module.css';

/** The packages an entry's messages come from, e.g. "graphology" or "graphology-layout-force, graphology-layout-noverlap". */
function packagesOf(id: string): string[] {
  return [...new Set((data.entries[id] ?? []).map((message) => message.packageName))];
}

/**
 * The entries of one group of the error index. Each is a heading (its anchor
 * and what search lists) followed by the messages it explains, as read from
 * the installed packages, then the cause, the fix and a link. Headings and
 * their text are siblings, not wrapped, because the search index takes a
 * heading's text to be what follows it up to the next heading.
 */
export default function ErrorIndex({ group }: { group: ErrorGroup }): ReactNode {
  return errorIndex
    .filter((entry) => entry.group === group)
    .map((entry) => {
      const messages = data.entries[entry.id] ?? [];
      return (
        <Fragment key={entry.id}>
          <Heading as="h3" id={entry.id} className={styles.heading}>
            {entry.messages[0]}
          </Heading>
          <pre className={styles.messages} data-testid="error-messages">
            {messages.map((message) => `${message.errorClass}: ${message.template}`).join('\n')}
          </pre>
          {entry.example !== undefined && (
            <p>
              For example: <code className={styles.example}>{entry.example}</code>
            </p>
          )}
          <CauseAndFix entry={entry} />
          <p className={styles.footer}>
            See it working: <Link to={entry.see.to}>{entry.see.label}</Link>. Thrown by{' '}
            {packagesOf(entry.id).map((name, index) => (
              <Fragment key={name}>
                {index > 0 && ', '}
                <code>{name}</code>
              </Fragment>
            ))}
            .
          </p>
        </Fragment>
      );
    });
}

/** How many messages the index covers, and what it leaves out and why. */
export function ErrorIndexSummary(): ReactNode {
  const covered = Object.values(data.entries).reduce((sum, list) => sum + list.length, 0);
  return (
    <>
      <p>
        This page lists <strong>{covered}</strong> messages in <strong>{errorIndex.length}</strong> entries, read from the code of
        the installed{' '}
        {data.packages.map((name, index) => (
          <Fragment key={name}>
            {index > 0 && (index === data.packages.length - 1 ? ' and ' : ', ')}
            <code>{name}</code>
          </Fragment>
        ))}{' '}
        when the site is built. Left out:
      </p>
      <ul>
        {data.excluded.map((rule) => (
          <li key={rule.id}>
            {rule.count} messages {rule.count === 1 ? 'is' : 'are'} <RichText text={rule.reason} />.
          </li>
        ))}
      </ul>
    </>
  );
}
