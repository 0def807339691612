import { describe, expect, it } from 'vitest';
import { createIdleQueue, type IdleDeadline } from './idleQueue';

function harness() {
  const ran: string[] = [];
  const periods: ((deadline: IdleDeadline) => void)[] = [];
  const enqueue = createIdleQueue(
    (key) => ran.push(key),
    (callback) => periods.push(callback),
  );
  /** Lets the next scheduled idle period happen, with `budgets` as successive `timeRemaining()` answers. */
  const idle = (budgets: number[], didTimeout = false) => {
    const callback = periods.shift();
    if (!callback) throw new Error('nothing scheduled');
    callback({ didTimeout, timeRemaining: () => budgets.shift() ?? 0 });
  };
  return { ran, periods, enqueue, idle };
}

describe('createIdleQueue', () => {
  it('runs nothing until the page is idle', () => {
    const { ran, periods, enqueue } = harness();
    enqueue('/docs/faq');
    expect(ran).toEqual([]);
    expect(periods).toHaveLength(1);
  });

  it('runs jobs while idle time lasts, then waits for another idle period', () => {
    const { ran, periods, enqueue, idle } = harness();
    for (const key of ['a', 'b', 'c', 'd']) enqueue(key);
    expect(periods).toHaveLength(1);
    idle([10, 8, 2]);
    expect(ran).toEqual(['a', 'b']);
    expect(periods).toHaveLength(1);
    idle([10, 10, 10]);
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    expect(periods).toHaveLength(0);
  });

  it('stops after a slice of a long idle period, so no task grows long', () => {
    const { ran, periods, enqueue, idle } = harness();
    for (const key of ['a', 'b', 'c', 'd']) enqueue(key);
    // 50 ms offered; the jobs take 5 ms each.
    idle([50, 45, 40, 35, 30]);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(periods).toHaveLength(1);
  });

  it('runs one job per period that only came because it timed out', () => {
    const { ran, enqueue, idle } = harness();
    enqueue('a');
    enqueue('b');
    idle([50], true);
    expect(ran).toEqual(['a']);
    idle([50], true);
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs each key once, however often it is queued', () => {
    const { ran, periods, enqueue, idle } = harness();
    enqueue('a');
    enqueue('a');
    idle([10, 10]);
    enqueue('a');
    expect(ran).toEqual(['a']);
    expect(periods).toHaveLength(0);
  });
});
