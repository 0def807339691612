import fs from 'node:fs';
import { launchDebuggableChromium, traceWithLighthouse } from './lighthouse';
import { startRecordingServer } from './server';
import { blockingContributors, type TraceEvent } from './trace';
(async () => {
  const server = await startRecordingServer('/work/wt-bench/bench-results/baseline-build');
  const c = await launchDebuggableChromium();
  try {
    const t = await traceWithLighthouse(server.origin + '/react-sigma/docs/intro', c.port);
    fs.writeFileSync('/tmp/bare-docs-trace.json', JSON.stringify(t));
    const b = blockingContributors(t.traceEvents as TraceEvent[]);
    console.log(b.totalMs, b.longTasks);
    for (const x of b.contributors) console.log(Math.round(x.ms), x.script, x.function);
  } finally {
    await c.close();
    await server.close();
  }
})();
