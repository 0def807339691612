import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, drawnPixels, example, frame, waitForGraph } from '../../support/graph';
import { LOAD_TIMEOUT } from '../../support/limits';
import { checksExample } from '../../support/exampleChecks';

const NAME = 'node-images/NodeImages.tsx';

// Colours that only one part of the example draws.
/** The sun of the project's picture (#fab005): present once the picture has loaded. */
const isSun = (r: number, g: number, b: number) => r > 235 && g > 165 && g < 195 && b < 50;
/** The lead's ring (#d9480f), drawn by the border program. */
const isRing = (r: number, g: number, b: number) => r > 200 && g > 55 && g < 90 && b < 35;
const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;

async function count(page: Page, match: (r: number, g: number, b: number) => boolean): Promise<number> {
  return countColor((await drawnPixels(frame(page, NAME))).png, match);
}

async function replaceCode(page: Page, code: string) {
  const editor = example(page, NAME).getByTestId('example-editor').locator('pre');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
  await page.keyboard.press('End');
}

test.describe('node-images', () => {
  // One page visit: the first step only reads the graph the second edits.
  test('draws the picture, the rings and the pictograms; an edited pictogram colour repaints them until Reset', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/node-images`);

    await test.step('draws the picture, the rings and the pictograms', async () => {
      await waitForGraph(page, NAME);
      await checksExample(page, NAME);
      await expect(frame(page, NAME)).toHaveAttribute('data-state', 'ready');
      // The picture arrives after the first frame; then its colours are on the canvas.
      await expect.poll(() => count(page, isSun), { message: 'the project picture is drawn' }).toBeGreaterThan(40);
      expect(await count(page, isRing)).toBeGreaterThan(40);
      expect(await count(page, isRed)).toBe(0);
    });

    await test.step('editing a pictogram colour repaints the pictograms; Reset restores them', async () => {
      const editor = example(page, NAME).getByTestId('example-editor').locator('pre');
      const original = (await editor.innerText()).replace(/\n$/, '');
      expect(original).toContain("pictoColor: '#ffffff'");
      await replaceCode(page, original.replaceAll("pictoColor: '#ffffff'", "pictoColor: '#ff0000'"));
      await expect(example(page, NAME).getByText('Edited: the graph runs your code.')).toBeVisible();
      // Six pictograms (five people, one flag), now red on their discs.
      // The first edit downloads the compiler, then runs the code in a new graph.
      await expect
        .poll(() => count(page, isRed), { message: 'red pictograms drawn', timeout: LOAD_TIMEOUT })
        .toBeGreaterThan(300);
      await expect.poll(() => count(page, isSun), { message: 'the picture is still drawn' }).toBeGreaterThan(40);

      await example(page, NAME).getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => count(page, isRed)).toBe(0);
      await expect(frame(page, NAME)).toHaveAttribute('data-state', 'ready');
    });
  });
});
