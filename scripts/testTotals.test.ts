import { describe, expect, it } from 'vitest';
import { playwrightTotals, sum, summaryLine, vitestTotals } from './testTotals';

const test = (projectName: string, status: string) => ({ projectName, status });

describe('test totals', () => {
  it('counts Playwright tests per project, nested suites included', () => {
    const report = {
      suites: [
        {
          specs: [{ tests: [test('chromium', 'expected'), test('chromium', 'unexpected')] }],
          suites: [{ specs: [{ tests: [test('chromium', 'flaky'), test('chromium', 'skipped')] }] }],
        },
        {
          specs: [
            { tests: [test('firefox', 'expected')] },
            { tests: [test('firefox', 'expected'), test('firefox', 'unexpected')] },
          ],
        },
      ],
    };
    const totals = playwrightTotals(report);
    expect(totals.get('chromium')).toEqual({ passed: 1, failed: 2 });
    expect(totals.get('firefox')).toEqual({ passed: 2, failed: 1 });
    expect(sum(totals.values())).toEqual({ passed: 3, failed: 3 });
  });

  it('reads a missing or broken report as no tests', () => {
    expect(playwrightTotals(null).size).toBe(0);
    expect(playwrightTotals({ errors: ['config error'] }).size).toBe(0);
    expect(vitestTotals(null)).toEqual({ passed: 0, failed: 0 });
    expect(vitestTotals({ numPassedTests: 4, numFailedTests: 1 })).toEqual({ passed: 4, failed: 1 });
  });

  it('prints every browser project, webkit included, and says which did not run', () => {
    const browsers = playwrightTotals({
      suites: [{ specs: [{ tests: [test('chromium', 'expected'), test('webkit', 'expected'), test('webkit', 'unexpected')] }] }],
    });
    expect(
      summaryLine({ passed: 5, failed: 0 }, browsers, ['chromium', 'firefox', 'webkit'], { firefox: 'Firefox missing' }),
    ).toBe(
      'unit: 5 passed, 0 failed; chromium: 1 passed, 0 failed; firefox: 0 passed, 0 failed (Firefox missing: not run); ' +
        'webkit: 1 passed, 1 failed',
    );
  });
});
