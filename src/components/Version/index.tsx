import type { ReactNode } from 'react';
import type { DocumentedPackage } from '@site/config/versions';

/** Filled in by the bundler from the installed package.json files (plugins/package-versions). */
declare const __PACKAGE_VERSIONS__: Readonly<Record<DocumentedPackage, string>>;

/** The installed version of a documented package (config/versions.ts lists them). */
export function packageVersion(pkg: DocumentedPackage): string {
  const version = (__PACKAGE_VERSIONS__ as Readonly<Record<string, string | undefined>>)[pkg];
  if (version === undefined) {
    throw new Error(
      `<Version pkg="${String(pkg)}" />: not a documented package; add it to documentedPackages in config/versions.ts`,
    );
  }
  return version;
}

/**
 * The installed version of a package, for prose: `<Version pkg="@react-sigma/minimap" />`. A
 * version typed by hand goes stale with the next upgrade; this one is read when the site is built.
 */
export default function Version({ pkg }: { pkg: DocumentedPackage }): ReactNode {
  return packageVersion(pkg);
}
