import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, example, frame, picture, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { nodeOnScreen, probeSigma } from '../../support/sigma';

const NAME = 'node-shapes/NodeShapes.tsx';

type Match = (r: number, g: number, b: number) => boolean;
/** Pixels within a small distance of one colour of the example. */
const near =
  (hex: string): Match =>
  (r, g, b) =>
    Math.abs(r - parseInt(hex.slice(1, 3), 16)) +
      Math.abs(g - parseInt(hex.slice(3, 5), 16)) +
      Math.abs(b - parseInt(hex.slice(5, 7), 16)) <
    40;

/** The people's own colour, drawn by the circle and square programs only. */
const isPerson = near('#1c7ed6');
/** The pie slices: design, code, review. */
const slices = { design: near('#d9480f'), code: near('#087f5b'), review: near('#cc2b8f') };
/** The pie program's defaultColor, for a pie whose values are all 0. */
const isNoData = near('#6c757d');
const isWhite: Match = (r, g, b) => r > 240 && g > 240 && b > 240;
/** The dark hover box of the site's theme (src/examples/_shared/theme.tsx). */
const isDarkBox = near('#2b2d31');

/** The graph as drawn, the picker masked (its radio buttons are blue too). */
function graphPicture(page: Page) {
  return picture(page, NAME, [example(page, NAME).getByRole('group', { name: 'Draw people as' })]);
}

async function count(page: Page, match: Match): Promise<number> {
  return countColor(await graphPicture(page), match);
}

async function drawPeopleAs(page: Page, shape: 'Pie charts' | 'Circles' | 'Squares') {
  await example(page, NAME).getByRole('radio', { name: shape }).check();
}

test.describe('node-shapes', () => {
  test('draws people as pie charts, then as circles and squares of the same size', async ({ page }) => {
    await visit(page, `${BASE}docs/guides/node-shapes`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);
    await expect(frame(page, NAME)).toHaveAttribute('data-state', 'ready');
    const pies = await graphPicture(page);
    for (const [slice, match] of Object.entries(slices)) {
      expect(countColor(pies, match), `${slice} slices drawn`).toBeGreaterThan(300);
    }
    expect(countColor(pies, isPerson)).toBe(0);
    // Each slice takes its share of the pie: every person's hours add up to 40, and over the twelve
    // people design has 116 h, code 200 h and review 124 h (1 : 1.72 : 1.07).
    const share = (slice: Match) => countColor(pies, slice) / countColor(pies, slices.design);
    expect(share(slices.code), 'code to design').toBeGreaterThan(1.5);
    expect(share(slices.code), 'code to design').toBeLessThan(1.95);
    expect(share(slices.review), 'review to design').toBeGreaterThan(0.9);
    expect(share(slices.review), 'review to design').toBeLessThan(1.25);

    await drawPeopleAs(page, 'Circles');
    await expect.poll(() => count(page, isPerson), { message: 'people drawn as circles' }).toBeGreaterThan(2000);
    const circles = await graphPicture(page);
    expect(countColor(circles, slices.code), 'no pie left').toBeLessThan(50);
    // Ken has no hours at all (missing attributes count as 0): his pie is in the program's defaultColor.
    expect(countColor(pies, isNoData) - countColor(circles, isNoData), 'Ken drawn in defaultColor').toBeGreaterThan(300);

    await drawPeopleAs(page, 'Squares');
    // A square as wide as a disc covers 4/π ≈ 1.27 times its area; about 1.45 here, as the disc's
    // anti-aliased rim is not counted. A wider or narrower square would fall outside these bounds.
    const onCircles = countColor(circles, isPerson);
    await expect.poll(() => count(page, isPerson), { message: 'people drawn as squares' }).toBeGreaterThan(onCircles * 1.15);
    expect((await count(page, isPerson)) / onCircles).toBeLessThan(1.6);

    await drawPeopleAs(page, 'Pie charts');
    await expect.poll(() => count(page, isPerson), { message: 'people drawn as pies again' }).toBe(0);
  });

  test('a hovered square shows its label on a dark box in dark mode', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/node-shapes`);
    const graph = await waitForGraph(page, NAME);
    const before = { box: await count(page, isDarkBox), white: await count(page, isWhite) };
    // The Beacon square, in the middle of the drawing (below the picker's strip).
    const beacon = await nodeOnScreen(graph.locator('.react-sigma'), 'Beacon');
    await page.mouse.move(beacon.x, beacon.y);
    await expect
      .poll(async () => (await count(page, isDarkBox)) - before.box, { message: 'hover box drawn' })
      .toBeGreaterThan(300);
    expect((await count(page, isWhite)) - before.white, 'white pixels added by the hover').toBeLessThan(20);
  });
});
