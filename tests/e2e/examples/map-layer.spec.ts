import type { Locator, Page } from '@playwright/test';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph, zoomWheel } from '../../support/graph';
import { cameraAtRest, cameraOf, nodeOnScreen, probeSigma } from '../../support/sigma';

const NAME = 'map-layer/MapLayer.tsx';
/** The example's marker colour (palette[3]) and Spain's fill (Europe's colour, palette[0]). */
const MARKER = '#cc2b8f';
const EUROPE = '#d9480f';

type Point = { x: number; y: number };

/**
 * Where Leaflet's CRS EPSG:3857 puts a place at zoom 0, written here from its definition (spherical Mercator,
 * the world in 256 × 256 px, y down), with y negated as the example gives it to sigma.
 */
function mercator(lat: number, lng: number): Point {
  const sin = Math.sin((Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180);
  const x = 256 * (0.5 + lng / 360);
  const y = 256 * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI));
  return { x, y: -y };
}

type Sigma = {
  getGraph(): { forEachNode(callback: (node: string, attributes: Record<string, number>) => void): void };
  graphToViewport(point: Point): Point;
  getContainer(): HTMLElement;
};
type Probe = { sigmaOf(element: Element): Sigma };

/** Where sigma draws a point of the graph, in the page's coordinates. */
function onScreen(container: Locator, point: Point): Promise<Point> {
  return container.evaluate((element, at) => {
    const sigma = (window as unknown as Probe).sigmaOf(element);
    const box = sigma.getContainer().getBoundingClientRect();
    const drawn = sigma.graphToViewport(at);
    return { x: box.left + drawn.x, y: box.top + drawn.y };
  }, point);
}

/** The nodes' lat, lng, x and y, as the graph holds them. */
function places(container: Locator): Promise<Record<string, { lat: number; lng: number; x: number; y: number }>> {
  return container.evaluate((element) => {
    const result: Record<string, { lat: number; lng: number; x: number; y: number }> = {};
    (window as unknown as Probe)
      .sigmaOf(element)
      .getGraph()
      .forEachNode((node, { lat, lng, x, y }) => {
        result[node] = { lat: lat!, lng: lng!, x: x!, y: y! };
      });
    return result;
  });
}

/** The map's country paths and the marker, read from Leaflet's SVG. */
function mapOf(container: Locator) {
  return container.evaluate(
    (element, { marker, europe }) => {
      const paths = Array.from(element.querySelectorAll<SVGPathElement>('.leaflet-overlay-pane path'));
      const ring = paths.find((path) => path.getAttribute('stroke') === marker);
      const box = ring?.getBoundingClientRect();
      const filled = paths.filter((path) => path.getAttribute('fill') === europe);
      return {
        countries: paths.filter((path) => path !== ring).length,
        filled: filled.length,
        ring: box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null,
        tiles: element.querySelectorAll('.leaflet-tile, img').length,
        // The map's layer and its panes' stacking, and what is on top at the centre of the box.
        layer: (() => {
          const map = element.querySelector<HTMLElement>('.leaflet-container')!;
          const box = map.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            zIndex: getComputedStyle(map).zIndex,
            panes: [...new Set(Array.from(map.querySelectorAll('.leaflet-pane'), (pane) => getComputedStyle(pane).zIndex))],
            beforeEdges: map.nextElementSibling?.classList.contains('sigma-edges') ?? false,
            onTop: top?.tagName ?? null,
          };
        })(),
      };
    },
    { marker: MARKER, europe: EUROPE },
  );
}

/** Whether the filled country's shape, as Leaflet drew it, covers `point` of the page. */
function filledCovers(container: Locator, point: Point): Promise<boolean> {
  return container.evaluate(
    (element, { at, europe }) => {
      const path = Array.from(element.querySelectorAll<SVGPathElement>('.leaflet-overlay-pane path')).find(
        (each) => each.getAttribute('fill') === europe,
      );
      const matrix = path?.ownerSVGElement?.getScreenCTM()?.inverse();
      if (!path || !matrix) return false;
      const local = new DOMPoint(at.x, at.y).matrixTransform(matrix);
      return path.isPointInFill(local);
    },
    { at: point, europe: EUROPE },
  );
}

/** The marker is drawn where sigma draws `place`: the map and the graph agree. */
async function expectMarkerAt(container: Locator, place: { lat: number; lng: number }, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { ring } = await mapOf(container);
        const expected = await onScreen(container, mercator(place.lat, place.lng));
        return ring ? Math.hypot(ring.x - expected.x, ring.y - expected.y) : Infinity;
      },
      { message },
    )
    // Leaflet places a marker and its map's origin at whole pixels: up to half a pixel each, on each axis.
    .toBeLessThan(2);
}

/** Madrid is drawn over Spain, as the map draws it. */
async function expectMadridInSpain(container: Locator, message: string): Promise<void> {
  await expect.poll(async () => filledCovers(container, await nodeOnScreen(container, 'MAD')), { message }).toBe(true);
}

const atRest = async (container: Locator) => expect.poll(() => cameraAtRest(container)).toBe(true);

/** A reader's click: later than a double click's second one (sigma's mouse captor counts clicks for 300 ms). */
async function clickAt(page: Page, container: Locator, point: Point): Promise<void> {
  await expect
    .poll(() =>
      container.evaluate(
        (element) =>
          (window as unknown as { sigmaOf(element: Element): { getMouseCaptor(): { clicks: number } } })
            .sigmaOf(element)
            .getMouseCaptor().clicks,
      ),
    )
    .toBe(0);
  await page.mouse.click(Math.round(point.x), Math.round(point.y));
}

test.describe('map-layer', () => {
  test.beforeEach(async ({ page }) => {
    await probeSigma(page);
  });

  // One visit: the map under the graph, clicks both ways, a zoom, a narrower box, a resized window.
  test('the airports are drawn over the countries, which follow the camera through a zoom, a drag and a resize', async ({
    page,
  }) => {
    // Every request the page makes, by address: nothing from outside the site, and the countries fetched.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const countries = page.waitForResponse((response) => response.url().endsWith('/data/countries-110m.json'));
    await visit(page, `${BASE}docs/example/map-layer`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('26 nodes and 35 edges');
    expect((await countries).ok()).toBe(true);
    const container = root.locator('.react-sigma');
    const status = root.locator('output');
    // A spot in the Atlantic, west of Spain, away from any airport.
    const atlantic = { lat: 40, lng: -20 };

    await test.step("the nodes sit at Leaflet's zoom-0 projection; the countries are drawn, with no tile", async () => {
      for (const [node, { lat, lng, x, y }] of Object.entries(await places(container))) {
        const expected = mercator(lat, lng);
        expect(Math.hypot(x - expected.x, y - expected.y), node).toBeLessThan(1e-6);
      }
      await expect.poll(async () => (await mapOf(container)).countries, { message: 'the countries drawn' }).toBeGreaterThan(170);
      const { tiles, layer } = await mapOf(container);
      expect(tiles).toBe(0);
      // Sigma's layer before the edges' canvas, z-index 0; Leaflet's panes at 200 to 700, kept under the canvases.
      expect(layer.zIndex).toBe('0');
      expect(layer.beforeEdges).toBe(true);
      expect(layer.panes.map(Number).sort((a, b) => a - b)).toEqual([200, 400, 500, 600, 650, 700]);
      expect(layer.onTop).toBe('CANVAS');
      // Nothing from another host (the site's analytics go to another port of this one).
      const host = new URL(page.url()).hostname;
      expect(requests.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== host)).toEqual([]);
      await expect(status).toHaveText('Click an airport, or the map.');
    });

    await test.step('a click on an airport fills its country, under the airport', async () => {
      await clickAt(page, container, await nodeOnScreen(container, 'MAD'));
      await expect(status).toHaveText(/^Madrid \(MAD\), Spain: \d routes$/);
      await expect.poll(async () => (await mapOf(container)).filled).toBe(1);
      await expectMadridInSpain(container, 'Madrid over the filled Spain');
    });

    await test.step('a click on the map gives its latitude and longitude, and a ring there', async () => {
      await clickAt(page, container, await onScreen(container, mercator(atlantic.lat, atlantic.lng)));
      await expect(status).toHaveText(/^The map at \d+\.\d\d° N, \d+\.\d\d° W$/);
      const [lat, lng] = [...(await status.textContent())!.matchAll(/(\d+\.\d\d)°/g)].map((match) => Number(match[1]));
      // Within a pixel's worth of degrees of the spot clicked.
      expect(Math.abs(lat! - atlantic.lat)).toBeLessThan(0.5);
      expect(Math.abs(-lng! - atlantic.lng)).toBeLessThan(0.5);
      // From here on, the place clicked as the line gives it (the click fell on a whole pixel).
      Object.assign(atlantic, { lat: lat!, lng: -lng! });
      await expectMarkerAt(container, atlantic, 'the ring where the map was clicked');
      expect((await mapOf(container)).filled, 'Spain filled no more').toBe(0);
    });

    await test.step('a plain wheel scrolls the page, and neither the graph nor the map moves', async () => {
      const camera = await cameraOf(container);
      const box = (await container.boundingBox())!;
      // The clicks gave the graph the wheel until the pointer leaves it (the site's gestures): it leaves, and comes back.
      await page.mouse.move(box.x + box.width / 2, box.y - 20);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const top = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 100);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top + 100);
      expect(await cameraOf(container)).toEqual(camera);
      await expectMarkerAt(container, atlantic, 'the ring where it was');
    });

    await test.step('Ctrl + wheel zooms the graph, and the map with it', async () => {
      const { ratio } = await cameraOf(container);
      const before = (await mapOf(container)).ring!;
      await page.mouse.move(...(Object.values(await nodeOnScreen(container, 'MAD')) as [number, number]));
      await zoomWheel(page, -300);
      await expect.poll(async () => (await cameraOf(container)).ratio).toBeLessThan(ratio * 0.8);
      await atRest(container);
      const after = (await mapOf(container)).ring!;
      expect(Math.hypot(after.x - before.x, after.y - before.y), 'the ring moved with the zoom').toBeGreaterThan(20);
      await expectMarkerAt(container, atlantic, 'the ring where sigma now draws its place');
    });

    await test.step('a drag moves the graph, and the map with it', async () => {
      const box = (await container.boundingBox())!;
      const start = { x: box.x + box.width * 0.7, y: box.y + box.height * 0.5 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x - 80, start.y + 40, { steps: 8 });
      await page.mouse.up();
      await atRest(container);
      await expectMarkerAt(container, atlantic, 'the ring after the drag');
      await clickAt(page, container, await nodeOnScreen(container, 'MAD'));
      await expectMadridInSpain(container, 'Madrid over Spain after the zoom and the drag');
      await clickAt(page, container, await onScreen(container, mercator(atlantic.lat, atlantic.lng)));
      await expect(status).toHaveText(/^The map at/);
      const [lat, lng] = [...(await status.textContent())!.matchAll(/(\d+\.\d\d)°/g)].map((match) => Number(match[1]));
      Object.assign(atlantic, { lat: lat!, lng: -lng! });
    });

    await test.step('a narrower box, then a narrower window: the map stays under the graph', async () => {
      const wide = (await container.boundingBox())!.width;
      await root.getByRole('button', { name: 'Narrower graph' }).click();
      await expect.poll(async () => (await container.boundingBox())!.width).toBeLessThan(wide * 0.65);
      await expectMarkerAt(container, atlantic, 'the ring in the narrower box');
      // Sigma sized the map's layer with its canvases.
      const [layer, canvas] = await Promise.all(
        ['.leaflet-container', 'canvas.sigma-mouse'].map(async (selector) => (await container.locator(selector).boundingBox())!),
      );
      expect(layer).toEqual(canvas);
      await page.setViewportSize({ width: 700, height: 800 });
      await expectMarkerAt(container, atlantic, 'the ring in the narrower window');
      await clickAt(page, container, await nodeOnScreen(container, 'MAD'));
      await expect(status).toHaveText(/^Madrid \(MAD\)/);
      await expectMadridInSpain(container, 'Madrid over Spain in the narrower window');
    });
  });
});
