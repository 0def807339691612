/**
 * Filled in by the bundler (plugins/package-versions): the installed version of every package in
 * the site's `dependencies` and of the tools a project builds with (`projectTools` in
 * config/versions.ts). Generated projects pin exactly what the site runs.
 */
declare const __PROJECT_VERSIONS__: Readonly<Record<string, string>>;

/** Read when called, so that code run outside the site's bundle (unit tests) can import this module and pass its own versions. */
export function projectVersions(): Readonly<Record<string, string>> {
  return __PROJECT_VERSIONS__;
}
