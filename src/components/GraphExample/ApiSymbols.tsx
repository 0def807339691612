import { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ApiLink } from '@site/plugins/examples/types';
import styles from './ApiSymbols.module.css';

/**
 * The documented `@react-sigma/*` symbols an example imports, each a link to
 * its API page: read from the example's imports at build time (plugins/shared/apiUsage.ts),
 * so the list is always the code's. The API pages link back to the example.
 */
export function ApiSymbols({ symbols }: { symbols: readonly ApiLink[] }): ReactNode {
  const id = useId();
  if (!symbols.length) return null;
  return (
    // Hover-only prefetch (src/clientModules/idlePrefetch.ts): a reference list, not where the reading goes next.
    <div className={styles.api} data-api-symbols="" data-prefetch="hover">
      <span id={id} className={styles.label}>
        API used:
      </span>
      <ul aria-labelledby={id} className={styles.list}>
        {symbols.map((symbol) => (
          <li key={`${symbol.package}:${symbol.name}`}>
            <Link to={symbol.route} title={`${symbol.name} in the ${symbol.package} API reference`}>
              <code>{symbol.name}</code>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
