import type { Locator, Page } from '@playwright/test';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, summaryOf, waitForGraph } from '../../support/graph';
import { probeSigma } from '../../support/sigma';
import { palette } from '../../../src/examples/_shared/sampleGraph';

const NAME = 'webgl-layers/WebglLayers.tsx';
const COMMUNITIES = ['Alpha', 'Beta', 'Gamma'];
/** The colour the example draws around all nodes: palette[6]. */
const ALL_COLOR = palette[6]!;
/** The example's RADIUS: how far a node's score reaches, in pixels. */
const RADIUS = 60;

type RGBA = [number, number, number, number];

/** What the layer's canvas holds, read from its WebGL context right after sigma drew a frame. */
interface Layer {
  /** Whether sigma's layer canvas `canvas.sigma-contours` is in the page. */
  present: boolean;
  /** Whether its context shows its pixels as premultiplied (WebGL's default). */
  premultipliedAlpha: boolean | null;
  /** The colour most pixels drawn opaque have, as #rrggbb (null when none is; each channel may be 1 off). */
  lineColor: string | null;
  /** The box of the pixels drawn (alpha above 0), in CSS pixels of sigma's box. */
  drawnBox: { left: number; right: number; top: number; bottom: number } | null;
  /** How many different alphas the drawn pixels have. */
  alphas: number;
  /** The layer's pixel at the centre of each node, by community. */
  atNodes: RGBA[][];
  /** The box of each community's node centres, in CSS pixels of sigma's box. */
  communityBoxes: { left: number; right: number; top: number; bottom: number }[];
}

/**
 * Has sigma draw a frame, then reads the layer's canvas in the same task, before the browser shows and
 * clears it (sigma's contexts keep no drawing buffer): the contours program draws on sigma's afterRender.
 */
function readLayer(container: Locator): Promise<Layer> {
  return container.evaluate((element) => {
    type Sigma = {
      refresh(): void;
      getGraph(): { forEachNode(callback: (node: string, attributes: { community: number }) => void): void };
      getNodeDisplayData(node: string): { x: number; y: number };
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      getContainer(): HTMLElement;
    };
    const sigma = (window as unknown as { sigmaOf(element: Element): Sigma }).sigmaOf(element);
    const canvas = sigma.getContainer().querySelector<HTMLCanvasElement>('canvas.sigma-contours');
    const communityBoxes: Layer['communityBoxes'] = [];
    const centres: { community: number; x: number; y: number }[] = [];
    sigma.getGraph().forEachNode((node, { community }) => {
      const { x, y } = sigma.framedGraphToViewport(sigma.getNodeDisplayData(node));
      centres.push({ community, x, y });
      const box = (communityBoxes[community] ??= { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity });
      Object.assign(box, {
        left: Math.min(box.left, x),
        right: Math.max(box.right, x),
        top: Math.min(box.top, y),
        bottom: Math.max(box.bottom, y),
      });
    });
    if (!canvas)
      return {
        present: false,
        premultipliedAlpha: null,
        lineColor: null,
        drawnBox: null,
        alphas: 0,
        atNodes: [],
        communityBoxes,
      };
    sigma.refresh();
    // The context sigma made for this canvas: getContext hands back the same one.
    const gl = canvas.getContext('webgl2')!;
    const { width, height } = canvas;
    const ratio = width / canvas.clientWidth;
    const pixels = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    // WebGL's rows go up from the bottom.
    const at = (x: number, y: number): [number, number, number, number] => {
      const i = ((height - 1 - Math.round(y * ratio)) * width + Math.round(x * ratio)) * 4;
      return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
    };
    const opaque = new Map<string, number>();
    const alphas = new Set<number>();
    let drawnBox: Layer['drawnBox'] = null;
    for (let row = 0; row < height; row++) {
      for (let column = 0; column < width; column++) {
        const i = (row * width + column) * 4;
        const alpha = pixels[i + 3]!;
        if (alpha === 0) continue;
        alphas.add(alpha);
        const [x, y] = [column / ratio, (height - 1 - row) / ratio];
        drawnBox ??= { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
        drawnBox = {
          left: Math.min(drawnBox.left, x),
          right: Math.max(drawnBox.right, x),
          top: Math.min(drawnBox.top, y),
          bottom: Math.max(drawnBox.bottom, y),
        };
        // Opaque: sigma packs a colour in a float, and an alpha of 255 comes back as 254.
        if (alpha >= 254) {
          const hex = `#${[0, 1, 2].map((k) => pixels[i + k]!.toString(16).padStart(2, '0')).join('')}`;
          opaque.set(hex, (opaque.get(hex) ?? 0) + 1);
        }
      }
    }
    const lineColor = [...opaque.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    const atNodes: RGBA[][] = [];
    for (const { community, x, y } of centres) (atNodes[community] ??= []).push(at(x, y));
    return {
      present: true,
      premultipliedAlpha: gl.getContextAttributes()?.premultipliedAlpha ?? null,
      lineColor,
      drawnBox,
      alphas: alphas.size,
      atNodes,
      communityBoxes,
    };
  });
}

/** `color` as `expected`, each channel within 1 (sigma packs colours in floats), or null when there is none. */
function near(color: string | null, expected: string): string | null {
  if (!color) return null;
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [a, b] = [channels(color), channels(expected)];
  return a.every((channel, k) => Math.abs(channel - b[k]!) <= 1) ? expected : color;
}

/** The drawn pixels surround the community's nodes; the nodes of the others are under no colour of the layer. */
function expectAround(layer: Layer, community: number): void {
  const box = layer.drawnBox!;
  const nodes = layer.communityBoxes[community]!;
  expect(box, `the layer's drawing holds every node of ${COMMUNITIES[community]}`).toBeTruthy();
  // Each node adds 1 at its centre, falling to 0 at RADIUS pixels: the outer nodes alone pass 0.5 up to half
  // the radius out, and no score reaches past the radius (2 pixels for the line's half width and rounding).
  const margins = [nodes.left - box.left, box.right - nodes.right, nodes.top - box.top, box.bottom - nodes.bottom];
  for (const margin of margins) {
    expect(margin).toBeGreaterThan(RADIUS / 2 - 2);
    expect(margin).toBeLessThan(RADIUS + 2);
  }
  layer.atNodes.forEach((pixels, other) => {
    if (other === community) return;
    expect(
      pixels.filter(([, , , alpha]) => alpha > 0),
      `nothing drawn under ${COMMUNITIES[other]}'s nodes`,
    ).toEqual([]);
  });
}

/**
 * Counts the WebGL contexts of canvases in the page (sigma's and its layers'; the site's WebGL check's canvas
 * never is), and keeps them, so that a test can ask which are still live. Call before `visit`.
 */
async function countContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const kept = window as unknown as { webglContexts: WebGLRenderingContext[] };
    kept.webglContexts = [];
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
      const context = getContext.apply(this, args);
      if (String(args[0]).startsWith('webgl') && this.isConnected && context && !kept.webglContexts.includes(context as never))
        kept.webglContexts.push(context as WebGLRenderingContext);
      return context;
    } as typeof getContext;
  });
}

/** How many of the WebGL contexts made so far (the first `of`, if given) are not lost. */
function liveContexts(page: Page, of?: number): Promise<number> {
  return page.evaluate(
    (count) =>
      (window as unknown as { webglContexts: WebGLRenderingContext[] }).webglContexts
        .slice(0, count ?? undefined)
        .filter((context) => !context.isContextLost()).length,
    of ?? null,
  );
}

test.describe('webgl-layers', () => {
  // One visit: the first contour, then each choice, then the layer unmounted, then the page left.
  test('the layer draws the chosen community’s contour, metaball or levels, and every WebGL context it made goes with it', async ({
    page,
  }) => {
    await probeSigma(page);
    await countContexts(page);
    await visit(page, `${BASE}docs/example/webgl-layers`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('60 nodes');
    const container = root.locator('.react-sigma');
    const around = example(page, NAME).getByLabel('Around');
    const look = example(page, NAME).getByLabel('Drawn as');
    // Sigma's three WebGL contexts (edges, nodes, hovered nodes) and the layer's.
    const SIGMA_CONTEXTS = 3;

    await test.step('at first, one layer: a line in Alpha’s colour around Alpha’s nodes, nothing inside it nor elsewhere', async () => {
      await expect(around).toHaveValue('0');
      await expect(look).toHaveValue('line');
      await expect.poll(async () => near((await readLayer(container)).lineColor, palette[0]!)).toBe(palette[0]);
      const layer = await readLayer(container);
      expectAround(layer, 0);
      // A line: the nodes inside it are on no colour of the layer either.
      expect(layer.atNodes[0]!.filter(([, , , alpha]) => alpha > 0)).toEqual([]);
      expect(await container.locator('canvas.sigma-contours').count()).toBe(1);
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS + 1);
    });

    await test.step('choosing Beta draws Beta’s contour instead, on a new layer; the old one’s context is lost', async () => {
      await around.selectOption({ label: 'Beta' });
      await expect.poll(async () => near((await readLayer(container)).lineColor, palette[1]!)).toBe(palette[1]);
      expectAround(await readLayer(container), 1);
      expect(await container.locator('canvas.sigma-contours').count()).toBe(1);
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS + 1);
    });

    await test.step('a metaball fills Beta’s nodes’ surroundings with its colour at 30 %, premultiplied', async () => {
      await look.selectOption({ label: 'Metaball' });
      await expect.poll(async () => (await readLayer(container)).lineColor).toBeNull();
      const layer = await readLayer(container);
      expectAround(layer, 1);
      expect(layer.premultipliedAlpha).toBe(true);
      // Under each of Beta's nodes, 30 % of #1c7ed6: red, green and blue multiplied by 0.3, and alpha 0.3.
      const expected = [0x1c, 0x7e, 0xd6].map((channel) => Math.round(channel * 0.3));
      for (const [r, g, b, alpha] of layer.atNodes[1]!) {
        expect(Math.abs(alpha - 0.3 * 255), 'alpha under a node of Beta').toBeLessThanOrEqual(2);
        expect([r, g, b].map((channel, k) => Math.abs(channel - expected[k]!)).every((gap) => gap <= 2)).toBe(true);
      }
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS + 1);
    });

    await test.step('several levels around all nodes: four shades and the lines between them, in the colour of all', async () => {
      await around.selectOption({ label: 'All nodes' });
      await look.selectOption({ label: 'Several levels' });
      await expect.poll(async () => near((await readLayer(container)).lineColor, ALL_COLOR)).toBe(ALL_COLOR);
      const layer = await readLayer(container);
      // Four see-through shades, the opaque lines, and the anti-aliased pixels between.
      expect(layer.alphas).toBeGreaterThan(5);
      for (const pixels of layer.atNodes) expect(pixels.every(([, , , alpha]) => alpha > 0)).toBe(true);
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS + 1);
    });

    await test.step('choosing Nothing unmounts the layer’s component: its canvas goes and its context is lost', async () => {
      await around.selectOption({ label: 'Nothing' });
      await expect.poll(async () => (await readLayer(container)).present).toBe(false);
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS);
      await around.selectOption({ label: 'Gamma' });
      await expect.poll(async () => (await readLayer(container)).present).toBe(true);
      expect(await liveContexts(page)).toBe(SIGMA_CONTEXTS + 1);
    });

    await test.step('leaving the page loses every WebGL context the graph and its layers made', async () => {
      const made = await page.evaluate(() => (window as unknown as { webglContexts: unknown[] }).webglContexts.length);
      // Sigma's, and one layer for each choice made: Alpha, Beta, metaball, all nodes, several levels, Gamma.
      expect(made).toBe(SIGMA_CONTEXTS + 6);
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: 'Curved edges', exact: true })
        .click();
      await expect(page.locator('h1')).toHaveText('Curved edges');
      await expect.poll(() => liveContexts(page, made)).toBe(0);
    });
  });
});
