/** Reads the test reports `scripts/test.ts` sums into its last line. */

export interface Totals {
  passed: number;
  failed: number;
}

/** Vitest's JSON report. */
export function vitestTotals(report: unknown): Totals {
  const counts = report as { numPassedTests?: number; numFailedTests?: number } | null;
  return { passed: counts?.numPassedTests ?? 0, failed: counts?.numFailedTests ?? 0 };
}

interface PlaywrightSuite {
  specs?: { tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/**
 * Playwright's JSON report, per project (chromium, firefox). A flaky test
 * (one that passed only on a retry) counts as failed; a skipped one as neither.
 */
export function playwrightTotals(report: unknown): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const { projectName, status } of spec.tests) {
        const entry = totals.get(projectName) ?? { passed: 0, failed: 0 };
        if (status === 'expected') entry.passed++;
        else if (status === 'unexpected' || status === 'flaky') entry.failed++;
        totals.set(projectName, entry);
      }
    }
    suite.suites?.forEach(visit);
  };
  (report as { suites?: PlaywrightSuite[] } | null)?.suites?.forEach(visit);
  return totals;
}

/** The sum of several totals. */
export function sum(totals: Iterable<Totals>): Totals {
  let passed = 0;
  let failed = 0;
  for (const entry of totals) {
    passed += entry.passed;
    failed += entry.failed;
  }
  return { passed, failed };
}

/**
 * The per-suite line `npm test` prints before its total: the unit tests, then each browser
 * project in `projects` order, with why a project did not run (`notRun`: project → reason).
 */
export function summaryLine(
  unit: Totals,
  browsers: ReadonlyMap<string, Totals>,
  projects: readonly string[],
  notRun: Readonly<Record<string, string>> = {},
): string {
  const parts = [`unit: ${unit.passed} passed, ${unit.failed} failed`];
  for (const project of projects) {
    const { passed, failed } = browsers.get(project) ?? { passed: 0, failed: 0 };
    const reason = notRun[project];
    parts.push(`${project}: ${passed} passed, ${failed} failed${reason ? ` (${reason}: not run)` : ''}`);
  }
  return parts.join('; ');
}
