/**
 * Where DefinitelyTyped puts a package's types: `leaflet` → `@types/leaflet`, `@scope/name` →
 * `@types/scope__name`. Shared by the versions a downloaded project pins (config/versions.ts) and
 * the project's package.json (src/live/project/projectFiles.ts).
 */
export function typesPackageOf(name: string): string {
  return `@types/${name.replace(/^@/, '').replace('/', '__')}`;
}
