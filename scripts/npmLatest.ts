/**
 * `npm run check:npm-latest`, run weekly by .github/workflows/npm-latest.yml: fails, naming the package, when
 * what the install commands give a reader today is no longer the version the site documents (the installed one,
 * config/versions.ts). Tests never reach the network; this script is the one place that asks the registry.
 *
 * Each package is checked as the site tells readers to install it: a bare name (`@react-sigma/core`,
 * `graphology`) gets npm's `latest`; sigma is named with its major (`sigma@3`, config/apiPackages.ts), because
 * npm's `latest` sigma is a major react-sigma does not run on. For sigma the check is therefore the version
 * `sigma@3` resolves to, not `latest`: a reader who copies the command gets the newest 3.x, and a 4.x on npm
 * changes nothing they install (a react-sigma release that accepts sigma 4 would fail the check as a new
 * `latest` of @react-sigma/*).
 */
import { execFileSync } from 'node:child_process';
import { apiPackages } from '../config/apiPackages';
import { versions } from '../config/versions';

/** What the registry says of one package: its `latest` dist-tag and every published version. */
export interface RegistryEntry {
  latest: string;
  versions: readonly string[];
}

/** A package as the install commands name it: `name`, or `name@major`. */
export interface InstallSpec {
  name: string;
  major?: number;
}

/**
 * The documented packages a reader installs, named as the install commands name them: every @react-sigma
 * package of the API reference, and the peers of core (sigma with its major, graphology).
 */
export function installSpecs(): InstallSpec[] {
  const core = apiPackages.find((pkg) => pkg.name === '@react-sigma/core');
  if (!core) throw new Error('config/apiPackages.ts has no @react-sigma/core');
  const peers = core.peers.map((peer): InstallSpec => {
    const [, name, major] = /^(@?[^@]+)(?:@(\d+))?$/.exec(peer) ?? [];
    if (!name) throw new Error(`cannot read the peer "${peer}" of @react-sigma/core`);
    return major === undefined ? { name } : { name, major: Number(major) };
  });
  return [...apiPackages.map((pkg) => ({ name: pkg.name })), ...peers];
}

type Version = [number, number, number];

/** `1.2.3` → [1, 2, 3]; undefined for a prerelease or anything else, which no install command gives. */
function parseStable(version: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The version `npm install <spec>` picks: `latest` for a bare name; for `name@major`, `latest` when it is of
 * that major (npm prefers the tag when it satisfies the range), otherwise the highest stable version of it.
 */
export function resolveInstall(spec: InstallSpec, entry: RegistryEntry): string | undefined {
  if (spec.major === undefined) return entry.latest;
  if (parseStable(entry.latest)?.[0] === spec.major) return entry.latest;
  const candidates = entry.versions
    .map((version) => ({ version, parsed: parseStable(version) }))
    .filter((candidate): candidate is { version: string; parsed: Version } => candidate.parsed?.[0] === spec.major)
    .sort((a, b) => compareVersions(b.parsed, a.parsed));
  return candidates[0]?.version;
}

/** One package whose install command gives another version than the documented one. */
export interface Drift {
  name: string;
  documented: string;
  installs: string | undefined;
  message: string;
}

/** The packages whose install command no longer gives the documented version, each with a line naming it. */
export function findDrift(
  specs: readonly InstallSpec[],
  documented: Readonly<Record<string, string>>,
  registry: Readonly<Record<string, RegistryEntry>>,
): Drift[] {
  return specs.flatMap((spec): Drift[] => {
    const label = spec.major === undefined ? spec.name : `${spec.name}@${spec.major}`;
    const ours = documented[spec.name];
    const entry = registry[spec.name];
    if (ours === undefined) throw new Error(`${spec.name} has no documented version (config/versions.ts)`);
    if (entry === undefined) throw new Error(`the registry said nothing of ${spec.name}`);
    const installs = resolveInstall(spec, entry);
    if (installs === ours) return [];
    const message =
      installs === undefined
        ? `${spec.name}: \`npm install ${label}\` finds no release; the site documents ${ours}`
        : `${spec.name}: \`npm install ${label}\` gives ${installs}; the site documents ${ours}`;
    return [{ name: spec.name, documented: ours, installs, message }];
  });
}

/** The registry's `latest` and versions of `name`, through the npm client (its registry and proxy settings). */
function view(name: string): RegistryEntry {
  const output = execFileSync('npm', ['view', name, 'dist-tags', 'versions', '--json'], { encoding: 'utf8' });
  const parsed = JSON.parse(output) as { 'dist-tags'?: { latest?: string }; versions?: string[] | string };
  const latest = parsed['dist-tags']?.latest;
  if (!latest) throw new Error(`npm view ${name}: no latest dist-tag`);
  const list = parsed.versions ?? [];
  return { latest, versions: Array.isArray(list) ? list : [list] };
}

function main(): void {
  const specs = installSpecs();
  const registry = Object.fromEntries(specs.map((spec) => [spec.name, view(spec.name)]));
  const drift = findDrift(specs, versions, registry);
  for (const spec of specs) {
    const stale = drift.find((entry) => entry.name === spec.name);
    console.log(stale ? `STALE ${stale.message}` : `ok    ${spec.name} ${versions[spec.name as keyof typeof versions]}`);
  }
  // On GitHub, each one is also an annotation, so the run's summary names the package.
  if (process.env.GITHUB_ACTIONS === 'true') for (const entry of drift) console.log(`::error title=npm latest::${entry.message}`);
  if (drift.length > 0) {
    console.error(
      `\n${drift.length} documented package(s) behind what readers install: ${drift.map((entry) => entry.name).join(', ')}.` +
        '\nUpgrade them (package.json, npm install), then follow what the tests report.',
    );
    process.exitCode = 1;
  }
}

if (require.main === module) main();
