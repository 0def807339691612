import { PNG } from 'pngjs';

import { BASE, expect, switchMode, test, visit } from '../../support/fixtures';
import { difference, example, frame, picture, settled, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';

const CORNERS = 'controls/Corners.tsx';
const CUSTOM = 'controls/CustomControls.tsx';

/** Playwright paints masked areas in this colour. */
const isMask = (r: number, g: number, b: number) => r === 255 && g === 0 && b === 255;

/**
 * How far the drawn pixels lie from the centre of the frame, on average: it
 * grows when the graph is drawn bigger and shrinks when it is drawn smaller.
 */
function spread(png: PNG): number {
  const { data, width, height } = png;
  const background = [
    data[(height - 4) * width * 4 + 12]!,
    data[(height - 4) * width * 4 + 13]!,
    data[(height - 4) * width * 4 + 14]!,
  ];
  let sum = 0;
  let count = 0;
  for (let y = 3; y < height - 3; y++) {
    for (let x = 3; x < width - 3; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (isMask(r, g, b)) continue;
      if (Math.abs(r - background[0]!) + Math.abs(g - background[1]!) + Math.abs(b - background[2]!) <= 60) continue;
      sum += Math.hypot(x - width / 2, y - height / 2);
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** Pixels of a button far from its background (its most common colour): the icon's strokes. */
function iconPixels(png: PNG): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < png.data.length; i += 4) {
    const key = (png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const [r0, g0, b0] = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
  let strong = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const distance = Math.abs(png.data[i]! - r0) + Math.abs(png.data[i + 1]! - g0) + Math.abs(png.data[i + 2]! - b0);
    if (distance > 400) strong++;
  }
  return strong;
}

const CUSTOM_LABELS = [
  'Zoom in',
  'Zoom out',
  'Fit the whole graph',
  'Show the graph full screen',
  'Arrange the graph with ForceAtlas2',
];

// One page visit for both examples of the page; the steps leave each graph as they found it (zoom reset,
// layout stopped, full screen left).
test('controls: the built-in controls sit in the picked corner and zoom; the custom ones show our icons and labels, run the layout and go full screen', async ({
  page,
}) => {
  // Seven steps of about 2-8 s each on the shared 2-core machine.
  test.setTimeout(150_000);
  await visit(page, `${BASE}docs/example/controls`);
  await waitForGraph(page, CORNERS);
  await checksExample(page, CORNERS);
  const corners = example(page, CORNERS);

  await test.step('the container sits in the corner picked in the menu', async () => {
    const container = corners.locator('.react-sigma-controls');
    // The graph's box, under the line of the corner menu.
    const outer = (await frame(page, CORNERS).locator('.react-sigma').first().boundingBox())!;
    for (const corner of ['top-left', 'bottom-right', 'bottom-left', 'top-right']) {
      await corners.getByRole('combobox', { name: /Controls in the/ }).selectOption(corner);
      const [vertical, horizontal] = corner.split('-');
      await expect
        .poll(
          async () => {
            const box = (await container.boundingBox())!;
            // Gaps between the container and the graph's sides (react-sigma's margin is 5px).
            const gaps = {
              top: box.y - outer.y,
              bottom: outer.y + outer.height - (box.y + box.height),
              left: box.x - outer.x,
              right: outer.x + outer.width - (box.x + box.width),
            };
            return [gaps[vertical as 'top' | 'bottom'] <= 10, gaps[horizontal as 'left' | 'right'] <= 10];
          },
          { message: `controls in the ${corner} corner` },
        )
        .toEqual([true, true]);
    }
  });

  await test.step('zoom in draws the graph bigger, zoom out smaller, reset brings back the first view', async () => {
    // Leave the overlaid UI (the corner menu, the buttons and their hover state) out of the pictures.
    const mask = [corners.locator('.react-sigma-controls'), corners.locator('label')];
    const initial = await settled(page, CORNERS, mask);

    await corners.getByRole('button', { name: 'Zoom In' }).click();
    const zoomedIn = await settled(page, CORNERS, mask);
    expect(spread(zoomedIn)).toBeGreaterThan(spread(initial) * 1.2);

    // One step at a time, as a reader watching the graph would: a second click during
    // the first one's animation restarts it from wherever the camera is.
    await corners.getByRole('button', { name: 'Zoom Out' }).click();
    await settled(page, CORNERS, mask);
    await corners.getByRole('button', { name: 'Zoom Out' }).click();
    const zoomedOut = await settled(page, CORNERS, mask);
    expect(spread(zoomedOut)).toBeLessThan(spread(initial) * 0.85);

    await corners.getByRole('button', { name: 'See whole graph' }).click();
    const reset = await settled(page, CORNERS, mask);
    expect(difference(initial, reset)).toBeLessThan(0.001);
  });

  await waitForGraph(page, CUSTOM);
  await checksExample(page, CUSTOM);
  const custom = example(page, CUSTOM);

  await test.step('the labels name the buttons and show as their tooltips; the icons are ours', async () => {
    for (const label of CUSTOM_LABELS) {
      const button = custom.getByRole('button', { name: label, exact: true });
      await expect(button).toHaveAttribute('title', label);
      await expect(button.locator('svg[viewBox="0 0 24 24"]')).toHaveCount(1);
    }
  });

  await test.step('the layout button swaps its icon and label while the layout runs', async () => {
    const before = await settled(page, CUSTOM);
    await custom.getByRole('button', { name: 'Arrange the graph with ForceAtlas2' }).click();
    const stop = custom.getByRole('button', { name: 'Stop arranging the graph' });
    await expect(stop).toHaveAttribute('title', 'Stop arranging the graph');
    await expect.poll(async () => difference(before, await picture(page, CUSTOM))).toBeGreaterThan(0.002);
    await stop.click();
    await expect(custom.getByRole('button', { name: 'Arrange the graph with ForceAtlas2' })).toBeVisible();
    await settled(page, CUSTOM);
  });

  // Switched in place, as the system preference the site follows switches it.
  for (const theme of ['light', 'dark'] as const) {
    await test.step(`the custom icons contrast with the buttons in ${theme} mode`, async () => {
      await switchMode(page, theme);
      for (const name of CUSTOM_LABELS) {
        const png = PNG.sync.read(await custom.getByRole('button', { name }).screenshot());
        expect(iconPixels(png), `${name}: icon pixels far from the button's colour`).toBeGreaterThan(20);
      }
    });
  }

  await test.step('the full-screen button shows the graph full screen and back', async () => {
    await switchMode(page, 'light');
    const graph = custom.locator('.react-sigma');
    await custom.getByRole('button', { name: 'Show the graph full screen' }).click();
    await expect.poll(() => graph.evaluate((element) => document.fullscreenElement === element)).toBe(true);
    await expect(custom.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
    // The page's pitfall: the other graph's button flips too, though its graph did not move.
    await expect(corners.getByRole('button', { name: 'Exit fullscreen' })).toBeAttached();
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await graph.boundingBox())?.width).toBe(viewport.width);

    // A desktop browser resizes its window on entering full screen, and sigma redraws at the new size on
    // that resize event. Headless Chromium's window already has the page's size, so send the event here.
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    await expect.poll(async () => (await graph.locator('canvas').first().boundingBox())?.width).toBe(viewport.width);
    const screen = PNG.sync.read(await page.screenshot());
    const nearCorner = 4 * (viewport.width * 10 + 10);
    expect(
      [...screen.data.subarray(nearCorner, nearCorner + 3)],
      'the themed background (white in light mode), not black',
    ).toEqual([255, 255, 255]);

    await custom.getByRole('button', { name: 'Leave full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(custom.getByRole('button', { name: 'Show the graph full screen' })).toBeVisible();
    await expect(corners.getByRole('button', { name: 'Enter fullscreen' })).toBeAttached();
    await expect.poll(async () => (await graph.boundingBox())?.height).toBe(480);
  });
});
