// Throwaway (helper "search"): runs the graph-search and layout-core API examples. Delete after use.
import type { Locator, Page } from '@playwright/test';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { waitForGraphIn } from '../support/graph';
import { axe, WCAG_TAGS } from '../support/axe';

const OUT = '/tmp/search-wip';

const cases: [string, string, (live: Locator, page: Page) => Promise<void>][] = [
  ['graph-search', 'GraphSearch', async (live, page) => {
    await live.getByRole('combobox', { name: 'Find a node' }).click();
    await expect(page.getByText('Type something to search')).toBeVisible();
    const muted = (await axe(page).withTags(WCAG_TAGS).analyze()).violations;
    console.log('MUTED', JSON.stringify(muted.map((v) => [v.id, v.nodes.map((n) => n.html)])));
    await live.getByRole('combobox', { name: 'Find a node' }).fill('12');
    await expect(page.getByText('Node 12', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Enter');
  }],
  ['graph-search', 'GraphSearchInput', async (live, page) => {
    await live.getByRole('combobox', { name: 'Zoom to a node' }).fill('7');
    await expect(live.getByText('Node 7', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Enter');
  }],
  ['graph-search', 'GraphSearchContextProvider', async (live, page) => {
    await live.getByRole('combobox', { name: 'From' }).fill('3');
    await expect(live.getByText('Node 3', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await live.getByRole('combobox', { name: 'To' }).fill('12');
    await expect(live.getByText('Node 12', { exact: true }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(live.getByText(/Node 3 and Node 12 are/)).toBeVisible();
    console.log(await live.getByText(/Node 3 and Node 12 are/).textContent());
  }],
  ['graph-search', 'useGraphSearch', async (live) => {
    await live.getByRole('searchbox', { name: 'Highlight nodes' }).fill('1');
    await expect(live.getByText('11 nodes match.')).toBeVisible();
  }],
  ['graph-search', 'Node', async (live) => {
    await live.getByRole('button', { name: 'Community 2' }).click();
    await expect(live.getByRole('button', { name: 'Community 2' })).toHaveAttribute('aria-pressed', 'false');
  }],
  ['graph-search', 'NodeById', async (live) => {
    await expect(live.getByText('Node 0', { exact: true })).toBeVisible();
  }],
  ['graph-search', 'EdgeById', async (live) => {
    await expect(live.getByText('mentors', { exact: true })).toBeVisible();
  }],
  ['graph-search', 'Edge', async (live) => {
    await expect(live.getByText('across', { exact: true })).toBeVisible();
  }],
  ['layout-core', 'useLayoutFactory', async (live) => {
    await live.getByRole('button', { name: 'Circular' }).click();
  }],
  ['layout-core', 'useWorkerLayoutFactory', async (live, page) => {
    await live.getByRole('button', { name: 'Start' }).click();
    await expect(live.getByText('Running')).toBeVisible();
    await page.waitForTimeout(1500);
    await live.getByRole('button', { name: 'Stop' }).click();
    await expect(live.getByText('Stopped')).toBeVisible();
  }],
  ['layout-core', 'WorkerLayoutControl', async (live, page) => {
    await live.getByRole('button', { name: 'Start ForceAtlas2' }).click();
    await expect(live.getByText('ForceAtlas2: running')).toBeVisible();
    await page.waitForTimeout(1500);
    await live.getByRole('button', { name: 'Stop ForceAtlas2' }).click();
    await expect(live.getByText('ForceAtlas2: stopped')).toBeVisible();
  }],
];

for (const [pkg, name, act] of cases) {
  test(`${pkg} ${name}`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'warning' || m.type() === 'error') && !m.text().includes('GL Driver Message')) warnings.push(`${m.type()}: ${m.text()}`);
    });
    await page.setViewportSize({ width: 1280, height: 3200 });
    await visit(page, `${BASE}docs/api/${pkg}/functions/${name}`);
    const section = page.getByRole('region', { name: `Live example: ${name}` });
    await section.getByRole('button', { name: 'Run the example' }).click();
    const live = page.locator(`[data-example="api-${pkg}/${name}.tsx"]`);
    const frame = live.locator('[data-state]').first();
    await waitForGraphIn(frame, 0.002, name);
    const violations = async () =>
      (await axe(page).include(`[data-example="api-${pkg}/${name}.tsx"]`).withTags(WCAG_TAGS).analyze()).violations;
    expect(await violations(), 'axe, light').toEqual([]);
    await frame.screenshot({ path: `${OUT}/${name}-light.png` });
    await act(frame, page);
    await page.waitForTimeout(800);
    expect(await violations(), 'axe, light after use').toEqual([]);
    await frame.screenshot({ path: `${OUT}/${name}-used-light.png` });
    await switchMode(page, 'dark');
    await page.waitForTimeout(300);
    expect(await violations(), 'axe, dark').toEqual([]);
    await frame.screenshot({ path: `${OUT}/${name}-used-dark.png` });
    expect(warnings, 'console warnings').toEqual([]);
  });
}
