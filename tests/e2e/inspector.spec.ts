import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axe, violationLines, WCAG_TAGS } from '../support/axe';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { example, twinOf, waitForGraph } from '../support/graph';
import { buildDir } from '../support/paths';
import { cameraAtRest, probeSigma, pointOver } from '../support/sigma';

/**
 * The inspector (src/live/inspector/): "Inspect" under a live graph opens a panel on the node the reader picks,
 * with what sigma draws after the reducers, whether the label is drawn and why not, and what a reducer changed.
 * Every figure is checked against what sigma itself holds, read in the page.
 */

const TRIANGLE = 'load-graph/GraphProp.tsx';
const FILTERS = 'external_state/FilterPanel.tsx';

/** The built chunk of src/live/inspector/Inspector.tsx: the one file that holds its close button's name. */
function inspectorChunk(): string {
  const folder = path.join(buildDir, 'assets', 'js');
  const found = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(folder, file), 'utf8').includes('Close the inspector'));
  expect(found, "the build's chunks that hold the inspector").toHaveLength(1);
  return `/assets/js/${found[0]}`;
}

type ProbeSigma = {
  getNodeDisplayData(node: string): { x: number; y: number; size: number; color: string; label: string | null };
  getNodeDisplayedLabels(): Set<string>;
  framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
  scaleSize(size: number, ratio?: number): number;
  getSetting(name: string): unknown;
  getCamera(): { setState(state: { ratio: number }): void; getState(): { ratio: number } };
};

/** What sigma holds of `node`: its display data, where it is drawn in its box, whether its label is drawn. */
function sigmaSays(container: Locator, node: string) {
  return container.evaluate((element, key) => {
    const sigma = (window as unknown as { sigmaOf(element: Element): ProbeSigma }).sigmaOf(element);
    const data = sigma.getNodeDisplayData(key);
    return {
      size: data.size,
      color: data.color,
      label: data.label,
      at: sigma.framedGraphToViewport(data),
      labelDrawn: sigma.getNodeDisplayedLabels().has(key),
    };
  }, node);
}

/** A row of the inspector's tables: its value cell. */
const cell = (panel: Locator, caption: RegExp, key: string) =>
  panel
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name: key, exact: true }) })
    .getByRole('cell');

const drawn = (panel: Locator, key: string) => cell(panel, /^Drawn, after the reducers/, key).locator('code');

async function openInspector(page: Page, root: Locator): Promise<Locator> {
  const toggle = twinOf(root).getByRole('button', { name: 'Inspect' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panel = root.getByRole('region', { name: 'Inspector' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a node picked with the mouse, then with the keyboard: what sigma draws, and why its label hides when zoomed out', async ({
  page,
}) => {
  const chunk = inspectorChunk();
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(chunk)) chunks.push(request.url());
  });
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/load-graph`);
  const root = example(page, TRIANGLE);
  const graph = await waitForGraph(page, TRIANGLE);
  const container = graph.locator('.react-sigma').first();
  expect(chunks, 'the inspector loaded before it was turned on').toEqual([]);

  const panel = await openInspector(page, root);
  expect(chunks, 'the inspector chunk, on demand').toHaveLength(1);
  await expect(panel).toContainText('Click a node on the graph');
  // load-graph leaves enableEdgeEvents off: the panel says how to make edges pickable.
  await expect(panel).toContainText('Set enableEdgeEvents: true in its settings to pick an edge.');

  // The mouse: a click on a node, found where sigma draws it.
  const point = await pointOver(container, true);
  await page.mouse.click(point.x, point.y);
  const node = point.node!;
  const said = await sigmaSays(container, node);
  await expect(panel.getByText(/^Inspecting node /)).toHaveText(`Inspecting node "${said.label}" (key "${node}")`);
  await expect(drawn(panel, 'size')).toHaveText(String(Number(said.size.toFixed(4))));
  await expect(drawn(panel, 'color')).toHaveText(said.color);
  await expect(drawn(panel, 'on screen')).toHaveText(`${Number(said.at.x.toFixed(1))}, ${Number(said.at.y.toFixed(1))} px`);
  // The click landed where the panel says the node is (sigma's box is the .react-sigma element here).
  const box = (await container.boundingBox())!;
  expect(Math.abs(box.x + said.at.x - point.x)).toBeLessThan(1.5);
  expect(Math.abs(box.y + said.at.y - point.y)).toBeLessThan(1.5);
  expect(said.labelDrawn, 'sigma drew the label of the node picked').toBe(true);
  await expect(panel.getByTestId('inspector-label')).toHaveText(`Label "${said.label}" is drawn.`);
  await expect(panel.getByTestId('inspector-changes')).toContainText('(no nodeReducer on this graph): nothing');

  // The keyboard: "Explore the nodes", then I on the node reached.
  await page.mouse.move(box.x - 20, box.y - 20);
  await twinOf(root).getByRole('button', { name: 'Explore the nodes' }).click();
  const list = root.getByRole('listbox', { name: 'Nodes, the most connected first' });
  await expect(list).toBeFocused();
  await expect(list).toHaveAccessibleDescription(/I opens the inspector on the node/);
  await page.keyboard.press('End');
  const option = (await list.getByRole('option').textContent())!;
  const reached = option.slice(0, option.indexOf(':'));
  await page.keyboard.press('i');
  await expect(panel.getByText(/^Inspecting node /)).toHaveText(new RegExp(`^Inspecting node "${reached}" `));
  const key = /\(key "(.+)"\)$/.exec((await panel.getByText(/^Inspecting node /).textContent())!)![1]!;
  await expect(panel.getByTestId('inspector-label')).toHaveText(`Label "${reached}" is drawn.`);

  // The camera: once the explorer's move to that node has ended, zoomed out until the label of that node is under sigma's threshold, the label line says why.
  await expect.poll(() => cameraAtRest(container)).toBe(true);
  const expected = await container.evaluate((element, node) => {
    const sigma = (window as unknown as { sigmaOf(element: Element): ProbeSigma }).sigmaOf(element);
    const threshold = sigma.getSetting('labelRenderedSizeThreshold') as number;
    const { size } = sigma.getNodeDisplayData(node);
    let ratio = sigma.getCamera().getState().ratio;
    while (sigma.scaleSize(size, ratio) >= threshold) ratio *= 1.5;
    sigma.getCamera().setState({ ratio });
    return { rendered: sigma.scaleSize(size, ratio), threshold };
  }, key);
  const label = panel.getByTestId('inspector-label');
  await expect(label).toHaveText(
    `Label "${reached}" is not drawn: its rendered size, ${Number(expected.rendered.toFixed(2))} px (scaleSize of its size at this zoom), is below labelRenderedSizeThreshold, ${expected.threshold} px. Zoom in, make the node bigger, lower the threshold or set forceLabel.`,
  );
  expect((await sigmaSays(container, key)).labelDrawn, 'sigma draws the label no more').toBe(false);

  // Closed, the panel is gone and the toggle says so.
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toHaveCount(0);
  await expect(twinOf(root).getByRole('button', { name: 'Inspect' })).toHaveAttribute('aria-pressed', 'false');
});

test("a reducer's changes are named, and the open panel passes axe in both modes", async ({ page }) => {
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/external_state`);
  const root = example(page, FILTERS);
  const graph = await waitForGraph(page, FILTERS);
  const container = graph.locator('.react-sigma').first();
  const panel = await openInspector(page, root);

  // A click selects the node in the example too: its nodeReducer highlights it and forces its label.
  const point = await pointOver(container, true);
  await page.mouse.click(point.x, point.y);
  const changes = panel.getByTestId('inspector-changes');
  await expect(changes).toContainText('highlighted: (none) in the graph, true drawn (by nodeReducer)');
  await expect(changes).toContainText('forceLabel: (none) in the graph, true drawn (by nodeReducer)');
  await expect(drawn(panel, 'highlighted')).toHaveText('true');

  for (const mode of ['light', 'dark'] as const) {
    await switchMode(page, mode);
    const results = await axe(page).include('[data-testid="inspector"]').withTags(WCAG_TAGS).analyze();
    expect(violationLines(mode, results.violations)).toEqual([]);
  }
});

test('an edge, where the graph lets edges be picked (enableEdgeEvents): its attributes and what sigma draws', async ({
  page,
}) => {
  const NAME = 'events/EventLog.tsx';
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/events`);
  const root = example(page, NAME);
  const graph = await waitForGraph(page, NAME);
  const container = graph.locator('.react-sigma').first();
  const panel = await openInspector(page, root);
  await expect(panel).toContainText('Click an edge to inspect it too.');
  // The middle of a long edge, clear of every node, where sigma draws it.
  const edge = await container.evaluate((element) => {
    type Point = { x: number; y: number };
    const sigma = (window as unknown as { sigmaOf(element: Element): unknown }).sigmaOf(element) as {
      getGraph(): { edges(): string[]; extremities(edge: string): [string, string] };
      getNodeDisplayData(node: string): Point;
      getEdgeDisplayData(edge: string): { color: string; size: number };
      framedGraphToViewport(point: Point): Point;
      getNodeAtPosition(point: Point): string | null;
      getContainer(): HTMLElement;
    };
    const box = sigma.getContainer().getBoundingClientRect();
    for (const key of sigma.getGraph().edges()) {
      const [a, b] = sigma
        .getGraph()
        .extremities(key)
        .map((node) => sigma.framedGraphToViewport(sigma.getNodeDisplayData(node)));
      const middle = { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
      if (Math.hypot(a!.x - b!.x, a!.y - b!.y) > 80 && sigma.getNodeAtPosition(middle) === null)
        return { key, x: box.left + middle.x, y: box.top + middle.y, ...sigma.getEdgeDisplayData(key) };
    }
    throw new Error('no edge with its middle clear of the nodes');
  });
  await page.mouse.click(edge.x, edge.y);
  await expect(panel.getByText(/^Inspecting edge /)).toContainText(`(key "${edge.key}")`);
  await expect(drawn(panel, 'color')).toHaveText(edge.color);
  await expect(drawn(panel, 'size')).toHaveText(String(edge.size));
  await expect(cell(panel, /^Attributes in the graph/, 'source → target')).toContainText('→');
});
