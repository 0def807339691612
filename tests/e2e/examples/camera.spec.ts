import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, waitForGraph, zoomWheel } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';

const SETTINGS = 'camera/CameraSettings.tsx';
const MOVES = 'camera/MoveCamera.tsx';
const SCROLL_PAST = 'camera/ScrollPast.tsx';

/** The camera ratio the example's status line shows. */
const ratioShown = (root: Locator) => root.getByRole('status').filter({ hasText: 'Camera ratio' });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The middle of the graph (its right part: the panel is on the left). */
async function middleOfGraph(root: Locator) {
  const box = (await root.locator('.sigma-container').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Clicks the graph, as a reader does to zoom it with the plain wheel: until then the wheel
 * scrolls the page past it (the frame's cooperative gestures, tests/e2e/gestures.spec.ts).
 * The graph keeps the wheel while the pointer stays in the frame, the panel included.
 */
async function giveGraphTheWheel(page: Page, root: Locator) {
  const { x, y } = await middleOfGraph(root);
  await page.mouse.click(x, y);
}

/** Turns the wheel once over the middle of the graph. */
async function wheelOverGraph(page: Page, root: Locator, deltaY: number) {
  const { x, y } = await middleOfGraph(root);
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, deltaY);
}

// One page visit for the page's three examples. The second step starts from the whole graph, as the
// first left its example zoomed in; the other steps each read an example of their own.
test('camera guide: the wheel and the buttons zoom as the settings say; CooperativeGestures lets the page scroll; a group fits the view', async ({
  page,
}) => {
  await visit(page, `${BASE}docs/guides/camera`);

  await test.step('the wheel zooms; with enableCameraZooming off it scrolls the page and the zoom buttons do nothing', async () => {
    await waitForGraph(page, SETTINGS);
    await checksExample(page, SETTINGS);
    const root = example(page, SETTINGS);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');
    await giveGraphTheWheel(page, root);
    const top = await scrollY(page);

    // One wheel step divides the ratio by zoomingRatio, 1.7.
    await wheelOverGraph(page, root, -100);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 0.59');
    expect(await scrollY(page), 'sigma kept the page still').toBe(top);
    await root.getByRole('button', { name: 'See the whole graph' }).click();
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');

    await root.getByRole('checkbox', { name: 'enableCameraZooming' }).uncheck();
    await wheelOverGraph(page, root, 100);
    await expect.poll(() => scrollY(page), { message: 'the page scrolls under the wheel' }).toBeGreaterThan(top);
    await root.getByRole('button', { name: 'Zoom in' }).click();

    // Zooming back on, one wheel step lands on 0.59 only if neither the wheel nor the button zoomed meanwhile.
    await root.getByRole('checkbox', { name: 'enableCameraZooming' }).check();
    await wheelOverGraph(page, root, -100);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 0.59');
  });

  await test.step('with the wheel cancelled alone, the buttons still zoom; at maxCameraRatio the wheel scrolls the page', async () => {
    const root = example(page, SETTINGS);
    // The step before left the camera zoomed in: back to the whole graph, where the original test started.
    await root.getByRole('button', { name: 'See the whole graph' }).click();
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');
    await giveGraphTheWheel(page, root);
    await root.getByRole('checkbox', { name: 'The wheel zooms' }).uncheck();
    const top = await scrollY(page);
    await wheelOverGraph(page, root, -100);
    // The button divides the ratio by 1.5: 0.67 only if the wheel step before it did nothing.
    await root.getByRole('button', { name: 'Zoom in' }).click();
    await expect(ratioShown(root)).toHaveText('Camera ratio: 0.67');
    expect(await scrollY(page), 'a cancelled wheel step does not scroll the page').toBe(top);

    await root.getByRole('checkbox', { name: 'The wheel zooms' }).check();
    await root.getByRole('checkbox', { name: 'minCameraRatio 0.25, maxCameraRatio 1' }).check();
    await root.getByRole('button', { name: 'See the whole graph' }).click();
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');
    await wheelOverGraph(page, root, 100);
    await expect.poll(() => scrollY(page), { message: 'past the bound, the page scrolls' }).toBeGreaterThan(top);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');
  });

  await test.step('with CooperativeGestures, the wheel scrolls the page and the example shows its hint; Ctrl + wheel zooms', async () => {
    await waitForGraph(page, SCROLL_PAST);
    await checksExample(page, SCROLL_PAST);
    const root = example(page, SCROLL_PAST);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');
    const top = await scrollY(page);
    await wheelOverGraph(page, root, 100);
    await expect.poll(() => scrollY(page), { message: 'the page scrolls by what the wheel asked' }).toBe(top + 100);
    await expect(root.getByRole('status').filter({ hasText: 'Use Ctrl + scroll to zoom' })).toBeVisible();
    // The frame leaves the example's graph to the example's own gestures: one hint, not two.
    await expect(root.getByTestId('gesture-hint')).toHaveText('');
    await expect(ratioShown(root)).toHaveText('Camera ratio: 1.00');

    const { x, y } = await middleOfGraph(root);
    await page.mouse.move(x, y);
    await zoomWheel(page, -100);
    await expect(ratioShown(root)).toHaveText('Camera ratio: 0.59');
    expect(await scrollY(page), 'the page stays').toBe(top + 100);
    // The hint goes after about 1.5 s.
    await expect(root.getByRole('status').filter({ hasText: 'Use Ctrl + scroll to zoom' })).toHaveCount(0, { timeout: 5_000 });
  });

  await test.step('fitting a group zooms on it; the whole graph comes back with every node in view', async () => {
    await waitForGraph(page, MOVES);
    await checksExample(page, MOVES);
    const status = example(page, MOVES).getByRole('status');
    await expect(status).toContainText('Ratio 1.00, 90 of 90 nodes in view.');

    await example(page, MOVES).getByRole('button', { name: 'Fit group 2' }).click();
    await expect
      .poll(
        async () => {
          const [, ratio, inView] = /Ratio ([\d.]+), (\d+) of 90/.exec((await status.textContent()) ?? '') ?? [];
          return Number(ratio) < 1 && Number(inView) < 90;
        },
        { message: 'closer, with fewer nodes in view' },
      )
      .toBe(true);

    await example(page, MOVES).getByRole('button', { name: 'See the whole graph' }).click();
    await expect(status).toContainText('Ratio 1.00, 90 of 90 nodes in view.');
  });
});
