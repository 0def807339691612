import fs from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, frame, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';

const NAME = 'export-image/ExportImage.tsx';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Export {
  fileName: string;
  bytes: Buffer;
  png: PNG;
}

/** Clicks `button` and reads the file the page downloads. */
async function download(page: Page, button: 'Download PNG' | 'Copy the screen'): Promise<Export> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    example(page, NAME).getByRole('button', { name: button }).click(),
  ]);
  const bytes = await fs.readFile(await file.path());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'the file starts with the PNG signature').toBe(true);
  // 80 nodes, 160 edges and their labels: tens of kilobytes. An empty or blank image is far smaller.
  expect(bytes.length, 'PNG size in bytes').toBeGreaterThan(8_000);
  return { fileName: file.suggestedFilename(), bytes, png: PNG.sync.read(bytes) };
}

/** Pixels of `png` that match, among those drawn (alpha above 200). */
function opaque(png: PNG, match: (r: number, g: number, b: number) => boolean = () => true): number {
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i + 3]! > 200 && match(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
  }
  return count;
}

/** The theme's label colours: #1c1e21 in light mode, #e3e3e3 in dark mode (src/examples/_shared/theme.tsx). */
const isDarkLabel = (r: number, g: number, b: number) => r < 50 && g < 50 && b < 50;
const isLightLabel = (r: number, g: number, b: number) => r > 200 && g > 200 && b > 200;

/** The graph's size on screen, in CSS pixels. */
async function graphSize(page: Page) {
  const size = await frame(page, NAME)
    .locator('.sigma-container')
    .evaluate((element) => ({ width: element.clientWidth, height: element.clientHeight }));
  expect(size.width).toBeGreaterThan(200);
  return size;
}

test.describe('export-image', () => {
  test('downloads a transparent PNG of the graph, with or without labels', async ({ page }) => {
    await visit(page, `${BASE}docs/guides/export-image`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);

    const withLabels = await download(page, 'Download PNG');
    // The example passes no fileName: the package's default.
    expect(withLabels.fileName).toBe('graph.png');
    const { width, height } = await graphSize(page);
    expect([withLabels.png.width, withLabels.png.height]).toEqual([width, height]);
    // Transparent by default: the corner is empty, the nodes and labels are drawn.
    expect(withLabels.png.data[3]).toBe(0);
    expect(opaque(withLabels.png), 'drawn pixels').toBeGreaterThan(5_000);
    expect(opaque(withLabels.png, isDarkLabel), 'label pixels').toBeGreaterThan(200);

    await example(page, NAME).getByRole('checkbox', { name: 'Labels' }).uncheck();
    const withoutLabels = await download(page, 'Download PNG');
    expect(opaque(withoutLabels.png, isDarkLabel), 'label pixels').toBe(0);
    expect(opaque(withoutLabels.png), 'drawn pixels').toBeGreaterThan(5_000);
  });

  test.describe('on a screen of pixel ratio 2, in dark mode', () => {
    test.use({ deviceScaleFactor: 2 });

    test('both ways give an image twice the graph’s size, on the graph’s dark background', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await visit(page, `${BASE}docs/guides/export-image`);
      await waitForGraph(page, NAME);
      const { width, height } = await graphSize(page);
      await example(page, NAME).getByRole('checkbox', { name: 'Opaque background' }).check();

      // Copied at any other time than right after sigma draws, the WebGL nodes layer comes out empty
      // (preserveDrawingBuffer: false), though the graph is on screen: why Copy the screen waits for afterRender.
      const nodesLayerCopy = await frame(page, NAME)
        .locator('canvas.sigma-nodes')
        .evaluate(async (canvas: HTMLCanvasElement) => {
          // A task after the next frame: the browser has shown it by then.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
          const copy = document.createElement('canvas');
          copy.width = canvas.width;
          copy.height = canvas.height;
          const context = copy.getContext('2d')!;
          context.drawImage(canvas, 0, 0);
          const { data } = context.getImageData(0, 0, copy.width, copy.height);
          let drawn = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) drawn++;
          return drawn;
        });
      expect(nodesLayerCopy, 'pixels in a copy of the nodes layer made outside afterRender').toBe(0);

      for (const button of ['Download PNG', 'Copy the screen'] as const) {
        const { png } = await download(page, button);
        expect([png.width, png.height], `${button}: image size`).toEqual([width * 2, height * 2]);
        // The frame's dark background (#1b1b1d), opaque, in the corner; the labels in the theme's light colour.
        expect([...png.data.subarray(0, 4)], `${button}: corner pixel`).toEqual([0x1b, 0x1b, 0x1d, 255]);
        expect(opaque(png, isLightLabel), `${button}: label pixels`).toBeGreaterThan(200);
      }
    });
  });
});
