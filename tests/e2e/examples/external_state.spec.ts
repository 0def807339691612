import type { Locator } from '@playwright/test';
import type { PNG } from 'pngjs';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, difference, drawnPixels, example, waitForGraph, zoomWheel } from '../../support/graph';
import { probeSigma } from '../../support/sigma';
import { checksExample } from '../../support/exampleChecks';

// Fakes the clock, which stays with a context: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

const FILTERS = 'external_state/FilterPanel.tsx';
const REF = 'external_state/SigmaRef.tsx';

/** The palette of src/examples/_shared/sampleGraph.ts, as RGB. */
const palette = ['#d9480f', '#1c7ed6', '#087f5b', '#cc2b8f'].map((hex) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)),
);

function near([r0, g0, b0]: number[]) {
  return (r: number, g: number, b: number) => Math.abs(r - r0!) + Math.abs(g - g0!) + Math.abs(b - b0!) < 24;
}

/** Pixels of community `index`'s colour drawn by sigma (the panel's colour swatches are outside the container). */
async function communityPixels(graph: Locator, index: number): Promise<number> {
  return countColor((await drawnPixels(graph)).png, near(palette[index]!));
}

/** The position (in the screenshot) of one pixel of community `index`'s colour, away from the edges of a node. */
function findColour(png: PNG, index: number): { x: number; y: number } | null {
  const match = near(palette[index]!);
  const at = (x: number, y: number) => {
    const i = (y * png.width + x) * 4;
    return match(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!);
  };
  for (let y = 2; y < png.height - 2; y++) {
    for (let x = 2; x < png.width - 2; x++) {
      if (at(x, y) && at(x - 2, y) && at(x + 2, y) && at(x, y - 2) && at(x, y + 2)) return { x, y };
    }
  }
  return null;
}

test.describe('external_state', () => {
  // One page visit for the steps that need no fake clock: the first leaves the filters as it found
  // them, the second changes only the panel's own example, the third reads the other example.
  test('the parent panel filters and selects in the graph; a sibling reads the instance from ref and moves its camera', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/example/external_state`);
    await waitForGraph(page, FILTERS);
    await checksExample(page, FILTERS);
    const root = example(page, FILTERS);
    const graph = root.locator('.react-sigma');

    await test.step('unchecking a community in the parent panel removes its colour from the graph; re-checking brings it back', async () => {
      const summary = root.getByTestId('filter-summary');
      await expect(summary).toContainText('Showing 80 of 80 nodes.');

      const before = await communityPixels(graph, 2);
      const others = await communityPixels(graph, 1);
      expect(before).toBeGreaterThan(200);

      await root.getByRole('checkbox', { name: 'Community 3' }).uncheck();
      await expect(summary).toContainText('Showing 60 of 80 nodes.');
      await expect.poll(() => communityPixels(graph, 2)).toBeLessThan(before / 20);
      // Only that community went away.
      expect(await communityPixels(graph, 1)).toBeGreaterThan(others / 2);

      await root.getByRole('checkbox', { name: 'Community 3' }).check();
      await expect(summary).toContainText('Showing 80 of 80 nodes.');
      await expect.poll(() => communityPixels(graph, 2)).toBeGreaterThan(before * 0.9);
    });

    await test.step('the minimum degree greys out nodes, and a selection greys out all but its neighbourhood', async () => {
      const coloured = async () => {
        const { png } = await drawnPixels(graph);
        return palette.reduce((sum, rgb) => sum + countColor(png, near(rgb)), 0);
      };
      const all = await coloured();

      await root.getByLabel(/Minimum degree/).fill('5');
      await expect(root.getByText('Minimum degree: 5')).toBeVisible();
      await expect.poll(coloured).toBeLessThan(all * 0.8);
      await root.getByLabel(/Minimum degree/).fill('0');
      await expect.poll(coloured).toBeGreaterThan(all * 0.95);

      await root.getByLabel('Selected node').selectOption({ label: 'Node 10' });
      await expect(root.getByTestId('filter-summary')).toContainText(/Node 10: community 3, \d+ links\./);
      await expect.poll(coloured).toBeLessThan(all * 0.4);
    });

    await test.step('a sibling outside SigmaContainer reads the instance from ref and moves its camera', async () => {
      const target = await waitForGraph(page, REF);
      await checksExample(page, REF);
      const ref = example(page, REF);
      const summary = ref.getByTestId('camera-summary');
      await expect(summary).toHaveText('Zoom ×1.0, 80 of 80 nodes in view');
      const before = await drawnPixels(target, 60);

      await ref.getByRole('button', { name: 'Zoom in' }).click();
      await expect(summary).toContainText('Zoom ×1.5,');
      await ref.getByRole('button', { name: 'Zoom in' }).click();
      await expect(summary).toContainText(/Zoom ×2\.[23],/);
      const inView = Number((await summary.textContent())?.match(/(\d+) of 80/)?.[1]);
      expect(inView).toBeLessThan(80);
      expect(difference(before.png, (await drawnPixels(target, 60)).png)).toBeGreaterThan(0.02);

      // Zooming with the wheel, not through the panel, is reported too.
      await target.hover({ position: { x: 300, y: 300 } });
      await zoomWheel(page, 400);
      await expect.poll(async () => Number((await summary.textContent())?.match(/(\d+) of 80/)?.[1])).toBeGreaterThan(inView);

      await ref.getByRole('button', { name: 'Reset view' }).click();
      await expect(summary).toHaveText('Zoom ×1.0, 80 of 80 nodes in view');
    });

    await test.step('sigma runs the reducers for every node and edge when a setting changes, and for the changed node only when one node changes; a reducer must return the whole data', async () => {
      const calls = await example(page, REF)
        .locator('.react-sigma')
        .first()
        .evaluate(async (element) => {
          type Reducer = (key: string, data: object) => object;
          const sigma = (window as unknown as { sigmaOf(element: Element): unknown }).sigmaOf(element) as {
            getGraph(): {
              order: number;
              size: number;
              nodes(): string[];
              setNodeAttribute(node: string, name: string, value: unknown): void;
            };
            setSetting(name: string, value: Reducer | null): void;
            once(event: string, listener: () => void): void;
          };
          const counts = { nodes: 0, edges: 0 };
          const drawn = () => new Promise<void>((resolve) => sigma.once('afterRender', resolve));
          sigma.setSetting('nodeReducer', (_key, data) => (counts.nodes++, data));
          sigma.setSetting('edgeReducer', (_key, data) => (counts.edges++, data));
          await drawn();
          const afterSetting = { ...counts };
          counts.nodes = counts.edges = 0;
          const graph = sigma.getGraph();
          graph.setNodeAttribute(graph.nodes()[0]!, 'color', '#868e96');
          await drawn();
          const afterNode = { ...counts };
          sigma.setSetting('edgeReducer', null);
          // The FAQ: a nodeReducer must return the node's data, not only what it changes.
          let partial = '';
          try {
            sigma.setSetting('nodeReducer', () => ({ color: '#000000' }));
          } catch (error) {
            partial = String(error);
          }
          sigma.setSetting('nodeReducer', null);
          return { afterSetting, afterNode, partial, order: graph.order, size: graph.size };
        });
      // Each setSetting refreshes everything: the second one runs both reducers over every item.
      expect(calls.afterSetting.nodes).toBeGreaterThanOrEqual(calls.order);
      expect(calls.afterSetting.edges).toBe(calls.size);
      expect(calls.afterNode).toEqual({ nodes: 1, edges: 0 });
      expect(calls.partial).toContain('Sigma: could not find a valid position (x, y) for node');
    });
  });

  test('clicking a node selects it in the parent panel; clicking the background clears it', async ({ page }) => {
    // A fake clock runs like the real one until the test moves it.
    await page.clock.install();
    await visit(page, `${BASE}docs/example/external_state`);
    await waitForGraph(page, FILTERS);
    const root = example(page, FILTERS);
    const graph = root.locator('.react-sigma');
    const spot = findColour((await drawnPixels(graph)).png, 0);
    expect(spot, 'a node of community 1 is drawn').not.toBeNull();

    await graph.click({ position: spot! });
    await expect(root.getByTestId('filter-summary')).toContainText(/Node \d+: community 1, \d+ links\./);
    await expect(root.getByLabel('Selected node')).not.toHaveValue('');

    // Sigma reads a second click within its doubleClickTimeout (300 ms) as a double click, which zooms
    // and emits no click. A reader's next click comes later: move the page's clock past that window.
    await page.clock.fastForward(1_000);
    await graph.click({ position: { x: 5, y: 5 } });
    await expect(root.getByTestId('filter-summary')).toContainText('Click a node, or pick one above.');
    await expect(root.getByLabel('Selected node')).toHaveValue('');
  });
});
