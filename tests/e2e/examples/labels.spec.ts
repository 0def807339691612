import type { Page } from '@playwright/test';
import { BASE, colourModeToggle, expect, test, visit } from '../../support/fixtures';
import { frame, locate, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { edgePrograms, probeSigma } from '../../support/sigma';

const SETTINGS = 'labels/LabelSettings.tsx';
const CUSTOM = 'labels/CustomLabels.tsx';

/** Ada's colour in CustomLabels: the only node drawn in it. */
const ADA = '#7950f2';
/** The hover box colours of src/examples/_shared/theme.tsx (graphColors), and sigma's own. */
const DARK_BOX = '#2b2d31';
const WHITE = '#ffffff';

interface Ink {
  /** Pixels sigma has drawn on the layer. */
  drawn: number;
  /** Of those, pixels within a small distance of each colour asked for. */
  near: Record<string, number>;
}

/**
 * What sigma has drawn on one of its 2D canvases in an example: `labels`, `edgeLabels` or
 * `hovers`, each a layer of its own above the WebGL graph.
 */
function ink(page: Page, name: string, layer: string, colours: string[] = []): Promise<Ink> {
  return page.locator(`[data-example="${name}"] canvas.sigma-${layer}`).evaluate((canvas: HTMLCanvasElement, hexes) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const targets = hexes.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    const near: Record<string, number> = Object.fromEntries(hexes.map((hex) => [hex, 0]));
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 250) continue;
      drawn++;
      targets.forEach(([r, g, b], index) => {
        if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 12) near[hexes[index]!]!++;
      });
    }
    return { drawn, near };
  }, colours);
}

const drawnOn = (page: Page, name: string, layer: string) => async () => (await ink(page, name, layer)).drawn;

test.describe('labels guide', () => {
  // One page visit. The first step turns on edge labels, drawn on a canvas of their own, which the
  // second (node labels) does not read; the third measures text on a canvas of its own; the last
  // switches to dark mode in the page and reads the other example.
  test('edge and node label settings change what is drawn; in dark mode the custom hover box is dark', async ({ page }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/labels`);

    await test.step('edge labels appear when switched on, and on every edge with forceLabel', async () => {
      await waitForGraph(page, SETTINGS);
      await checksExample(page, SETTINGS);
      const root = page.locator(`[data-example="${SETTINGS}"]`);
      await expect.poll(drawnOn(page, SETTINGS, 'labels'), { message: 'node labels drawn' }).toBeGreaterThan(0);
      expect(await drawnOn(page, SETTINGS, 'edgeLabels')(), 'renderEdgeLabels is off by default').toBe(0);

      await root.getByRole('checkbox', { name: 'Edge labels (renderEdgeLabels)' }).check();
      await expect.poll(drawnOn(page, SETTINGS, 'edgeLabels'), { message: 'edge labels drawn' }).toBeGreaterThan(0);
      // Only edges whose two nodes are labelled have one so far.
      const some = await drawnOn(page, SETTINGS, 'edgeLabels')();

      await root.getByRole('checkbox', { name: 'Every edge label (forceLabel)' }).check();
      await expect.poll(drawnOn(page, SETTINGS, 'edgeLabels'), { message: 'every edge labelled' }).toBeGreaterThan(some * 1.5);
    });

    await test.step('more node labels with a higher density and no size threshold, none at rest when only on hover', async () => {
      const root = page.locator(`[data-example="${SETTINGS}"]`);
      await expect.poll(drawnOn(page, SETTINGS, 'labels'), { message: 'node labels drawn' }).toBeGreaterThan(0);
      const atDefaults = await drawnOn(page, SETTINGS, 'labels')();

      await root.getByRole('slider', { name: /labelDensity/ }).fill('4');
      await expect.poll(drawnOn(page, SETTINGS, 'labels'), { message: 'more labels per grid cell' }).toBeGreaterThan(atDefaults);
      const denser = await drawnOn(page, SETTINGS, 'labels')();

      await root.getByRole('slider', { name: /labelRenderedSizeThreshold/ }).fill('0');
      await expect.poll(drawnOn(page, SETTINGS, 'labels'), { message: 'small nodes labelled too' }).toBeGreaterThan(denser);

      await root.getByRole('radio', { name: 'Only on hover' }).check();
      await expect.poll(drawnOn(page, SETTINGS, 'labels'), { message: 'no resting labels' }).toBe(0);
    });

    await test.step('a canvas draws "\\n" as a space: one line, as wide as with a space', async () => {
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = '14px Arial';
        return ['Ada\nTeam lead', 'Ada Team lead', 'AdaTeam lead'].map((text) => context.measureText(text).width);
      });
      expect(widths[0]).toBe(widths[1]);
      expect(widths[0]).toBeGreaterThan(widths[2]!);
    });

    await test.step('in dark mode, the custom hover box is dark, not white', async () => {
      await colourModeToggle(page, 'light').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const graph = await waitForGraph(page, CUSTOM);
      await checksExample(page, CUSTOM);
      // "Ada manages Grace": each directed edge is drawn by sigma's arrow program.
      const edges = await edgePrograms(page.locator(`[data-example="${CUSTOM}"] .react-sigma`));
      expect(edges.length).toBeGreaterThan(0);
      for (const { directed, arrow } of edges) expect({ directed, arrow }).toEqual({ directed: true, arrow: true });
      await page.mouse.move(0, 0);
      const { ada } = await locate(graph, { ada: ADA });
      expect(ada.count, "pixels of Ada's node").toBeGreaterThan(200);

      await page.mouse.move(ada.x, ada.y);
      await expect
        .poll(async () => (await ink(page, CUSTOM, 'hovers', [DARK_BOX])).near[DARK_BOX]!, {
          message: 'a dark box behind the label',
        })
        .toBeGreaterThan(1000);
      // sigma's own drawer would fill it white.
      expect((await ink(page, CUSTOM, 'hovers', [WHITE])).near[WHITE]).toBe(0);
      await expect(frame(page, CUSTOM)).toHaveAttribute('data-state', 'ready');
    });
  });
});
