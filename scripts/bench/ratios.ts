/**
 * The bench's budgets as ratios to the bare Docusaurus site it builds and
 * measures in the same run (scripts/bench/baseline.ts). Pure, unit-tested in
 * ratios.test.ts.
 */
import { median } from './stats';

/**
 * Our figure over the baseline's, from runs taken in turns (ours, baseline,
 * ours, baseline…): the median of each round's own ratio, so that a stretch
 * where the machine is busy slows both sides of a round rather than one side.
 * Rounds where the baseline measured 0 are left out; null when none is left.
 */
export function pairedRatio(ours: readonly number[], baseline: readonly number[]): number | null {
  const ratios: number[] = [];
  for (let round = 0; round < Math.min(ours.length, baseline.length); round++) {
    const base = baseline[round]!;
    if (base > 0 && Number.isFinite(base) && Number.isFinite(ours[round]!)) ratios.push(ours[round]! / base);
  }
  return ratios.length ? median(ratios) : null;
}

/** Round by round sum of two baseline pages' runs (an example page is a docs page plus a graph). */
export function sumRounds(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.min(a.length, b.length) }, (_, round) => a[round]! + b[round]!);
}

export type PageKind = 'home' | 'docs' | 'api' | 'example';

/** One page's runs, in the order they were taken. */
export interface Runs {
  tbt: number[];
  /** JS bytes, one figure (downloads do not vary from run to run). */
  js?: number;
  firstGraphFrame?: number[];
  /** The bare sigma page's first graph frame, loaded right after each of this page's: its own pairs. */
  bareFirstGraphFrame?: number[];
}

export interface BaselineRuns {
  /** The bare docs page. */
  docs: Runs;
  /** The bare sigma page. */
  sigma: Runs;
}

export interface RatioBudget {
  page: string;
  measure: 'TBT' | 'JS' | 'first graph frame';
  /** What the page is compared with. */
  against: string;
  ours: number;
  baseline: number;
  ratio: number | null;
  limit: number;
  ok: boolean;
}

/** The budgets: home, docs and API pages within 1.2 × the bare docs page's TBT and 1.15 × its JS; example pages within 1.2 × the bare docs and sigma pages' TBT together and 1.2 × the bare sigma page's first graph frame. */
export const limits = { tbt: 1.2, js: 1.15, firstGraphFrame: 1.2 } as const;

function row(
  page: string,
  measure: RatioBudget['measure'],
  against: string,
  ours: readonly number[],
  baseline: readonly number[],
  limit: number,
): RatioBudget[] {
  if (!ours.length || !baseline.length) return [];
  const ratio = pairedRatio(ours, baseline);
  const [oursMedian, baselineMedian] = [median(ours), median(baseline)];
  // A baseline of 0 (no long task at all) leaves no ratio: the page must then be at 0 too.
  const ok = ratio === null ? oursMedian <= 0 : ratio <= limit + 1e-9;
  return [{ page, measure, against, ours: oursMedian, baseline: baselineMedian, ratio, limit, ok }];
}

export function ratioBudgets(
  pages: readonly { name: string; kind: PageKind; runs: Runs }[],
  baseline: BaselineRuns,
): RatioBudget[] {
  const budgets: RatioBudget[] = [];
  for (const { name, kind, runs } of pages) {
    if (kind === 'example') {
      budgets.push(
        ...row(name, 'TBT', 'bare docs + bare sigma', runs.tbt, sumRounds(baseline.docs.tbt, baseline.sigma.tbt), limits.tbt),
      );
      budgets.push(
        ...row(
          name,
          'first graph frame',
          'bare sigma',
          runs.firstGraphFrame ?? [],
          runs.bareFirstGraphFrame ?? baseline.sigma.firstGraphFrame ?? [],
          limits.firstGraphFrame,
        ),
      );
    } else {
      budgets.push(...row(name, 'TBT', 'bare docs', runs.tbt, baseline.docs.tbt, limits.tbt));
      const [js, bareJs] = [runs.js, baseline.docs.js];
      budgets.push(
        ...row(name, 'JS', 'bare docs', js === undefined ? [] : [js], bareJs === undefined ? [] : [bareJs], limits.js),
      );
    }
  }
  return budgets;
}

/** Alternates two lists (a, b, a, b…), the rest of the longer one at the end. */
export function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    if (index < a.length) out.push(a[index]!);
    if (index < b.length) out.push(b[index]!);
  }
  return out;
}
