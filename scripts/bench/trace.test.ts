import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { blockingContributors, codeAt, scriptName, type TraceEvent } from './trace';

const page = { pid: 2, tid: 2 };
const meta = (pid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: { name } });
const task = (ts: number, ms: number, thread = page): TraceEvent => ({ name: 'RunTask', ph: 'X', ...thread, ts, dur: ms * 1000 });
const frame = (id: number, functionName: string, url: string, parent?: number) => ({
  id,
  parent,
  callFrame: { functionName, url, lineNumber: 0, columnNumber: id },
});

/** A page thread with one profile: nodes 1 root, 2 hydrate (main.js), 3 appendChild (native, called by 2), 4 (program), 5 search (search.js). */
function trace(samples: number[], deltasUs: number[], tasks: TraceEvent[], extra: TraceEvent[] = []): TraceEvent[] {
  return [
    meta(1, 'CrRendererMain'),
    meta(2, 'CrRendererMain'),
    // Another renderer (e.g. Chromium's own UI), less busy than the page.
    task(0, 5, { pid: 1, tid: 1 }),
    ...tasks,
    { name: 'Profile', ph: 'P', ...page, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    // Another process's profile with the same id must not mix in.
    { name: 'Profile', ph: 'P', pid: 1, tid: 1, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: 1,
      tid: 1,
      ts: 0,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: [frame(9, 'other', 'https://x/other.js')], samples: [9] }, timeDeltas: [1] } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ...page,
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, '(root)', ''),
              frame(2, 'hydrate', `http://127.0.0.1${site.baseUrl}assets/js/main.abc.js?v=1`, 1),
              frame(3, 'appendChild', '', 2),
              frame(4, '(program)', '', 1),
              frame(5, 'search', 'http://127.0.0.1/assets/js/search.js', 1),
            ],
            samples,
          },
          timeDeltas: deltasUs,
        },
      },
    },
    ...extra,
  ];
}

describe('blocking time by script and function', () => {
  it('names scripts by file name', () => {
    expect(scriptName(`http://127.0.0.1${site.baseUrl}assets/js/main.abc.js?v=1`)).toBe('main.abc.js');
    expect(scriptName('')).toBe('');
  });

  it('quotes the code where a function starts, to tell whose it is in a minified script', () => {
    expect(codeAt('x\nvar a=1;function l$(e,t){var n=e.tag;\n}', 2, 9, 16)).toBe('function l$(e,t)');
    const [first] = blockingContributors(trace([2], [0], [task(0, 30)])).contributors;
    expect(first).toMatchObject({ script: 'main.abc.js', line: 1, column: 3 });
  });

  it('counts only the page thread’s tasks over 50 ms once slowed down, and shares each one’s excess by sample time', () => {
    // Task of 30 ms (×4 = 120 ms: 70 ms blocking), sampled at 0, 10, 20 ms: hydrate, appendChild, search.
    // A 10 ms task (×4 = 40 ms) blocks nothing.
    const result = blockingContributors(trace([2, 3, 5], [0, 10_000, 10_000], [task(0, 30), task(40_000, 10)]));
    expect(result.longTasks).toBe(1);
    expect(result.totalMs).toBeCloseTo(70);
    expect(result.contributors.map((c) => [c.script, c.function, Math.round(c.ms * 100) / 100])).toEqual([
      ['main.abc.js', 'hydrate:1:3', 23.33],
      ['main.abc.js', 'hydrate:1:3 → appendChild', 23.33],
      ['search.js', 'search:1:6', 23.33],
    ]);
  });

  it('uses Lighthouse’s own figures unslowed when asked, and names the browser’s work from the trace', () => {
    // 100 ms task: 50 ms blocking. First half JS, second half (program) during a Layout slice.
    const layout: TraceEvent = { name: 'Layout', ph: 'X', ...page, ts: 50_000, dur: 50_000 };
    const result = blockingContributors(trace([2, 4], [0, 50_000], [task(0, 100)], [layout]), 10, 1);
    expect(result.contributors.map((c) => [c.function, c.ms])).toEqual([
      ['hydrate:1:3', 25],
      ['browser: Layout', 25],
    ]);
  });

  it('leaves the sampler’s own start-up out of the task it ran in', () => {
    // 100 ms task, of which 60 ms starting the profiler: 40 ms of the page's, under 50 ms, no blocking time.
    const start: TraceEvent = { name: 'CpuProfiler::StartProfiling', ph: 'X', ...page, ts: 0, dur: 60_000 };
    expect(blockingContributors(trace([2], [70_000], [task(0, 100)], [start]), 10, 1)).toMatchObject({
      totalMs: 0,
      longTasks: 0,
    });
    // With ×4: (100 − 60) × 4 = 160 ms, 110 ms blocking, all of it the JS sampled after the start-up.
    const slowed = blockingContributors(trace([4, 2], [0, 70_000], [task(0, 100)], [start]));
    expect(slowed.totalMs).toBeCloseTo(110);
    expect(slowed.contributors.map((c) => c.function)).toEqual(['hydrate:1:3']);
  });

  it('gives a long task the profiler missed to the browser work the trace shows in it', () => {
    const parse: TraceEvent = { name: 'ParseHTML', ph: 'X', ...page, ts: 1_000_000, dur: 80_000 };
    const result = blockingContributors(trace([2], [0], [task(0, 20), task(1_000_000, 100)], [parse]), 10, 1);
    expect(result.contributors.find((c) => c.function === 'browser: ParseHTML')?.ms).toBeCloseTo(40);
    expect(result.contributors.find((c) => c.function === 'browser: other')?.ms).toBeCloseTo(10);
  });
});
