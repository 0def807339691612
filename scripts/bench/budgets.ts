/** The budget table's rows: ratios to the baseline (ratios.ts) and the absolute budgets. */
import { categories, type LighthouseFigures } from './lighthouse';
import { ratioBudgets, type RatioBudget } from './ratios';
import { formatBytes, formatMs } from './stats';
import type { BaselineResult, BenchRun, PageResult } from './targets';

export interface Budget {
  measure: string;
  budget: string;
  value: string;
  ok: boolean;
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : `${ratio.toFixed(2)}×`;
}

export const tbtRuns = (lighthouse: LighthouseFigures | undefined) => lighthouse?.runs.map((run) => run.metrics.TBT) ?? [];

/** Our pages against the baseline's, round by round (bench/ratios.ts). */
export function evaluateRatios(pages: readonly PageResult[], baseline: BaselineResult): RatioBudget[] {
  return ratioBudgets(
    pages
      .filter((page) => !page.reference)
      .map((page) => ({
        name: page.name,
        kind: page.kind,
        // Its own JS: the bare site has no other pages to prefetch (what we prefetch is budgeted in bytes below).
        // An API page's as it loads: scrolling through it starts its live example, which a reader asks for.
        runs: {
          tbt: tbtRuns(page.lighthouse),
          js: (page.kind === 'api' ? page.weight?.initial : page.weight?.settled)?.jsOwnRaw,
          firstGraphFrame: page.firstGraphFrame?.runs,
          bareFirstGraphFrame: page.firstGraphFrame?.bareRuns,
        },
      })),
    {
      docs: { tbt: tbtRuns(baseline.docs.lighthouse), js: baseline.docs.weight?.settled.jsOwnRaw },
      sigma: { tbt: tbtRuns(baseline.sigma.lighthouse), firstGraphFrame: baseline.sigma.firstGraphFrame?.runs },
    },
  );
}

export function evaluateBudgets({ pages, build, search, dev }: BenchRun, ratios: readonly RatioBudget[]): Budget[] {
  const budgets: Budget[] = ratios.map((ratio) => {
    const format = ratio.measure === 'JS' ? formatBytes : formatMs;
    return {
      measure: `${ratio.page}: ${ratio.measure} ÷ ${ratio.against}`,
      budget: `≤ ${ratio.limit}×`,
      value: `${formatRatio(ratio.ratio)} (${format(ratio.ours)} / ${format(ratio.baseline)})`,
      ok: ratio.ok,
    };
  });
  for (const page of pages) {
    const lh = page.lighthouse;
    if (lh) {
      for (const category of categories.filter((name) => name !== 'performance')) {
        budgets.push({
          measure: `${page.name}: Lighthouse ${category}`,
          budget: '100',
          value: String(lh.scores[category]),
          ok: lh.scores[category] === 100,
        });
      }
    }
    if (page.kind === 'example' && page.weight) {
      const js = page.weight.settled.jsRaw;
      budgets.push({
        measure: `${page.name}: JS raw incl. prefetch`,
        budget: '≤ 1.0 MB',
        value: formatBytes(js),
        ok: js <= 1_000_000,
      });
    }
    if (page.kind === 'home' && page.weight) {
      // The demo only loads when a reader presses its start button: the page itself is the first view
      // plus everything scrolling through it fetches. What starting the demo adds is printed, not budgeted.
      const settled = page.weight.settled.jsRaw;
      budgets.push({
        measure: 'home: JS raw incl. prefetch, whole page scrolled',
        budget: '≤ 0.7 MB',
        value: formatBytes(settled),
        ok: settled <= 700_000,
      });
    }
    if (page.unexpectedGraphCode) {
      budgets.push({
        measure: `${page.name}: sigma / graphology code`,
        budget: 'none',
        value: page.unexpectedGraphCode.join(', ') || 'none',
        ok: page.unexpectedGraphCode.length === 0,
      });
    }
  }
  if (build)
    budgets.push({
      measure: 'cold npm run build',
      budget: '≤ 40 s',
      value: `${build.seconds.toFixed(1)} s`,
      ok: build.seconds <= 40,
    });
  if (search)
    budgets.push({
      measure: 'search keystroke → results',
      budget: '≤ 50 ms',
      value: formatMs(search.frameMedian),
      ok: search.frameMedian <= 50,
    });
  if (dev) {
    budgets.push({
      measure: 'npm start → first page shown',
      budget: '≤ 8 s',
      value: `${dev.contentSeconds.toFixed(1)} s`,
      ok: dev.contentSeconds <= 8,
    });
    for (const [measure, seconds] of [
      ['MDX edit → shown', dev.mdxEditSeconds],
      ['example edit → shown', dev.exampleEditSeconds],
    ] as const) {
      budgets.push({ measure, budget: '≤ 2 s', value: `${seconds.toFixed(1)} s`, ok: seconds <= 2 });
    }
  }
  return budgets;
}
