/**
 * The order of `npm test`'s steps, as scripts/README.md tells it, is the order scripts/test.ts runs them: the
 * labels of its `run(…)` calls and of its side-by-side steps (`label: …`), read from its source in order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

/** The steps of test.ts in the order its code runs them; the apt installs (`install …`) are not steps of the suite. */
function stepLabels(source: string): string[] {
  const main = source.slice(source.indexOf('async function main()'));
  return [...main.matchAll(/\blabel: '([^']+)'|\brun\('([^']+)'/g)].map((match) => (match[1] ?? match[2])!);
}

describe('npm test, as scripts/README.md tells it', () => {
  const steps = stepLabels(read('test.ts'));

  it('test.ts runs typecheck, lint and the scaffold test side by side, then unit tests, build, browser tests', () => {
    expect(steps).toEqual(['typecheck', 'lint', 'scaffold test', 'unit tests', 'build', 'browser tests']);
  });

  it("the README's table row and its data flow name the steps in that order", () => {
    const readme = read('README.md');
    const row = readme.split('\n').find((line) => line.startsWith('| `test.ts`'))!;
    const positions = (text: string, names: string[]) => names.map((name) => text.indexOf(name));
    const inRow = positions(row, steps);
    expect(inRow.every((at) => at >= 0)).toBe(true);
    expect(inRow).toEqual([...inRow].sort((a, b) => a - b));
    const flow = readme.slice(readme.indexOf('- `npm test`:'), readme.indexOf('- `npm run bench`'));
    const commands = [
      '`tsc`',
      '`npm run lint`',
      'vitest.build.config.ts',
      '`vitest` (unit)',
      '`docusaurus build`',
      '`playwright test`',
    ];
    const inFlow = positions(flow, commands);
    expect(inFlow.every((at) => at >= 0)).toBe(true);
    expect(inFlow).toEqual([...inFlow].sort((a, b) => a - b));
  });
});
