import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { difference, drawnPixels, waitForGraphIn } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
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
    // The picture of the graph, drawn at build time, stands in for the demo.
    const poster = demo.locator('img');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
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
});
