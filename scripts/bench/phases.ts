/**
 * The bench's phases (build, baseline, page weight…), each run on its own: a phase that throws is
 * recorded as failed with its reason, and the bench goes on with the next one, so a failure costs
 * its own figures and no more. Unit-tested in phases.test.ts.
 */

export interface PhaseOutcome {
  phase: string;
  state: 'done' | 'failed' | 'skipped';
  seconds: number;
  /** A failed phase's: the first line of its error's message; a skipped one's: the flag that skipped it. */
  reason?: string;
}

/** Set to a phase's name, it makes that phase fail at its start: to see how the report shows a failure. */
export const FAIL_PHASE_ENV = 'BENCH_FAIL_PHASE';

/** The first line of an error's message (Playwright's add a call log below it). */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'no message'
  );
}

export class PhaseRunner {
  readonly outcomes: PhaseOutcome[] = [];

  constructor(
    private readonly options: {
      /** Where a failure's whole error goes (its stack, Playwright's call log). */
      report: (phase: string, error: unknown) => void;
      /** The phase to fail on purpose (FAIL_PHASE_ENV). */
      fail?: string;
    },
  ) {}

  /** Runs `body` as the phase `phase`, unless `skippedBy` names a flag: its value, or undefined. */
  async run<T>(phase: string, body: () => Promise<T>, skippedBy: string | null = null): Promise<T | undefined> {
    if (skippedBy) {
      this.outcomes.push({ phase, state: 'skipped', seconds: 0, reason: skippedBy });
      return undefined;
    }
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      if (this.options.fail === phase) throw new Error(`made to fail by ${FAIL_PHASE_ENV}`);
      const value = await body();
      this.outcomes.push({ phase, state: 'done', seconds: seconds() });
      return value;
    } catch (error) {
      this.options.report(phase, error);
      this.outcomes.push({ phase, state: 'failed', seconds: seconds(), reason: reasonOf(error) });
      return undefined;
    }
  }

  get failed(): PhaseOutcome[] {
    return this.outcomes.filter((outcome) => outcome.state === 'failed');
  }
}

/**
 * Something several phases use (a browser), started by the first that asks for it. If starting
 * it fails, every phase that asks fails with that reason. `close` stops it if it started; a phase
 * that asks after that starts it again.
 */
export function shared<T>(start: () => Promise<T>, stop: (value: T) => Promise<void>) {
  let started: Promise<T> | null = null;
  return {
    get: (): Promise<T> => (started ??= start()),
    close: async (): Promise<void> => {
      const closing = started;
      started = null;
      await closing?.then(stop, () => undefined);
    },
  };
}
