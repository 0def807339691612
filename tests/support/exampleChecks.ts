import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { example, frame } from './graph';
import { LOAD_TIMEOUT } from './limits';
import { siteDir } from './paths';

/**
 * How a browser test says which live examples it checks. `config/rules/exampleCoverage.test.ts`
 * reads the calls of `checksExample` in the spec files, and names every module of src/examples/
 * that none of them declares: the list of what runs is the specs themselves, never a list kept
 * beside them.
 *
 * A declaration cannot claim an example that did not run: it fails unless the example's graph is
 * on the page, started, at the moment of the call. What the test then asserts is the spec's part:
 * at least one thing the example's page says it shows (a zoom button zooms, a layout moves the
 * nodes), not only that pixels were drawn.
 */

/** A live example's module as the page marks it: `load-graph/GraphProp.tsx`, `api-core/useCamera.tsx`. */
export type ExampleKey = `${string}/${string}.tsx`;

/**
 * Declares that the running test checks what its page says the live example `key` shows, and
 * returns the example's section. Call it once the test has brought the example's graph up (after
 * `waitForGraph`, or a click on Run): it scrolls nothing, so it changes nothing the test goes on to read.
 * Pass the key as a string the coverage rule can read: a literal, a `const`, or a parameter of a
 * function of the same spec that is called with one.
 */
export async function checksExample(page: Page, key: ExampleKey): Promise<Locator> {
  if (!fs.existsSync(path.join(siteDir, 'src/examples', key)))
    throw new Error(`checksExample: src/examples/${key} does not exist`);
  await expect(frame(page, key), `${key} runs on this page`).toHaveAttribute('data-state', 'ready', { timeout: LOAD_TIMEOUT });
  await expect(frame(page, key).locator('canvas').first(), `${key} has started its graph`).toBeAttached({
    timeout: LOAD_TIMEOUT,
  });
  test.info().annotations.push({ type: 'checks example', description: key });
  return example(page, key);
}
