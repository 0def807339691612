import { lazy, Suspense, type ReactNode } from 'react';
import styles from './styles.module.css';

const ErrorExplanation = lazy(() => import('./ErrorExplanation'));

/**
 * What went wrong, in place of a graph: a title, the error's own message and what to do next.
 * With `explain`, for errors the reader's or the example's code threw, the error index's cause
 * and fix follow when the index knows the message (./ErrorExplanation.tsx).
 */
export function ErrorMessage({
  title,
  message,
  hint,
  explain = false,
}: {
  title: string;
  message: string;
  hint?: string;
  explain?: boolean;
}): ReactNode {
  return (
    <div className={styles.error} role="alert">
      <strong>{title}</strong>
      <pre>{message}</pre>
      {hint ? <p>{hint}</p> : null}
      {explain ? (
        <Suspense fallback={null}>
          <ErrorExplanation message={message} />
        </Suspense>
      ) : null}
    </div>
  );
}
