/**
 * Dark mode keeps what a reader picks readable, not only what the page shows at load
 * (axe checks that): the value a search box holds once a result is chosen.
 */
import { BASE, expect, test, visit } from './fixtures';
import { example, settled, waitForGraph } from './graph';

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} mode: the city picked in the graph search reads at AA contrast`, async ({ page }) => {
    const name = 'graph-search/SearchNodesAndEdges.tsx';
    await visit(page, `${BASE}docs/example/graph-search?docusaurus-theme=${theme}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await waitForGraph(page, name);
    const root = example(page, name);
    await expect(root.getByTestId('example-editor')).toBeVisible();
    await settled(page, name);
    const input = root.getByRole('combobox', { name: /Find a city or a road/ });
    await input.click();
    await input.pressSequentially('Lyon');
    await expect(root.getByRole('option').first()).toHaveAccessibleName(/^Lyon$/);
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
