/**
 * What a reader does with a finger on a phone, apart from the graph gestures (gestures.spec.ts):
 * the code tabs, the live editor, the playground and the navbar's drawer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { countColor, drawnPixels, example, frame, startDemo, summaryOf, waitForGraph, waitForGraphIn } from '../support/graph';
import { LOAD_TIMEOUT } from '../support/limits';
import { siteDir } from '../support/paths';

const LOAD_GRAPH = `${BASE}docs/example/load-graph`;
const NAME = 'load-graph/GraphProp.tsx';

const isRed = (r: number, g: number, b: number) => r > 200 && g < 60 && b < 60;

test('a tap on a code tab shows that file', async ({ page }) => {
  await visit(page, LOAD_GRAPH);
  // Once the live example has taken the place of the page's static one, with its own tabs.
  await waitForGraph(page, NAME);
  const tabs = example(page, NAME).getByRole('tab');
  // The file names fit two lines, leaving the screen to the code, and each tab is a target a finger can hit (WCAG's 24 px).
  const boxes = await tabs.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length, 'file tabs').toBeGreaterThanOrEqual(3);
  expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'lines the file tabs take').toBeLessThanOrEqual(2);
  for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  // The example's own file, then the helpers it imports (src/examples/_shared/…).
  const helper = tabs.nth(1);
  const file = (await helper.textContent())!;
  const firstLine = fs.readFileSync(path.join(siteDir, 'src/examples', file), 'utf8').split('\n')[0]!;
  await expect(helper).toHaveAttribute('aria-selected', 'false');
  await helper.tap();
  await expect(helper).toHaveAttribute('aria-selected', 'true');
  await expect(example(page, NAME).getByRole('tabpanel')).toContainText(firstLine);
  await tabs.first().tap();
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(example(page, NAME).getByRole('tabpanel')).toContainText('export default function');
});

test('the live editor takes a tap and typed text, and the graph follows', async ({ page }) => {
  await visit(page, LOAD_GRAPH);
  await waitForGraph(page, NAME);
  expect(countColor((await drawnPixels(frame(page, NAME))).png, isRed)).toBe(0);

  const editor = example(page, NAME).getByTestId('example-editor').locator('pre');
  const original = (await editor.innerText()).replace(/\n$/, '');
  await editor.tap();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(original.replace("'#1c7ed6'", "'#ff0000'"));
  // The editor reads its text back on key-up, as after a reader's last keystroke.
  await page.keyboard.press('End');
  await expect(example(page, NAME).getByText('Edited: the graph runs your code.')).toBeVisible();
  await expect
    .poll(async () => countColor((await drawnPixels(frame(page, NAME))).png, isRed), { timeout: LOAD_TIMEOUT })
    .toBeGreaterThan(200);
});

test('the playground opens and draws its graph', async ({ page }) => {
  await visit(page, `${BASE}playground`);
  await waitForGraphIn(page.getByTestId('playground-frame'));
  await expect(page.locator('[data-figure="nodes"]')).toHaveText(/^\d[\d,]*$/);
});

test("the home demo's summary shows whole, and a tap opens its node explorer over the graph's controls", async ({ page }) => {
  await visit(page, BASE);
  const demo = await startDemo(page);
  await waitForGraphIn(demo);
  const section = page.getByRole('region', { name: 'Try it: Les Misérables' });
  // The summary's kind and counts show whole, on two lines beside the button.
  const summary = summaryOf(section);
  await expect(summary).toContainText('Undirected graph, 77 nodes and 254 edges.', { timeout: LOAD_TIMEOUT });
  const cut = await summary.evaluate((line) => line.scrollWidth > line.clientWidth || line.scrollHeight > line.clientHeight);
  expect(cut, 'the summary is cut').toBe(false);
  await section.getByRole('button', { name: 'Explore the nodes' }).tap();
  const list = section.getByRole('listbox', { name: 'Nodes, the most connected first' });
  await expect(list).toBeVisible();
  // On a phone the panel spans the frame's width, where the minimap and the zoom buttons sit: a point
  // near each corner of the panel and its centre must show the panel, not a control drawn over it.
  const covered = await list.evaluate((element) => {
    const panel = element.parentElement!;
    const box = panel.getBoundingClientRect();
    const points = [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points
      .filter(([x, y]) => !panel.contains(document.elementFromPoint(x!, y!)))
      .map(([x, y]) => `${Math.round(x!)},${Math.round(y!)}: ${document.elementFromPoint(x!, y!)?.className}`);
  });
  expect(covered, 'points of the panel under something else').toEqual([]);
});

test.describe('the navbar drawer', () => {
  const drawer = (page: Page) => page.locator('.navbar-sidebar');

  test('opens with a tap, shows the docs sidebar, and closes', async ({ page }) => {
    await visit(page, `${BASE}docs/start-setup`);
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Installation', exact: true })).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Close navigation bar' }).tap();
    await expect(drawer(page)).toBeHidden();
  });
});
