import { describe, it, expect } from 'vitest';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { apiPackages } from '../../config/apiPackages';
import peerDependenciesPlugin, { collectPeerDependencies, type PackageJsonLike, type PeerDependencyRow } from './index';

// `dependencies` is not read by the plugin; it is here to show it is ignored.
const manifests: Record<string, PackageJsonLike & { dependencies?: Record<string, string> }> = {
  '@react-sigma/core': {
    name: '@react-sigma/core',
    version: '1.2.3',
    peerDependencies: { sigma: '^9.1.0', graphology: '^0.9.0', react: '^18.0.0 || ^19.0.0' },
  },
  '@react-sigma/layout-core': {
    name: '@react-sigma/layout-core',
    version: '1.2.3',
    dependencies: { '@react-sigma/core': '^1.2.3' },
  },
};

function fromFixtures(name: string): PackageJsonLike {
  const manifest = manifests[name];
  if (!manifest) throw new Error(`no fixture for ${name}`);
  return manifest;
}

describe('collectPeerDependencies', () => {
  it('returns one row per package, in the given order', () => {
    const rows = collectPeerDependencies(['@react-sigma/layout-core', '@react-sigma/core'], fromFixtures);
    expect(rows.map((row) => row.name)).toEqual(['@react-sigma/layout-core', '@react-sigma/core']);
    expect(rows.map((row) => row.version)).toEqual(['1.2.3', '1.2.3']);
  });

  it('sorts peer dependencies by name and keeps their ranges', () => {
    const [core] = collectPeerDependencies(['@react-sigma/core'], fromFixtures);
    expect(core?.peerDependencies).toEqual({
      graphology: '^0.9.0',
      react: '^18.0.0 || ^19.0.0',
      sigma: '^9.1.0',
    });
    expect(Object.keys(core?.peerDependencies ?? {})).toEqual(['graphology', 'react', 'sigma']);
  });

  it('gives an empty map to a package without peer dependencies', () => {
    const [layoutCore] = collectPeerDependencies(['@react-sigma/layout-core'], fromFixtures);
    expect(layoutCore?.peerDependencies).toEqual({});
  });

  it('reads each package once', () => {
    const asked: string[] = [];
    collectPeerDependencies(['@react-sigma/core', '@react-sigma/layout-core'], (name) => {
      asked.push(name);
      return fromFixtures(name);
    });
    expect(asked).toEqual(['@react-sigma/core', '@react-sigma/layout-core']);
  });

  it('returns no rows for no packages', () => {
    expect(collectPeerDependencies([], fromFixtures)).toEqual([]);
  });

  it('fails on a manifest without a version', () => {
    expect(() => collectPeerDependencies(['x'], () => ({ name: 'x' }))).toThrow(/no version/);
  });

  it('fails on a manifest that belongs to another package', () => {
    expect(() => collectPeerDependencies(['x'], () => ({ name: 'y', version: '1.0.0' }))).toThrow(/named y/);
  });

  it('fails on peer dependencies that are not version ranges', () => {
    expect(() => collectPeerDependencies(['x'], () => ({ version: '1.0.0', peerDependencies: { sigma: 3 } }))).toThrow(
      /not a map/,
    );
    expect(() => collectPeerDependencies(['x'], () => ({ version: '1.0.0', peerDependencies: ['sigma'] }))).toThrow(/not a map/);
  });
});

describe('peerDependenciesPlugin', () => {
  // Reads the real node_modules of this site, as the build does.
  const siteDir = path.resolve(__dirname, '../..');
  const plugin = peerDependenciesPlugin({ siteDir } as LoadContext);

  it('reads the installed package.json of every documented package', async () => {
    const rows = (await plugin.loadContent?.()) as PeerDependencyRow[];
    expect(rows.map((row) => row.name)).toEqual(apiPackages.map((pkg) => pkg.name));
    const core = rows.find((row) => row.name === '@react-sigma/core');
    expect(Object.keys(core?.peerDependencies ?? {})).toEqual(expect.arrayContaining(['graphology', 'sigma']));
  });

  it('publishes the rows as global data', async () => {
    const content = await plugin.loadContent?.();
    const published: unknown[] = [];
    await plugin.contentLoaded?.({
      content,
      actions: {
        setGlobalData: (data) => published.push(data),
        addRoute: () => undefined,
        createData: async () => '',
      },
    });
    expect(published).toEqual([content]);
  });
});
