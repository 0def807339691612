/**
 * Performance benchmark of the built site, served as GitHub Pages serves it (gzip for text) and
 * loaded in Debian's Chromium. Prints tables, writes the figures to bench-results/bench.json and
 * the phases and budget table to bench-results/bench.md. Measures, not tests: a missed budget
 * does not fail the run; a phase that fails does (exit code 1), after the tables are printed.
 * The method, the budgets and how to read them: scripts/bench/README.md.
 *
 *   npm run bench [-- --skip-build] [--skip-dev] [--skip-lighthouse] [--skip-baseline]
 *                 [--lighthouse-runs 5] [--frame-runs 5] [--pages home,docs,load-graph]
 *                 [--trace-pages docs,api,load-graph] [--skip-trace]
 *                 [--site-dir ../other-checkout] [--build-dir build-bench] [--out bench-results/other.json]
 *                 [--without-webgl] [--bare-examples] [--skip-search] [--dev-port 4390]
 *                 [--skip-large-graphs] [--large-graph-sizes 1000,10000,50000,100000] [--large-graph-rounds 2]
 *                 [--skip-move-settings] [--move-settings-only] [--move-settings-quick]
 *                 [--move-settings-sizes 10000,100000] [--move-settings-rounds 3,2] [--move-settings-steps 20,8]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { buildBaseline } from './bench/baseline';
import { assertBuildForReaders, buildDirSizeMb, coldBuild, devServerStartup } from './bench/build';
import { evaluateBudgets, evaluateRatios } from './bench/budgets';
import { largeGraphRatios } from './bench/largeGraphs';
import { launchDebuggableChromium } from './bench/lighthouse';
import { moveSettingsTable } from './bench/moveSettings';
import { lighthouseRounds, scoreBareExamples, traceBlockingTime } from './bench/lighthouseRounds';
import {
  measureFirstGraphFrames,
  measureLargeGraphTable,
  measureMoveSettingsTable,
  measurePageWeights,
  measureSearch,
  type Servers,
} from './bench/measure';
import { readOptions, type BenchOptions } from './bench/options';
import { FAIL_PHASE_ENV, PhaseRunner, shared } from './bench/phases';
import { printReport } from './bench/report';
import { startRecordingServer } from './bench/server';
import { tableFile } from './bench/summary';
import { allTargets, type BenchRun } from './bench/targets';

const siteDir = path.resolve(__dirname, '..');
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
/** The checked-out commit, `-dirty` when files have changed since. */
function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (no git)';
  }
}
/** The flag that skips a phase, when it is given. */
const skippedBy = (skipped: boolean, flag: string) => (skipped ? flag : null);

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), siteDir);
  const targets = allTargets(siteDir).filter((target) => !options.pages.length || options.pages.includes(target.name));
  const run: BenchRun = {
    build: null,
    buildDirMb: null,
    dev: null,
    // --move-settings-only measures no page: its table is the run's only one.
    pages: options.moveSettingsOnly ? [] : targets.map((target) => ({ ...target })),
    baseline: null,
    search: null,
    largeGraphs: [],
    moveSettings: [],
    loadAtStart: loadAverage(),
  };
  console.log(`bench: ${os.cpus().length} CPUs, load average ${run.loadAtStart.join(' / ')} (1 / 5 / 15 min)`);
  const phases = new PhaseRunner({
    report: (phase, error) => console.error(`bench: ${phase} failed:`, error),
    fail: process.env[FAIL_PHASE_ENV],
  });

  const build = () => {
    console.log('bench: cold build…');
    return coldBuild(options.siteDir, options.buildDir, loadAverage);
  };
  // --move-settings-only measures the build as found.
  const noBuild = skippedBy(options.skip.build, '--skip-build') ?? skippedBy(options.moveSettingsOnly, '--move-settings-only');
  run.build = (await phases.run('build', build, noBuild)) ?? null;
  // Without a build there is nothing to measure.
  if (!phases.failed.length) await measure(run, options, phases);
  await finish(run, options, phases);
}

/** Every phase after the build, in order. */
async function measure(run: BenchRun, options: BenchOptions, phases: PhaseRunner): Promise<void> {
  run.buildDirMb = await buildDirSizeMb(options.buildDir);
  await assertBuildForReaders(options.buildDir);
  const servers: Servers = { ours: await startRecordingServer(options.buildDir), bare: null };
  const browser = shared(
    () => chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }),
    (launched) => launched.close(),
  );
  const webgl = options.withoutWebgl ? ['--disable-webgl', '--disable-3d-apis'] : [];
  const debuggable = shared(
    () => launchDebuggableChromium(webgl),
    (launched) => launched.close(),
  );
  const moveSettings = async () => {
    console.log("bench: move settings (the big-graphs guide's table)…");
    await measureMoveSettingsTable(await browser.get(), run, servers, options.movePlan);
  };
  if (options.moveSettingsOnly) {
    try {
      await phases.run('move settings', moveSettings);
    } finally {
      await browser.close();
      await servers.ours.close();
    }
    return;
  }
  try {
    const baseline = async () => {
      console.log('bench: baseline (bare Docusaurus site and sigma page)…');
      const started = Date.now();
      const built = await buildBaseline(
        siteDir,
        options.buildDir,
        path.join(options.buildDir, 'docs/start-introduction.html'),
        path.join(siteDir, 'bench-results/baseline-site'),
      );
      servers.bare = await startRecordingServer(built.buildDir);
      run.baseline = { build: { ...built, seconds: (Date.now() - started) / 1000 }, docs: {}, sigma: {}, sigmaAlone: {} };
    };
    await phases.run('baseline', baseline, skippedBy(options.skip.baseline, '--skip-baseline'));

    const dev = async () => {
      console.log('bench: dev server start-up…');
      return devServerStartup(options.siteDir, options.devPort, await browser.get());
    };
    run.dev = (await phases.run('dev start-up', dev, skippedBy(options.skip.dev, '--skip-dev'))) ?? null;
    await phases.run('page weight', async () => measurePageWeights(await browser.get(), run, servers));
    await phases.run('first graph frame', async () =>
      measureFirstGraphFrames(await browser.get(), run, servers, options.frameRuns),
    );
    const search = async () => measureSearch(await browser.get(), servers);
    run.search = (await phases.run('search latency', search, skippedBy(options.skip.search, '--skip-search'))) ?? null;
    const largeGraphs = async () =>
      measureLargeGraphTable(await browser.get(), run, servers, {
        sizes: options.largeGraphSizes,
        rounds: options.largeGraphRounds,
      });
    await phases.run('large graphs', largeGraphs, skippedBy(options.skip.largeGraphs, '--skip-large-graphs'));
    await phases.run('move settings', moveSettings, skippedBy(options.skip.moveSettings, '--skip-move-settings'));
    await browser.close();

    const noLighthouse =
      skippedBy(options.skip.lighthouse, '--skip-lighthouse') ??
      skippedBy(options.lighthouseRuns <= 0, `--lighthouse-runs ${options.lighthouseRuns}`);
    const results = path.dirname(options.out);
    const lighthouse = async () =>
      lighthouseRounds((await debuggable.get()).port, run, servers, {
        rounds: options.lighthouseRuns,
        reportsDir: path.join(results, 'lighthouse', path.basename(options.out, '.json')),
      });
    await phases.run('Lighthouse', lighthouse, noLighthouse);
    const traces = async () =>
      traceBlockingTime((await debuggable.get()).port, run, servers, {
        pages: options.tracePages,
        tracesDir: path.join(results, 'traces'),
        buildDir: options.buildDir,
      });
    await phases.run('traces', traces, noLighthouse ?? skippedBy(options.skip.trace, '--skip-trace'));
    if (options.bareExamples && run.pages.some((page) => page.kind === 'example')) {
      const bareExamples = async () =>
        scoreBareExamples((await debuggable.get()).port, run, { siteDir, runs: options.lighthouseRuns });
      await phases.run('bare examples', bareExamples, noLighthouse);
    }
  } finally {
    await browser.close();
    await debuggable.close();
    await servers.ours.close();
    await servers.bare?.close();
  }
}

/** Prints the tables, writes bench.json and bench.md, and fails the process when a phase failed. */
async function finish(run: BenchRun, options: BenchOptions, phases: PhaseRunner): Promise<void> {
  const loadAtEnd = loadAverage();
  const ratios = run.baseline ? evaluateRatios(run.pages, run.baseline) : [];
  const budgets = evaluateBudgets(run, ratios);
  printReport(run, budgets, phases.outcomes, {
    loadAtEnd,
    lighthouseRuns: options.lighthouseRuns,
    withoutWebgl: options.withoutWebgl,
    movePlan: options.movePlan,
  });

  const { out } = options;
  await fs.mkdir(path.dirname(out), { recursive: true });
  const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverageAtStart: run.loadAtStart };
  const figures = {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd: loadAtEnd },
    phases: phases.outcomes,
    build: run.build,
    buildDirMb: run.buildDirMb,
    dev: run.dev,
    pages: run.pages,
    baseline: run.baseline,
    search: run.search,
    ratios,
    budgets,
    largeGraphs: run.largeGraphs.map((result) => ({ ...result, ratios: largeGraphRatios(result) })),
    moveSettings: run.moveSettings.length
      ? { plan: options.movePlan, runs: run.moveSettings, table: moveSettingsTable(run.moveSettings, options.movePlan) }
      : null,
  };
  await fs.writeFile(out, `${JSON.stringify(figures, null, 2)}\n`);
  const cpuIndexes = [...run.pages, ...(run.baseline ? [run.baseline.docs, run.baseline.sigma] : [])].flatMap(
    (page) => page.lighthouse?.runs.map((lighthouseRun) => lighthouseRun.benchmarkIndex) ?? [],
  );
  const tablePath = out.replace(/\.json$/, '') + '.md';
  const table = tableFile(
    {
      date: figures.date,
      argv: process.argv.slice(2),
      commit: commitOf(siteDir),
      cpus: machine.cpus,
      loadAtStart: run.loadAtStart,
      loadAtEnd,
      cpuIndex: cpuIndexes.length ? { min: Math.min(...cpuIndexes), max: Math.max(...cpuIndexes) } : null,
    },
    budgets,
    phases.outcomes,
  );
  await fs.writeFile(tablePath, table);
  // The big-graphs guide's table, in its shape, beside the bench's: bench-move-settings.md.
  const movePath = out.replace(/\.json$/, '') + '-move-settings.md';
  if (figures.moveSettings) {
    await fs.writeFile(
      movePath,
      `# Move settings, ${figures.date} (${commitOf(siteDir)}, load ${run.loadAtStart.join(' / ')} → ${loadAtEnd.join(' / ')})\n\n${figures.moveSettings.table}\n`,
    );
  }
  console.log(
    `\nbench: figures written to ${path.relative(process.cwd(), out)}, tables to ${path.relative(process.cwd(), tablePath)}`,
  );
  const failed = phases.failed.map((outcome) => outcome.phase);
  if (failed.length) {
    console.error(`bench: ${failed.length} phase(s) failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
