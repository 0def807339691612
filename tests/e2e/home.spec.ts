import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { difference, drawnPixels, startDemo, waitForGraphIn } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { controlBoxes, drawnNodes, extent, overlap, posterNodes, targetSizes, type Box } from '../support/homeDemo';
import { cameraAtRest, cameraOf, graphOf, probeSigma } from '../support/sigma';

// Watches what the home page downloads: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

/** Collects the JavaScript the page downloads that contains sigma's WebGL code. */
function watchGraphCode(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('WebGL2RenderingContext')) found.push(response.url());
  });
  return found;
}

test.describe('home page', () => {
  // A laptop screen: the demo starts below the fold.
  test.use({ viewport: { width: 1280, height: 640 } });

  test('hero, the three layers and links into the docs', async ({ page }) => {
    await visit(page, BASE);
    await expect(page.locator('h1')).toHaveText('React Sigma');
    await expect(page.getByRole('heading', { level: 2, name: 'Three layers, one job each' })).toBeVisible();
    for (const layer of ['graphology', 'sigma.js', 'react-sigma']) {
      await expect(page.getByRole('heading', { level: 3, name: layer })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page.locator('h1')).toHaveText('Introduction');
  });

  // One visit: the demo starts once per page, and this is the first start, with the keyboard.
  test('the page carries no graph code until the reader starts the demo, from the keyboard, which keeps focus inside it; the demo then works', async ({
    page,
  }) => {
    const graphCode = watchGraphCode(page);
    await probeSigma(page);
    await visit(page, BASE);
    const demo = page.getByTestId('home-demo');
    await demo.scrollIntoViewIfNeeded();
    // The picture of the graph, drawn at build time, stands in for the demo: the wide screen's one, as tall as the graph's area.
    const poster = demo.locator('img');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalHeight])).toEqual([
      `${BASE}data/les-miserables.svg`,
      518,
    ]);
    await page.waitForLoadState('networkidle');
    expect(graphCode, 'sigma code downloaded before the demo was started').toEqual([]);
    await expect(demo.locator('canvas')).toHaveCount(0);

    const start = demo.getByRole('button', { name: 'Start the live demo' });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('status')).toHaveText('77 characters, 254 co-appearances', { timeout: LOAD_TIMEOUT });
    await expect(demo).toBeFocused();
    // The next Tab lands on the demo's first control, the search box.
    await page.keyboard.press('Tab');
    await expect(demo.getByRole('combobox')).toBeFocused();
    await waitForGraphIn(demo);
    // Each response is read before it is counted: wait for the count.
    await expect.poll(() => graphCode.length).toBeGreaterThan(0);

    // The minimap draws its own small copy of the graph.
    const minimap = demo.locator('.react-sigma-controls.bottom-right canvas').first();
    await expect.poll(async () => (await drawnPixels(minimap.locator('..'))).drawn).toBeGreaterThan(50);

    // Search a character: the camera flies to it, and the picture follows.
    const sigma = demo.locator('.react-sigma').first();
    const valjean = Object.values((await graphOf(sigma)).nodes).find((node) => node.attributes.label === 'Valjean')!.display;
    const away = async () => {
      const camera = await cameraOf(sigma);
      return Math.hypot(camera.x - valjean.x, camera.y - valjean.y);
    };
    const [before, far] = [await drawnPixels(demo), await away()];
    await demo.getByRole('combobox').click();
    await page.keyboard.type('Valjean');
    await expect(demo.getByRole('option').first()).toContainText('Valjean');
    await page.keyboard.press('Enter');
    await expect.poll(() => cameraAtRest(sigma).then(async (rest) => rest && (await away()) < far / 10)).toBe(true);
    expect(difference(before.png, (await drawnPixels(demo)).png)).toBeGreaterThan(0.02);
  });

  // The same checks on a phone: tests/phone/home.spec.ts.
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height}, the picture draws the graph where the demo will, and no control covers a node or a label`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await probeSigma(page);
      await visit(page, BASE);
      const demo = page.getByTestId('home-demo');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('img')).toHaveJSProperty('complete', true);
      // Positions in the frame: the page may scroll between the picture and the graph.
      const inFrame = async (box: Box): Promise<Box> => {
        const frame = (await demo.boundingBox())!;
        return { left: box.left - frame.x, right: box.right - frame.x, top: box.top - frame.y, bottom: box.bottom - frame.y };
      };
      const pictured = await inFrame(extent(await posterNodes(demo)));

      await startDemo(page);
      await waitForGraphIn(demo);
      const nodes = await drawnNodes(demo.locator('.react-sigma').first());
      const drawn = await inFrame(
        extent(nodes.map(({ disc }) => ({ x: (disc.left + disc.right) / 2, y: (disc.top + disc.bottom) / 2 }))),
      );
      for (const side of ['left', 'top', 'right', 'bottom'] as const) {
        expect(Math.abs(pictured[side] - drawn[side]), `the picture's ${side} edge from the graph's`).toBeLessThanOrEqual(3);
      }

      // In the frame's corners, the controls and the caption miss every node and every label sigma draws.
      const controls = await controlBoxes(demo);
      expect(controls).toHaveLength(4);
      for (const { name, box } of controls) {
        const covered = nodes.filter(({ disc, labelBox }) => overlap(box, disc) || (labelBox && overlap(box, labelBox)));
        expect(
          covered.map(({ label, key }) => label ?? key),
          `nodes or labels under ${name}`,
        ).toEqual([]);
      }
      for (const target of await targetSizes(page.getByRole('region', { name: 'Try it: Les Misérables' }))) {
        expect(
          Math.min(target.width, target.height),
          `${target.name}: ${Math.round(target.width)} × ${Math.round(target.height)} px`,
        ).toBeGreaterThanOrEqual(24);
      }
    });
  }
});
