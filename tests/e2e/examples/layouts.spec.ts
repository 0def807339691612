import { PNG } from 'pngjs';
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { difference, example, picture, settled, waitForGraph } from '../../support/graph';
import { probeSigma } from '../../support/sigma';
import { checksExample } from '../../support/exampleChecks';

// Fakes the clock, which stays with a context: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

const SWITCHER = 'layouts/LayoutSwitcher.tsx';
const CONTROLS = 'layouts/LayoutControls.tsx';

/**
 * What sigma draws in `container` (a `.react-sigma` element): the pairs of nodes whose discs overlap
 * (centres from the display data, radii as sigma scales sizes to pixels), and pixels per graph unit.
 */
function drawn(container: Locator): Promise<{ overlaps: number; pixelsPerUnit: number }> {
  return container.evaluate((element) => {
    type Point = { x: number; y: number };
    const sigma = (window as unknown as { sigmaOf(element: Element): unknown }).sigmaOf(element) as {
      getGraph(): { nodes(): string[] };
      getNodeDisplayData(node: string): (Point & { size: number }) | undefined;
      framedGraphToViewport(point: Point): Point;
      graphToViewport(point: Point): Point;
      scaleSize(size: number): number;
    };
    const discs = sigma
      .getGraph()
      .nodes()
      .map((node) => {
        const data = sigma.getNodeDisplayData(node)!;
        return { ...sigma.framedGraphToViewport(data), radius: sigma.scaleSize(data.size) };
      });
    let overlaps = 0;
    for (let i = 0; i < discs.length; i++)
      for (let j = i + 1; j < discs.length; j++)
        if (Math.hypot(discs[i]!.x - discs[j]!.x, discs[i]!.y - discs[j]!.y) < discs[i]!.radius + discs[j]!.radius) overlaps++;
    const [a, b] = [sigma.graphToViewport({ x: 0, y: 0 }), sigma.graphToViewport({ x: 1, y: 0 })];
    return { overlaps, pixelsPerUnit: Math.hypot(b.x - a.x, b.y - a.y) };
  });
}

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

// One page visit for every layout: each step starts with "Reset positions", which puts the seeded
// positions back and mounts a fresh panel (its worker killed), so the steps do not lean on each other.
test('layouts: each of the six layouts moves the graph as its tools say, and the ready-made buttons start and stop ForceAtlas2', async ({
  page,
}) => {
  // Six steps of about 5-15 s each on the shared 2-core machine.
  test.setTimeout(180_000);
  // A fake clock runs like the real one until the animation step pauses it.
  await page.clock.install();
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/layouts`);
  await waitForGraph(page, SWITCHER);
  await checksExample(page, SWITCHER);

  const tools = example(page, SWITCHER).getByRole('group', { name: 'Layout tools' });
  const status = tools.getByRole('status');
  const mask = [tools];
  const choose = (label: string) => tools.getByRole('combobox', { name: 'Layout' }).selectOption({ label });
  const seeded = await settled(page, SWITCHER, mask);
  /** Back to the seeded positions, with `label` chosen; returns the still picture. */
  const fresh = async (label: string): Promise<PNG> => {
    await choose(label);
    await tools.getByRole('button', { name: 'Reset positions' }).click();
    const start = await settled(page, SWITCHER, mask);
    expect(difference(seeded, start), 'reset restores the seeded positions').toBe(0);
    return start;
  };

  await test.step('animate glides to the very positions that assign jumps to', async () => {
    const start = await fresh('Circular');
    await tools.getByRole('button', { name: 'Assign' }).click();
    const assigned = await settled(page, SWITCHER, mask);
    expect(difference(start, assigned)).toBeGreaterThan(0.01);
    await fresh('Circular');

    // Hold the page's clock (animation frames included) to look at the animation 40% of the way through.
    // Jump a little ahead and stop there (a time already passed cannot be paused at on a busy machine).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await tools.getByRole('button', { name: 'Animate' }).click();
    await expect(status).toHaveText('Circular: animating…');
    await page.clock.runFor(400);
    const midway = await picture(page, SWITCHER, mask);
    await page.clock.resume();
    await expect(status).toHaveText('Circular: animation finished.');
    const animated = await settled(page, SWITCHER, mask);
    expect(difference(start, midway), 'the nodes have left their start…').toBeGreaterThan(0.005);
    expect(difference(midway, animated), '…and are not there yet').toBeGreaterThan(0.005);
    expect(difference(assigned, animated), 'same end positions').toBe(0);
  });

  await test.step('each one-shot layout redraws the graph in a new arrangement', async () => {
    let before = await fresh('Random');
    for (const layout of ['Random', 'Circular', 'Circle pack']) {
      await choose(layout);
      await tools.getByRole('button', { name: 'Assign' }).click();
      await expect(status).toHaveText(`${layout}: positions assigned at once.`);
      const after = await settled(page, SWITCHER, mask);
      expect(difference(before, after), `${layout} moved the nodes`).toBeGreaterThan(0.01);
      before = after;
    }
  });

  for (const layout of ['Force', 'ForceAtlas2']) {
    await test.step(`${layout}: Start keeps moving the nodes, Stop freezes them`, async () => {
      const before = await fresh(layout);
      await expect(status).toHaveText(`${layout}: stopped`);
      await tools.getByRole('button', { name: 'Start' }).click();
      await expect(status).toHaveText(`${layout}: running`);
      const moved = await changedFrom(page, SWITCHER, before, mask);
      await changedFrom(page, SWITCHER, moved, mask); // …and still moving.

      await tools.getByRole('button', { name: 'Stop' }).click();
      await expect(status).toHaveText(`${layout}: stopped`);
      const frozen = await settled(page, SWITCHER, mask);
      expect(difference(frozen, await picture(page, SWITCHER, mask))).toBe(0);
    });
  }

  await test.step('Noverlap spreads overlapping nodes apart and stops by itself, with no drawn node overlapping another', async () => {
    const before = await fresh('Noverlap');
    const container = example(page, SWITCHER).locator('.react-sigma').first();
    expect((await drawn(container)).overlaps, 'the seeded graph has overlapping nodes').toBeGreaterThan(10);
    await tools.getByRole('button', { name: 'Start' }).click();
    // About 7 s on the shared 2-core machine.
    await expect(status).toHaveText('Noverlap: stopped, no drawn nodes overlap', { timeout: 30_000 });
    expect(difference(before, await settled(page, SWITCHER, mask))).toBeGreaterThan(0.01);
    const after = await drawn(container);
    expect(after.overlaps, 'pairs of drawn discs that overlap').toBe(0);
    // The module's comment: about 7 pixels per unit, so that ratio 0.2 makes noverlap's discs a little larger than drawn.
    expect(after.pixelsPerUnit).toBeGreaterThan(5);
    expect(after.pixelsPerUnit).toBeLessThan(9);
  });

  await test.step('switching layouts kills the running worker', async () => {
    const before = await fresh('ForceAtlas2');
    await tools.getByRole('button', { name: 'Start' }).click();
    await expect(status).toHaveText('ForceAtlas2: running');
    await changedFrom(page, SWITCHER, before, mask);

    await choose('Circular');
    await settled(page, SWITCHER, mask);
    await choose('ForceAtlas2');
    await expect(status).toHaveText('ForceAtlas2: stopped');
  });

  await test.step('the ready-made ForceAtlas2 button starts the layout, then stops it', async () => {
    await waitForGraph(page, CONTROLS);
    await checksExample(page, CONTROLS);
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
