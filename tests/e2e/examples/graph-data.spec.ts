import type { Locator } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, drawnPixels, example, waitForGraph } from '../../support/graph';

const NAME = 'graph-data/GraphData.tsx';

/** Pixels of `hex` that sigma drew (the panel's swatches are outside its container). */
async function pixelsOf(graph: Locator, hex: string): Promise<number> {
  const [r0, g0, b0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const { png } = await drawnPixels(graph);
  return countColor(png, (r, g, b) => Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) < 24);
}

/** Whether the canvas found first is still on the page: SigmaContainer re-creating sigma replaces its canvases. */
async function sameSigma(graph: Locator) {
  const canvas = await graph.locator('canvas').first().elementHandle();
  return async () => expect(await canvas!.evaluate((element) => element.isConnected)).toBe(true);
}

/** Community 3's colour in src/examples/_shared/sampleGraph.ts. */
const GREEN = '#2f9e44';
const PURPLE = '#ae3ec9';

const threeNodes = (third: string) =>
  JSON.stringify({
    nodes: [
      { key: 'a', attributes: { x: 0, y: 0, size: 20, color: PURPLE } },
      { key: 'b', attributes: { x: 10, y: 5, size: 20, color: PURPLE } },
      { key: 'c', attributes: { ...JSON.parse(third), size: 20, color: PURPLE } },
    ],
    edges: [
      { source: 'a', target: 'b' },
      { source: 'b', target: 'c' },
    ],
  });

test.describe('graph-data', () => {
  // One page visit: the first step ticks the community again; the second replaces the whole graph.
  test('unticking a community hides its nodes and Export saves it; Import draws edited JSON and refuses broken JSON', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/guides/graph-data`);
    await waitForGraph(page, NAME);

    await test.step('unticking a community hides its nodes in the same sigma, and Export saves their hidden attribute', async () => {
      const root = example(page, NAME);
      const graph = root.locator('.react-sigma');
      const stillSameSigma = await sameSigma(graph);
      const before = await pixelsOf(graph, GREEN);
      expect(before).toBeGreaterThan(100);

      await root.getByRole('checkbox', { name: '3' }).uncheck();
      await expect.poll(() => pixelsOf(graph, GREEN)).toBeLessThan(before / 20);
      await root.getByRole('button', { name: 'Export' }).click();
      await expect(root.getByRole('textbox', { name: 'Graph JSON' })).toHaveValue(/"hidden": true/);
      await expect(root.getByRole('status')).toHaveText('Exported 12 nodes and 18 edges.');

      await root.getByRole('checkbox', { name: '3' }).check();
      await expect.poll(() => pixelsOf(graph, GREEN)).toBeGreaterThan(before * 0.9);
      await stillSameSigma();
    });

    await test.step('Import draws edited JSON in the same sigma, and refuses broken JSON or a node without x, leaving the graph as it was', async () => {
      const root = example(page, NAME);
      const graph = root.locator('.react-sigma');
      const stillSameSigma = await sameSigma(graph);
      const text = root.getByRole('textbox', { name: 'Graph JSON' });
      const status = root.getByRole('status');
      const importButton = root.getByRole('button', { name: 'Import' });

      await text.fill(threeNodes('{ "x": 5, "y": -5 }'));
      await importButton.click();
      await expect(status).toHaveText('Imported 3 nodes and 2 edges.');
      await expect.poll(() => pixelsOf(graph, PURPLE)).toBeGreaterThan(300);
      expect(await pixelsOf(graph, GREEN)).toBe(0);
      const imported = await pixelsOf(graph, PURPLE);

      await text.fill(threeNodes('{ "y": -5 }'));
      await importButton.click();
      await expect(status).toHaveText('Node "c" has no numeric x and y, so sigma cannot draw it.');
      await text.fill('{ "nodes": [');
      await importButton.click();
      await expect(status).toContainText('This is not JSON');
      expect(await pixelsOf(graph, PURPLE)).toBe(imported);
      await stillSameSigma();
    });
  });
});
