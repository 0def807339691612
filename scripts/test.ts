/**
 * The whole test suite, as CI runs it: typecheck, unit tests, a production
 * build, the scaffold test (`npm run new-example` in a copy of the site, then
 * a build of that copy), then the browser tests against the build served like
 * GitHub Pages. Ends with one line `tests: N passed, N failed` that CI reads.
 *
 * Browser tests drive Debian's Chromium. When it is missing and we are root
 * on a Debian-like system, it is installed with apt (CI does exactly that).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { e2eAnalyticsEnv } from './analyticsCollector';
import { chromiumCandidates } from './chromium';

interface Totals {
  passed: number;
  failed: number;
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function ensureChromium(): boolean {
  if (chromiumCandidates().some((candidate) => fs.existsSync(candidate))) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH.');
    return false;
  }
  return (
    run('apt-get update', 'apt-get', ['update', '-qq']) &&
    run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'])
  );
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestTotals(file: string): Totals {
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
}

function playwrightTotals(file: string): Totals {
  const report = readJson(file) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null;
  const stats = report?.stats;
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) };
}

// Playwright empties test-results/ when it starts, so the unit report lives elsewhere.
const UNIT_REPORT = 'test-reports/unit.json';
const SCAFFOLD_REPORT = 'test-reports/scaffold.json';
fs.rmSync('test-reports', { recursive: true, force: true });
fs.mkdirSync('test-reports', { recursive: true });

const steps: boolean[] = [];
steps.push(run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']));
steps.push(run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`]));
// The build under test sends its page views to the collector the browser tests start.
const built = run('build', 'npx', ['docusaurus', 'build'], e2eAnalyticsEnv());
steps.push(built);
steps.push(
  run('scaffold test', 'npx', ['vitest', 'run', '--config', 'vitest.build.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${SCAFFOLD_REPORT}`]),
);
if (built && ensureChromium()) {
  steps.push(run('browser tests', 'npx', ['playwright', 'test']));
} else {
  steps.push(false);
}

const unitOnly = vitestTotals(UNIT_REPORT);
const scaffold = vitestTotals(SCAFFOLD_REPORT);
const unit = { passed: unitOnly.passed + scaffold.passed, failed: unitOnly.failed + scaffold.failed };
const e2e = playwrightTotals('test-results/e2e.json');
// A failed step with no failed test in it (typecheck, build, missing browser) still counts as a failure.
const failedSteps = steps.filter((ok) => !ok).length;
const failed = unit.failed + e2e.failed;
const extra = failed === 0 ? failedSteps : 0;
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed + extra} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
