import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { PeerDependencyRow } from '@site/plugins/peer-dependencies';
import styles from './styles.module.css';

function npmUrl(name: string): string {
  return `https://www.npmjs.com/package/${name}`;
}

/**
 * The compatibility table of the Installation page. Its rows come from the
 * installed packages' package.json files (plugins/peer-dependencies), read when
 * the site is built.
 */
export default function PeerDependencies(): ReactNode {
  const rows = usePluginData('peer-dependencies', undefined, { failfast: true }) as PeerDependencyRow[];
  return (
    <div className={styles.wrapper}>
      <table>
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Version</th>
            <th scope="col">Peer dependencies</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const peers = Object.entries(row.peerDependencies);
            return (
              <tr key={row.name}>
                <th scope="row">
                  <Link href={npmUrl(row.name)}>
                    <code>{row.name}</code>
                  </Link>
                </th>
                <td>{row.version}</td>
                <td>
                  {peers.length === 0 ? (
                    <span className={styles.none}>none</span>
                  ) : (
                    <ul className={styles.peers}>
                      {peers.map(([peer, range]) => (
                        <li key={peer}>
                          <code>{peer}</code> <code>{range}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
