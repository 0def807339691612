/** Small pure helpers of the benchmark (unit-tested in stats.test.ts). */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * What only sigma's or graphology's code contains: one of their errors being thrown
 * (`throw Error("Sigma: …")`, `throw new g(\`Graph.addNode: the…`), as it survives
 * minification. The messages alone are not enough: the error index page quotes them as text.
 */
const thrown = (message: string) =>
  new RegExp(`throw (?:new )?[\\w$.]*\\(\\s*["'\`]${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
export const graphCodeMarkers: Readonly<Record<'sigma' | 'graphology', readonly RegExp[]>> = {
  sigma: [thrown('Sigma: container should be an html element'), thrown('Sigma: could not find a suitable program')],
  graphology: [thrown('Graph.import: invalid serialized'), thrown('Graph.addNode: the')],
};

/** Which graph libraries a downloaded chunk contains, judged by its content rather than its name. */
export function graphLibrariesIn(source: string): ('sigma' | 'graphology')[] {
  return (Object.keys(graphCodeMarkers) as ('sigma' | 'graphology')[]).filter((library) =>
    graphCodeMarkers[library].some((marker) => marker.test(source)),
  );
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '–';
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(2)} MB`;
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  return ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** A plain-text table with columns padded to their widest cell; numbers-looking cells align right. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = (cell: string) => /^[-–<>≤≥+]?[\d.,]+( ?[a-zA-Z%]+)?$|^–$/.test(cell);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The figures GNU time's `-v` prints that the benchmark reads. */
export function parseGnuTime(output: string): { elapsedSeconds: number | null; maxRssKb: number | null } {
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
  const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(output);
  let elapsedSeconds: number | null = null;
  if (elapsed?.[1]) {
    elapsedSeconds = elapsed[1].split(':').reduce((total, part) => total * 60 + Number(part), 0);
  }
  return { elapsedSeconds, maxRssKb: rss?.[1] ? Number(rss[1]) : null };
}

/** Sum of the resident memory of `pid` and all its descendants, from /proc (Linux), in kB. */
export function treeRssKb(pid: number, processes: ReadonlyMap<number, { ppid: number; rssKb: number }>): number {
  let total = 0;
  const queue = [pid];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    total += processes.get(current)?.rssKb ?? 0;
    for (const [child, info] of processes) if (info.ppid === current) queue.push(child);
  }
  return total;
}
