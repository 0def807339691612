import type { Locator } from '@playwright/test';
import type { PNG } from 'pngjs';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { contrast } from '../../support/colour';
import { countColor, difference, drawnPixels, example, findColor, frame, settled, waitForGraph } from '../../support/graph';

const CITIES = 'graph-search/SearchNodesAndEdges.tsx';
const TEAM = 'graph-search/SearchByAttribute.tsx';

/** palette[0] of src/examples/_shared/sampleGraph.ts, the colour of a selection. */
const HIGHLIGHT = '#e8590c';
const isOrange = (r: number, g: number, b: number) => Math.abs(r - 0xe8) + Math.abs(g - 0x59) + Math.abs(b - 0x0c) < 40;

/** Orange pixels in the square of side `size` at the centre of the screenshot. */
function orangeAtCentre(png: PNG, size = 40): number {
  let count = 0;
  const x0 = Math.round(png.width / 2 - size / 2);
  const y0 = Math.round(png.height / 2 - size / 2);
  for (let y = y0; y < y0 + size; y++) {
    for (let x = x0; x < x0 + size; x++) {
      const i = (y * png.width + x) * 4;
      if (isOrange(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) count++;
    }
  }
  return count;
}

/** Types like a reader and waits for the drop-down to list `option`. */
async function search(root: Locator, label: RegExp, query: string, option: RegExp): Promise<void> {
  const input = root.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(query);
  await expect(root.getByRole('option').first()).toHaveAccessibleName(option);
}

test.describe('graph-search', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, `${BASE}docs/example/graph-search`);
  });

  test('picking a city with the keyboard centres the camera on it and shows the selection', async ({ page }) => {
    const target = await waitForGraph(page, CITIES);
    const root = example(page, CITIES);
    // Pick once the example has finished starting (its editor in, its drawing still).
    await expect(root.getByTestId('example-editor')).toBeVisible();
    await settled(page, CITIES);
    const selection = root.getByRole('status');
    await expect(selection).toContainText('Nothing selected yet');
    const before = await drawnPixels(target);
    expect(orangeAtCentre(before.png)).toBe(0);

    await search(root, /Find a city or a road/, 'Lyon', /^Lyon$/);
    await page.keyboard.press('Enter');
    await expect(selection).toHaveText('Selected city: Lyon');
    // The camera zooms in on Lyon, drawn in the selection's colour, in the middle of the frame:
    // a big orange disc within 5 % of the frame's width of its centre. (A pick while the camera
    // moved used to land some 11 % off: see cameraTarget in the example.)
    await expect
      .poll(
        async () => {
          const { png } = await drawnPixels(target);
          const spot = findColor(png, HIGHLIGHT);
          const offCentre = Math.hypot(spot.x - png.width / 2, spot.y - png.height / 2) / png.width;
          return spot.count > 400 && offCentre < 0.05;
        },
        { message: 'Lyon, zoomed in, near the centre of the frame' },
      )
      .toBe(true);
    expect(difference(before.png, (await drawnPixels(target)).png)).toBeGreaterThan(0.05);
  });

  test('the search also finds edges, by their label', async ({ page }) => {
    const target = await waitForGraph(page, CITIES);
    const root = example(page, CITIES);
    expect(countColor((await drawnPixels(target)).png, isOrange)).toBe(0);

    await search(root, /Find a city or a road/, 'A84', /Caen.*A84.*Rennes/);
    await page.keyboard.press('Enter');
    await expect(root.getByRole('status')).toHaveText('Selected road: A84, Caen – Rennes');
    // The road and its two cities are painted in the selection's colour.
    await expect.poll(async () => countColor((await drawnPixels(target)).png, isOrange)).toBeGreaterThan(800);

    // Clearing the box clears the selection.
    await root.getByRole('combobox', { name: /Find a city or a road/ }).press('Escape');
    await root.getByRole('combobox', { name: /Find a city or a road/ }).press('Backspace');
    await expect(root.getByRole('status')).toContainText('Nothing selected yet');
  });

  test('a custom attribute is searchable: a role finds people whose name does not contain it', async ({ page }) => {
    const target = await waitForGraph(page, TEAM);
    const root = example(page, TEAM);
    const status = root.getByRole('status');
    // Saturated pixels: the nodes' colours (grey text, menu and greyed-out nodes do not count).
    const coloured = async () =>
      countColor((await drawnPixels(target)).png, (r, g, b) => Math.max(r, g, b) - Math.min(r, g, b) > 80);
    const all = await coloured();

    await search(root, /Find a person by name, role or city/, 'designer', /^[A-Z]\S+ [A-Z]\S+$/);
    // postSearchResult greys out everyone else while the list is open.
    await expect(status).toHaveText(/^\d+ matching people stay coloured in the graph\.$/);
    await expect.poll(coloured).toBeLessThan(all);
    const first = await root.getByRole('option').first().textContent();
    await page.keyboard.press('Enter');
    expect(first).toBeTruthy();
    await expect(status).toHaveText(new RegExp(`^Selected: ${first}, designer in (Lyon|Nantes|Lille|Bordeaux)$`));
  });

  test('searching a city attribute lists only the people of that office', async ({ page }) => {
    await waitForGraph(page, TEAM);
    const root = example(page, TEAM);
    await search(root, /Find a person by name, role or city/, 'Nantes', /^[A-Z]\S+ [A-Z]\S+$/);
    await expect(root.getByRole('status')).toHaveText('12 matching people stay coloured in the graph.');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(root.getByRole('status')).toHaveText(/^Selected: .+, .+ in Nantes$/);
    await expect(frame(page, TEAM)).toHaveAttribute('data-state', 'ready');
  });
});

// Dark mode keeps what a reader picks readable, not only what the page shows at load (axe checks that).
for (const theme of ['light', 'dark'] as const) {
  test(`${theme} mode: the city picked in the graph search reads at AA contrast`, async ({ page }) => {
    await visit(page, `${BASE}docs/example/graph-search?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await waitForGraph(page, CITIES);
    const root = example(page, CITIES);
    await expect(root.getByTestId('example-editor')).toBeVisible();
    await settled(page, CITIES);
    await search(root, /Find a city or a road/, 'Lyon', /^Lyon$/);
    await page.keyboard.press('Enter');
    const picked = root.locator('.react-select__value-container').getByText('Lyon', { exact: true });
    await expect(picked).toBeVisible();
    const colours = await picked.evaluate((element) => {
      const control = element.closest('.react-select__control')!;
      return { text: getComputedStyle(element).color, background: getComputedStyle(control).backgroundColor };
    });
    expect(contrast(colours.text, colours.background), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
  });
}
