/**
 * The bench's phases in the Chromium that Lighthouse drives (its DevTools port): Lighthouse in
 * rounds, traces, and --bare-examples. Each writes its figures into the run as it gets them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildBareExamples } from './bareExample';
import { mergeLighthouse, runLighthouse, traceWithLighthouse, type LighthouseFigures } from './lighthouse';
import type { Servers } from './measure';
import { interleave } from './ratios';
import { startRecordingServer } from './server';
import { blockingContributors, codeAt, type BlockingBreakdown, type TraceEvent } from './trace';
import type { BenchRun, TraceTable } from './targets';

/**
 * Rounds of one run per page, ours and the baseline's in turns; the last report of each page is
 * kept in `reportsDir`. The rounds done count, also when a later one fails.
 */
export async function lighthouseRounds(
  port: number,
  run: BenchRun,
  servers: Servers,
  { rounds, reportsDir }: { rounds: number; reportsDir: string },
): Promise<void> {
  await fs.mkdir(reportsDir, { recursive: true });
  type Turn = { name: string; url: string };
  const ours: Turn[] = run.pages.map((page) => ({ name: page.name, url: servers.ours.origin + page.path }));
  const { baseline } = run;
  const bare: Turn[] = [];
  if (baseline && servers.bare) {
    bare.push({ name: 'bare docs', url: servers.bare.origin + baseline.build.docsPath });
    if (run.pages.some((page) => page.kind === 'example')) {
      bare.push({ name: 'bare sigma', url: servers.bare.origin + baseline.build.graphPath });
    }
  }
  const collected = new Map<string, LighthouseFigures[]>();
  try {
    for (let round = 0; round < rounds; round++) {
      console.log(`bench: Lighthouse round ${round + 1} of ${rounds}…`);
      for (const turn of interleave(ours, bare)) {
        const report = path.join(reportsDir, `${turn.name.replace(/ /g, '-')}.json`);
        const figures = await runLighthouse(turn.url, port, 1, report);
        collected.set(turn.name, [...(collected.get(turn.name) ?? []), figures]);
      }
    }
  } finally {
    const merged = (name: string) => (collected.has(name) ? mergeLighthouse(collected.get(name)!) : undefined);
    for (const page of run.pages) page.lighthouse = merged(page.name);
    if (baseline) {
      baseline.docs.lighthouse = merged('bare docs');
      baseline.sigma.lighthouse = merged('bare sigma');
    }
  }
}

/** A trace's contributors, each with the first characters of its function's code in `buildDir`. */
async function withCode(breakdown: BlockingBreakdown, buildDir: string): Promise<TraceTable> {
  const sources = new Map<string, string>();
  const code: string[] = [];
  for (const item of breakdown.contributors) {
    if (!item.script || item.line === undefined || item.column === undefined) {
      code.push('');
      continue;
    }
    if (!sources.has(item.script)) {
      sources.set(item.script, await fs.readFile(path.join(buildDir, 'assets/js', item.script), 'utf8').catch(() => ''));
    }
    code.push(codeAt(sources.get(item.script)!, item.line, item.column, 48));
  }
  return { ...breakdown, code };
}

/**
 * Traces with V8's sampler, kept in `tracesDir` for DevTools: the pages named (by default a docs,
 * an API and the first example page), then the bare docs page.
 */
export async function traceBlockingTime(
  port: number,
  run: BenchRun,
  servers: Servers,
  { pages, tracesDir, buildDir }: { pages: readonly string[]; tracesDir: string; buildDir: string },
): Promise<void> {
  const traced = pages.length
    ? run.pages.filter((page) => pages.includes(page.name))
    : (['docs', 'api', 'example'] as const).flatMap((kind) => run.pages.find((page) => page.kind === kind) ?? []);
  await fs.mkdir(tracesDir, { recursive: true });
  const breakdown = async (name: string, url: string, root: string): Promise<TraceTable> => {
    console.log(`bench: ${name}: trace…`);
    const trace = await traceWithLighthouse(url, port);
    await fs.writeFile(path.join(tracesDir, `${name.replace(/ /g, '-')}.json`), JSON.stringify(trace));
    return withCode(blockingContributors(trace.traceEvents as TraceEvent[]), root);
  };
  for (const page of traced) page.trace = await breakdown(page.name, servers.ours.origin + page.path, buildDir);
  const { baseline } = run;
  if (baseline && servers.bare && traced.length) {
    // The bare docs page's own breakdown, to tell what any Docusaurus page pays from what ours adds.
    baseline.docs.trace = await breakdown('bare docs', servers.bare.origin + baseline.build.docsPath, baseline.build.buildDir);
  }
}

/** --bare-examples: Lighthouse on each example page's first example alone on a blank page. */
export async function scoreBareExamples(port: number, run: BenchRun, { siteDir, runs }: { siteDir: string; runs: number }) {
  const examplePages = run.pages.filter((page) => page.kind === 'example');
  const bareRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
  const bareServer = await startRecordingServer(bareRoot);
  try {
    const barePaths = await buildBareExamples(
      siteDir,
      examplePages.map((page) => page.name),
      bareRoot,
    );
    for (const page of examplePages) {
      console.log(`bench: ${page.name}: its first example alone, Lighthouse ×${runs}…`);
      page.bareLighthouse = await runLighthouse(bareServer.origin + barePaths.get(page.name)!, port, runs);
    }
  } finally {
    await bareServer.close();
    await fs.rm(bareRoot, { recursive: true, force: true });
  }
}
