import type { LoadContext, Plugin } from '@docusaurus/types';
import { apiPackages } from '../../config/apiPackages';
import { readInstalledManifest } from '../../config/versions';

/** One row of the compatibility table on the Installation page. */
export interface PeerDependencyRow {
  /** npm package name, e.g. `@react-sigma/core`. */
  name: string;
  /** The installed version, read from the package's own package.json. */
  version: string;
  /** Peer dependency name → semver range, sorted by name (empty when it has none). */
  peerDependencies: Record<string, string>;
}

/** The few package.json fields this plugin reads. */
export interface PackageJsonLike {
  name?: unknown;
  version?: unknown;
  peerDependencies?: unknown;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((range) => typeof range === 'string')
  );
}

/**
 * Builds the table rows, in the order of `packageNames`. Pure: reading files is
 * the caller's business, so tests can hand in plain objects.
 *
 * Throws when a manifest is unusable, so a broken install fails the build
 * instead of publishing a wrong table.
 */
export function collectPeerDependencies(
  packageNames: readonly string[],
  readPackageJson: (name: string) => PackageJsonLike,
): PeerDependencyRow[] {
  return packageNames.map((name) => {
    const manifest = readPackageJson(name);
    if (manifest.name !== undefined && manifest.name !== name) {
      throw new Error(`peer-dependencies: package.json of ${name} is named ${String(manifest.name)}`);
    }
    if (typeof manifest.version !== 'string' || manifest.version === '') {
      throw new Error(`peer-dependencies: package.json of ${name} has no version`);
    }
    const peers = manifest.peerDependencies ?? {};
    if (!isStringRecord(peers)) {
      throw new Error(`peer-dependencies: peerDependencies of ${name} is not a map of version ranges`);
    }
    const peerDependencies = Object.fromEntries(Object.entries(peers).sort(([a], [b]) => a.localeCompare(b)));
    return { name, version: manifest.version, peerDependencies };
  });
}

/**
 * Reads the installed @react-sigma packages' peer dependencies at build time
 * and exposes them as global data, so the Installation page never drifts from
 * the versions the site is built against.
 *
 * Returns `Plugin` (content: unknown), not `Plugin<PeerDependencyRow[]>`: the
 * config's `plugins` array only accepts modules returning `Plugin<unknown>`.
 */
export default function peerDependenciesPlugin(context: LoadContext): Plugin {
  // The same reader as every other version the site shows (config/versions.ts).
  const readPackageJson = (name: string): PackageJsonLike => readInstalledManifest(name, context.siteDir);

  return {
    name: 'peer-dependencies',
    loadContent() {
      return collectPeerDependencies(
        apiPackages.map((pkg) => pkg.name),
        readPackageJson,
      );
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
