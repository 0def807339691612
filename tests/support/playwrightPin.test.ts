/**
 * Why Playwright is pinned to 1.59 (package.json: @playwright/test and playwright-core, exact).
 *
 * From 1.60 on, each try of an element assertion that does not hold yet (`toBeAttached`, `toBeVisible`,
 * `toHaveText`… while a page is still loading its graphs) makes the page build an ARIA snapshot for
 * the message the assertion would fail with: of the whole page when the element is not there yet. On
 * this site's pages, with their thousands of highlighted code tokens, one snapshot took 0.1–0.6 s of
 * the page's main thread, while it was starting its graphs (0.66 of the 1.78 s the page was busy starting
 * an example, in one profile), and 13 % of the time of the example pages' browser tests (146 s with 1.65, 127 s with 1.59,
 * two workers). 1.59 builds no snapshot until a test has failed (error-context.md keeps one).
 *
 * Upgrade Playwright only with a way around it, and measure it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from './paths';

const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Every file of the installed playwright-core's lib/ whose text holds `needle`. */
function filesHolding(needle: string): string[] {
  const lib = path.join(siteDir, 'node_modules/playwright-core/lib');
  return fs
    .readdirSync(lib, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, 'utf8').includes(needle))
    .map((file) => path.relative(siteDir, file));
}

describe('Playwright (pinned: see the comment at the top)', () => {
  it('is one version: the test runner, its core and the core axe drives', () => {
    const core = installed('playwright-core');
    expect({ test: installed('@playwright/test'), runner: installed('playwright') }).toEqual({ test: core, runner: core });
    // npm puts the one playwright-core at the top when nothing needs another: @axe-core/playwright uses it too.
    expect(fs.existsSync(path.join(siteDir, 'node_modules/@axe-core/playwright/node_modules/playwright-core'))).toBe(false);
  });

  it('builds no ARIA snapshot on each failed try of an assertion', () => {
    // The method 1.60–1.65 call on every try that does not match (injected script, `_ariaSnapshotForExpect`).
    const holding = filesHolding('ariaSnapshotForExpect');
    expect(
      holding,
      `playwright-core ${installed('playwright-core')} snapshots the page on every failed try of an element assertion ` +
        `(${holding.join(', ')}): the browser tests ran 13 % slower with it. Keep 1.59, or find a way around it ` +
        '(tests/support/playwrightPin.test.ts says why).',
    ).toEqual([]);
  });
});
