import type { Page } from '@playwright/test';
import type { PNG } from 'pngjs';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { difference, example, frame, picture, settled, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';

// Fakes the clock, which stays with a context: a context of its own, its cache empty (tests/support/fixtures.ts).
test.use({ freshContext: true });

const NAME = 'transitions/FadeAndMove.tsx';

/** The communities' colours (palette order in createCommunityGraph). */
const communities = ['#d9480f', '#1c7ed6', '#087f5b', '#cc2b8f'];

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function distance(png: PNG, index: number, [r, g, b]: [number, number, number]): number {
  return Math.abs(png.data[index]! - r) + Math.abs(png.data[index + 1]! - g) + Math.abs(png.data[index + 2]! - b);
}

/** Byte offsets of the pixels drawn in one of `colors`, with the colour each had. */
function pixelsOf(png: PNG, colors: string[]): { index: number; color: [number, number, number] }[] {
  const wanted = colors.map(rgb);
  const found: { index: number; color: [number, number, number] }[] = [];
  for (let index = 0; index < png.data.length; index += 4) {
    const color = wanted.find((candidate) => distance(png, index, candidate) <= 20);
    if (color) found.push({ index, color });
  }
  return found;
}

/** How far, on average, these pixels have moved away from the colour they had. */
function drift(png: PNG, pixels: { index: number; color: [number, number, number] }[]): number {
  return pixels.reduce((sum, { index, color }) => sum + distance(png, index, color), 0) / pixels.length;
}

/** A pixel in the middle of a node of `color`: its neighbours within 2 px have that colour too. */
function insideNode(png: PNG, color: string): { x: number; y: number } {
  const target = rgb(color);
  const at = (x: number, y: number) => distance(png, (y * png.width + x) * 4, target) <= 20;
  for (let y = 2; y < png.height - 2; y++) {
    for (let x = 2; x < png.width - 2; x++) {
      if (at(x, y) && at(x - 2, y) && at(x + 2, y) && at(x, y - 2) && at(x, y + 2)) return { x, y };
    }
  }
  throw new Error(`no node drawn in ${color}`);
}

/** The example's animation buttons and status line. */
const tools = (page: Page) => example(page, NAME).getByRole('group', { name: 'Animations' });

test.describe('transitions', () => {
  // One page visit: the first step waits until the colours are back exactly as they were.
  test('hovering a node fades the other communities in steps; the nodes move to a ring in steps and back', async ({ page }) => {
    // A fake clock runs like the real one until a step pauses it, animation frames included.
    await page.clock.install();
    await visit(page, `${BASE}docs/guides/transitions`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);
    await page.mouse.move(0, 0);

    await test.step('hovering a node fades the other communities step by step, and leaving it brings them back', async () => {
      const mask = [tools(page)];
      const start = await settled(page, NAME, mask);
      const others = pixelsOf(start, communities.slice(1));
      expect(others.length).toBeGreaterThan(500);
      const box = (await frame(page, NAME).boundingBox())!;
      const node = insideNode(start, communities[0]!);

      // Hold the clock, hover, and look 100 ms into the 200 ms fade.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
      await page.mouse.move(box.x + node.x, box.y + node.y);
      await page.clock.runFor(100);
      const midway = drift(await picture(page, NAME, mask), others);
      await page.clock.resume();
      const faded = await settled(page, NAME, mask);
      const end = drift(faded, others);
      expect(end, 'the other communities are faded').toBeGreaterThan(100);
      expect(midway, 'halfway through, they are on their way…').toBeGreaterThan(end * 0.2);
      expect(midway, '…and not there yet').toBeLessThan(end * 0.8);

      // To an empty corner of the graph. (Leaving the graph straight from a node, sigma 3.0 emits
      // leaveNode but goes on drawing the node's hover box.)
      await page.mouse.move(box.x + 10, box.y + box.height - 10);
      await expect.poll(async () => difference(start, await picture(page, NAME, mask)), { message: 'colours back' }).toBe(0);
    });

    await test.step('Arrange on a ring moves the nodes there in steps, and Back to groups brings them back', async () => {
      await page.mouse.move(0, 0);
      const mask = [tools(page)];
      const status = tools(page).getByRole('status');
      await expect(status).toHaveText('In groups');
      const start = await settled(page, NAME, mask);
      expect(pixelsOf(start, communities).length, 'the nodes are in view').toBeGreaterThan(2_000);

      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
      await tools(page).getByRole('button', { name: 'Arrange on a ring' }).click();
      await expect(status).toHaveText('Moving…');
      await page.clock.runFor(350);
      const midway = await picture(page, NAME, mask);
      await page.clock.resume();
      await expect(status).toHaveText('On a ring');
      const ring = await settled(page, NAME, mask);
      expect(pixelsOf(ring, communities).length, 'the nodes are in view').toBeGreaterThan(2_000);
      expect(difference(start, midway), 'the nodes have left their groups…').toBeGreaterThan(0.005);
      expect(difference(midway, ring), '…and are not on the ring yet').toBeGreaterThan(0.005);

      await tools(page).getByRole('button', { name: 'Back to groups' }).click();
      await expect(status).toHaveText('In groups');
      expect(difference(start, await settled(page, NAME, mask)), 'the very same positions').toBe(0);
    });

    await test.step('Slow motion makes the move five times longer: still moving at 700 ms, on the ring by 3.5 s', async () => {
      const status = tools(page).getByRole('status');
      await tools(page).getByRole('checkbox', { name: 'Slow motion (×5)' }).check();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
      await tools(page).getByRole('button', { name: 'Arrange on a ring' }).click();
      await page.clock.runFor(700);
      await expect(status).toHaveText('Moving…');
      await page.clock.runFor(2_850);
      await expect(status).toHaveText('On a ring');
      await page.clock.resume();
    });
  });
});
