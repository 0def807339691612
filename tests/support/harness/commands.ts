import { spawn } from 'node:child_process';

export interface CommandResult {
  ok: boolean;
  seconds: number;
  /** The command line and, when it failed, the end of what it printed. */
  report: string;
}

/** The end of a long output: what a failing install or build says last is what explains it. */
const REPORT_CHARS = 4_000;

/**
 * Runs commands at most `size` at a time (the machine's two cores), in the order they were asked
 * for, so that a test can queue the work of many projects and go on driving the browser.
 */
export class CommandPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  private async slot(): Promise<() => void> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    return () => {
      this.running--;
      this.waiting.shift()?.();
    };
  }

  async run(cwd: string, command: string, args: string[], env: Record<string, string> = {}): Promise<CommandResult> {
    const release = await this.slot();
    const line = `${command} ${args.join(' ')} (in ${cwd})`;
    const started = Date.now();
    try {
      return await new Promise<CommandResult>((resolve) => {
        const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const keep = (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-REPORT_CHARS);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        const done = (ok: boolean, why: string) =>
          resolve({ ok, seconds: (Date.now() - started) / 1000, report: ok ? line : `${line} ${why}:\n${output}` });
        child.on('error', (error) => done(false, `could not start: ${error.message}`));
        child.on('close', (code, signal) => done(code === 0, `exited with ${signal ?? code}`));
      });
    } finally {
      release();
    }
  }
}
