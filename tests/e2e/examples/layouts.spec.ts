import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { difference, example, picture, settled, waitForGraph } from '../../support/graph';

const SWITCHER = 'layouts/LayoutSwitcher.tsx';
const CONTROLS = 'layouts/LayoutControls.tsx';

/** Waits until the picture differs from `from` by more than `threshold` and returns the new picture. */
async function changedFrom(page: Page, name: string, from: PNG, mask: Locator[] = [], threshold = 0.002): Promise<PNG> {
  let current = from;
  await expect
    .poll(
      async () => {
        current = await picture(page, name, mask);
        return difference(from, current);
      },
      { message: `${name} changes` },
    )
    .toBeGreaterThan(threshold);
  return current;
}

test.describe('layouts: six layouts on one graph', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // A fake clock runs like the real one until a test pauses it; only the animation test needs one.
    if (testInfo.title.startsWith('animate')) await page.clock.install();
    await visit(page, `${BASE}docs/example/layouts`);
    await waitForGraph(page, SWITCHER);
  });

  const tools = (page: Page) => example(page, SWITCHER).getByRole('group', { name: 'Layout tools' });
  const status = (page: Page) => tools(page).getByRole('status');
  const choose = (page: Page, label: string) => tools(page).getByRole('combobox', { name: 'Layout' }).selectOption({ label });

  test('each one-shot layout redraws the graph in a new arrangement', async ({ page }) => {
    const mask = [tools(page)];
    let before = await settled(page, SWITCHER, mask);
    for (const layout of ['Random', 'Circular', 'Circle pack']) {
      await choose(page, layout);
      await tools(page).getByRole('button', { name: 'Assign' }).click();
      await expect(status(page)).toHaveText(`${layout}: positions assigned at once.`);
      const after = await settled(page, SWITCHER, mask);
      expect(difference(before, after), `${layout} moved the nodes`).toBeGreaterThan(0.01);
      before = after;
    }
  });

  test('animate glides to the very positions that assign jumps to', async ({ page }) => {
    const mask = [tools(page)];
    await choose(page, 'Circular');
    const start = await settled(page, SWITCHER, mask);

    await tools(page).getByRole('button', { name: 'Assign' }).click();
    const assigned = await settled(page, SWITCHER, mask);
    expect(difference(start, assigned)).toBeGreaterThan(0.01);

    await tools(page).getByRole('button', { name: 'Reset positions' }).click();
    expect(difference(start, await settled(page, SWITCHER, mask)), 'reset restores the seeded positions').toBe(0);

    // Hold the page's clock (animation frames included) to look at the animation 40% of the way through.
    // Jump a little ahead and stop there (a time already passed cannot be paused at on a busy machine).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await tools(page).getByRole('button', { name: 'Animate' }).click();
    await expect(status(page)).toHaveText('Circular: animating…');
    await page.clock.runFor(400);
    const midway = await picture(page, SWITCHER, mask);
    await page.clock.resume();
    await expect(status(page)).toHaveText('Circular: animation finished.');
    const animated = await settled(page, SWITCHER, mask);
    expect(difference(start, midway), 'the nodes have left their start…').toBeGreaterThan(0.005);
    expect(difference(midway, animated), '…and are not there yet').toBeGreaterThan(0.005);
    expect(difference(assigned, animated), 'same end positions').toBe(0);
  });

  for (const layout of ['Force', 'ForceAtlas2']) {
    test(`${layout}: Start keeps moving the nodes, Stop freezes them`, async ({ page }) => {
      const mask = [tools(page)];
      await choose(page, layout);
      await expect(status(page)).toHaveText(`${layout}: stopped`);
      const before = await settled(page, SWITCHER, mask);

      await tools(page).getByRole('button', { name: 'Start' }).click();
      await expect(status(page)).toHaveText(`${layout}: running`);
      const moved = await changedFrom(page, SWITCHER, before, mask);
      await changedFrom(page, SWITCHER, moved, mask); // …and still moving.

      await tools(page).getByRole('button', { name: 'Stop' }).click();
      await expect(status(page)).toHaveText(`${layout}: stopped`);
      const frozen = await settled(page, SWITCHER, mask);
      expect(difference(frozen, await picture(page, SWITCHER, mask))).toBe(0);
    });
  }

  test('Noverlap spreads overlapping nodes apart and stops by itself', async ({ page }) => {
    const mask = [tools(page)];
    await choose(page, 'Noverlap');
    const before = await settled(page, SWITCHER, mask);
    await tools(page).getByRole('button', { name: 'Start' }).click();
    // The whole test takes about 7 s on the shared 2-core machine.
    await expect(status(page)).toHaveText('Noverlap: stopped, no overlaps left', { timeout: 30_000 });
    expect(difference(before, await settled(page, SWITCHER, mask))).toBeGreaterThan(0.01);
  });

  test('switching layouts kills the running worker', async ({ page }) => {
    const mask = [tools(page)];
    await choose(page, 'ForceAtlas2');
    const before = await settled(page, SWITCHER, mask);
    await tools(page).getByRole('button', { name: 'Start' }).click();
    await expect(status(page)).toHaveText('ForceAtlas2: running');
    await changedFrom(page, SWITCHER, before, mask);

    await choose(page, 'Circular');
    await settled(page, SWITCHER, mask);
    await choose(page, 'ForceAtlas2');
    await expect(status(page)).toHaveText('ForceAtlas2: stopped');
  });
});

test.describe('layouts: ready-made layout buttons', () => {
  test('the ForceAtlas2 button starts the layout, then stops it', async ({ page }) => {
    await visit(page, `${BASE}docs/example/layouts`);
    await waitForGraph(page, CONTROLS);
    const root = example(page, CONTROLS);
    const before = await settled(page, CONTROLS);

    await root.getByRole('button', { name: 'Start ForceAtlas2', exact: true }).click();
    const stopButton = root.getByRole('button', { name: 'Stop ForceAtlas2', exact: true });
    await expect(stopButton).toHaveAttribute('title', 'Stop ForceAtlas2');
    const moved = await changedFrom(page, CONTROLS, before);
    await changedFrom(page, CONTROLS, moved);

    await stopButton.click();
    await expect(root.getByRole('button', { name: 'Start ForceAtlas2', exact: true })).toHaveAttribute(
      'title',
      'Start ForceAtlas2',
    );
    await settled(page, CONTROLS);
  });
});
