/**
 * The whole test suite, as CI runs it: typecheck, lint (ESLint and Prettier) and the scaffold test (`npm run
 * new-example` in a copy of the site, then a build of that copy) side by side; the unit tests; a production
 * build; then the browser tests against the build served like GitHub Pages. Ends with one line
 * `tests: N passed, N failed` that CI reads.
 *
 * Browser tests drive Debian's Chromium (its headless shell), Debian's Firefox ESR in an Xvfb
 * display (the `firefox` project) and Debian's WebKitGTK (webkit2gtk-driver, the
 * `webkit` project, in Xvfb too); the HTML check (tests/e2e/build-output.spec.ts)
 * needs a Java runtime. When one is missing and we are root on a Debian-like
 * system, it is installed with apt (CI does exactly that); otherwise the run
 * says what is missing and fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { e2eAnalyticsEnv } from './analyticsCollector';
import { testChromiumCandidates } from './chromium';
import { missingForFirefox } from './firefox';
import { playwrightTotals, sum, summaryLine, vitestTotals } from './testTotals';
import { missingForWebKit } from './webkit';

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Runs steps side by side (tsc and ESLint keep a core each; a build or a Vitest run can take both) and
 * prints each one's output once it ends, in the order given, as `run` would have.
 */
async function runTogether(steps: { label: string; command: string; args: string[] }[]): Promise<boolean[]> {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ command, args }) =>
        new Promise<{ status: number | null; output: string; seconds: number }>((resolve) => {
          const chunks: Buffer[] = [];
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          const seconds = () => (Date.now() - started) / 1000;
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.on('error', (error) => resolve({ status: 1, output: String(error), seconds: seconds() }));
          child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8'), seconds: seconds() }));
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return steps.map(({ label, command, args }, index) => {
    const { status, output, seconds: own } = results[index]!;
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    console.log(
      `=== ${label}: ${status === 0 ? 'ok' : 'FAILED'} in ${own.toFixed(1)} s (side by side with the others: ${seconds} s for all)`,
    );
    return status === 0;
  });
}

const canInstall = (): boolean => process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function aptInstall(packages: string[]): boolean {
  if (!aptUpdated) aptUpdated = run('apt-get update', 'apt-get', ['update', '-qq']);
  return aptUpdated && run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages]);
}

/** The browser tests' Chromium: Debian's headless shell (scripts/chromium.ts says why), unless CHROMIUM_PATH names another. */
function ensureChromium(): boolean {
  if (testChromiumCandidates().some((candidate) => fs.existsSync(candidate))) return true;
  if (!canInstall()) {
    console.error('Chromium is missing: run `sudo apt-get install -y chromium-headless-shell` or set CHROMIUM_PATH.');
    return false;
  }
  return aptInstall(['chromium-headless-shell']);
}

/** The Nu HTML Checker (vnu-jar) runs on Java. */
function ensureJava(): boolean {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return true;
  if (canInstall() && aptInstall(['default-jre-headless'])) return true;
  console.error('Java is missing (the Nu HTML Checker needs it): run `sudo apt-get install -y default-jre-headless`.');
  return false;
}

function ensureFirefox(): boolean {
  if (missingForFirefox().length === 0) return true;
  if (canInstall() && aptInstall(['firefox-esr', 'xvfb']) && missingForFirefox().length === 0) return true;
  console.error(
    `The Firefox tests cannot run: ${missingForFirefox().join(' and ')} missing. ` +
      'Run `sudo apt-get install -y firefox-esr xvfb` (or set FIREFOX_PATH to a Firefox). ' +
      'The Chromium tests run without them; the suite fails.',
  );
  return false;
}

function ensureWebKit(): boolean {
  if (missingForWebKit().length === 0) return true;
  if (canInstall() && aptInstall(['webkit2gtk-driver', 'xvfb']) && missingForWebKit().length === 0) return true;
  console.error(
    `The WebKit tests cannot run: ${missingForWebKit().join(' and ')} missing. ` +
      'Run `sudo apt-get install -y webkit2gtk-driver xvfb` (or set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH). ' +
      'The other browser tests run without them; the suite fails.',
  );
  return false;
}

/** The projects of playwright.config.ts, in the order the summary prints them. */
const PROJECTS = ['chromium', 'firefox', 'phone', 'webkit'] as const;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Playwright empties test-results/ when it starts, so the unit report lives elsewhere.
const UNIT_REPORT = 'test-reports/unit.json';
const SCAFFOLD_REPORT = 'test-reports/scaffold.json';
fs.rmSync('test-reports', { recursive: true, force: true });
fs.mkdirSync('test-reports', { recursive: true });

async function main(): Promise<void> {
  const steps: boolean[] = [];
  // Three steps that keep about a core busy each, side by side: typecheck and lint read the sources only; the
  // scaffold test makes TypeDoc's pages in docs/api/ (about 11 s of TypeDoc on a clean clone), then runs `npm run
  // new-example` in a copy of the site and builds that copy. The unit tests and the build after it find those pages
  // current and skip TypeDoc.
  steps.push(
    ...(await runTogether([
      { label: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json'] },
      { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
      {
        label: 'scaffold test',
        command: 'npx',
        args: [
          'vitest',
          'run',
          '--config',
          'vitest.build.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${SCAFFOLD_REPORT}`,
        ],
      },
    ])),
  );
  steps.push(
    run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_REPORT}`]),
  );
  // The production build the browser tests load (it sends its page views to the collector they start).
  const built = run('build', 'npx', ['docusaurus', 'build'], e2eAnalyticsEnv());
  steps.push(built);
  const hasChromium = built && ensureChromium() && ensureJava();
  const hasFirefox = built && ensureFirefox();
  const hasWebKit = built && ensureWebKit();
  // What a missing browser leaves out (the summary line says it); Chromium's projects need Chromium only.
  const notRun: Partial<Record<(typeof PROJECTS)[number], string>> = {
    ...(hasFirefox ? {} : { firefox: 'Firefox missing' }),
    ...(hasWebKit ? {} : { webkit: 'WebKitGTK missing' }),
  };
  if (hasChromium) {
    const projects = PROJECTS.filter((project) => !(project in notRun));
    const only = projects.length === PROJECTS.length ? [] : projects.flatMap((project) => ['--project', project]);
    steps.push(run('browser tests', 'npx', ['playwright', 'test', ...only]));
  }
  if (!hasChromium || !hasFirefox || !hasWebKit) steps.push(false);

  const unitOnly = vitestTotals(readJson(UNIT_REPORT));
  const scaffold = vitestTotals(readJson(SCAFFOLD_REPORT));
  const unit = { passed: unitOnly.passed + scaffold.passed, failed: unitOnly.failed + scaffold.failed };
  const browsers = playwrightTotals(readJson('test-results/e2e.json'));
  const e2e = sum(browsers.values());
  // A failed step with no failed test in it (typecheck, build, missing browser) still counts as a failure.
  const failedSteps = steps.filter((ok) => !ok).length;
  const failed = unit.failed + e2e.failed;
  const extra = failed === 0 ? failedSteps : 0;
  console.log(`\n${summaryLine(unit, browsers, PROJECTS, built ? notRun : {})}`);
  console.log(`tests: ${unit.passed + e2e.passed} passed, ${failed + extra} failed`);
  process.exit(failedSteps > 0 ? 1 : 0);
}

void main();
