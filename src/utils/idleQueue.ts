/** What `requestIdleCallback` hands its callback (a subset, so tests can fake it). */
export interface IdleDeadline {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Below this many milliseconds of idle time left, the queue waits for the next idle period. */
export const MIN_IDLE_MS = 4;

/**
 * Jobs stop once a period has used this much of its time, even when the browser
 * offers more (up to 50 ms): under a 4× CPU slowdown, one prefetch takes 3–10 ms.
 */
export const SLICE_MS = 12;

/**
 * Runs queued jobs in idle periods, each job once per distinct key, stopping
 * when the period runs out or after `SLICE_MS`. A period that only came because its timeout
 * expired runs a single job, so a busy page still gets through the queue
 * without one long task.
 */
export function createIdleQueue(run: (key: string) => void, schedule: ScheduleIdle): (key: string) => void {
  const queued = new Set<string>();
  const pending: string[] = [];
  let scheduled = false;

  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    const start = deadline.timeRemaining();
    for (;;) {
      const key = pending.shift();
      if (key === undefined) return;
      run(key);
      if (deadline.didTimeout) break;
      const left = deadline.timeRemaining();
      if (left < MIN_IDLE_MS || start - left >= SLICE_MS) break;
    }
    if (pending.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return (key) => {
    if (queued.has(key)) return;
    queued.add(key);
    pending.push(key);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
  };
}
