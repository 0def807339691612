/** The command line of `npm run bench` (its flags are listed at the top of scripts/bench.ts). */
import path from 'node:path';
import { DEFAULT_SIZES, parseSizes } from './largeGraphs';
import { readMovePlan, type MovePlan } from './moveSettings';

export interface BenchOptions {
  /** The checkout whose build is measured, and built by the cold build (--site-dir). */
  siteDir: string;
  /** The build measured (--build-dir; default: the site's build/). */
  buildDir: string;
  /** Where the figures go (--out); the tables and reports are written beside it. */
  out: string;
  /** Page names to measure (--pages); empty: every page. */
  pages: string[];
  /** Page names to trace (--trace-pages); empty: a docs, an API and an example page. */
  tracePages: string[];
  lighthouseRuns: number;
  frameRuns: number;
  devPort: number;
  largeGraphSizes: number[];
  largeGraphRounds: number;
  /** The move-settings table's sizes, rounds and steps (--move-settings-quick, -sizes, -rounds, -steps). */
  movePlan: MovePlan;
  /** --move-settings-only: that phase alone, on the build as found. */
  moveSettingsOnly: boolean;
  skip: Record<'build' | 'dev' | 'lighthouse' | 'baseline' | 'trace' | 'search' | 'largeGraphs' | 'moveSettings', boolean>;
  withoutWebgl: boolean;
  bareExamples: boolean;
}

/** Reads `argv` (without node and the script); paths resolve from the current folder. */
export function readOptions(argv: readonly string[], defaultSiteDir: string): BenchOptions {
  const flag = (name: string) => argv.includes(`--${name}`);
  const given = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const option = (name: string, fallback: string) => given(name) ?? fallback;
  const list = (name: string) =>
    option(name, '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const siteDir = path.resolve(option('site-dir', defaultSiteDir));
  return {
    siteDir,
    buildDir: path.resolve(option('build-dir', path.join(siteDir, 'build'))),
    // A run of the move-settings table alone keeps its files apart, so the latest budget table stays the last full run's.
    out: path.resolve(
      option(
        'out',
        path.join(
          defaultSiteDir,
          flag('move-settings-only') ? 'bench-results/move-settings/bench.json' : 'bench-results/bench.json',
        ),
      ),
    ),
    pages: list('pages'),
    tracePages: list('trace-pages'),
    lighthouseRuns: Number(option('lighthouse-runs', '5')),
    frameRuns: Number(option('frame-runs', '5')),
    devPort: Number(option('dev-port', '4390')),
    largeGraphSizes: parseSizes(option('large-graph-sizes', DEFAULT_SIZES.join(','))),
    largeGraphRounds: Number(option('large-graph-rounds', '2')),
    movePlan: readMovePlan({
      quick: flag('move-settings-quick'),
      sizes: given('move-settings-sizes'),
      rounds: given('move-settings-rounds'),
      steps: given('move-settings-steps'),
    }),
    moveSettingsOnly: flag('move-settings-only'),
    skip: {
      build: flag('skip-build'),
      dev: flag('skip-dev'),
      lighthouse: flag('skip-lighthouse'),
      baseline: flag('skip-baseline'),
      trace: flag('skip-trace'),
      search: flag('skip-search'),
      largeGraphs: flag('skip-large-graphs'),
      moveSettings: flag('skip-move-settings'),
    },
    withoutWebgl: flag('without-webgl'),
    bareExamples: flag('bare-examples'),
  };
}
