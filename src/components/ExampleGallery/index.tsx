import { useId, useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import type { GalleryEntry } from '@site/plugins/example-gallery';
import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureAlt, pictureFile } from '@site/plugins/example-gallery/pictures';
import styles from './styles.module.css';

/** Cards in the first row on a wide screen load at once; the rest when scrolled near (below the fold). */
const EAGER_CARDS = 3;

function Card({ entry, eager }: { entry: GalleryEntry; eager: boolean }): ReactNode {
  const light = useBaseUrl(`/${pictureFile(entry.id, 'light')}`);
  const dark = useBaseUrl(`/${pictureFile(entry.id, 'dark')}`);
  return (
    <li className={styles.card} data-gallery-card={entry.id}>
      <article>
        <ThemedImage
          className={styles.picture}
          sources={{ light, dark }}
          alt={pictureAlt(entry.title, entry.nodes, entry.edges)}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {/* No id: a card's title is not a section of the page to link to. */}
        <Heading as="h2" className={styles.title}>
          <Link to={entry.route}>{entry.title}</Link>
        </Heading>
        <p className={styles.topic}>{entry.topic}</p>
        <p className={styles.description}>{entry.description}</p>
        <p className={styles.symbols}>
          <span className={styles.symbolsLabel}>API used: </span>
          {entry.symbols.map((symbol, index) => {
            const [pkg, name] = symbol.split(' ');
            return (
              <span key={symbol}>
                {index > 0 && ', '}
                <code title={pkg}>{name}</code>
              </span>
            );
          })}
        </p>
      </article>
    </li>
  );
}

/** One of the gallery's filters: a labelled native select whose empty value, `all`, shows every example. */
function Filter({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {children}
      </select>
    </div>
  );
}

/**
 * Every example page as a card: its build-time picture (light and dark), its
 * title, topic, what it teaches and the API it uses (plugins/example-gallery), with
 * a filter by topic, by package (any the examples import) or by react-sigma symbol. Plain React
 * and three native selects: the page carries no graph code.
 */
export function ExampleGallery({ examples }: { examples: readonly GalleryEntry[] }): ReactNode {
  const [topic, setTopic] = useState('');
  const [pkg, setPkg] = useState('');
  const [symbol, setSymbol] = useState('');
  // In the sidebar's order, which the cards follow.
  const topics = useMemo(() => [...new Set(examples.map((entry) => entry.topic))], [examples]);
  const packages = useMemo(() => [...new Set(examples.flatMap((entry) => entry.packages))].sort(), [examples]);
  const symbolsByPackage = useMemo(() => {
    const all = [...new Set(examples.flatMap((entry) => entry.symbols))].map((item) => item.split(' ') as [string, string]);
    return [...new Set(all.map(([pkg]) => pkg))].sort().map((name) => ({
      name,
      symbols: all
        .filter(([pkg]) => pkg === name)
        .map(([, symbolName]) => symbolName)
        .sort((a, b) => a.localeCompare(b)),
    }));
  }, [examples]);
  const shown = examples.filter(
    (entry) =>
      (!topic || entry.topic === topic) && (!pkg || entry.packages.includes(pkg)) && (!symbol || entry.symbols.includes(symbol)),
  );
  return (
    <div className={styles.gallery}>
      <div className={styles.filters} role="search" aria-label="Filter the examples">
        <Filter label="Topic" all="All topics" value={topic} onChange={setTopic}>
          {topics.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Filter>
        <Filter label="Package" all="All packages" value={pkg} onChange={setPkg}>
          {packages.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Filter>
        <Filter label="API symbol" all="All symbols" value={symbol} onChange={setSymbol}>
          {symbolsByPackage.map((group) => (
            <optgroup key={group.name} label={group.name}>
              {group.symbols.map((name) => (
                <option key={name} value={`${group.name} ${name}`}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </Filter>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {shown.length === examples.length ? `${examples.length} examples` : `${shown.length} of ${examples.length} examples`}
        </p>
      </div>
      {shown.length ? (
        <ul className={styles.grid}>
          {shown.map((entry) => (
            <Card key={entry.id} entry={entry} eager={examples.indexOf(entry) < EAGER_CARDS} />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>
          No example matches all of these. Choose <em>All topics</em>, <em>All packages</em> or <em>All symbols</em>.
        </p>
      )}
    </div>
  );
}
