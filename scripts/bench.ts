/**
 * Performance benchmark of the built site, served as GitHub Pages serves it
 * (gzip for text) and loaded in Debian's Chromium. Prints tables and writes
 * the same figures to bench-results/bench.json. Measures, not tests: nothing
 * here fails on a slow machine; the budget table says where we stand.
 *
 *   npm run bench [-- --skip-build] [--skip-dev] [--skip-lighthouse]
 *                 [--lighthouse-runs 3] [--frame-runs 3] [--pages home,docs,load-graph]
 *                 [--site-dir ../other-checkout] [--out bench-results/other.json]
 *                 [--without-webgl] [--bare-examples]
 *
 * The last Lighthouse report of each page is kept in bench-results/lighthouse/bench/.
 * Without --skip-build it starts with a cold `npm run build` (build/, .docusaurus/
 * and the site's webpack cache removed first) and times it.
 *
 * --without-webgl runs Lighthouse in a Chromium without WebGL: example pages
 * then show their "no WebGL" message instead of starting sigma, which tells
 * how much of a page's score its graphs cost (a diagnosis, not a budget).
 *
 * --bare-examples also runs Lighthouse on each example page's first example
 * alone on a blank page (React and the example, bundled by esbuild; see
 * bench/bareExample.ts): the score of the graph itself, with no site around it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { buildDirSizeMb, coldBuild, devServerStartup, type BuildFigures, type DevFigures } from './bench/build';
import { measureFirstGraphFrame, measurePageWeight, measureSearchLatency, type PageWeight } from './bench/browser';
import { GALLERY_ROUTE } from '../plugins/example-gallery';
import { listExamples } from '../plugins/examples/discover';
import { buildBareExamples } from './bench/bareExample';
import { categories, launchDebuggableChromium, runLighthouse, type LighthouseFigures } from './bench/lighthouse';
import { startRecordingServer } from './bench/server';
import { formatBytes, formatMs, table } from './bench/stats';

const siteDir = path.resolve(__dirname, '..');

function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}
function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

type Kind = 'home' | 'docs' | 'api' | 'example';
interface Target {
  name: string;
  path: string;
  kind: Kind;
}

// Every example page, in sidebar order (found by plugins/examples in src/examples/).
const exampleSlugs = listExamples(siteDir).map((example) => example.id);
const allTargets: Target[] = [
  { name: 'home', path: '/react-sigma/', kind: 'home' },
  { name: 'docs', path: '/react-sigma/docs/start-introduction', kind: 'docs' },
  { name: 'api', path: '/react-sigma/docs/api/core/functions/SigmaContainer', kind: 'api' },
  // The examples gallery has no graph code: it is held to a docs page's budgets.
  { name: 'gallery', path: `/react-sigma${GALLERY_ROUTE}`, kind: 'docs' },
  ...exampleSlugs.map((slug): Target => ({ name: slug, path: `/react-sigma/docs/example/${slug}`, kind: 'example' })),
];

interface PageResult extends Target {
  weight: PageWeight;
  /** For pages without a graph (the home page until its demo is started): graph libraries downloaded anyway. */
  unexpectedGraphCode: string[] | null;
  firstGraphFrame?: { median: number; runs: number[] };
  lighthouse?: LighthouseFigures;
  /** --bare-examples: Lighthouse on the page's first example alone on a blank page. */
  bareLighthouse?: LighthouseFigures;
}

interface Budget {
  measure: string;
  budget: string;
  value: string;
  ok: boolean;
}

async function main(): Promise<void> {
  const wanted = option('pages', '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const targets = wanted.length ? allTargets.filter((target) => wanted.includes(target.name)) : allTargets;
  const lighthouseRuns = Number(option('lighthouse-runs', '3'));
  const frameRuns = Number(option('frame-runs', '3'));
  const devPort = Number(option('dev-port', '4390'));
  const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
  const out = path.resolve(option('out', path.join(siteDir, 'bench-results/bench.json')));
  const loadAtStart = loadAverage();
  console.log(`bench: ${os.cpus().length} CPUs, load average ${loadAtStart.join(' / ')} (1 / 5 / 15 min)`);

  let build: BuildFigures | null = null;
  if (!flag('skip-build')) {
    console.log('bench: cold build…');
    build = await coldBuild(path.resolve(option('site-dir', siteDir)), loadAverage);
  }
  // --site-dir measures another checkout's build/ (e.g. a baseline), with this checkout's bench.
  const measuredSite = path.resolve(option('site-dir', siteDir));
  const buildDirMb = await buildDirSizeMb(measuredSite);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  let dev: DevFigures | null = null;
  const pages: PageResult[] = [];
  let search: Awaited<ReturnType<typeof measureSearchLatency>> | null = null;
  const server = await startRecordingServer(path.join(measuredSite, 'build'));
  try {
    if (!flag('skip-dev')) {
      console.log('bench: dev server start-up…');
      dev = await devServerStartup(measuredSite, devPort, browser);
    }
    for (const target of targets) {
      console.log(`bench: ${target.name}: downloads…`);
      const weight = await measurePageWeight(browser, server, server.origin + target.path);
      const result: PageResult = {
        ...target,
        weight,
        unexpectedGraphCode: target.kind === 'example' ? null : weight.settled.graphCode,
      };
      if (target.kind === 'example') {
        console.log(`bench: ${target.name}: first graph frame…`);
        result.firstGraphFrame = await measureFirstGraphFrame(browser, server.origin + target.path, frameRuns);
      }
      pages.push(result);
    }
    if (!flag('skip-search')) {
      console.log('bench: search latency…');
      search = await measureSearchLatency(browser, `${server.origin}/react-sigma/docs/start-setup`, [
        'useworkerlayout',
        'graph search',
        'minimap',
      ]);
    }
  } finally {
    await browser.close();
  }

  if (!flag('skip-lighthouse') && lighthouseRuns > 0) {
    const reports = path.join(path.dirname(out), 'lighthouse', path.basename(out, '.json'));
    await fs.mkdir(reports, { recursive: true });
    const debuggable = await launchDebuggableChromium(flag('without-webgl') ? ['--disable-webgl', '--disable-3d-apis'] : []);
    try {
      for (const page of pages) {
        console.log(`bench: ${page.name}: Lighthouse ×${lighthouseRuns}…`);
        page.lighthouse = await runLighthouse(
          server.origin + page.path,
          debuggable.port,
          lighthouseRuns,
          path.join(reports, `${page.name}.json`),
        );
      }
      const examplePages = pages.filter((page) => page.kind === 'example');
      if (flag('bare-examples') && examplePages.length) {
        const bareRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
        const bareServer = await startRecordingServer(bareRoot);
        try {
          const barePaths = await buildBareExamples(
            siteDir,
            examplePages.map((page) => page.name),
            bareRoot,
          );
          for (const page of examplePages) {
            console.log(`bench: ${page.name}: its first example alone, Lighthouse ×${lighthouseRuns}…`);
            page.bareLighthouse = await runLighthouse(
              bareServer.origin + barePaths.get(page.name)!,
              debuggable.port,
              lighthouseRuns,
            );
          }
        } finally {
          await bareServer.close();
          await fs.rm(bareRoot, { recursive: true, force: true });
        }
      }
    } finally {
      await debuggable.close();
    }
  }
  await server.close();

  const loadAtEnd = loadAverage();
  const budgets = evaluateBudgets(pages, build, search, dev);
  print(pages, build, buildDirMb, dev, search, budgets, loadAtStart, loadAtEnd, lighthouseRuns);

  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: loadAtEnd,
        },
        build: build ? { ...build } : null,
        buildDirMb,
        dev,
        pages,
        search,
        budgets,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nbench: figures written to ${path.relative(process.cwd(), out)}`);
}

function evaluateBudgets(
  pages: readonly PageResult[],
  build: BuildFigures | null,
  search: { frameMedian: number } | null,
  dev: DevFigures | null,
): Budget[] {
  const budgets: Budget[] = [];
  for (const page of pages) {
    const lh = page.lighthouse;
    if (lh) {
      const needed = page.kind === 'example' ? 90 : 98;
      budgets.push({
        measure: `${page.name}: Lighthouse performance`,
        budget: `≥ ${needed}`,
        value: String(lh.scores.performance),
        ok: lh.scores.performance >= needed,
      });
      for (const category of categories.filter((name) => name !== 'performance')) {
        budgets.push({
          measure: `${page.name}: Lighthouse ${category}`,
          budget: '100',
          value: String(lh.scores[category]),
          ok: lh.scores[category] === 100,
        });
      }
    }
    if (page.kind === 'example') {
      const js = page.weight.settled.jsRaw;
      budgets.push({
        measure: `${page.name}: JS raw incl. prefetch`,
        budget: '≤ 1.0 MB',
        value: formatBytes(js),
        ok: js <= 1_000_000,
      });
    }
    if (page.kind === 'home') {
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

function print(
  pages: readonly PageResult[],
  build: BuildFigures | null,
  buildDirMb: number,
  dev: DevFigures | null,
  search: Awaited<ReturnType<typeof measureSearchLatency>> | null,
  budgets: readonly Budget[],
  loadAtStart: number[],
  loadAtEnd: number[],
  lighthouseRuns: number,
): void {
  console.log('\n## Downloads (unique JS / CSS responses; raw = decoded, gz = on the wire)\n');
  console.log(
    table(
      ['page', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'files', 'first view JS raw', 'graph code', 'first graph frame'],
      pages.map((page) => [
        page.name,
        formatBytes(page.weight.settled.jsRaw),
        formatBytes(page.weight.settled.jsTransfer),
        formatBytes(page.weight.settled.cssRaw),
        formatBytes(page.weight.settled.cssTransfer),
        String(page.weight.settled.files),
        formatBytes(page.weight.initial.jsRaw),
        page.weight.demo
          ? `${page.weight.settled.graphCode.join('+') || 'none'}; demo started: ${formatBytes(page.weight.demo.jsRaw)} JS, ${page.weight.demo.graphCode.join('+')}`
          : page.weight.settled.graphCode.join('+') || 'none',
        page.firstGraphFrame ? formatMs(page.firstGraphFrame.median) : '',
      ]),
    ),
  );
  const withLighthouse = pages.filter((page) => page.lighthouse);
  if (withLighthouse.length) {
    console.log(
      `\n## Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns}${flag('without-webgl') ? '; WebGL OFF: no graph starts' : ''})\n`,
    );
    console.log("CPU index: Lighthouse's benchmark of this machine during the runs; its throttling assumes about 1000-2000.\n");
    console.log(
      table(
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'CPU index'],
        withLighthouse.map((page) => {
          const lh = page.lighthouse!;
          return [
            page.name,
            String(lh.scores.performance),
            String(lh.scores.accessibility),
            String(lh.scores['best-practices']),
            String(lh.scores.seo),
            formatMs(lh.metrics.FCP),
            formatMs(lh.metrics.LCP),
            formatMs(lh.metrics.TBT),
            lh.metrics.CLS.toFixed(3),
            String(lh.benchmarkIndex),
          ];
        }),
      ),
    );
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
  console.log('\n## Build and dev server\n');
  const rows: string[][] = [];
  if (build) {
    rows.push(['cold npm run build', `${build.seconds.toFixed(1)} s`]);
    rows.push(['  largest process peak RSS', build.maxProcessRssMb === null ? '–' : `${Math.round(build.maxProcessRssMb)} MB`]);
    rows.push(['  whole tree peak RSS (sampled)', `${Math.round(build.peakTreeRssMb)} MB`]);
    rows.push(['  load average before (1 min)', String(build.loadAverageBefore[0])]);
  }
  rows.push(['size of build/', `${buildDirMb.toFixed(1)} MB`]);
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
  console.log('\n## Budgets\n');
  console.log(
    table(
      ['measure', 'budget', 'value', ''],
      budgets.map((b) => [b.measure, b.budget, b.value, b.ok ? 'ok' : 'MISSED']),
    ),
  );
  console.log(
    `\nLoad average at start ${loadAtStart.join(' / ')}, at end ${loadAtEnd.join(' / ')} on ${os.cpus().length} CPUs: timings are noisy when other work runs.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
