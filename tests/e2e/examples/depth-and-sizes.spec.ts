import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph } from '../../support/graph';
import { cameraAtRest, cameraOf, probeSigma, settingOf } from '../../support/sigma';

const ALPHA_DEPTH = 'depth-and-sizes/AlphaAndDepth.tsx';
const SIZES = 'depth-and-sizes/SizesInGraphUnits.tsx';

/** The example's colours (src/examples/_shared/sampleGraph.ts's palette): A, B, C and the edge. */
const COLOURS = { A: '#d9480f', B: '#1c7ed6', C: '#087f5b', edge: '#7950f2' };
/** 0x99 of 0xff (0.6): sigma keeps 7 of its 8 bits (152) and its shaders read them as 152 / 254. */
const ALPHA = 152 / 254;
/** The hover box's fill in each colour mode (src/examples/_shared/theme.tsx's graphColors). */
const HOVER_BACKGROUND = { light: '#ffffff', dark: '#2b2d31' };

type RGB = [number, number, number];
const rgb = (hex: string): RGB => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as RGB;
/** `top` at `alpha` over `bottom`, as CSS draws a #rrggbbaa colour: what premultiplied colours give in sigma. */
const over = (top: RGB, bottom: RGB, alpha = ALPHA): RGB =>
  top.map((value, i) => value * alpha + bottom[i]! * (1 - alpha)) as RGB;
/** `top` given straight to sigma: added at full strength to (1 − alpha) of what is under it, up to 255. */
const added = (top: RGB, bottom: RGB, alpha = ALPHA): RGB =>
  top.map((value, i) => Math.min(255, value + bottom[i]! * (1 - alpha))) as RGB;
const distance = (a: RGB, b: RGB) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));

type Point = { x: number; y: number };

/** The sigma of `container` as the page's script sees it, reached through tests/support/sigma.ts's probe. */
type Sigma = {
  getNodeDisplayData(node: string): { x: number; y: number; size: number } | undefined;
  framedGraphToViewport(point: { x: number; y: number }): Point;
  scaleSize(size: number): number;
  getContainer(): HTMLElement;
  getCamera(): { ratio: number };
  getNodeDisplayedLabels(): Set<string>;
};
type Probe = { sigmaOf(element: Element): Sigma };

/** Each node's centre on the page and its radius on screen, as sigma draws it. */
function discs(container: Locator, nodes: string[]): Promise<Record<string, Point & { radius: number }>> {
  return container.evaluate((element, keys) => {
    const sigma = (window as unknown as Probe).sigmaOf(element);
    const box = sigma.getContainer().getBoundingClientRect();
    return Object.fromEntries(
      keys.map((key) => {
        const data = sigma.getNodeDisplayData(key)!;
        const at = sigma.framedGraphToViewport(data);
        return [key, { x: box.left + at.x, y: box.top + at.y, radius: sigma.scaleSize(data.size) }];
      }),
    );
  }, nodes);
}

/** The colour the page shows at each point (page coordinates), from one screenshot. */
async function coloursAt(page: Page, points: Record<string, Point>): Promise<Record<string, RGB>> {
  const png = PNG.sync.read(await page.screenshot());
  return Object.fromEntries(
    Object.entries(points).map(([name, { x, y }]) => {
      const i = (Math.round(y) * png.width + Math.round(x)) * 4;
      return [name, [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!] as RGB];
    }),
  );
}

/** The camera's ratio, the width sigma gives a node of size 5 and the distance between two neighbours, on screen. */
function sizesOf(container: Locator) {
  return container.evaluate((element) => {
    const sigma = (window as unknown as Probe).sigmaOf(element);
    const [a, b] = ['3/5', '3/6'].map((node) => sigma.framedGraphToViewport(sigma.getNodeDisplayData(node)!));
    return {
      ratio: sigma.getCamera().ratio,
      width: 2 * sigma.scaleSize(sigma.getNodeDisplayData('3/5')!.size),
      distance: Math.hypot(b!.x - a!.x, b!.y - a!.y),
    };
  });
}

test.describe('depth-and-sizes', () => {
  test.beforeEach(async ({ page }) => {
    await probeSigma(page);
  });

  // One visit: the blend of transparent discs, their order by graph or by zIndex, the edge under them, the hovered one on top.
  test('transparent discs blend as CSS once premultiplied, and the graph order, zIndex and hover decide which is on top, edges staying under', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/depth-and-sizes`);
    await waitForGraph(page, ALPHA_DEPTH);
    const root = await checksExample(page, ALPHA_DEPTH);
    await expect(summaryOf(root)).toContainText('5 nodes');
    const graph = root.locator('.react-sigma');
    const status = root.getByRole('status');
    const scheme = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';

    const { A, B, C, T } = await discs(graph, ['A', 'B', 'C', 'T']);
    const [a, b, c, edge] = [COLOURS.A, COLOURS.B, COLOURS.C, COLOURS.edge].map(rgb) as [RGB, RGB, RGB, RGB];
    const points = {
      // Left of A's centre, in A only; below A, in nothing.
      a: { x: A!.x - 0.6 * A!.radius, y: A!.y },
      background: { x: A!.x, y: A!.y + A!.radius + 15 },
      // Where two discs overlap, under the labels' line.
      ab: { x: (A!.x + B!.x) / 2, y: A!.y + 0.4 * A!.radius },
      bc: { x: (B!.x + C!.x) / 2, y: B!.y + 0.4 * B!.radius },
      // On the edge (vertical, through B's centre): inside B only, and between B and T.
      edgeInB: { x: B!.x, y: B!.y - 0.6 * B!.radius },
      edge: { x: B!.x, y: (B!.y - B!.radius + T!.y) / 2 },
    };
    expect(B!.x - A!.x, 'the discs overlap, and B reaches beyond A and C').toBeLessThan(2 * A!.radius);
    expect(B!.x - A!.x).toBeGreaterThan(0.8 * A!.radius);

    const seen = await coloursAt(page, points);
    const background = seen.background!;

    await test.step('premultiplied, the colours blend as in CSS, and in the graph order B lies over A and C over B', async () => {
      await expect(status).toContainText("In the graph's order: C, added last, is on top.");
      expect(distance(seen.a!, over(a, background)), 'A over the background').toBeLessThan(6);
      expect(distance(seen.ab!, over(b, over(a, background))), 'B over A').toBeLessThan(6);
      expect(distance(seen.bc!, over(c, over(b, background))), 'C over B').toBeLessThan(6);
      expect(distance(seen.edge!, over(edge, background)), 'the edge').toBeLessThan(6);
    });

    await test.step('the edge, of zIndex 5, lies under B, and the labels over the discs', async () => {
      expect(distance(seen.edgeInB!, over(b, over(edge, background))), 'B over the edge').toBeLessThan(6);
      expect(distance(over(edge, over(b, background)), over(b, over(edge, background))), 'the two orders differ').toBeGreaterThan(
        20,
      );
      // Sigma's canvases, bottom to top, as the page stacks them.
      const layers = await graph
        .locator('.sigma-container canvas')
        .evaluateAll((canvases) => canvases.map((canvas) => canvas.className));
      expect(layers).toEqual([
        'sigma-edges',
        'sigma-edgeLabels',
        'sigma-nodes',
        'sigma-labels',
        'sigma-hovers',
        'sigma-hoverNodes',
        'sigma-mouse',
      ]);
      // A's label is written on B, right of A.
      const labels = await graph.evaluate((element) => [
        ...(window as unknown as Probe).sigmaOf(element).getNodeDisplayedLabels(),
      ]);
      expect(labels.sort()).toEqual(['A', 'B', 'C']);
    });

    await test.step('the node under the pointer is drawn again on top, over its hover box', async () => {
      await page.mouse.move(points.a.x, points.a.y);
      const lifted = over(a, rgb(HOVER_BACKGROUND[scheme]));
      await expect
        .poll(async () => distance((await coloursAt(page, { ab: points.ab })).ab!, lifted), 'A over B, on its box')
        .toBeLessThan(6);
      await page.mouse.move(points.background.x, points.background.y);
      await expect
        .poll(async () => distance((await coloursAt(page, { ab: points.ab })).ab!, seen.ab!), 'back under B')
        .toBeLessThan(3);
    });

    await test.step('sorted by zIndex, A lies over B and B over C, and the edge of zIndex 5 still under B', async () => {
      await root.getByRole('checkbox', { name: 'Sort by zIndex' }).check();
      await expect(status).toContainText('Sorted by zIndex: A, zIndex 2, is on top.');
      await expect.poll(() => settingOf(graph, 'zIndex')).toBe(true);
      await expect
        .poll(async () => distance((await coloursAt(page, { ab: points.ab })).ab!, over(a, over(b, background))), 'A over B')
        .toBeLessThan(6);
      const sorted = await coloursAt(page, points);
      expect(distance(sorted.bc!, over(b, over(c, background))), 'B over C').toBeLessThan(6);
      expect(distance(sorted.edgeInB!, over(b, over(edge, background))), 'B over the edge').toBeLessThan(6);
    });

    await test.step('given straight, a colour is added whole to (1 − alpha) of what is under it: lighter than CSS draws it', async () => {
      await root.getByRole('checkbox', { name: 'Premultiply the colours' }).uncheck();
      await expect
        .poll(async () => distance((await coloursAt(page, { a: points.a })).a!, added(a, background)), 'A, straight')
        .toBeLessThan(6);
      expect(distance(added(a, background), over(a, background)), 'the two blends differ').toBeGreaterThan(20);
    });
  });

  // One visit: the camera zoomed in and out under each setting, sizes read from sigma and from the screen.
  test("by default sizes grow as 1 / √ratio, and with itemSizesReference 'positions' and a linear zoomToSizeRatioFunction as 1 / ratio, in graph units", async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/depth-and-sizes`);
    await waitForGraph(page, SIZES);
    const root = await checksExample(page, SIZES);
    await expect(summaryOf(root)).toContainText('96 nodes');
    const graph = root.locator('.react-sigma');
    const status = root.getByRole('status');
    const tools = root.getByRole('group', { name: 'Node sizes' });
    const settle = async (ratio: number) => {
      await expect.poll(async () => (await cameraOf(graph)).ratio).toBeCloseTo(ratio, 5);
      await expect.poll(() => cameraAtRest(graph)).toBe(true);
    };
    /** Four fifths of the way from node 3/5 to its neighbour 3/6: inside 3/6's disc only if the discs touch. */
    const between = async () => {
      const { '3/5': from, '3/6': to } = await discs(graph, ['3/5', '3/6']);
      return { x: from!.x + 0.8 * (to!.x - from!.x), y: from!.y + 0.8 * (to!.y - from!.y) };
    };
    const background = (await coloursAt(page, { corner: await between() })).corner!;
    const inNeighbour = async () => {
      const seen = (await coloursAt(page, { point: await between() })).point!;
      return distance(seen, rgb('#1c7ed6')) < distance(seen, background);
    };

    /** How many pixels wide node 3/5 is drawn on screen: the run of its colour along the row through its centre. */
    const widthOnScreen = async () => {
      const { '3/5': centre } = await discs(graph, ['3/5']);
      const png = PNG.sync.read(await page.screenshot());
      const [x, y] = [Math.round(centre!.x), Math.round(centre!.y)];
      const own = (column: number) => {
        const i = (y * png.width + column) * 4;
        return distance([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!], rgb('#d9480f')) < 40;
      };
      let [left, right] = [x, x];
      while (own(left - 1)) left--;
      while (own(right + 1)) right++;
      return right - left + 1;
    };

    await test.step('sizes in pixels: 10 px wide at ratio 1, 20 px at ratio 0.25, when distances grow 4 times', async () => {
      const one = await sizesOf(graph);
      expect(one.ratio).toBe(1);
      expect(one.width).toBeCloseTo(10);
      expect(Math.abs((await widthOnScreen()) - 10), 'drawn 10 px wide').toBeLessThanOrEqual(2);
      await expect(status).toHaveText('Camera ratio 1.00: a node is drawn 10.0 px wide.');
      expect(await inNeighbour(), 'the discs apart').toBe(false);
      await tools.getByRole('button', { name: 'Zoom in' }).click();
      await settle(0.5);
      await tools.getByRole('button', { name: 'Zoom in' }).click();
      await settle(0.25);
      const quarter = await sizesOf(graph);
      expect(quarter.width).toBeCloseTo(20);
      expect(Math.abs((await widthOnScreen()) - 20), 'drawn 20 px wide').toBeLessThanOrEqual(2);
      expect(quarter.distance / one.distance).toBeCloseTo(4);
      await expect(status).toHaveText('Camera ratio 0.25: a node is drawn 20.0 px wide.');
      expect(await inNeighbour(), 'the discs apart').toBe(false);
    });

    await test.step('sizes in graph units: a disc of size 5 is as wide as the 10 units to its neighbour, at every ratio', async () => {
      await tools.getByRole('radio', { name: 'the positions' }).check();
      await expect.poll(() => settingOf(graph, 'itemSizesReference')).toBe('positions');
      const quarter = await sizesOf(graph);
      expect(quarter.ratio).toBe(0.25);
      expect(quarter.width / quarter.distance).toBeCloseTo(1, 3);
      await expect(status).toHaveText(`Camera ratio 0.25: a node is drawn ${quarter.width.toFixed(1)} px wide.`);
      await expect.poll(inNeighbour, 'the discs touch').toBe(true);
      await tools.getByRole('button', { name: 'Zoom out' }).click();
      await settle(0.5);
      const half = await sizesOf(graph);
      expect(half.width / half.distance).toBeCloseTo(1, 3);
      expect(quarter.width / half.width, 'width ∝ 1 / ratio').toBeCloseTo(2, 3);
      await expect.poll(inNeighbour, 'the discs touch').toBe(true);
      await tools.getByRole('button', { name: 'Reset' }).click();
      await settle(1);
      const one = await sizesOf(graph);
      expect(one.width / one.distance).toBeCloseTo(1, 3);
      await expect(status).toHaveText(`Camera ratio 1.00: a node is drawn ${one.width.toFixed(1)} px wide.`);
      await expect.poll(inNeighbour, 'the discs touch').toBe(true);
    });
  });
});
