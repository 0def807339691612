import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { difference, drawnPixels, example, waitForGraph, zoomWheel } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';

const CORNER = 'minimap/MiniMapCorner.tsx';
const OPTIONS = 'minimap/MiniMapOptions.tsx';

/** The minimap: the sigma container inside the example's controls. */
function miniMap(page: Page, name: string): Locator {
  return example(page, name).locator('.react-sigma-controls .react-sigma');
}

/** Waits until the minimap has drawn its nodes, and returns its screenshot. */
async function drawnMiniMap(page: Page, name: string) {
  await expect
    .poll(
      async () => {
        const { drawn, total } = await drawnPixels(miniMap(page, name));
        return drawn / total;
      },
      { message: `minimap of ${name} drawn` },
    )
    .toBeGreaterThan(0.1);
  return drawnPixels(miniMap(page, name));
}

test.describe('minimap', () => {
  // One page visit for both examples: each step zooms an example of its own, and sizes do not change with the zoom.
  test('each minimap draws the whole graph at its size, and its view rectangle follows the main camera', async ({ page }) => {
    await visit(page, `${BASE}docs/example/minimap`);

    await test.step('the minimap draws the whole graph, and its view rectangle follows the main camera', async () => {
      const target = await waitForGraph(page, CORNER);
      await checksExample(page, CORNER);
      const before = await drawnMiniMap(page, CORNER);

      // Zoom the main graph out with the wheel: the rectangle grows.
      await target.hover({ position: { x: 200, y: 200 } });
      await zoomWheel(page, 600);
      await expect
        .poll(async () => difference(before.png, (await drawnPixels(miniMap(page, CORNER))).png), { message: 'minimap changed' })
        // The view rectangle is a light tint with a 2 px frame (src/css/custom.css): moving it changes a few % of the map.
        .toBeGreaterThan(0.01);
    });

    await test.step('the zoom buttons move the rectangle of the second minimap too', async () => {
      await waitForGraph(page, OPTIONS);
      await checksExample(page, OPTIONS);
      const before = await drawnMiniMap(page, OPTIONS);
      await example(page, OPTIONS).getByRole('button', { name: 'Zoom in' }).press('Enter');
      await example(page, OPTIONS).getByRole('button', { name: 'Zoom in' }).press('Enter');
      await expect
        .poll(async () => difference(before.png, (await drawnPixels(miniMap(page, OPTIONS))).png), { message: 'minimap changed' })
        // The view rectangle is a light tint with a 2 px frame (src/css/custom.css): moving it changes a few % of the map.
        .toBeGreaterThan(0.01);
    });

    await test.step('width and height set the size of the minimap', async () => {
      // Both graphs were drawn in the steps before.
      const corner = await miniMap(page, CORNER).boundingBox();
      const options = await miniMap(page, OPTIONS).boundingBox();
      // width="180px" height="120px", then 224 px square (14rem: the graph is wider than 560 px).
      expect(corner).toMatchObject({ width: 180, height: 120 });
      expect(options).toMatchObject({ width: 224, height: 224 });
      // Its canvases follow the size they were given.
      const canvas = await miniMap(page, OPTIONS).locator('canvas').first().boundingBox();
      expect(canvas).toMatchObject({ width: 224, height: 224 });
    });
  });
});
