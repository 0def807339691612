import fs from 'node:fs';
import path from 'node:path';
import { typesPackageOf } from '../src/utils/typesPackage';
import { apiPackages } from './apiPackages';

/**
 * The packages whose version a page, a config piece or the README may name: the ten documented
 * @react-sigma packages, the two libraries they draw with, and the site generator.
 *
 * Every version the site shows is read from the installed package's own package.json, here, and
 * nowhere else: the config and TypeDoc headers import `versions`, MDX prose renders
 * `<Version pkg="…" />` (src/components/Version), which receives the same object through
 * plugins/package-versions. Add a package here before naming its version anywhere.
 */
export const documentedPackages = [...apiPackages.map((pkg) => pkg.name), 'sigma', 'graphology', '@docusaurus/core'] as const;

export type DocumentedPackage = (typeof documentedPackages)[number];

/** The site's root, where node_modules is. */
export const siteDir = path.resolve(__dirname, '..');

/** The fields of an installed package.json that the site reads. */
export interface InstalledManifest {
  name: string;
  version: string;
  peerDependencies?: unknown;
}

/**
 * `node_modules/<name>/package.json`, checked to be that package's and to carry a version. Read
 * by path: the @react-sigma packages' `exports` maps do not list `./package.json`, so
 * `require.resolve('<name>/package.json')` fails.
 */
export function readInstalledManifest(name: string, root: string = siteDir): InstalledManifest {
  const file = path.join(root, 'node_modules', name, 'package.json');
  let manifest: { name?: unknown; version?: unknown; peerDependencies?: unknown };
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof manifest;
  } catch (error) {
    throw new Error(`versions: cannot read ${file} (is ${name} installed? run npm ci)`, { cause: error });
  }
  if (manifest.name !== name) {
    throw new Error(`versions: ${file} belongs to ${String(manifest.name)}, not ${name}`);
  }
  if (typeof manifest.version !== 'string' || !/^\d+\.\d+\.\d+/.test(manifest.version)) {
    throw new Error(`versions: ${file} has no usable version (${String(manifest.version)})`);
  }
  return { name, version: manifest.version, peerDependencies: manifest.peerDependencies };
}

/** The installed version of `name`. */
export function installedVersion(name: string, root: string = siteDir): string {
  return readInstalledManifest(name, root).version;
}

/** Reads every documented package's installed version. */
export function readVersions(root: string = siteDir): Readonly<Record<DocumentedPackage, string>> {
  return Object.freeze(
    Object.fromEntries(documentedPackages.map((name) => [name, installedVersion(name, root)])) as Record<
      DocumentedPackage,
      string
    >,
  );
}

/** The installed versions, read once when the config loads. */
export const versions = readVersions();

/**
 * What a project downloaded from an example (src/live/project) builds with, besides the packages
 * its code imports: each template's bundler or framework, TypeScript and the types it needs.
 */
export const projectTools = [
  'vite',
  '@vitejs/plugin-react',
  'next',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
] as const;

export { typesPackageOf };

/**
 * The versions a downloaded project pins: every package of the site's `dependencies` (what example
 * code may import), the `@types/` package of each that the site installs for its types (a package
 * without types of its own, such as leaflet), and `projectTools`, as installed, so a project runs
 * what the site runs.
 */
export function readProjectVersions(root: string = siteDir): Readonly<Record<string, string>> {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const types = dependencies.map(typesPackageOf).filter((name) => manifest.devDependencies?.[name] !== undefined);
  const names = [...dependencies, ...types, ...projectTools];
  return Object.freeze(Object.fromEntries(names.map((name) => [name, installedVersion(name, root)])));
}

/** The installed version of a documented package, by name; fails for any other name. */
export function versionOf(name: string): string {
  const version = (versions as Readonly<Record<string, string | undefined>>)[name];
  if (version === undefined) throw new Error(`versions: ${name} is not in documentedPackages (config/versions.ts)`);
  return version;
}

/** `1.2.3` → `1`: for prose that names a major line ("react-sigma 5 targets sigma 3"). */
export function major(version: string): string {
  return version.split('.')[0]!;
}
