import fs from 'node:fs';
import { mainThread, profileSamples, type TraceEvent } from './trace';
const t = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')).traceEvents as TraceEvent[];
const th = mainThread(t)!;
const { nodes, samples } = profileSamples(t, th);
const slices = t.filter((e) => e.ph === 'X' && e.pid === th.pid && e.tid === th.tid && e.name !== 'RunTask' && (e.dur ?? 0) > 0);
const counts = new Map<string, number>();
for (let i = 0; i < samples.length; i++) {
  const n = nodes.get(samples[i]!.node);
  if (n?.callFrame.functionName !== 'appendChild') continue;
  const us = (samples[i + 1]?.ts ?? samples[i]!.ts) - samples[i]!.ts;
  const inner = slices
    .filter((s) => s.ts <= samples[i]!.ts && samples[i]!.ts < s.ts + s.dur!)
    .map((s) => s.name)
    .join(' > ');
  counts.set(inner, (counts.get(inner) ?? 0) + us);
}
console.log(
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([k, v]) => `${Math.round(v / 1000)} ms\t${k}`)
    .join('\n'),
);
