import type { Locator } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, drawnPixels, example, waitForGraph } from '../../support/graph';

const NAME = 'big-graphs/BigGraphs.tsx';
/** The edges' colour in light mode (graphColors in src/examples/_shared/theme.tsx). */
const EDGE = [0xad, 0xb5, 0xbd] as const;

async function edgePixels(graph: Locator): Promise<number> {
  const { png } = await drawnPixels(graph);
  return countColor(png, (r, g, b) => Math.abs(r - EDGE[0]) + Math.abs(g - EDGE[1]) + Math.abs(b - EDGE[2]) < 24);
}

test.describe('big-graphs', () => {
  // One page visit. The drag step runs first, on the 1,000 edges the growth step expects, and turns
  // hideEdgesOnMove off again.
  test('hideEdgesOnMove hides the edges during a drag; the graph grows from 1,000 to 10,000 edges in the same sigma', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/guides/big-graphs`);
    await waitForGraph(page, NAME);
    const root = example(page, NAME);
    const graph = root.locator('.react-sigma');

    await test.step('with hideEdgesOnMove, dragging the graph hides the edges until the mouse is released', async () => {
      const still = await edgePixels(graph);
      expect(still).toBeGreaterThan(1000);
      const box = (await graph.boundingBox())!;
      const drag = async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
      };

      // By default, edges stay drawn while the camera moves.
      await drag();
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(still / 2);
      await page.mouse.up();

      await root.getByRole('checkbox', { name: 'hideEdgesOnMove' }).check();
      await drag();
      await expect.poll(() => edgePixels(graph)).toBeLessThan(still / 10);
      await page.mouse.up();
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(still / 2);
      await root.getByRole('checkbox', { name: 'hideEdgesOnMove' }).uncheck();
    });

    await test.step('opens on 1,000 edges, grows to 10,000 in the same sigma, and measures its frame time', async () => {
      const status = root.getByRole('status');
      await expect(status).toHaveText('300 nodes, 1,000 edges');
      // SigmaContainer re-creating sigma would replace its canvases.
      const canvas = await graph.locator('canvas').first().elementHandle();
      const small = await edgePixels(graph);

      await root.getByRole('button', { name: 'Grow to 10,000 edges' }).click();
      await expect(status).toHaveText('2,000 nodes, 10,000 edges');
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(small * 1.5);
      await root.getByRole('button', { name: 'Measure frame time' }).click();
      await expect(status).toHaveText(/^2,000 nodes, 10,000 edges: \d+ ms a frame while zooming$/);
      expect(await canvas!.evaluate((element) => element.isConnected)).toBe(true);
    });
  });
});
