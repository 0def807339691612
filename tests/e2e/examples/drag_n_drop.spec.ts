import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, frame, locate, shoot, summaryOf, type Spot, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { cameraOf, graphOf, listenTo, probeSigma, sigmaEvents } from '../../support/sigma';

const DRAG = 'drag_n_drop/DragNodes.tsx';

/** Node colours of DragNodes.tsx (the palette without its blue, which the hub has). */
const colors = {
  hub: '#1c7ed6',
  ash: '#d9480f',
  birch: '#087f5b',
  cedar: '#cc2b8f',
} as const;
type Name = keyof typeof colors;

const near = (a: Spot, b: { x: number; y: number }, tolerance: number) => Math.hypot(a.x - b.x, a.y - b.y) <= tolerance;

/** A point in the bottom-left part of the graph, away from every node and outside the graph's extent. */
async function dropPoint(target: Locator): Promise<{ x: number; y: number }> {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width * 0.12, y: box.y + box.height - 24 };
}

async function open(page: Page): Promise<{ target: Locator; start: Record<Name, Spot> }> {
  await visit(page, `${BASE}docs/example/drag_n_drop`);
  const target = await waitForGraph(page, DRAG);
  await checksExample(page, DRAG);
  // The whole frame on screen: the presses below go near its edges, which must be inside the viewport.
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.mouse.move(0, 0);
  const start = await locate(target, colors);
  for (const name of Object.keys(colors) as Name[]) expect(start[name].count, `pixels of ${name}`).toBeGreaterThan(100);
  return { target, start };
}

// One page visit for the three mouse steps; each measures the nodes where the step before left them.
test.describe('drag_n_drop with a mouse', () => {
  test('the cursor shows what can be grabbed; a dragged node stays where it is dropped; the background pans', async ({
    page,
  }) => {
    const { target, start } = await open(page);

    await test.step('the cursor shows what can be grabbed', async () => {
      const container = target.locator('.sigma-container');
      const cursor = () => container.evaluate((element) => getComputedStyle(element).cursor);

      expect(await cursor()).toBe('auto');
      await page.mouse.move(start.hub.x, start.hub.y);
      await expect.poll(cursor).toBe('grab');
      await page.mouse.down();
      await expect.poll(cursor).toBe('grabbing');
      await page.mouse.move(start.hub.x + 40, start.hub.y + 40, { steps: 4 });
      await page.mouse.up();
      await expect.poll(cursor).toBe('grab');
      // The background: the cursor is back to normal.
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width - 10, box.y + box.height - 10, { steps: 4 });
      await expect.poll(cursor).toBe('auto');
    });

    await test.step('a node dragged with the mouse stays where it is dropped, and the camera does not pan', async () => {
      // The hub was dragged in the step before: measure from where the nodes are now.
      const before = await locate(target, colors);
      const status = example(page, DRAG).getByRole('status');
      const drop = await dropPoint(target);

      await page.mouse.move(before.ash.x, before.ash.y);
      await page.mouse.down();
      await expect(status).toHaveText('Dragging Ash…');
      await page.mouse.move(drop.x, drop.y, { steps: 12 });
      await page.mouse.up();
      await expect(status).toHaveText(/^Dropped Ash at \(-?\d+\.\d, -?\d+\.\d\) in graph coordinates\.$/);
      // Move away so that the hover box does not cover anything.
      await page.mouse.move(0, 0);

      await expect
        .poll(async () => near((await locate(target, colors)).ash, drop, 3), { message: 'Ash is drawn at the drop point' })
        .toBe(true);
      const end = await locate(target, colors);
      // The other nodes did not move: no pan, no re-fit of the graph's extent.
      expect(near(end.cedar, before.cedar, 1.5), 'Cedar stayed in place').toBe(true);
      expect(near(end.birch, before.birch, 1.5), 'Birch stayed in place').toBe(true);
      expect(near(end.hub, before.hub, 1.5), 'the hub stayed in place').toBe(true);
    });

    await test.step('a press on the background still pans the camera', async () => {
      // Two nodes were dragged in the steps before: measure from where the nodes are now.
      const before = await locate(target, colors);
      const box = (await target.boundingBox())!;
      const from = { x: box.x + box.width - 20, y: box.y + box.height - 20 };
      // Where the press lands: sigma's stage, not a node, a label or a control over the frame.
      const under = await page.evaluate(({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element?.closest('.sigma-container') ? 'the graph' : (element?.outerHTML.slice(0, 120) ?? 'nothing');
      }, from);
      expect(under, 'the press lands on the graph').toBe('the graph');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      // The nodes move by 60 × 30 px, and glide about three times further when sigma adds its inertia (only when
      // the release follows the last move within 100 ms, which a loaded machine may miss).
      await page.mouse.move(from.x - 60, from.y - 30, { steps: 6 });
      await page.mouse.up();
      // The pointer away: a node under it would be drawn with its hover label, over the colours measured below.
      await page.mouse.move(0, 0);
      // The whole drawing followed the pointer.
      await expect
        .poll(async () => {
          const { cedar, hub } = await locate(target, colors);
          return (
            cedar.x < before.cedar.x - 50 &&
            cedar.y < before.cedar.y - 20 &&
            hub.x < before.hub.x - 50 &&
            hub.y < before.hub.y - 20
          );
        })
        .toBe(true);
    });
  });
});

test.describe('drag_n_drop with a finger', () => {
  test.use({ hasTouch: true });

  test('a node dragged by touch moves too, without panning', async ({ page }) => {
    const { target, start } = await open(page);
    const drop = await dropPoint(target);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });

    const scrolled = () => page.evaluate(() => window.scrollY);
    const scrollBefore = await scrolled();
    await touch('touchStart', start.birch);
    for (let step = 1; step <= 12; step++) {
      await touch('touchMove', {
        x: start.birch.x + ((drop.x - start.birch.x) * step) / 12,
        y: start.birch.y + ((drop.y - start.birch.y) * step) / 12,
      });
    }
    await touch('touchEnd');
    await expect(example(page, DRAG).getByRole('status')).toHaveText(/^Dropped Birch at /);
    // The handler's event.original.preventDefault(): the finger moved the node, not the page.
    expect(await scrolled()).toBe(scrollBefore);

    await expect
      .poll(async () => near((await locate(target, colors)).birch, drop, 3), { message: 'Birch is drawn at the drop point' })
      .toBe(true);
    const end = await locate(target, colors);
    expect(near(end.cedar, start.cedar, 1.5), 'Cedar stayed in place').toBe(true);
    expect(near(end.ash, start.ash, 1.5), 'Ash stayed in place').toBe(true);
  });
});

const CREATE = 'drag_n_drop/CreateNodes.tsx';

/** Where sigma puts the graph point of `node` on the page: `graphToViewport` of its attributes, plus the container's corner. */
function onPage(container: Locator, node: string): Promise<{ x: number; y: number }> {
  return container.evaluate((element, key) => {
    type Sigma = {
      getGraph(): { getNodeAttributes(node: string): { x: number; y: number } };
      graphToViewport(point: { x: number; y: number }): { x: number; y: number };
      getContainer(): HTMLElement;
    };
    const sigma = (window as unknown as { sigmaOf(element: Element): Sigma | null }).sigmaOf(element)!;
    const box = sigma.getContainer().getBoundingClientRect();
    const point = sigma.graphToViewport(sigma.getGraph().getNodeAttributes(key));
    return { x: box.left + point.x, y: box.top + point.y };
  }, node);
}

test.describe('drag_n_drop, creating nodes and edges', () => {
  // A mouse and a touch screen, as on a laptop with one.
  test.use({ hasTouch: true });

  test('a click on the background adds a node there, two clicked nodes are joined, Escape cancels, dragging still works, a tap is a click', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/example/drag_n_drop`);
    const target = await waitForGraph(page, CREATE);
    await checksExample(page, CREATE);
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.mouse.move(0, 0);
    const container = frame(page, CREATE).locator('.react-sigma').first();
    const status = example(page, CREATE).getByRole('status');
    const box = (await target.boundingBox())!;
    // Ash and Birch at the bottom corners, Cedar at the top in the middle: the top left is free.
    const click = { x: box.x + box.width * 0.2, y: box.y + box.height * 0.3 };

    await test.step('a click on the background adds a node where it landed', async () => {
      await page.mouse.click(click.x, click.y);
      await expect(status).toHaveText(/^Added Node 1 at \(-?\d+\.\d, -?\d+\.\d\) in graph coordinates\.$/);
      // sigma.graphToViewport of the new node's attributes: the clicked point.
      const at = await onPage(container, 'Node 1');
      expect(near({ ...at, count: 0 }, click, 1.5), `Node 1 at ${JSON.stringify(at)}, clicked ${JSON.stringify(click)}`).toBe(
        true,
      );
      await page.mouse.move(0, 0);
      // Drawn there, in the palette's next colour.
      await expect
        .poll(async () => near((await locate(target, { node: '#cc2b8f' })).node, click, 3), {
          message: 'Node 1 drawn at the click',
        })
        .toBe(true);
      await expect(summaryOf(example(page, CREATE))).toContainText('4 nodes and 1 edge');
    });

    await test.step('a click on a node, then on another, joins them with an edge that sigma draws', async () => {
      const { nodes } = await graphOf(container);
      const ash = nodes.Ash!.at;
      const birch = nodes.Birch!.at;
      const middle = { x: Math.round((ash.x + birch.x) / 2 - box.x), y: Math.round((ash.y + birch.y) / 2 - box.y) };
      /** The darkest pixel around the middle of Ash and Birch: the background, or the edge drawn over it. */
      const middleShade = async () => {
        const png = await shoot(target);
        let darkest = 255 * 3;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const i = ((middle.y + dy) * png.width + middle.x + dx) * 4;
            darkest = Math.min(darkest, png.data[i]! + png.data[i + 1]! + png.data[i + 2]!);
          }
        return darkest;
      };
      const background = await middleShade();
      expect(background, 'nothing drawn between Ash and Birch yet').toBeGreaterThan(3 * 245);

      await listenTo(container, 'clickNode');
      await listenTo(container, 'doubleClickNode');
      const camera = await cameraOf(container);
      // Two clicks in a row, well within sigma's doubleClickTimeout (300 ms).
      await page.mouse.click(ash.x, ash.y);
      await page.mouse.click(birch.x, birch.y);
      await expect(status).toHaveText('Joined Ash and Birch.');
      // Sigma made the second one a double click, which the example took as a click, and did not zoom.
      expect(await sigmaEvents(page)).toEqual(['clickNode Ash', 'doubleClickNode Birch']);
      expect(await cameraOf(container)).toEqual(camera);
      const after = await graphOf(container);
      expect(after.edges.map(({ source, target }) => [source, target].sort().join('–'))).toContain('Ash–Birch');
      expect(after.nodes.Ash!.display.highlighted, 'Ash is no longer highlighted').toBeFalsy();
      await page.mouse.move(0, 0);
      // The edge's grey (#adb5bd, sum 475) now crosses the middle.
      await expect.poll(middleShade, { message: 'an edge drawn between Ash and Birch' }).toBeLessThan(3 * 200);
      await expect(summaryOf(example(page, CREATE))).toContainText('4 nodes and 2 edges');
    });

    await test.step('a clicked node is chosen and highlighted, and Escape cancels it', async () => {
      const cedar = (await graphOf(container)).nodes.Cedar!.at;
      await page.mouse.click(cedar.x, cedar.y);
      await expect(status).toHaveText('Cedar chosen: click another node to join them, or Escape or the background to cancel.');
      expect((await graphOf(container)).nodes.Cedar!.display.highlighted, 'Cedar is highlighted').toBe(true);
      await page.keyboard.press('Escape');
      await expect(status).toHaveText(/^Cancelled\. /);
      const { nodes, edges } = await graphOf(container);
      expect(nodes.Cedar!.display.highlighted, 'Cedar is no longer highlighted').toBeFalsy();
      expect(edges).toHaveLength(2);
      // A second click on the chosen node cancels too, and so does a click on the background (which adds no node then).
      await page.mouse.click(cedar.x, cedar.y);
      await expect(status).toHaveText(/^Cedar chosen/);
      await page.mouse.click(cedar.x, cedar.y);
      await expect(status).toHaveText(/^Cancelled\. /);
      await page.mouse.click(cedar.x, cedar.y);
      await expect(status).toHaveText(/^Cedar chosen/);
      await page.mouse.click(click.x + 30, click.y);
      await expect(status).toHaveText(/^Cancelled\. /);
      expect(Object.keys((await graphOf(container)).nodes)).toHaveLength(4);
    });

    await test.step('a node still drags, and the drag is no click', async () => {
      const from = await onPage(container, 'Node 1');
      const to = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.3 };
      const heard = (await sigmaEvents(page)).length;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await page.mouse.up();
      const at = await onPage(container, 'Node 1');
      expect(near({ ...at, count: 0 }, to, 1.5), `Node 1 dropped at ${JSON.stringify(at)}`).toBe(true);
      // No click: nothing chosen, no node added.
      await expect(status).toHaveText('Moved Node 1.');
      // Sigma did report a click (the drag's moves were not counted): the example ignored it.
      expect((await sigmaEvents(page)).slice(heard)).toEqual(['clickNode Node 1']);
      const { nodes } = await graphOf(container);
      expect(Object.keys(nodes)).toHaveLength(4);
      expect(nodes['Node 1']!.display.highlighted).toBeFalsy();
      // A pan of the background is no click either: sigma counted its moves.
      await page.mouse.move(click.x, click.y);
      await page.mouse.down();
      await page.mouse.move(click.x + 40, click.y + 20, { steps: 8 });
      await page.mouse.up();
      await expect(status).toHaveText('Moved Node 1.');
      expect(Object.keys((await graphOf(container)).nodes)).toHaveLength(4);
    });

    await test.step('on a touch screen, a tap on the background adds a node and a tap on a node chooses it', async () => {
      await page.mouse.move(0, 0);
      const { nodes } = await graphOf(container);
      const spot = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.55 };
      await page.touchscreen.tap(spot.x, spot.y);
      await expect(status).toHaveText(/^Added Node 2 at /);
      await page.touchscreen.tap(nodes.Birch!.at.x, nodes.Birch!.at.y);
      await expect(status).toHaveText(/^Birch chosen/);
    });
  });
});
