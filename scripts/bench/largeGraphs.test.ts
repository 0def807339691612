import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { readSettings } from '../../src/components/Playground/settings';
import {
  DEFAULT_SIZES,
  formatRate,
  frameTimeStats,
  iterationRate,
  largeGraphRatios,
  largeGraphTables,
  parseSizes,
  plainPath,
  playgroundPath,
  readNumber,
  sameGraph,
  sourceFor,
  type LargeGraphResult,
  type SideRun,
} from './largeGraphs';

const run = (change: Partial<SideRun> = {}): SideRun => ({
  nodes: 200,
  edges: 984,
  generationMs: 12,
  firstFrameMs: 500,
  frame: { median: 20, p95: 30, count: 60 },
  fa2PerSecond: 800,
  canvas: { width: 734, height: 560 },
  ...change,
});

describe('large-graph table', () => {
  it('reads the sizes, and refuses what the playground cannot generate', () => {
    expect(parseSizes(DEFAULT_SIZES.join(','))).toEqual([1000, 10_000, 50_000, 100_000]);
    expect(parseSizes(' 1000, 10_000 ')).toEqual([1000, 10_000]);
    expect(() => parseSizes('200000')).toThrow(/"200000" is not an edge count from 10 to 100000/);
    expect(() => parseSizes('1k')).toThrow(/"1k"/);
    expect(() => parseSizes('')).toThrow(/needs edge counts/);
  });

  it('opens both pages on the same generated graph, in the address form the playground documents', () => {
    const source = sourceFor(100_000);
    expect(source).toEqual({ kind: 'generator', generator: 'clustered', nodes: 20_000, edges: 100_000, seed: 1 });
    const ours = playgroundPath(source);
    expect(ours).toBe(`${site.baseUrl}playground?generator=clustered&nodes=20000&edges=100000&seed=1`);
    const plain = plainPath(source, { width: 733.6, height: 560 });
    expect(plain).toBe(`${site.baseUrl}large-graph/?generator=clustered&nodes=20000&edges=100000&seed=1&width=734&height=560`);
    // The playground's own reader gives both addresses the same source (the plain page reads its address with it).
    for (const address of [ours, plain]) {
      expect(readSettings(address.slice(address.indexOf('?'))).settings.source).toEqual(source);
    }
  });

  it('reads the figures the pages print', () => {
    expect(readNumber('5.2 ms')).toBe(5.2);
    expect(readNumber('1,234 ms')).toBe(1234);
    expect(readNumber('20,000')).toBe(20_000);
    expect(readNumber('—')).toBeNull();
    expect(readNumber(null)).toBeNull();
  });

  it('takes the frame-time median and 95th percentile as the playground does, and needs five frames', () => {
    const intervals = [...Array.from({ length: 19 }, () => 16.7), 200];
    expect(frameTimeStats(intervals)).toEqual({ median: 16.7, p95: 200, count: 20 });
    expect(frameTimeStats([16, 17, 18, 19])).toBeNull();
  });

  it('counts iterations per second from the first worker message on', () => {
    // Start-up before the first message does not count: 4 iterations in 2 s after it.
    expect(iterationRate([1000, 1500, 2000, 2500, 3000])).toBe(2);
    expect(iterationRate([1000])).toBeNull();
    expect(iterationRate([])).toBeNull();
    expect(formatRate(2)).toBe('2.0 it/s');
    expect(formatRate(812.4)).toBe('812 it/s');
    expect(formatRate(null)).toBe('–');
  });

  it('checks that both pages drew the same graph', () => {
    expect(sameGraph([run(), run()], [run(), run()])).toBe(true);
    expect(sameGraph([run()], [run({ edges: 983 })])).toBe(false);
    expect(sameGraph([run({ nodes: null, edges: null })], [run({ nodes: null, edges: null })])).toBe(false);
  });

  it('gives ratios as the median of the rounds’ own ratios, with the goal on frame time only', () => {
    const result: LargeGraphResult = {
      source: sourceFor(1000),
      // Round 2 is slow on both sides: the ratio stays.
      ours: [run({ frame: { median: 21, p95: 30, count: 60 } }), run({ frame: { median: 42, p95: 60, count: 30 } })],
      plain: [run({ frame: { median: 20, p95: 30, count: 60 } }), run({ frame: { median: 40, p95: 60, count: 30 } })],
      sameGraph: true,
    };
    const [frame, first] = largeGraphRatios(result);
    expect(frame).toMatchObject({ edges: 1000, measure: 'frame time', goal: 1.05, ok: true });
    expect(frame!.ratio).toBeCloseTo(1.05);
    expect(first).toMatchObject({ measure: 'first frame', ratio: 1, goal: null, ok: null });
    const missed = largeGraphRatios({
      ...result,
      ours: result.ours.map((r) => run({ ...r, frame: { ...r.frame!, median: 30 } })),
    });
    expect(missed[0]).toMatchObject({ ok: false });
    // No frame figure on a side (under five frames): no frame-time row rather than a made-up one.
    expect(largeGraphRatios({ ...result, plain: [run({ frame: null })] }).map((row) => row.measure)).toEqual(['first frame']);

    const { figures, ratios } = largeGraphTables([result]);
    expect(figures).toMatch(/1,000 +playground +200 \/ 984 +12 ms +500 ms +32 ms +45 ms +800 it\/s +734×560/);
    expect(ratios).toMatch(/1,000 edges: frame time ÷ plain sigma +≤ 1\.05× +1\.05× \(32 ms \/ 30 ms\) +ok/);
    expect(ratios).toMatch(/1,000 edges: first frame ÷ plain sigma +– +1\.00× \(500 ms \/ 500 ms\)$/m);
    expect(largeGraphTables([{ ...result, sameGraph: false }]).figures).toContain('(DIFFERENT GRAPH)');
  });
});
