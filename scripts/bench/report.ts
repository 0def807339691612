/** The tables `npm run bench` prints (the phases and budgets at the end come from summary.ts). */
import os from 'node:os';
import { formatRatio, tbtRuns, type Budget } from './budgets';
import { FRAME_TIME_GOAL, largeGraphTables, type LargeGraphResult } from './largeGraphs';
import type { LighthouseFigures } from './lighthouse';
import { moveSettingsTable, type MovePlan } from './moveSettings';
import type { PhaseOutcome } from './phases';
import { pairedRatio, sumRounds } from './ratios';
import { formatBytes, formatMs, median, table } from './stats';
import { budgetsTitle, budgetTable, phasesTable } from './summary';
import type { BenchRun, PageResult, TraceTable } from './targets';

/** A page's row of the downloads table ("–" where the page-weight phase did not reach it). */
function downloadsRow(page: PageResult): string[] {
  const frame = page.firstGraphFrame ? formatMs(page.firstGraphFrame.median) : '';
  const weight = page.weight;
  if (!weight) return [page.name, ...Array<string>(8).fill('–'), frame];
  const { settled, initial, demo } = weight;
  return [
    page.name,
    formatBytes(settled.jsRaw),
    formatBytes(settled.jsOwnRaw),
    formatBytes(settled.jsTransfer),
    formatBytes(settled.cssRaw),
    formatBytes(settled.cssTransfer),
    String(settled.files),
    formatBytes(initial.jsRaw),
    demo
      ? `${settled.graphCode.join('+') || 'none'}; demo started: ${formatBytes(demo.jsRaw)} JS, ${demo.graphCode.join('+')}`
      : settled.graphCode.join('+') || 'none',
    frame,
  ];
}

/** Every table of the run, as `npm run bench` prints them, the phases and budgets last. */
export function printReport(
  run: BenchRun,
  budgets: readonly Budget[],
  outcomes: readonly PhaseOutcome[],
  context: { loadAtEnd: number[]; lighthouseRuns: number; withoutWebgl: boolean; movePlan: MovePlan },
): void {
  // --move-settings-only measures no page.
  if (run.pages.length) printDownloads(run);
  printLighthouse(run, context);
  printTraces(run);
  printBuildAndDev(run);
  if (run.largeGraphs.length) printLargeGraphs(run.largeGraphs);
  if (run.moveSettings.length) {
    console.log(
      `\n## Move settings (the big-graphs guide's table: drag step ÷ sigma's defaults)\n\n${moveSettingsTable(run.moveSettings, context.movePlan)}`,
    );
  }
  console.log(
    `\nLoad average at start ${run.loadAtStart.join(' / ')}, at end ${context.loadAtEnd.join(' / ')} on ${os.cpus().length} CPUs: timings are noisy when other work runs.`,
  );
  console.log(`\n## Phases\n\n${phasesTable(outcomes)}`);
  console.log(`\n## ${budgetsTitle}\n\n${budgetTable(budgets, outcomes)}`);
  for (const page of run.pages.filter((measured) => measured.reference)) {
    console.log(`\n${page.name}: ${page.reference}; its ratios are printed above, held to no budget.`);
  }
}

function printDownloads({ pages, baseline }: BenchRun): void {
  console.log(
    '\n## Downloads (unique JS / CSS responses; raw = decoded, gz = on the wire; own JS = without the prefetches of other pages)\n',
  );
  console.log(
    table(
      [
        'page',
        'JS raw',
        'own JS raw',
        'JS gz',
        'CSS raw',
        'CSS gz',
        'files',
        'first view JS raw',
        'graph code',
        'first graph frame',
      ],
      pages.filter((page) => page.weight || page.firstGraphFrame).map(downloadsRow),
    ),
  );
  if (baseline) {
    const bareWeight = baseline.docs.weight?.settled;
    console.log(
      `\nBaseline (bare Docusaurus, built in ${baseline.build.seconds.toFixed(1)} s; its docs page: ${baseline.build.shape.textChars} characters of prose, ` +
        `${baseline.build.shape.headings} headings, ${baseline.build.shape.codeBlocks.length} code blocks as ours; ` +
        `elements in code: ours ${baseline.build.shape.codeElements}, its ${baseline.build.bareCodeElements}): docs page ` +
        `${bareWeight ? `${formatBytes(bareWeight.jsOwnRaw)} own JS raw (${formatBytes(bareWeight.jsRaw)} with prefetches), ${formatBytes(bareWeight.jsTransfer)} gz, ${bareWeight.files} files` : 'not measured'}; ` +
        `bare sigma page (one plain sigma graph on a page of the bare site) first graph frame ${formatMs(baseline.sigma.firstGraphFrame?.median)}; ` +
        `the same graph on a page of its own, no Docusaurus and no React, ${formatMs(baseline.sigmaAlone.firstGraphFrame?.median)} (for reference: no docs page can start a graph before it has hydrated).`,
    );
  }
}

function printLighthouse({ pages, baseline }: BenchRun, context: { lighthouseRuns: number; withoutWebgl: boolean }): void {
  const withLighthouse = pages.filter((page) => page.lighthouse);
  if (!withLighthouse.length) return;
  console.log(
    `\n## Lighthouse (mobile, simulated throttling; median of ${context.lighthouseRuns}${context.withoutWebgl ? '; WebGL OFF: no graph starts' : ''})\n`,
  );
  console.log("CPU index: Lighthouse's benchmark of this machine during the runs; its throttling assumes about 1000-2000.\n");
  // Each of our rows beside what it is held to: the bare docs page, or for an example page the bare docs and sigma pages together.
  const bareDocs = baseline?.docs.lighthouse;
  const bareSigma = baseline?.sigma.lighthouse;
  const versus = (page: PageResult): { tbt: number[]; label: string } | null => {
    if (!bareDocs) return null;
    if (page.kind !== 'example') return { tbt: tbtRuns(bareDocs), label: 'bare docs' };
    return bareSigma ? { tbt: sumRounds(tbtRuns(bareDocs), tbtRuns(bareSigma)), label: 'bare docs + sigma' } : null;
  };
  const lighthouseRow = (name: string, lh: LighthouseFigures, against: { tbt: number[]; label: string } | null) => [
    name,
    String(lh.scores.performance),
    String(lh.scores.accessibility),
    String(lh.scores['best-practices']),
    String(lh.scores.seo),
    formatMs(lh.metrics.FCP),
    formatMs(lh.metrics.LCP),
    formatMs(lh.metrics.TBT),
    against ? formatMs(median(against.tbt)) : '',
    against ? formatRatio(pairedRatio(tbtRuns(lh), against.tbt)) : '',
    against?.label ?? '',
    lh.metrics.CLS.toFixed(3),
    lh.runs.map((run) => run.benchmarkIndex).join(' '),
  ];
  console.log(
    table(
      [
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'baseline TBT',
        'ratio',
        'baseline',
        'CLS',
        'CPU index per run',
      ],
      [
        ...withLighthouse.map((page) => lighthouseRow(page.name, page.lighthouse!, versus(page))),
        ...(bareDocs ? [lighthouseRow('bare docs', bareDocs, null)] : []),
        ...(bareSigma ? [lighthouseRow('bare sigma', bareSigma, null)] : []),
      ],
    ),
  );
  if (bareDocs) {
    console.log(
      '\nratio: the median of each round’s ratio (runs taken in turns: ours, baseline, ours…); perf and TBT alone depend on the CPU index, the ratio much less.',
    );
  }
  const withBare = pages.filter((page) => page.bareLighthouse);
  if (withBare.length) {
    console.log("\nEach example page's first example alone on a blank page (React and the example only; --bare-examples):\n");
    console.log(
      table(
        ['page', 'perf', 'alone', 'TBT', 'alone', 'LCP', 'alone'],
        withBare.map((page) => {
          const [site, bare] = [page.lighthouse!, page.bareLighthouse!];
          return [
            page.name,
            String(site.scores.performance),
            String(bare.scores.performance),
            formatMs(site.metrics.TBT),
            formatMs(bare.metrics.TBT),
            formatMs(site.metrics.LCP),
            formatMs(bare.metrics.LCP),
          ];
        }),
      ),
    );
  }
  const failing = withLighthouse.filter((page) => page.lighthouse!.failing.length);
  if (failing.length) {
    console.log('\nAudits short of full marks:');
    for (const page of failing) console.log(`  ${page.name}: ${page.lighthouse!.failing.join('; ')}`);
  }
}

function printTraces({ pages, baseline }: BenchRun): void {
  const traced: [string, TraceTable][] = pages.filter((item) => item.trace).map((item) => [item.name, item.trace!]);
  if (baseline?.docs.trace) traced.push(['bare docs', baseline.docs.trace]);
  for (const [name, trace] of traced) {
    console.log(
      `\n## Blocking time by script and function: ${name} (trace with V8's sampler; ${trace.longTasks} long tasks, ` +
        `${formatMs(trace.totalMs)} over 50 ms once slowed ×4 as Lighthouse simulates; top ten)\n`,
    );
    console.log(
      table(
        ['ms', 'share', 'script', 'function (line:column; → native call it was in)', 'its code starts'],
        trace.contributors.map((item, index) => [
          formatMs(item.ms),
          `${Math.round((item.ms / trace.totalMs) * 100)} %`,
          item.script || '–',
          item.function,
          trace.code[index] ?? '',
        ]),
      ),
    );
  }
}

function printBuildAndDev({ build, buildDirMb, dev, search }: BenchRun): void {
  console.log('\n## Build and dev server\n');
  const rows: string[][] = [];
  if (build) {
    rows.push(['cold npm run build', `${build.seconds.toFixed(1)} s`]);
    rows.push(['  largest process peak RSS', build.maxProcessRssMb === null ? '–' : `${Math.round(build.maxProcessRssMb)} MB`]);
    rows.push(['  whole tree peak RSS (sampled)', `${Math.round(build.peakTreeRssMb)} MB`]);
    rows.push(['  load average before (1 min)', String(build.loadAverageBefore[0])]);
  }
  if (buildDirMb !== null) rows.push(['size of build/', `${buildDirMb.toFixed(1)} MB`]);
  if (dev) {
    rows.push(['npm start → docs page answers 200', `${dev.firstResponseSeconds.toFixed(1)} s`]);
    rows.push(['npm start → docs page shows its heading', `${dev.contentSeconds.toFixed(1)} s`]);
    rows.push(['MDX edit saved → shown in the browser', `${dev.mdxEditSeconds.toFixed(1)} s`]);
    rows.push(['example edit saved → shown in the browser', `${dev.exampleEditSeconds.toFixed(1)} s`]);
  }
  if (search) {
    rows.push(['search keystroke → list updated (DOM)', formatMs(search.domMedian)]);
    rows.push(['search keystroke → next frame', `${formatMs(search.frameMedian)} (median of ${search.samples.length})`]);
  }
  console.log(table(['measure', 'value'], rows));
}

function printLargeGraphs(results: readonly LargeGraphResult[]): void {
  const tables = largeGraphTables(results);
  const { source } = results[0] ?? {};
  console.log(
    `\n## Large graphs (generated ${source?.generator ?? ''} graphs, a fifth as many nodes as edges, seed ${source?.seed ?? ''}; ` +
      'the playground and plain sigma in turns; medians of the rounds; SwiftShader draws on the CPU: figures, no budget)\n',
  );
  console.log(tables.figures);
  console.log(
    `\nWhat the React layer and the site cost, ours ÷ plain sigma (median of the rounds' ratios; goal, not a budget: frame time ≤ ${FRAME_TIME_GOAL}×)\n`,
  );
  console.log(tables.ratios);
}
