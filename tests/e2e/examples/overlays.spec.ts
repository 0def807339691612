import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, frame, locate, settled, type Spot, waitForGraph, zoomWheel } from '../../support/graph';

const NAME = 'overlays/TooltipAndMenu.tsx';

/** Node colours of the example (palette order in createTeam). */
const colors = { ada: '#e8590c', emma: '#f08c00' } as const;

async function spotOf(page: Page, node: keyof typeof colors): Promise<Spot> {
  const { spot } = await locate(frame(page, NAME), { spot: colors[node] });
  expect(spot.count, `pixels of ${node}`).toBeGreaterThan(50);
  return spot;
}

/** The box is centred over the node and sits just above its disc. */
async function expectAbove(box: Locator, node: Spot) {
  const bounds = (await box.boundingBox())!;
  expect(Math.abs(bounds.x + bounds.width / 2 - node.x), 'centred over the node').toBeLessThan(3);
  const radius = Math.sqrt(node.count / Math.PI);
  expect(bounds.y + bounds.height, 'above the node').toBeLessThan(node.y - radius + 2);
  expect(bounds.y + bounds.height, 'close to the node').toBeGreaterThan(node.y - radius - 20);
}

test.describe('overlays', () => {
  // One page visit: the first step leaves the pointer away from every node, as the second expects.
  test("hovering a node shows its tooltip; a right click opens the example's menu, whose pinned card follows its node", async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/guides/overlays`);
    await waitForGraph(page, NAME);
    await page.mouse.move(0, 0);

    await test.step('hovering a node shows its tooltip above it; leaving it hides the tooltip', async () => {
      const ada = await spotOf(page, 'ada');
      const tooltip = example(page, NAME).getByRole('tooltip');
      await expect(tooltip).toHaveCount(0);

      await page.mouse.move(ada.x, ada.y);
      await expect(tooltip).toContainText('Ada');
      await expect(tooltip).toContainText('Engineering lead, 3 links');
      await expectAbove(tooltip, ada);

      await page.mouse.move(ada.x, ada.y + 60, { steps: 4 });
      await expect(tooltip).toHaveCount(0);
    });

    await test.step("a right click opens the menu, not the browser's; a pinned card follows its node and lets the wheel through", async () => {
      await page.mouse.move(0, 0);
      const root = example(page, NAME);
      const ada = await spotOf(page, 'ada');
      // Whether the contextmenu events reached the page with their default (the browser's menu) cancelled.
      await page.evaluate(() => {
        const seen: boolean[] = [];
        (window as unknown as { contextMenus: boolean[] }).contextMenus = seen;
        document.addEventListener('contextmenu', (event) => seen.push(event.defaultPrevented));
      });

      await page.mouse.click(ada.x, ada.y, { button: 'right' });
      const menu = root.getByRole('menu', { name: 'Actions for Ada' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Pin this card' })).toBeFocused();
      const menuBox = (await menu.boundingBox())!;
      expect(Math.abs(menuBox.x - ada.x)).toBeLessThan(2);
      expect(Math.abs(menuBox.y - ada.y)).toBeLessThan(2);
      expect(await page.evaluate(() => (window as unknown as { contextMenus: boolean[] }).contextMenus)).toEqual([true]);

      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Centre on Ada' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await menu.getByRole('menuitem', { name: 'Pin this card' }).press('Enter');
      await expect(menu).toHaveCount(0);
      const card = root.getByRole('note');
      await expect(card).toContainText('Engineering lead, 3 links');
      await expectAbove(card, ada);

      // The wheel over the card zooms the graph: the card lets the pointer through to sigma.
      const before = (await card.boundingBox())!;
      await page.mouse.move(before.x + 10, before.y + before.height / 2);
      await zoomWheel(page, -400);
      await settled(page, NAME);
      const zoomed = await spotOf(page, 'ada');
      expect(zoomed.count, 'Ada is drawn bigger').toBeGreaterThan(ada.count * 1.3);
      expect(Math.hypot(zoomed.x - ada.x, zoomed.y - ada.y), 'Ada moved').toBeGreaterThan(10);
      await expectAbove(card, zoomed);

      // The background's own menu, opened away from every node.
      const graph = (await frame(page, NAME).boundingBox())!;
      await page.mouse.click(graph.x + 20, graph.y + 20, { button: 'right' });
      const graphMenu = root.getByRole('menu', { name: 'Graph actions' });
      await graphMenu.getByRole('menuitem', { name: 'Close all pinned cards' }).click();
      await expect(card).toHaveCount(0);
      await expect(graphMenu).toHaveCount(0);

      await page.mouse.click(graph.x + 20, graph.y + 20, { button: 'right' });
      await expect(graphMenu.getByRole('menuitem')).toHaveText(['Reset the camera']);
      await page.keyboard.press('Escape');
      await expect(graphMenu).toHaveCount(0);
    });
  });
});
