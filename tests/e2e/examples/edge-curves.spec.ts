import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { findColor, waitForGraph } from '../../support/graph';
import { cutAtTheEdge, drawnNodes, nodeOnScreen, probeSigma } from '../../support/sigma';

const NAME = 'edge-curves/EdgeCurves.tsx';
const EVENTS = 'edge-curves/CurveEvents.tsx';
/** The example's HIGHLIGHT: the colour of the edge under the pointer. */
const HIGHLIGHT = '#cc2b8f';

/** The sigma of `container`, reached through tests/support/sigma.ts's probe, as the page's script sees it. */
type Sigma = {
  getGraph(): { edges(): string[]; source(edge: string): string; target(edge: string): string };
  getEdgeDisplayData(edge: string): { type: string; color: string; size: number; curvature?: number } | undefined;
  getNodeDisplayData(node: string): { x: number; y: number } | undefined;
  framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
  getContainer(): HTMLElement;
  /** Its mouse captor counts a click for doubleClickTimeout (300 ms): a second click in that time is a double click. */
  getMouseCaptor(): { clicks: number };
  getSetting(name: 'edgeProgramClasses'): Record<string, { prototype: { getDefinition(): { ATTRIBUTES: { name: string }[] } } }>;
};
type Probe = { sigmaOf(element: Element): Sigma };

/** Each edge as sigma draws it: its type and curvature, and which edges have the highlight colour. */
function drawnEdges(container: Locator) {
  return container.evaluate((element, highlight) => {
    const sigma = (window as unknown as Probe).sigmaOf(element);
    return sigma
      .getGraph()
      .edges()
      .map((edge) => {
        const data = sigma.getEdgeDisplayData(edge)!;
        return { edge, type: data.type, curvature: data.curvature, highlighted: data.color === highlight };
      });
  }, HIGHLIGHT);
}

/**
 * The middle of a curve, on the page: the curve programs draw a quadratic Bézier curve whose control point is
 * `curvature` × the edge's length off the middle of the chord, on its normal; the curve passes halfway there.
 */
function bendOf(container: Locator, edge: string) {
  return container.evaluate((element, key) => {
    const sigma = (window as unknown as Probe).sigmaOf(element);
    const box = sigma.getContainer().getBoundingClientRect();
    const [source, target] = [sigma.getGraph().source(key), sigma.getGraph().target(key)].map((node) => {
      const point = sigma.framedGraphToViewport(sigma.getNodeDisplayData(node)!);
      return { x: box.left + point.x, y: box.top + point.y };
    }) as [{ x: number; y: number }, { x: number; y: number }];
    const curvature = sigma.getEdgeDisplayData(key)!.curvature!;
    const [dx, dy] = [target.x - source.x, target.y - source.y];
    const chord = { x: (source.x + target.x) / 2, y: (source.y + target.y) / 2 };
    // The normal (dy, -dx) on the screen, whose y axis points down (WebGL's points up).
    const bend = { x: chord.x + (curvature * dy) / 2, y: chord.y - (curvature * dx) / 2 };
    return { ...bend, fromChord: Math.hypot(bend.x - chord.x, bend.y - chord.y) };
  }, edge);
}

/** How many pixels of a 9 × 9 square around `point` are drawn in the highlight colour. */
async function highlightAround(page: Page, point: { x: number; y: number }): Promise<number> {
  const png = PNG.sync.read(await page.screenshot({ clip: { x: point.x - 4, y: point.y - 4, width: 9, height: 9 } }));
  return findColor(png, HIGHLIGHT, 60).count;
}

test.describe('edge-curves', () => {
  // One visit: the first example read; the second hovered, then clicked.
  test('parallel edges are drawn as curves with arrowheads; the bend of a curve highlights and names its edge', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/example/edge-curves`);
    await waitForGraph(page, NAME);
    const first = (await checksExample(page, NAME)).locator('.react-sigma');
    let container = first;

    await test.step('the bundles are curved by the arrow curve program; lone edges and the middle of three are straight', async () => {
      await expect.poll(async () => cutAtTheEdge(await drawnNodes(container))).toEqual([]);
      const edges = await drawnEdges(container);
      const shape = Object.fromEntries(edges.map(({ edge, type, curvature }) => [edge, type === 'curved' ? curvature : type]));
      expect(shape).toEqual({
        // Two and one between the farm and the mill: 1 and 2 of 2 one way, 1 of 1 the other.
        'Farm → Mill: wheat, Mon': 0.2,
        'Farm → Mill: wheat, Thu': 0.4,
        'Mill → Farm: bran': 0.4,
        // Three the same way: −1, 0 and 1 of 1.
        'Mill → Bakery: flour, Mon': -0.4,
        'Mill → Bakery: flour, Wed': 'arrow',
        'Mill → Bakery: flour, Fri': 0.4,
        // One each way: 1 of 1 both.
        'Bakery → Shop: bread': 0.4,
        'Shop → Bakery: order': 0.4,
        'Shop → Farm: payment': 'arrow',
      });
      expect(edges.filter(({ highlighted }) => highlighted)).toEqual([]);
      // EdgeCurvedArrowProgram: its vertices carry a curvature and the target's size, where its arrowhead starts.
      const attributes = await container.evaluate((element) =>
        (window as unknown as Probe)
          .sigmaOf(element)
          .getSetting('edgeProgramClasses')
          .curved!.prototype.getDefinition()
          .ATTRIBUTES.map(({ name }) => name),
      );
      expect(attributes).toEqual(expect.arrayContaining(['a_curvature', 'a_targetSize']));
      // The example gives only `curved`: sigma adds its own `arrow` and `line`, which the straight edges use.
      const types = await container.evaluate((element) =>
        Object.keys((window as unknown as Probe).sigmaOf(element).getSetting('edgeProgramClasses')).sort(),
      );
      expect(types).toEqual(['arrow', 'curved', 'line']);
    });

    await test.step('edge events are on in the second example only: four more programs to compile, one per edge program', async () => {
      await waitForGraph(page, EVENTS);
      const second = (await checksExample(page, EVENTS)).locator('.react-sigma');
      // Sigma compiles a picking program beside each edge program when enableEdgeEvents is on as it is built:
      // arrow (a line and a head), line, and curved (one program draws the curve and its head).
      const pickers = (element: Element) => {
        type Program = { pickProgram?: unknown; programs?: Program[] };
        const sigma = (window as unknown as Probe).sigmaOf(element) as unknown as { edgePrograms: Record<string, Program> };
        const leaves = Object.values(sigma.edgePrograms).flatMap((program) => program.programs ?? [program]);
        return { programs: leaves.length, picking: leaves.filter((program) => program.pickProgram).length };
      };
      expect(await first.evaluate(pickers)).toEqual({ programs: 4, picking: 0 });
      expect(await second.evaluate(pickers)).toEqual({ programs: 4, picking: 4 });
      container = second;
      await second.scrollIntoViewIfNeeded();
    });
    const status = page.locator('[data-example="edge-curves/CurveEvents.tsx"] output');
    await expect(status).toHaveText('Point at an edge to highlight it; click it to name it.');

    await test.step('the pointer on the bend of a curve, away from its chord, highlights that edge only', async () => {
      // Bread and order share their nodes and their curvature: they bow to either side of the chord.
      const bread = await bendOf(container, 'Bakery → Shop: bread');
      const order = await bendOf(container, 'Shop → Bakery: order');
      expect(Math.hypot(bread.x - order.x, bread.y - order.y)).toBeGreaterThan(60);
      for (const [edge, bend] of [
        ['Bakery → Shop: bread', bread],
        ['Shop → Bakery: order', order],
        ['Mill → Bakery: flour, Mon', await bendOf(container, 'Mill → Bakery: flour, Mon')],
      ] as const) {
        expect(bend.fromChord, `${edge} bends away from its chord`).toBeGreaterThan(30);
        await page.mouse.move(bend.x, bend.y);
        await expect
          .poll(async () => (await drawnEdges(container)).filter(({ highlighted }) => highlighted).map((e) => e.edge))
          .toEqual([edge]);
      }
      // What a reader sees: the curve under the pointer drawn in the highlight colour.
      await expect.poll(() => highlightAround(page, bread)).toBe(0);
      await page.mouse.move(bread.x, bread.y);
      await expect.poll(() => highlightAround(page, bread)).toBeGreaterThan(4);
    });

    await test.step('clicking a curve names it; clicking the background clears the line', async () => {
      const order = await bendOf(container, 'Shop → Bakery: order');
      await page.mouse.click(order.x, order.y);
      await expect(status).toHaveText('Clicked: order, from Shop to Bakery');
      // Between the farm and the bakery, the middle of the drawing, where no edge passes.
      const [farm, bakery] = [await nodeOnScreen(container, 'Farm'), await nodeOnScreen(container, 'Bakery')];
      // A reader's next click comes later than a double click's second one.
      await expect
        .poll(() => container.evaluate((element) => (window as unknown as Probe).sigmaOf(element).getMouseCaptor().clicks))
        .toBe(0);
      await page.mouse.click((farm.x + bakery.x) / 2, (farm.y + bakery.y) / 2);
      await expect(status).toHaveText('Point at an edge to highlight it; click it to name it.');
    });
  });
});
