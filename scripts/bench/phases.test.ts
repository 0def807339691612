import { describe, expect, it } from 'vitest';
import type { Budget } from './budgets';
import { FAIL_PHASE_ENV, PhaseRunner, reasonOf, shared } from './phases';
import { budgetTable, phasesTable, tableFile } from './summary';

const quietRunner = (fail?: string) => {
  const reported: string[] = [];
  const runner = new PhaseRunner({ report: (phase) => reported.push(phase), fail });
  return { runner, reported };
};

const budget: Budget = { measure: 'docs: TBT ÷ bare docs', budget: '≤ 1.2×', value: '0.46× (32 ms / 70 ms)', ok: true };

describe('bench phases', () => {
  it('goes on after a failed phase, keeping what each phase measured', async () => {
    const { runner, reported } = quietRunner();
    const measured: string[] = [];
    const weight = await runner.run('page weight', async () => {
      measured.push('home');
      return 42;
    });
    const large = await runner.run('large graphs', async () => {
      measured.push('1,000 edges');
      throw new Error('locator.click: Timeout 30000ms exceeded.\nCall log:\n  - waiting for getByRole(…)');
    });
    const search = await runner.run('search latency', async () => 'fast');
    expect([weight, large, search]).toEqual([42, undefined, 'fast']);
    expect(measured).toEqual(['home', '1,000 edges']);
    expect(reported).toEqual(['large graphs']);
    expect(runner.outcomes.map(({ phase, state, reason }) => ({ phase, state, reason }))).toEqual([
      { phase: 'page weight', state: 'done', reason: undefined },
      { phase: 'large graphs', state: 'failed', reason: 'locator.click: Timeout 30000ms exceeded.' },
      { phase: 'search latency', state: 'done', reason: undefined },
    ]);
    expect(runner.failed.map((outcome) => outcome.phase)).toEqual(['large graphs']);
  });

  it('records a skipped phase with its flag and does not run it', async () => {
    const { runner } = quietRunner();
    let ran = false;
    await runner.run('dev start-up', async () => (ran = true), '--skip-dev');
    expect(ran).toBe(false);
    expect(runner.outcomes).toEqual([{ phase: 'dev start-up', state: 'skipped', seconds: 0, reason: '--skip-dev' }]);
    expect(runner.failed).toEqual([]);
  });

  it(`fails the phase ${FAIL_PHASE_ENV} names, before its body runs`, async () => {
    const { runner } = quietRunner('baseline');
    let ran = false;
    await runner.run('baseline', async () => (ran = true));
    expect(ran).toBe(false);
    expect(runner.failed[0]).toMatchObject({ phase: 'baseline', reason: `made to fail by ${FAIL_PHASE_ENV}` });
  });

  it('reads the first line of any error', () => {
    expect(reasonOf(new Error('\n  first\nsecond'))).toBe('first');
    expect(reasonOf('plain text')).toBe('plain text');
    expect(reasonOf(new Error(''))).toBe('no message');
  });

  it('prints every phase, and each failed one as a row of the budget table', async () => {
    const { runner } = quietRunner();
    await runner.run('build', async () => undefined, '--skip-build');
    await runner.run('page weight', async () => undefined);
    await runner.run('large graphs', () => Promise.reject(new Error('no sigma canvas')));
    const phases = phasesTable(runner.outcomes);
    expect(phases).toMatch(/^build +skipped: --skip-build$/m);
    expect(phases).toMatch(/^page weight +done +\d+\.\d s$/m);
    expect(phases).toMatch(/^large graphs +failed: no sigma canvas +\d+\.\d s$/m);
    const budgets = budgetTable([budget], runner.outcomes);
    expect(budgets).toMatch(/^docs: TBT ÷ bare docs +≤ 1\.2× +0\.46× \(32 ms \/ 70 ms\) +ok$/m);
    expect(budgets).toMatch(/^large graphs +– +failed: no sigma canvas +FAILED$/m);
    expect(budgets).not.toMatch(/page weight|build/);
  });

  it('writes the table file with the run’s facts, the phases and the budgets', async () => {
    const { runner } = quietRunner();
    await runner.run('Lighthouse', () => Promise.reject(new Error('Chromium did not open its DevTools port')));
    const text = tableFile(
      {
        date: '2026-11-25T10:00:00.000Z',
        argv: ['--skip-build'],
        commit: 'abc1234',
        cpus: 2,
        loadAtStart: [0.3, 0.5, 0.6],
        loadAtEnd: [1, 0.8, 0.7],
        cpuIndex: null,
      },
      [budget],
      runner.outcomes,
    );
    expect(text).toContain('Written by `npm run bench -- --skip-build` on 2026-11-25T10:00:00.000Z, at commit abc1234');
    expect(text).toMatch(/## Phases\n\n```\nphase +result +time\n/);
    expect(text).toMatch(/^Lighthouse +– +failed: Chromium did not open its DevTools port +FAILED$/m);
  });
});

describe('a browser the phases share', () => {
  it('starts once, on first use, and stops only if it started', async () => {
    const events: string[] = [];
    const browser = shared(
      async () => (events.push('start'), 'browser'),
      async (value) => void events.push(`stop ${value}`),
    );
    await browser.close();
    expect(events).toEqual([]);
    expect(await browser.get()).toBe('browser');
    await browser.get();
    await browser.close();
    await browser.close();
    expect(events).toEqual(['start', 'stop browser']);
  });

  it('fails every phase that asks when it cannot start', async () => {
    const { runner } = quietRunner();
    const browser = shared(
      () => Promise.reject(new Error('Chromium is missing')),
      async () => undefined,
    );
    await runner.run('page weight', () => browser.get());
    await runner.run('search latency', () => browser.get());
    expect(runner.failed.map((outcome) => outcome.reason)).toEqual(['Chromium is missing', 'Chromium is missing']);
    await expect(browser.close()).resolves.toBeUndefined();
  });
});
