import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** What went wrong, in place of a graph: a title, the error's own message and what to do next. */
export function ErrorMessage({ title, message, hint }: { title: string; message: string; hint?: string }): ReactNode {
  return (
    <div className={styles.error} role="alert">
      <strong>{title}</strong>
      <pre>{message}</pre>
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}
