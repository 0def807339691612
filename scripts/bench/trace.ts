/**
 * Where a page's blocking time goes, from a Chromium performance trace with
 * V8's sampling profiler on (Lighthouse's trace with the
 * `disabled-by-default-v8.cpu_profiler` category added). Pure, unit-tested in
 * trace.test.ts.
 *
 * Blocking time is Lighthouse's: the part of each main-thread task beyond
 * 50 ms, once the task is slowed down as Lighthouse's simulation slows it
 * (its CPU multiplier, 4: a 20 ms task on this machine counts as 80 ms, so
 * 30 ms of blocking time). The trace itself is unthrottled. Each long task's blocking time is shared among the samples taken
 * during it, in proportion to the time each sample stands for, and a sample
 * counts for the function running at that moment (self time) with its
 * script. A native function (no script) counts for the nearest caller that has
 * one, so `appendChild` shows as the React code that called it. Time where
 * no script runs (V8's `(program)`, or a long task without samples) is the
 * browser's own work, named after the innermost trace event running then
 * (`ParseHTML`, `UpdateLayoutTree`, `Layout`, `v8.compile`…).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

export interface Contributor {
  script: string;
  function: string;
  /** Where the function starts in its script, 1-based (minified code: line 1, a large column). */
  line?: number;
  column?: number;
  /** Blocking time attributed to it, ms. */
  ms: number;
}

export interface BlockingBreakdown {
  /** Sum of the long tasks' time beyond 50 ms, ms. */
  totalMs: number;
  longTasks: number;
  contributors: Contributor[];
}

const LONG_TASK_US = 50_000;
/** What a moment without JS running is named after: the innermost trace event then, e.g. `browser: Layout`. */
const browserWork = (event: string | undefined) => `browser: ${event ?? 'other'}`;
const PROFILER_START = 'CpuProfiler::StartProfiling';
const special = new Set(['(program)', '(garbage collector)', '(idle)', '(root)']);

/** The renderer main thread that ran the most task time: the page's. */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const renderers = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && event.ph === 'X' && renderers.has(key))
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const [best] = [...busy].sort((a, b) => b[1] - a[1]);
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** The samples of the V8 profile recorded on one thread: when each was taken and the node running then. */
export function profileSamples(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): { nodes: Map<number, ProfileNode>; samples: { ts: number; node: number }[] } {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // A chunk's id ties it to its Profile event; ids restart at 0x1 in each process.
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid && event.id) {
      const data = event.args?.data as { startTime?: number } | undefined;
      profiles.set(`${event.pid}:${event.id}`, data?.startTime ?? event.ts);
    }
  }
  const clock = new Map(profiles);
  for (const event of events) {
    const key = `${event.pid}:${event.id}`;
    if (event.name !== 'ProfileChunk' || !event.id || !clock.has(key)) continue;
    const data = event.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let ts = clock.get(key)!;
    for (let index = 0; index < ids.length; index++) {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: ids[index]! });
    }
    clock.set(key, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** A script's URL shortened to its file name (chunk hashes kept: they tell chunks apart). */
export function scriptName(url: string): string {
  if (!url) return '';
  const clean = url.split(/[?#]/)[0]!;
  return clean.slice(clean.lastIndexOf('/') + 1) || clean;
}

function attribute(nodes: Map<number, ProfileNode>, id: number): Omit<Contributor, 'ms'> {
  let node = nodes.get(id);
  const leaf = node;
  if (!node) return { script: '', function: '(unknown)' };
  if (special.has(node.callFrame.functionName)) return { script: '', function: node.callFrame.functionName };
  while (node && !node.callFrame.url) node = node.parent === undefined ? undefined : nodes.get(node.parent);
  if (!node) return { script: '', function: leaf!.callFrame.functionName || '(anonymous)' };
  const frame = node.callFrame;
  const where = frame.lineNumber === undefined ? '' : `:${frame.lineNumber + 1}:${(frame.columnNumber ?? 0) + 1}`;
  const native = node === leaf ? '' : ` → ${leaf!.callFrame.functionName || '(native)'}`;
  return {
    script: scriptName(frame.url),
    function: `${frame.functionName || '(anonymous)'}${where}${native}`,
    ...(frame.lineNumber === undefined ? {} : { line: frame.lineNumber + 1, column: (frame.columnNumber ?? 0) + 1 }),
  };
}

/**
 * The top `limit` contributors to blocking time on the page's main thread,
 * tasks slowed down `slowdown` times (Lighthouse's default CPU multiplier).
 */
export function blockingContributors(events: readonly TraceEvent[], limit = 10, slowdown = 4): BlockingBreakdown {
  const thread = mainThread(events);
  if (!thread) return { totalMs: 0, longTasks: 0, contributors: [] };
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        (event.dur ?? 0) * slowdown > LONG_TASK_US,
    )
    .sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = profileSamples(events, thread);
  // The trace's own slices inside tasks, outermost first (by start, longer first), to name the browser's work.
  const slices = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name !== 'RunTask' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        (event.dur ?? 0) > 0,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, Contributor>();
  const add = ({ script, function: fn, line, column }: Omit<Contributor, 'ms'>, ms: number) => {
    const key = `${script}\u0000${fn}`;
    const entry = totals.get(key) ?? { script, function: fn, ...(line === undefined ? {} : { line, column }), ms: 0 };
    entry.ms += ms;
    totals.set(key, entry);
  };
  let totalMs = 0;
  let longTasks = 0;
  let cursor = 0;
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + task.dur!;
    while (cursor < samples.length && samples[cursor]!.ts < start) cursor++;
    const inside = slices.filter((slice) => slice.ts >= start && slice.ts < end);
    // Starting the sampler is the trace's own cost, not the page's: left out of the task.
    const profilerStarts = inside.filter((slice) => slice.name === PROFILER_START);
    const overheadUs = profilerStarts.reduce((sum, slice) => sum + slice.dur!, 0);
    const inProfilerStart = (at: number) => profilerStarts.some((slice) => slice.ts <= at && at < slice.ts + slice.dur!);
    if ((task.dur! - overheadUs) * slowdown <= LONG_TASK_US) continue;
    const blockingMs = ((task.dur! - overheadUs) * slowdown - LONG_TASK_US) / 1000;
    totalMs += blockingMs;
    longTasks++;
    const innermost = (at: number) => {
      let found: TraceEvent | undefined;
      for (const slice of inside) if (slice.ts <= at && at < slice.ts + slice.dur!) found = slice;
      return found?.name;
    };
    const taskSamples: { ts: number; node: number | null }[] = [];
    for (let index = cursor; index < samples.length && samples[index]!.ts < end; index++) taskSamples.push(samples[index]!);
    // No sample (the profiler missed the task): the browser's work, read from the trace every 0.1 ms.
    if (taskSamples.length === 0) for (let at = start; at < end; at += 100) taskSamples.push({ ts: at, node: null });
    // Each sample stands for the time until the next one (or the task's end).
    const weights = new Map<string, { who: Omit<Contributor, 'ms'>; us: number }>();
    let sampled = 0;
    for (let index = 0; index < taskSamples.length; index++) {
      const sample = taskSamples[index]!;
      if (inProfilerStart(sample.ts)) continue;
      const us = Math.min(taskSamples[index + 1]?.ts ?? end, end) - sample.ts;
      const attributed = sample.node === null ? { script: '', function: '(program)' } : attribute(nodes, sample.node);
      const who = attributed.function === '(program)' ? { script: '', function: browserWork(innermost(sample.ts)) } : attributed;
      const key = `${who.script}\u0000${who.function}`;
      const entry = weights.get(key) ?? { who, us: 0 };
      entry.us += us;
      weights.set(key, entry);
      sampled += us;
    }
    for (const { who, us } of weights.values()) add(who, sampled > 0 ? (blockingMs * us) / sampled : 0);
  }
  const contributors = [...totals.values()].sort((a, b) => b.ms - a.ms).slice(0, limit);
  return { totalMs, longTasks, contributors };
}

/** The code at a 1-based line and column of a (minified) script, on one line: enough to tell React's internals from ours. */
export function codeAt(source: string, line: number, column: number, length = 60): string {
  const text = source.split('\n')[line - 1] ?? '';
  return text
    .slice(column - 1, column - 1 + length)
    .replace(/\s+/g, ' ')
    .trim();
}
