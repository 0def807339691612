import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from './fixtures';
import { difference, drawnPixels, waitForGraphIn } from './graph';

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

  test('the first load carries no graph code; the demo loads when scrolled to and works', async ({ page }) => {
    const graphCode = watchGraphCode(page);
    await visit(page, BASE);
    await page.waitForLoadState('networkidle');
    expect(graphCode, 'sigma code downloaded before the demo is in view').toEqual([]);
    const demo = page.getByTestId('home-demo');
    await expect(demo).toContainText('The demo loads when you scroll to it.');

    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByRole('status')).toHaveText('77 characters, 254 co-appearances');
    await waitForGraphIn(demo);
    expect(graphCode.length).toBeGreaterThan(0);

    // The minimap draws its own small copy of the graph.
    const minimap = demo.locator('.react-sigma-controls.bottom-right canvas').first();
    await expect.poll(async () => (await drawnPixels(minimap.locator('..'))).drawn).toBeGreaterThan(50);

    // Search a character: the camera flies to it.
    const before = await drawnPixels(demo);
    await demo.getByRole('combobox').click();
    await page.keyboard.type('Valjean');
    await expect(demo.getByRole('option').first()).toContainText('Valjean');
    await page.keyboard.press('Enter');
    await expect.poll(async () => difference(before.png, (await drawnPixels(demo)).png)).toBeGreaterThan(0.02);
  });
});
