import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../chromium';
import { median } from './stats';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
export type Metric = keyof typeof metrics;

export interface LighthouseFigures {
  /** Scores 0–100, median over the runs. */
  scores: Record<Category, number>;
  /** FCP / LCP / TBT in ms, CLS unitless; median over the runs. */
  metrics: Record<Metric, number>;
  runs: { scores: Record<Category, number>; metrics: Record<Metric, number>; benchmarkIndex: number }[];
  /**
   * Lighthouse's measure of this machine's CPU speed at the time (median).
   * Its 4x simulated slowdown assumes a fast desktop (index ≈ 1000–2000); a
   * busy machine scores lower and its TBT is inflated accordingly.
   */
  benchmarkIndex: number;
  /** Audits that cost points outside performance in any run, e.g. `seo: meta-description`. */
  failing: string[];
}

/**
 * Debian's Chromium with a DevTools port for Lighthouse to drive. Lighthouse
 * opens its own tab per run and resets storage and cache before each.
 */
export async function launchDebuggableChromium(
  extraArgs: readonly string[] = [],
): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [...chromiumArgs, ...extraArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  let port = 0;
  for (let attempt = 0; attempt < 200 && !port; attempt++) {
    const text = await fs.readFile(portFile, 'utf8').catch(() => '');
    port = Number(text.split('\n')[0]) || 0;
    if (!port) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!port) {
    child.kill();
    throw new Error('Chromium did not open its DevTools port');
  }
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse performance run with V8's sampling profiler added to its trace,
 * for scripts/bench/trace.ts to say which functions the long tasks ran. The
 * profiler slows the page a little: its figures are not used for the budgets.
 */
export async function traceWithLighthouse(url: string, port: number): Promise<{ traceEvents: unknown[] }> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  });
  const trace = (result?.artifacts as { Trace?: { traceEvents: unknown[] } } | undefined)?.Trace;
  if (!trace) throw new Error(`Lighthouse recorded no trace of ${url}`);
  return trace;
}

/** Several pieces of runs of one page (e.g. taken in turns with other pages) as one: medians over all the runs. */
export function mergeLighthouse(parts: readonly Pick<LighthouseFigures, 'runs' | 'failing'>[]): LighthouseFigures {
  const results = parts.flatMap((part) => part.runs);
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, median(results.map((r) => r.scores[category]))]),
    ) as Record<Category, number>,
    metrics: Object.fromEntries(
      (Object.keys(metrics) as Metric[]).map((metric) => [metric, median(results.map((r) => r.metrics[metric]))]),
    ) as Record<Metric, number>,
    runs: results,
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    failing: [...new Set(parts.flatMap((part) => part.failing))].sort(),
  };
}

/** Lighthouse's defaults: mobile form factor, simulated throttling (Moto G Power, slow 4G). */
export async function runLighthouse(url: string, port: number, runs: number, saveReport?: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const results: LighthouseFigures['runs'] = [];
  const failing = new Set<string>();
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const values = Object.fromEntries(
      (Object.keys(metrics) as Metric[]).map((metric) => [metric, lhr.audits[metrics[metric]]?.numericValue ?? Number.NaN]),
    ) as Record<Metric, number>;
    results.push({ scores, metrics: values, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
    // The last run's full report, for the details behind a lost point.
    if (saveReport) await fs.writeFile(saveReport, JSON.stringify(lhr));
    for (const category of categories.filter((name) => name !== 'performance')) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${ref.id}`);
      }
    }
    // Performance opportunities worth knowing about when the score is short.
    if (scores.performance < 100) {
      for (const ref of lhr.categories.performance?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          failing.add(`performance: ${ref.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
  return mergeLighthouse([{ runs: results, failing: [...failing] }]);
}
