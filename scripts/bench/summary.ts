/**
 * The end of the bench's report: how each phase went, and the budget table, with a row for each
 * failed phase (its budgets are missing, not met). Printed, and written beside bench.json as
 * Markdown. Unit-tested in summary.test.ts.
 */
import type { Budget } from './budgets';
import type { PhaseOutcome } from './phases';
import { limits } from './ratios';
import { table } from './stats';

export const budgetsTitle =
  `Budgets (ratios: ours / the baseline's, median of the rounds' ratios; TBT ≤ ${limits.tbt}×, ` +
  `JS ≤ ${limits.js}×, first graph frame ≤ ${limits.firstGraphFrame}×)`;

/** One row per phase: done, failed (and why) or skipped (and by which flag), and how long it took. */
export function phasesTable(outcomes: readonly PhaseOutcome[]): string {
  return table(
    ['phase', 'result', 'time'],
    outcomes.map((outcome) => [
      outcome.phase,
      outcome.state === 'done' ? 'done' : `${outcome.state}: ${outcome.reason}`,
      outcome.state === 'skipped' ? '' : `${outcome.seconds.toFixed(1)} s`,
    ]),
  );
}

/** The budgets, then one row per failed phase: "failed: <reason>", marked FAILED. */
export function budgetTable(budgets: readonly Budget[], outcomes: readonly PhaseOutcome[]): string {
  return table(
    ['measure', 'budget', 'value', ''],
    [
      ...budgets.map((b) => [b.measure, b.budget, b.value, b.ok ? 'ok' : 'MISSED']),
      ...outcomes
        .filter((outcome) => outcome.state === 'failed')
        .map((outcome) => [outcome.phase, '–', `failed: ${outcome.reason}`, 'FAILED']),
    ],
  );
}

/** What a run's table file says about the run itself, above the tables. */
export interface RunFacts {
  date: string;
  /** The bench's arguments, as typed. */
  argv: readonly string[];
  commit: string;
  cpus: number;
  loadAtStart: readonly number[];
  loadAtEnd: readonly number[];
  /** Lighthouse's CPU index over the run's Lighthouse runs, when there were any. */
  cpuIndex: { min: number; max: number } | null;
}

/** The Markdown file of a run's phases and budgets (bench-results/bench.md by default). */
export function tableFile(facts: RunFacts, budgets: readonly Budget[], outcomes: readonly PhaseOutcome[]): string {
  const fence = (text: string) => `\`\`\`\n${text}\n\`\`\``;
  const command = ['npm run bench', ...(facts.argv.length ? ['--', ...facts.argv] : [])].join(' ');
  const cpuIndex = facts.cpuIndex ? `; Lighthouse's CPU index ${facts.cpuIndex.min}–${facts.cpuIndex.max}` : '';
  return [
    '# Bench: phases and budgets',
    '',
    `Written by \`${command}\` on ${facts.date}, at commit ${facts.commit}; ${facts.cpus} CPUs, ` +
      `load average ${facts.loadAtStart.join(' / ')} at the start and ${facts.loadAtEnd.join(' / ')} at the end ` +
      `(1 / 5 / 15 min)${cpuIndex}. How to read it: scripts/bench/README.md.`,
    '',
    '## Phases',
    '',
    fence(phasesTable(outcomes)),
    '',
    `## ${budgetsTitle}`,
    '',
    fence(budgetTable(budgets, outcomes)),
    '',
  ].join('\n');
}
