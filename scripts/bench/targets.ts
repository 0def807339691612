/** The pages the bench measures, and the shape of what it finds. */
import { site } from '../../config/site';
import { GALLERY_ROUTE } from '../../plugins/example-gallery';
import { listExamples } from '../../plugins/shared/discoverExamples';
import { miserablesGraph } from '../../plugins/shared/miserables';
import { DEFAULT_SOURCE } from '../../src/components/Playground/settings';
import type { BuildFigures, DevFigures } from './build';
import type { measureSearchLatency, PageWeight } from './browser';
import type { Baseline } from './baseline';
import { playgroundPath, type LargeGraphResult } from './largeGraphs';
import type { LighthouseFigures } from './lighthouse';
import type { MoveRun } from './moveSettings';
import type { PageKind } from './ratios';
import type { BlockingBreakdown } from './trace';

export interface Target {
  name: string;
  path: string;
  kind: PageKind;
  /** Measured and printed with its ratios, held to no ratio budget: says what it shows instead. */
  reference?: string;
}

/** The home page, a docs page, an API page, the gallery, every example page (in sidebar order) and the playground. */
export function allTargets(siteDir: string): Target[] {
  // The size of the graph the bare sigma page draws (Les Misérables, as plugins/datasets writes it).
  const bareGraph = miserablesGraph(siteDir);
  const base = site.baseUrl;
  return [
    { name: 'home', path: base, kind: 'home' },
    { name: 'docs', path: `${base}docs/start-introduction`, kind: 'docs' },
    { name: 'api', path: `${base}docs/api/core/functions/SigmaContainer`, kind: 'api' },
    // The examples gallery has no graph code: it is held to a docs page's budgets.
    { name: 'gallery', path: `${base}${GALLERY_ROUTE.replace(/^\//, '')}`, kind: 'docs' },
    ...listExamples(siteDir).map(({ id, route }): Target => ({ name: id, path: `${base}${route}`, kind: 'example' })),
    // The playground draws a generated graph on load, about the size of the bare sigma page's: it is
    // held to an example page's budgets. A graph of 1,000 nodes is measured too, for reference (what
    // bigger graphs cost is the large-graph table's subject).
    { name: 'playground', path: `${base}playground`, kind: 'example' },
    {
      name: 'playground-1k',
      path: playgroundPath({ ...DEFAULT_SOURCE, nodes: 1000, edges: 3000 }),
      kind: 'example',
      reference: `the playground with a generated graph of 1,000 nodes and 3,000 edges (the bare sigma page draws ${bareGraph.order} and ${bareGraph.size})`,
    },
  ];
}

/** A trace's top contributors, each with the code its function starts with (minified: React's or ours?). */
export type TraceTable = BlockingBreakdown & { code: string[] };

export interface PageResult extends Target {
  /** Missing when the page-weight phase failed before this page. */
  weight?: PageWeight;
  /** For pages without a graph (the home page until its demo is started): graph libraries downloaded anyway. */
  unexpectedGraphCode?: string[] | null;
  /** `bareRuns`: the bare sigma page's, each loaded right after one of this page's. */
  firstGraphFrame?: { median: number; runs: number[]; bareRuns?: number[] };
  lighthouse?: LighthouseFigures;
  /** --bare-examples: Lighthouse on the page's first example alone on a blank page. */
  bareLighthouse?: LighthouseFigures;
  trace?: TraceTable;
}

/** The baseline's two pages, measured in turns with ours. */
export interface BaselineResult {
  build: Baseline & { seconds: number };
  docs: { weight?: PageWeight; lighthouse?: LighthouseFigures; trace?: TraceTable };
  /** The bare site's graph page (Docusaurus and one plain sigma graph): what example pages are compared with. */
  sigma: { firstGraphFrame?: { median: number; runs: number[] }; lighthouse?: LighthouseFigures };
  /** The same graph on a page of its own (no Docusaurus, no React): printed for reference. */
  sigmaAlone: { firstGraphFrame?: { median: number; runs: number[] } };
}

/** Everything one run measured; what a failed or skipped phase did not measure stays null or empty. */
export interface BenchRun {
  build: BuildFigures | null;
  buildDirMb: number | null;
  dev: DevFigures | null;
  pages: PageResult[];
  baseline: BaselineResult | null;
  search: Awaited<ReturnType<typeof measureSearchLatency>> | null;
  largeGraphs: LargeGraphResult[];
  /** The move-settings table's loads, one per set-up, size and round. */
  moveSettings: MoveRun[];
  loadAtStart: number[];
}
