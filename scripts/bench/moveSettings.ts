/**
 * The bench's move-settings table: what each setting of the big-graphs guide
 * (docs/guides/big-graphs.mdx, "What each setting saved, in one measurement") does to the time of a
 * drag step, as a ratio to sigma's defaults on the same graph, and the first frame's time. Each
 * set-up is opened as the page's links open it: in the playground by its address, or, for the last
 * two rows, in the example at the end of the page, grown to 10,000 edges and ticked. This file holds
 * the pure part (the set-ups, the plan, the ratios and the table); moveSettingsPages.ts drives the
 * pages. Unit-tested in moveSettings.test.ts.
 */
import { site } from '../../config/site';
import { DEFAULT_SETTINGS, writeSettings, type PlaygroundSettings } from '../../src/components/Playground/settings';
import { sourceFor } from './largeGraphs';
import { median } from './stats';

/** The example at the end of the guide, as its section names it, and the size it is grown to. */
export const EXAMPLE_NAME = 'big-graphs/BigGraphs.tsx';
export const EXAMPLE_EDGES = 10_000;
/** Above this many edges only the set-ups the page measured at 100,000 are run: a step there takes seconds. */
export const SMALL_GRAPH_EDGES = 10_000;

export interface MoveSetup {
  id: string;
  /** The row's first cell, in the page's words. */
  label: string;
  /** Where it is opened: the playground by its address, or the guide's example. */
  page: 'playground' | 'example';
  /** Playground: what the address sets beyond sigma's defaults. */
  settings?: Partial<Omit<PlaygroundSettings, 'source'>>;
  /** Example: the checkbox ticked after growing the graph (none: the example's defaults). */
  check?: string;
  /** The set-up whose step time this one's is divided by; none: it is a reference itself. */
  reference?: string;
  /** Also measured above SMALL_GRAPH_EDGES (the page's 100,000-edge column). */
  large?: boolean;
}

/** The page's rows, in its order, and the example's own defaults (the last two rows' reference, not printed). */
export const MOVE_SETUPS: readonly MoveSetup[] = [
  { id: 'defaults', label: "sigma's defaults", page: 'playground', large: true },
  {
    id: 'hideEdgesOnMove',
    label: '`hideEdgesOnMove`',
    page: 'playground',
    settings: { hideEdgesOnMove: true },
    reference: 'defaults',
    large: true,
  },
  {
    id: 'hideLabelsOnMove',
    label: '`hideLabelsOnMove`',
    page: 'playground',
    settings: { hideLabelsOnMove: true },
    reference: 'defaults',
  },
  {
    id: 'both',
    label: 'both',
    page: 'playground',
    settings: { hideEdgesOnMove: true, hideLabelsOnMove: true },
    reference: 'defaults',
    large: true,
  },
  {
    id: 'labels0',
    label: '`labelRenderedSizeThreshold: 0` (more labels)',
    page: 'playground',
    settings: { labelThreshold: 0 },
    reference: 'defaults',
  },
  {
    id: 'renderEdgeLabels',
    label: '`renderEdgeLabels` (the edges have no labels)',
    page: 'playground',
    settings: { renderEdgeLabels: true },
    reference: 'defaults',
  },
  { id: 'zIndex', label: '`zIndex` (all values equal)', page: 'playground', settings: { zIndex: true }, reference: 'defaults' },
  { id: 'arrow', label: 'arrows (`edge=arrow`)', page: 'playground', settings: { edgeType: 'arrow' }, reference: 'defaults' },
  {
    id: 'curved',
    label: 'curves (`edge=curved`, `@sigma/edge-curve`)',
    page: 'playground',
    settings: { edgeType: 'curved' },
    reference: 'defaults',
  },
  { id: 'example', label: "the example's defaults", page: 'example' },
  { id: 'edgeLine', label: '`EdgeLineProgram` (example)', page: 'example', check: 'EdgeLineProgram', reference: 'example' },
  {
    id: 'edgeEvents',
    label: '`enableEdgeEvents` (example)',
    page: 'example',
    check: 'enableEdgeEvents',
    reference: 'example',
  },
];

/** The playground's address of a set-up at a size, in the form the page's links use. */
export function setupPath(setup: MoveSetup, edges: number): string {
  return `${site.baseUrl}playground?${writeSettings({ ...DEFAULT_SETTINGS, ...setup.settings, source: sourceFor(edges) })}`;
}

/** The set-ups measured at a size: all of them up to SMALL_GRAPH_EDGES (the example only at its own size). */
export function setupsAt(edges: number): MoveSetup[] {
  return MOVE_SETUPS.filter((setup) =>
    setup.page === 'example' ? edges === EXAMPLE_EDGES : edges <= SMALL_GRAPH_EDGES || setup.large,
  );
}

export interface MovePlan {
  sizes: number[];
  /** One per size. */
  rounds: number[];
  /** Drag steps per set-up, one per size. */
  steps: number[];
}

/** The page's method: 3 rounds of 20 steps at 10,000 edges, 2 rounds of 8 steps at 100,000. */
export const PAGE_PLAN: MovePlan = { sizes: [10_000, 100_000], rounds: [3, 2], steps: [20, 8] };
/** A check of the script, not figures for the page: one round of a few steps at 10,000 edges. */
export const QUICK_PLAN: MovePlan = { sizes: [10_000], rounds: [1], steps: [5] };

/** Whole numbers from a flag, one per size, or one for every size. */
function perSize(flag: string, text: string | undefined, fallback: readonly number[], sizes: number): number[] {
  if (text === undefined) {
    if (fallback.length === sizes) return [...fallback];
    return Array<number>(sizes).fill(fallback[0] ?? 1);
  }
  const values = text.split(',').map((part) => part.trim());
  if (!values.every((part) => /^[1-9]\d*$/.test(part)) || (values.length !== 1 && values.length !== sizes)) {
    throw new Error(`${flag}: "${text}" must be one whole number, or one per size (${sizes} sizes)`);
  }
  return values.length === 1 ? Array<number>(sizes).fill(Number(values[0])) : values.map(Number);
}

/** The plan from the phase's flags: `--move-settings-quick`, then sizes, rounds and steps as given. */
export function readMovePlan(flags: { quick: boolean; sizes?: string; rounds?: string; steps?: string }): MovePlan {
  const base = flags.quick ? QUICK_PLAN : PAGE_PLAN;
  const sizes =
    flags.sizes === undefined
      ? [...base.sizes]
      : flags.sizes.split(',').map((part) => {
          const edges = Number(part.trim().replace(/_/g, ''));
          if (!Number.isInteger(edges) || edges < 10 || edges > 100_000) {
            throw new Error(`--move-settings-sizes: "${part.trim()}" is not an edge count from 10 to 100000`);
          }
          return edges;
        });
  // Defaults per size follow the page where the size is one of its own, and its first size otherwise.
  const defaultsFor = (values: readonly number[]) => sizes.map((edges) => values[base.sizes.indexOf(edges)] ?? values[0]!);
  return {
    sizes,
    rounds: perSize('--move-settings-rounds', flags.rounds, defaultsFor(base.rounds), sizes.length),
    steps: perSize('--move-settings-steps', flags.steps, defaultsFor(base.steps), sizes.length),
  };
}

/** One set-up, one load: the time of each drag step, and (playground) its first frame. */
export interface MoveRun {
  setup: string;
  edges: number;
  round: number;
  stepsMs: number[];
  /** Navigation start to the second animation frame after sigma's first WebGL draw: the first frame drawn. */
  firstFrameMs: number | null;
  /** Navigation start to that draw call (the large-graph table's "first frame"), for reference. */
  firstDrawMs?: number | null;
}

export const mean = (values: readonly number[]): number =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;

/**
 * A set-up's ratios at a size, one per round: its mean step over its reference's mean step in the
 * same round (so a busy stretch of the machine slows both sides of a ratio). Rounds where either is
 * missing are left out.
 */
export function roundRatios(runs: readonly MoveRun[], setupId: string, edges: number): number[] {
  const setup = MOVE_SETUPS.find((each) => each.id === setupId);
  if (!setup?.reference) return [];
  const stepOf = (id: string, round: number) => {
    const run = runs.find((each) => each.setup === id && each.edges === edges && each.round === round);
    return run ? mean(run.stepsMs) : Number.NaN;
  };
  const rounds = [...new Set(runs.filter((run) => run.edges === edges).map((run) => run.round))].sort((a, b) => a - b);
  return rounds
    .map((round) => stepOf(setupId, round) / stepOf(setup.reference!, round))
    .filter((ratio) => Number.isFinite(ratio) && ratio > 0);
}

/** A ratio as the table prints it: two decimals. */
export const formatRatio = (ratio: number): string => ratio.toFixed(2);

/** A range of figures as the page writes them: one value when they print alike, else "low to high". */
export function formatRange(values: readonly number[], format: (value: number) => string): string {
  if (!values.length) return 'not measured';
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return low === high ? low : `${low} to ${high}`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The cell of a set-up at a size: its rounds' ratios; for a reference, 1 and its own step time. */
export function cell(runs: readonly MoveRun[], setup: MoveSetup, edges: number): string {
  if (setup.reference) return formatRange(roundRatios(runs, setup.id, edges), formatRatio);
  const steps = runs.filter((run) => run.setup === setup.id && run.edges === edges).map((run) => mean(run.stepsMs));
  return steps.length ? `1 (${formatRange(steps, seconds)} s a step)` : 'not measured';
}

/** The first frames of the playground's loads at a size, in seconds ("1.1 to 3.0 s"); null when none. */
export function firstFrames(runs: readonly MoveRun[], edges: number): string | null {
  const frames = runs.filter((run) => run.edges === edges && run.firstFrameMs !== null).map((run) => run.firstFrameMs!);
  return frames.length ? `${formatRange(frames, seconds)} s` : null;
}

/** The table in the page's shape (Markdown), the example's own reference left out, and the first frames under it. */
export function moveSettingsTable(runs: readonly MoveRun[], plan: MovePlan): string {
  const edgesText = (edges: number) => `${edges.toLocaleString('en')} edges`;
  const rows = MOVE_SETUPS.filter((setup) => setup.id !== 'example').map(
    (setup) => `| ${setup.label} | ${plan.sizes.map((edges) => cell(runs, setup, edges)).join(' | ')} |`,
  );
  const frames = plan.sizes
    .map((edges) => {
      const text = firstFrames(runs, edges);
      return text && `${text} at ${edgesText(edges)}`;
    })
    .filter(Boolean);
  const method = plan.sizes
    .map((edges, index) => `${plan.rounds[index]} round(s) of ${plan.steps[index]} steps at ${edgesText(edges)}`)
    .join(', ');
  return [
    `| Set-up | ${plan.sizes.map(edgesText).join(' | ')} |`,
    `| --- | ${plan.sizes.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    `First frame: ${frames.length ? frames.join(', ') : 'not measured'}.`,
    `Method: ${method}; a ratio is a set-up's mean drag step over its reference's in the same round (median step time: ${medianStepNote(runs)}).`,
  ].join('\n');
}

/** The median step time of the playground's defaults at each size, for the record beside the ratios. */
function medianStepNote(runs: readonly MoveRun[]): string {
  const sizes = [...new Set(runs.map((run) => run.edges))].sort((a, b) => a - b);
  const notes = sizes.flatMap((edges) => {
    const steps = runs.filter((run) => run.setup === 'defaults' && run.edges === edges).flatMap((run) => run.stepsMs);
    return steps.length ? [`${Math.round(median(steps))} ms with the defaults at ${edges.toLocaleString('en')} edges`] : [];
  });
  return notes.join(', ') || 'none';
}
