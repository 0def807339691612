import { describe, expect, it } from 'vitest';
import { frameFigures, verdict } from './figures';
import { DEFAULT_SETTINGS } from './settings';

describe('frame figures', () => {
  it('median and p95 over the last five seconds only', () => {
    const samples = [
      ...Array.from({ length: 20 }, (_, i) => ({ at: i, ms: 500 })), // too old
      ...Array.from({ length: 100 }, (_, i) => ({ at: 10_000 + i, ms: i + 1 })),
    ];
    expect(frameFigures(samples, 10_100)).toEqual({ median: 51, p95: 96, count: 100 });
  });

  it('over the last five frames when fewer fell in the window (slow frames), and none under five', () => {
    const slow = Array.from({ length: 8 }, (_, i) => ({ at: i * 2000, ms: 1000 + i * 100 }));
    expect(frameFigures(slow, 14_000)).toEqual({ median: 1500, p95: 1700, count: 5 });
    // Long after: the last figures stay.
    expect(frameFigures(slow, 60_000)).toEqual({ median: 1500, p95: 1700, count: 5 });
    expect(frameFigures(slow.slice(0, 4), 6_000)).toBeNull();
  });

  it('says fluid, usable or heavy, with what would help', () => {
    expect(verdict({ median: 16, p95: 20, count: 50 }, DEFAULT_SETTINGS, false)).toEqual({ verdict: 'fluid', help: [] });
    expect(verdict({ median: 30, p95: 45, count: 50 }, DEFAULT_SETTINGS, false).verdict).toBe('usable');
    const heavy = verdict({ median: 90, p95: 120, count: 50 }, { ...DEFAULT_SETTINGS, edgeType: 'curved' }, true);
    expect(heavy).toEqual({
      verdict: 'heavy',
      help: [
        'stop the layout (it moves every node each iteration)',
        'turn on hideEdgesOnMove',
        'draw edges as lines (curves cost more per edge)',
      ],
    });
  });
});
