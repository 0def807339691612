/**
 * Performance benchmark of the built site, served as GitHub Pages serves it
 * (gzip for text) and loaded in Debian's Chromium. Prints tables and writes
 * the same figures to bench-results/bench.json. Measures, not tests: nothing
 * here fails on a slow machine; the budget table says where we stand.
 *
 *   npm run bench [-- --skip-build] [--skip-dev] [--skip-lighthouse] [--skip-baseline]
 *                 [--lighthouse-runs 5] [--frame-runs 5] [--pages home,docs,load-graph]
 *                 [--trace-pages docs,api,load-graph] [--skip-trace]
 *                 [--site-dir ../other-checkout] [--out bench-results/other.json]
 *                 [--without-webgl] [--bare-examples] [--skip-search]
 *                 [--skip-large-graphs] [--large-graph-sizes 1000,10000,50000,100000] [--large-graph-rounds 2]
 *
 * The budgets are ratios to a baseline built and measured in the same run
 * (bench/baseline.ts): a bare Docusaurus site from the template in
 * bench/baseline/, with a docs page shaped like ours and a page with one plain
 * sigma graph (no React component around it). The same graph on a page of its
 * own, without Docusaurus, is printed for reference. Lighthouse and the first graph frame measure our pages and the
 * baseline's in turns (ours, baseline, ours…) and each round's ratio counts
 * (bench/ratios.ts), so a busy machine slows both sides. Absolute scores are
 * printed with Lighthouse's CPU index, for reference only.
 *
 * A trace of a docs, an API and an example page (Lighthouse's, with V8's
 * sampler) gives the top ten contributors to blocking time by script and
 * function (bench/trace.ts); the traces are kept in bench-results/traces/ for
 * DevTools' performance panel.
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
 *
 * The large-graph table (bench/largeGraphs.ts) loads generated graphs of 1k to
 * 100k edges on the playground and, in turns, the same graph drawn by sigma
 * alone on a plain page: generation time, first frame, frame time while the
 * mouse pans, ForceAtlas2 iterations per second, and the ratios ours ÷ plain
 * (goal: frame time within 1.05×; printed, not a budget).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import {
  assertBuildForReaders,
  buildDirSizeMb,
  coldBuild,
  devServerStartup,
  type BuildFigures,
  type DevFigures,
} from './bench/build';
import { measureFirstGraphFrame, measurePageWeight, measureSearchLatency, type PageWeight } from './bench/browser';
import { GALLERY_ROUTE } from '../plugins/example-gallery';
import { miserablesGraph } from '../plugins/datasets';
import { listExamples } from '../plugins/examples/discover';
import { buildBareExamples } from './bench/bareExample';
import {
  categories,
  launchDebuggableChromium,
  mergeLighthouse,
  runLighthouse,
  traceWithLighthouse,
  type LighthouseFigures,
} from './bench/lighthouse';
import { buildBaseline, type Baseline } from './bench/baseline';
import { interleave, limits, pairedRatio, ratioBudgets, sumRounds, type RatioBudget } from './bench/ratios';
import { startRecordingServer, type RecordingServer } from './bench/server';
import {
  buildPlainPage,
  DEFAULT_SIZES,
  largeGraphRatios,
  largeGraphTables,
  measureLargeGraphs,
  parseSizes,
  playgroundPath,
  FRAME_TIME_GOAL,
  type LargeGraphResult,
} from './bench/largeGraphs';
import { formatBytes, formatMs, median, table } from './bench/stats';
import { DEFAULT_SOURCE } from '../src/components/Playground/settings';
import { blockingContributors, codeAt, type BlockingBreakdown, type TraceEvent } from './bench/trace';

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
  /** Measured and printed with its ratios, held to no ratio budget: says what it shows instead. */
  reference?: string;
}

/** The size of the graph the bare sigma page draws (Les Misérables, as plugins/datasets writes it). */
const bareGraph = miserablesGraph(siteDir);
const bareGraphSize = { nodes: bareGraph.order, edges: bareGraph.size };

// Every example page, in sidebar order (found by plugins/examples in src/examples/).
const exampleSlugs = listExamples(siteDir).map((example) => example.id);
const allTargets: Target[] = [
  { name: 'home', path: '/react-sigma/', kind: 'home' },
  { name: 'docs', path: '/react-sigma/docs/start-introduction', kind: 'docs' },
  { name: 'api', path: '/react-sigma/docs/api/core/functions/SigmaContainer', kind: 'api' },
  // The examples gallery has no graph code: it is held to a docs page's budgets.
  { name: 'gallery', path: `/react-sigma${GALLERY_ROUTE}`, kind: 'docs' },
  ...exampleSlugs.map((slug): Target => ({ name: slug, path: `/react-sigma/docs/example/${slug}`, kind: 'example' })),
  // The playground draws a generated graph on load, about the size of the bare sigma page's: it is
  // held to an example page's budgets. A graph of 1,000 nodes is measured too, for reference (what
  // bigger graphs cost is the large-graph table's subject).
  { name: 'playground', path: '/react-sigma/playground', kind: 'example' },
  {
    name: 'playground-1k',
    path: playgroundPath({ ...DEFAULT_SOURCE, nodes: 1000, edges: 3000 }),
    kind: 'example',
    reference: `the playground with a generated graph of 1,000 nodes and 3,000 edges (the bare sigma page draws ${bareGraphSize.nodes} and ${bareGraphSize.edges})`,
  },
];

interface PageResult extends Target {
  weight: PageWeight;
  /** For pages without a graph (the home page until its demo is started): graph libraries downloaded anyway. */
  unexpectedGraphCode: string[] | null;
  /** `bareRuns`: the bare sigma page's, each loaded right after one of this page's. */
  firstGraphFrame?: { median: number; runs: number[]; bareRuns?: number[] };
  lighthouse?: LighthouseFigures;
  /** --bare-examples: Lighthouse on the page's first example alone on a blank page. */
  bareLighthouse?: LighthouseFigures;
  trace?: TraceTable;
}

/** A trace's top contributors, each with the code its function starts with (minified: React's or ours?). */
type TraceTable = BlockingBreakdown & { code: string[] };

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

/** The baseline's two pages, measured in turns with ours. */
interface BaselineResult {
  build: Baseline & { seconds: number };
  docs: { weight?: PageWeight; lighthouse?: LighthouseFigures; trace?: TraceTable };
  /** The bare site's graph page (Docusaurus and one plain sigma graph): what example pages are compared with. */
  sigma: { firstGraphFrame?: { median: number; runs: number[] }; lighthouse?: LighthouseFigures };
  /** The same graph on a page of its own (no Docusaurus, no React): printed for reference. */
  sigmaAlone: { firstGraphFrame?: { median: number; runs: number[] } };
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
  const lighthouseRuns = Number(option('lighthouse-runs', '5'));
  const frameRuns = Number(option('frame-runs', '5'));
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
  await assertBuildForReaders(path.join(measuredSite, 'build'));

  let baseline: BaselineResult | null = null;
  let baseServer: RecordingServer | null = null;
  if (!flag('skip-baseline')) {
    console.log('bench: baseline (bare Docusaurus site and sigma page)…');
    const started = Date.now();
    const built = await buildBaseline(
      siteDir,
      path.join(measuredSite, 'build'),
      path.join(measuredSite, 'build/docs/start-introduction.html'),
      path.join(siteDir, 'bench-results/baseline-site'),
    );
    baseline = { build: { ...built, seconds: (Date.now() - started) / 1000 }, docs: {}, sigma: {}, sigmaAlone: {} };
    baseServer = await startRecordingServer(built.buildDir);
  }

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  let dev: DevFigures | null = null;
  const pages: PageResult[] = [];
  let search: Awaited<ReturnType<typeof measureSearchLatency>> | null = null;
  let largeGraphs: LargeGraphResult[] | null = null;
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
      pages.push(result);
    }
    if (baseline && baseServer) {
      console.log('bench: bare docs page: downloads…');
      baseline.docs.weight = await measurePageWeight(browser, baseServer, baseServer.origin + baseline.build.docsPath);
    }
    // First graph frame: each example page, then the bare sigma page, in turns (ours, bare, ours,
    // bare…), one load each per round, so each of our loads has a bare one beside it to be divided
    // by; the page alone without Docusaurus once per round, for reference.
    const examplePages = pages.filter((page) => page.kind === 'example');
    if (examplePages.length) console.log(`bench: first graph frame ×${frameRuns}, in turns with the bare sigma page…`);
    const frames = new Map<string, number[]>();
    const bareBeside = new Map<string, number[]>();
    const record = (map: Map<string, number[]>, name: string, runs: number[]) =>
      map.set(name, [...(map.get(name) ?? []), ...runs]);
    for (let round = 0; round < frameRuns && examplePages.length; round++) {
      for (const page of examplePages) {
        record(frames, page.name, (await measureFirstGraphFrame(browser, server.origin + page.path, 1)).runs);
        if (baseline && baseServer) {
          const { runs } = await measureFirstGraphFrame(browser, baseServer.origin + baseline.build.graphPath, 1);
          record(bareBeside, page.name, runs);
          record(frames, 'bare sigma', runs);
        }
      }
      if (baseline && baseServer)
        record(
          frames,
          'sigma alone',
          (await measureFirstGraphFrame(browser, baseServer.origin + baseline.build.sigmaPath, 1)).runs,
        );
    }
    for (const page of examplePages) {
      const runs = frames.get(page.name) ?? [];
      page.firstGraphFrame = { median: median(runs), runs, bareRuns: bareBeside.get(page.name) };
    }
    if (baseline && frames.has('bare sigma')) {
      const runs = frames.get('bare sigma')!;
      baseline.sigma.firstGraphFrame = { median: median(runs), runs };
    }
    if (baseline && frames.has('sigma alone')) {
      const runs = frames.get('sigma alone')!;
      baseline.sigmaAlone.firstGraphFrame = { median: median(runs), runs };
    }
    if (!flag('skip-search')) {
      console.log('bench: search latency…');
      search = await measureSearchLatency(browser, `${server.origin}/react-sigma/docs/start-setup`, [
        'useworkerlayout',
        'graph search',
        'minimap',
      ]);
    }
    if (!flag('skip-large-graphs')) {
      const sizes = parseSizes(option('large-graph-sizes', DEFAULT_SIZES.join(',')));
      const plainRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-large-'));
      await buildPlainPage(plainRoot);
      const plainServer = await startRecordingServer(plainRoot);
      try {
        largeGraphs = await measureLargeGraphs(
          browser,
          { ours: server.origin, plain: plainServer.origin },
          sizes,
          Number(option('large-graph-rounds', '2')),
          (line) => console.log(line),
        );
      } finally {
        await plainServer.close();
        await fs.rm(plainRoot, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }

  if (!flag('skip-lighthouse') && lighthouseRuns > 0) {
    const reports = path.join(path.dirname(out), 'lighthouse', path.basename(out, '.json'));
    await fs.mkdir(reports, { recursive: true });
    const debuggable = await launchDebuggableChromium(flag('without-webgl') ? ['--disable-webgl', '--disable-3d-apis'] : []);
    try {
      // Rounds of one run per page, ours and the baseline's in turns.
      type Turn = { name: string; url: string; save: (figures: LighthouseFigures) => void };
      const collected = new Map<string, LighthouseFigures[]>();
      const keep = (name: string) => (figures: LighthouseFigures) =>
        collected.set(name, [...(collected.get(name) ?? []), figures]);
      const ours: Turn[] = pages.map((page) => ({ name: page.name, url: server.origin + page.path, save: keep(page.name) }));
      const bare: Turn[] =
        baseline && baseServer
          ? [
              { name: 'bare docs', url: baseServer.origin + baseline.build.docsPath, save: keep('bare docs') },
              ...(pages.some((page) => page.kind === 'example')
                ? [{ name: 'bare sigma', url: baseServer.origin + baseline.build.graphPath, save: keep('bare sigma') }]
                : []),
            ]
          : [];
      for (let round = 0; round < lighthouseRuns; round++) {
        console.log(`bench: Lighthouse round ${round + 1} of ${lighthouseRuns}…`);
        for (const turn of interleave(ours, bare)) {
          turn.save(
            await runLighthouse(turn.url, debuggable.port, 1, path.join(reports, `${turn.name.replace(/ /g, '-')}.json`)),
          );
        }
      }
      for (const page of pages) page.lighthouse = mergeLighthouse(collected.get(page.name) ?? []);
      if (baseline) {
        if (collected.has('bare docs')) baseline.docs.lighthouse = mergeLighthouse(collected.get('bare docs')!);
        if (collected.has('bare sigma')) baseline.sigma.lighthouse = mergeLighthouse(collected.get('bare sigma')!);
      }
      if (!flag('skip-trace')) {
        // One page of each kind by default: the docs page, the API page and the first example page measured.
        const wantedTraces = option('trace-pages', '').split(',').filter(Boolean);
        const traced = wantedTraces.length
          ? pages.filter((page) => wantedTraces.includes(page.name))
          : (['docs', 'api', 'example'] as const).flatMap((kind) => pages.find((page) => page.kind === kind) ?? []);
        const traces = path.join(path.dirname(out), 'traces');
        await fs.mkdir(traces, { recursive: true });
        for (const page of traced) {
          console.log(`bench: ${page.name}: trace…`);
          const trace = await traceWithLighthouse(server.origin + page.path, debuggable.port);
          await fs.writeFile(path.join(traces, `${page.name}.json`), JSON.stringify(trace));
          page.trace = await withCode(blockingContributors(trace.traceEvents as TraceEvent[]), path.join(measuredSite, 'build'));
        }
        if (baseline && baseServer && traced.length) {
          // The bare docs page's own breakdown, to tell what any Docusaurus page pays from what ours adds.
          console.log('bench: bare docs: trace…');
          const trace = await traceWithLighthouse(baseServer.origin + baseline.build.docsPath, debuggable.port);
          await fs.writeFile(path.join(traces, 'bare-docs.json'), JSON.stringify(trace));
          baseline.docs.trace = await withCode(blockingContributors(trace.traceEvents as TraceEvent[]), baseline.build.buildDir);
        }
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
  await baseServer?.close();

  const loadAtEnd = loadAverage();
  const ratios = baseline ? evaluateRatios(pages, baseline) : [];
  const budgets = evaluateBudgets(pages, build, search, dev, ratios);
  print(pages, baseline, build, buildDirMb, dev, search, largeGraphs, budgets, loadAtStart, loadAtEnd, lighthouseRuns);

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
        baseline,
        search,
        ratios,
        budgets,
        largeGraphs: largeGraphs?.map((result) => ({ ...result, ratios: largeGraphRatios(result) })) ?? null,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nbench: figures written to ${path.relative(process.cwd(), out)}`);
}

const tbtRuns = (lighthouse: LighthouseFigures | undefined) => lighthouse?.runs.map((run) => run.metrics.TBT) ?? [];

/** Our pages against the baseline's, round by round (bench/ratios.ts). */
function evaluateRatios(pages: readonly PageResult[], baseline: BaselineResult): RatioBudget[] {
  return ratioBudgets(
    pages
      .filter((page) => !page.reference)
      .map((page) => ({
        name: page.name,
        kind: page.kind,
        // Its own JS: the bare site has no other pages to prefetch (what we prefetch is budgeted in bytes below).
        runs: {
          tbt: tbtRuns(page.lighthouse),
          js: page.weight.settled.jsOwnRaw,
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

function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : `${ratio.toFixed(2)}×`;
}

function evaluateBudgets(
  pages: readonly PageResult[],
  build: BuildFigures | null,
  search: { frameMedian: number } | null,
  dev: DevFigures | null,
  ratios: readonly RatioBudget[],
): Budget[] {
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
  baseline: BaselineResult | null,
  build: BuildFigures | null,
  buildDirMb: number,
  dev: DevFigures | null,
  search: Awaited<ReturnType<typeof measureSearchLatency>> | null,
  largeGraphs: readonly LargeGraphResult[] | null,
  budgets: readonly Budget[],
  loadAtStart: number[],
  loadAtEnd: number[],
  lighthouseRuns: number,
): void {
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
      pages.map((page) => [
        page.name,
        formatBytes(page.weight.settled.jsRaw),
        formatBytes(page.weight.settled.jsOwnRaw),
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
  const withLighthouse = pages.filter((page) => page.lighthouse);
  if (withLighthouse.length) {
    console.log(
      `\n## Lighthouse (mobile, simulated throttling; median of ${lighthouseRuns}${flag('without-webgl') ? '; WebGL OFF: no graph starts' : ''})\n`,
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
  if (largeGraphs?.length) printLargeGraphs(largeGraphs);
  console.log(
    `\nLoad average at start ${loadAtStart.join(' / ')}, at end ${loadAtEnd.join(' / ')} on ${os.cpus().length} CPUs: timings are noisy when other work runs.`,
  );
  console.log(
    `\n## Budgets (ratios: ours / the baseline's, median of the rounds' ratios; TBT ≤ ${limits.tbt}×, JS ≤ ${limits.js}×, first graph frame ≤ ${limits.firstGraphFrame}×)\n`,
  );
  console.log(
    table(
      ['measure', 'budget', 'value', ''],
      budgets.map((b) => [b.measure, b.budget, b.value, b.ok ? 'ok' : 'MISSED']),
    ),
  );
  for (const page of pages.filter((measured) => measured.reference)) {
    console.log(`\n${page.name}: ${page.reference}; its ratios are printed above, held to no budget.`);
  }
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
