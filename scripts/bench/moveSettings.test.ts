import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { readSettings } from '../../src/components/Playground/settings';
import {
  cell,
  firstFrames,
  formatRange,
  formatRatio,
  MOVE_SETUPS,
  moveSettingsTable,
  PAGE_PLAN,
  QUICK_PLAN,
  readMovePlan,
  roundRatios,
  setupPath,
  setupsAt,
  type MoveRun,
  type MoveSetup,
} from './moveSettings';

const setup = (id: string): MoveSetup => MOVE_SETUPS.find((each) => each.id === id)!;
const run = (id: string, round: number, stepsMs: number[], edges = 10_000, firstFrameMs: number | null = 1000): MoveRun => ({
  setup: id,
  edges,
  round,
  stepsMs,
  firstFrameMs,
});

describe('move-settings table', () => {
  it('opens the playground on the addresses of the guide’s own set-up links', () => {
    const guide = fs.readFileSync(path.resolve(__dirname, '../../docs/guides/big-graphs.mdx'), 'utf8');
    const links = [...guide.matchAll(/\]\((\/playground\?[^)]+)\)/g)].map((match) => match[1]!);
    const ours = (id: string, edges: number) => `/${setupPath(setup(id), edges).slice(site.baseUrl.length)}`;
    expect(links).toEqual([ours('defaults', 10_000), ours('both', 10_000), ours('defaults', 100_000), ours('both', 100_000)]);
    // Each playground set-up's address sets what its row names, read back by the playground's own reader.
    const read = (id: string) => readSettings(setupPath(setup(id), 10_000).split('?')[1]!).settings;
    expect(read('labels0').labelThreshold).toBe(0);
    expect(read('arrow').edgeType).toBe('arrow');
    expect(read('curved').edgeType).toBe('curved');
    expect([read('renderEdgeLabels').renderEdgeLabels, read('zIndex').zIndex, read('hideLabelsOnMove').hideLabelsOnMove]).toEqual(
      [true, true, true],
    );
    expect(read('defaults')).toEqual({ ...read('defaults'), hideEdgesOnMove: false, renderEdgeLabels: false, edgeType: 'line' });
  });

  it('runs every set-up at 10,000 edges, and only the move settings at 100,000 (the example only at its size)', () => {
    expect(setupsAt(10_000).map((each) => each.id)).toEqual(MOVE_SETUPS.map((each) => each.id));
    expect(setupsAt(100_000).map((each) => each.id)).toEqual(['defaults', 'hideEdgesOnMove', 'both']);
    expect(setupsAt(1_000).some((each) => each.page === 'example')).toBe(false);
  });

  it('reads the plan: the page’s by default, the quick check, one figure per size or one for all', () => {
    expect(readMovePlan({ quick: false })).toEqual(PAGE_PLAN);
    expect(PAGE_PLAN).toEqual({ sizes: [10_000, 100_000], rounds: [3, 2], steps: [20, 8] });
    expect(readMovePlan({ quick: true })).toEqual(QUICK_PLAN);
    expect(readMovePlan({ quick: false, sizes: '100000' })).toEqual({ sizes: [100_000], rounds: [2], steps: [8] });
    expect(readMovePlan({ quick: false, rounds: '5', steps: '10,4' })).toEqual({
      sizes: [10_000, 100_000],
      rounds: [5, 5],
      steps: [10, 4],
    });
    expect(readMovePlan({ quick: true, sizes: '1000,10_000' })).toEqual({ sizes: [1000, 10_000], rounds: [1, 1], steps: [5, 5] });
    expect(() => readMovePlan({ quick: false, rounds: '1,2,3' })).toThrow(/--move-settings-rounds: "1,2,3" must be one/);
    expect(() => readMovePlan({ quick: false, steps: '0' })).toThrow(/--move-settings-steps/);
    expect(() => readMovePlan({ quick: false, sizes: '200000' })).toThrow(/"200000" is not an edge count/);
  });

  it('divides each round’s mean step by its reference’s in the same round', () => {
    const runs = [
      // Round 1 ran while the machine was busy: both sides doubled, the ratio did not move.
      run('defaults', 0, [100, 300]),
      run('hideEdgesOnMove', 0, [50, 50]),
      run('defaults', 1, [400, 400]),
      run('hideEdgesOnMove', 1, [100, 100]),
      run('example', 0, [100]),
      run('edgeLine', 0, [40]),
      // A round whose reference is missing is left out.
      run('hideEdgesOnMove', 2, [10]),
    ];
    expect(roundRatios(runs, 'hideEdgesOnMove', 10_000)).toEqual([0.25, 0.25]);
    expect(roundRatios(runs, 'edgeLine', 10_000)).toEqual([0.4]);
    // Another size's runs, and a reference itself, give no ratio.
    expect(roundRatios(runs, 'hideEdgesOnMove', 100_000)).toEqual([]);
    expect(roundRatios(runs, 'defaults', 10_000)).toEqual([]);
  });

  it('writes one figure when the rounds print alike, else a range, as the page does', () => {
    expect(formatRange([0.291, 0.288], formatRatio)).toBe('0.29');
    expect(formatRange([0.14, 0.26, 0.2], formatRatio)).toBe('0.14 to 0.26');
    expect(formatRange([], formatRatio)).toBe('not measured');
    const runs = [run('defaults', 0, [600]), run('defaults', 1, [900]), run('arrow', 0, [900]), run('arrow', 1, [1350])];
    expect(cell(runs, setup('defaults'), 10_000)).toBe('1 (0.6 to 0.9 s a step)');
    expect(cell(runs, setup('arrow'), 10_000)).toBe('1.50');
    expect(cell(runs, setup('curved'), 10_000)).toBe('not measured');
    expect(firstFrames([run('defaults', 0, [1], 10_000, 1100), run('both', 0, [1], 10_000, 3000)], 10_000)).toBe('1.1 to 3.0 s');
    expect(firstFrames([run('example', 0, [1], 10_000, null)], 10_000)).toBeNull();
  });

  it('prints the table in the page’s shape: its rows in order, a column per size, the first frames under it', () => {
    const runs = [
      run('defaults', 0, [600], 10_000, 1100),
      run('hideEdgesOnMove', 0, [174], 10_000, 1200),
      run('example', 0, [300], 10_000, null),
      run('edgeEvents', 0, [540], 10_000, null),
      run('defaults', 0, [5000], 100_000, 4400),
    ];
    const text = moveSettingsTable(runs, { sizes: [10_000, 100_000], rounds: [1, 1], steps: [20, 8] });
    const lines = text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '| Set-up | 10,000 edges | 100,000 edges |',
      '| --- | --- | --- |',
      "| sigma's defaults | 1 (0.6 s a step) | 1 (5.0 s a step) |",
      '| `hideEdgesOnMove` | 0.29 | not measured |',
    ]);
    // The example's own defaults are a reference, not a row of the page.
    expect(lines.filter((line) => line.startsWith('|'))).toHaveLength(2 + MOVE_SETUPS.length - 1);
    expect(text).not.toContain("the example's defaults");
    expect(text).toContain('| `enableEdgeEvents` (example) | 1.80 | not measured |');
    expect(text).toContain('First frame: 1.1 to 1.2 s at 10,000 edges, 4.4 s at 100,000 edges.');
  });
});
