import type { ReactNode, RefObject } from 'react';
import Link from '@docusaurus/Link';
import { useApiHover, type HoverCard } from './useApiHover';
import styles from './ApiHover.module.css';

interface ApiHoverProps {
  editor: RefObject<HTMLPreElement | null>;
  /** The box around the editor the card is placed in. */
  host: RefObject<HTMLDivElement | null>;
  code: string;
}

/** What a screen reader hears when the caret opens a card. */
function announcement({ info }: HoverCard): string {
  const what = info.symbol ? `${info.symbol.kind} from ${info.package}. ${info.symbol.summary}` : `from ${info.package}.`;
  return `${info.name}, ${what} Tab reaches its documentation link; Escape closes.`;
}

/**
 * The card of an imported name under the pointer or at the caret in a live editor: its
 * signature, the first sentence of its documentation and a link to its API page, from the
 * generated reference (plugins/api-hover). It follows the editor in the tab order, so Tab from
 * the editor reaches its link. Rendered beside the editor, never by it (./useApiHover.ts).
 */
export function ApiHover({ editor, host, code }: ApiHoverProps): ReactNode {
  const { card, cardPointer } = useApiHover(editor, host, code);
  const info = card?.info;
  return (
    <>
      {card && info && (
        <div className={styles.card} style={card.place} data-testid="api-hover" {...cardPointer}>
          {info.symbol ? (
            <>
              <code className={styles.signature}>{info.symbol.signature}</code>
              {info.symbol.summary && <p className={styles.summary}>{info.symbol.summary}</p>}
              <Link to={info.symbol.route}>
                <code>{info.symbol.name}</code> in the API reference
              </Link>
            </>
          ) : (
            <>
              <p className={styles.summary}>
                <code>{info.name}</code> comes from <code>{info.package}</code>, documented on its own site.
              </p>
              <Link to={info.url}>{info.package} documentation</Link>
            </>
          )}
        </div>
      )}
      <div className={styles.announce} aria-live="polite">
        {card?.source === 'caret' ? announcement(card) : ''}
      </div>
    </>
  );
}
