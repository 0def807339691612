import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { summaryOf, waitForGraph } from '../../support/graph';
import { listenTo, probeSigma, sigmaEvents } from '../../support/sigma';

const NAME = 'node-programs/NodePrograms.tsx';
/** The example's colours (src/examples/_shared/sampleGraph.ts's palette): Sun's, Altair's, Saturn's and its ring's. */
const OCHRE = '#a86b00';
const VIOLET = '#7950f2';
const CYAN = '#0c8599';

type Sigma = {
  getNodeDisplayData(node: string): { x: number; y: number; size: number } | undefined;
  framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
  scaleSize(size: number): number;
  getContainer(): HTMLElement;
};

/**
 * A point of `node` on the page: `share` of its radius from its centre, at `degrees` from the top,
 * clockwise on the screen. A star's tips point up (the first at 0°).
 */
function pointOf(container: Locator, node: string, share: number, degrees: number) {
  return container.evaluate(
    (element, [key, part, angle]) => {
      const sigma = (window as unknown as { sigmaOf(element: Element): Sigma }).sigmaOf(element);
      const data = sigma.getNodeDisplayData(key as string)!;
      const at = sigma.framedGraphToViewport(data);
      const box = sigma.getContainer().getBoundingClientRect();
      const radius = sigma.scaleSize(data.size) * (part as number);
      const radians = ((angle as number) * Math.PI) / 180;
      return { x: box.left + at.x + radius * Math.sin(radians), y: box.top + at.y - radius * Math.cos(radians) };
    },
    [node, share, degrees] as const,
  );
}

/** The colour on screen at `point`, as #rrggbb. */
async function colourAt(page: Page, point: { x: number; y: number }): Promise<string> {
  const png = PNG.sync.read(
    await page.screenshot({ clip: { x: Math.round(point.x), y: Math.round(point.y), width: 1, height: 1 } }),
  );
  return `#${[0, 1, 2].map((i) => png.data[i]!.toString(16).padStart(2, '0')).join('')}`;
}

/** How far two #rrggbb colours are apart, summed over the channels. */
function distance(a: string, b: string): number {
  return [1, 3, 5].reduce((sum, i) => sum + Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16)), 0);
}

test.describe('node-programs', () => {
  // One visit: what each program draws, then the pointer on the shapes.
  test('stars are drawn by the program of the page, with their own number of tips; ringed nodes by two programs; sigma finds each shape under the pointer', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/example/node-programs`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('8 nodes');
    const graph = root.locator('.react-sigma');
    const status = root.getByRole('status');
    await listenTo(graph, 'enterNode');

    await test.step('a star is painted on its tips and not between them; a ringed node in its colour, with its ring inside', async () => {
      // Altair: four tips, at 0°, 90°, 180° and 270°; between them, at 45°, no star.
      await expect
        .poll(async () => distance(await colourAt(page, await pointOf(graph, 'Altair', 0.8, 0)), VIOLET))
        .toBeLessThan(40);
      await expect
        .poll(async () => distance(await colourAt(page, await pointOf(graph, 'Altair', 0.8, 90)), VIOLET))
        .toBeLessThan(40);
      expect(distance(await colourAt(page, await pointOf(graph, 'Altair', 0.7, 45)), VIOLET)).toBeGreaterThan(150);
      // The Sun: eight tips, 45° apart, at 22.5° between them.
      expect(distance(await colourAt(page, await pointOf(graph, 'Sun', 0.8, 45)), OCHRE)).toBeLessThan(40);
      expect(distance(await colourAt(page, await pointOf(graph, 'Sun', 0.8, 22.5)), OCHRE)).toBeGreaterThan(150);
      // Saturn: its disc in ochre, the ring (a half to three quarters of the radius) in cyan, the disc again outside it.
      expect(distance(await colourAt(page, await pointOf(graph, 'Saturn', 0.2, 0)), OCHRE)).toBeLessThan(40);
      expect(distance(await colourAt(page, await pointOf(graph, 'Saturn', 0.62, 270)), CYAN)).toBeLessThan(40);
      expect(distance(await colourAt(page, await pointOf(graph, 'Saturn', 0.9, 270)), OCHRE)).toBeLessThan(40);
    });

    await test.step('between two tips the pointer is on no node; on a tip, sigma reports enterNode for the star', async () => {
      await expect(status).toHaveText('Point at a node');
      const between = await pointOf(graph, 'Sun', 0.75, 22.5);
      await page.mouse.move(between.x, between.y);
      await page.mouse.move(between.x + 1, between.y);
      const tip = await pointOf(graph, 'Sun', 0.8, 0);
      await page.mouse.move(tip.x, tip.y);
      await expect(status).toHaveText('Pointing at Sun, drawn by "star"');
      // The first node the pointer entered is the Sun, on its tip, not on the way there between two tips.
      expect(await sigmaEvents(page)).toEqual(['enterNode Sun']);
      await page.mouse.move(between.x, between.y);
      await expect(status).toHaveText('Point at a node');
    });

    await test.step('the ring and the disc of a ringed node both answer the pointer; a click on a star names it', async () => {
      for (const share of [0.62, 0.2]) {
        const point = await pointOf(graph, 'Saturn', share, 90);
        await page.mouse.move(point.x, point.y);
        await expect(status).toHaveText('Pointing at Saturn, drawn by "ringed"');
        const away = await pointOf(graph, 'Saturn', 1.6, 0);
        await page.mouse.move(away.x, away.y);
        await expect(status).toHaveText('Point at a node');
      }
      const tip = await pointOf(graph, 'Altair', 0.8, 270);
      await page.mouse.click(tip.x, tip.y);
      await expect(status).toHaveText('Pointing at Altair, drawn by "star" · clicked Altair, drawn by "star"');
      expect(await sigmaEvents(page)).toEqual(['enterNode Sun', 'enterNode Saturn', 'enterNode Saturn', 'enterNode Altair']);
    });
  });
});
