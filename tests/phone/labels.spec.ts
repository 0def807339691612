/**
 * On a phone, where a graph is as narrow as the screen (and beside a side panel, half as tall), each
 * node and its label are drawn inside the graph's box (the examples that use KeepLabelsInside,
 * src/examples/_shared/labelRoom.ts), and the small graphs show every label (sigma's label grid keeps
 * one per 100 × 100 px cell, so on a phone it left out "delta" and "Grace").
 */
import type { Locator } from '@playwright/test';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, waitForGraph } from '../support/graph';
import { cutAtTheEdge, drawnNodes, probeSigma } from '../support/sigma';

/** Each graph drawn in `root` (a `.react-sigma` element each), once sigma has drawn its labels. */
async function expectInside(root: Locator, { everyLabel }: { everyLabel: boolean }) {
  const graphs = await root.locator('.react-sigma').all();
  expect(graphs.length).toBeGreaterThan(0);
  for (const graph of graphs) {
    // Sigma fits the labels' room a frame after it first draws: wait until nothing is cut.
    await expect.poll(async () => cutAtTheEdge(await drawnNodes(graph))).toEqual([]);
    const { nodes } = await drawnNodes(graph);
    if (everyLabel) expect(nodes.filter((node) => node.label === null).map((node) => node.node)).toEqual([]);
  }
}

const CASES = [
  { route: 'docs/example/events', name: 'events/EventLog.tsx', everyLabel: true },
  { route: 'docs/example/events', name: 'events/PreventDefault.tsx', everyLabel: true },
  { route: 'docs/guides/overlays', name: 'overlays/TooltipAndMenu.tsx', everyLabel: true },
  // Hundreds of nodes: sigma's label grid picks the labels; those it draws are inside.
  { route: 'docs/guides/big-graphs', name: 'big-graphs/BigGraphs.tsx', everyLabel: false },
  { route: 'docs/guides/node-shapes', name: 'node-shapes/NodeShapes.tsx', everyLabel: false },
  { route: 'docs/example/graph-search', name: 'graph-search/SearchByAttribute.tsx', everyLabel: false },
  { route: 'docs/example/load-graph', name: 'load-graph/UseLoadGraph.tsx', everyLabel: false },
  { route: 'docs/example/load-graph', name: 'load-graph/MultiGraph.tsx', everyLabel: false },
];

for (const { route, name, everyLabel } of CASES) {
  test(`${name}: every node and its label inside the graph on a phone${everyLabel ? ', every label shown' : ''}`, async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}${route}`);
    await waitForGraph(page, name);
    await expectInside(example(page, name), { everyLabel });
  });
}

test('life-cycle: four small graphs side by side keep their nodes inside their boxes on a phone, with no labels to cut', async ({
  page,
}) => {
  const NAME = 'life-cycle/LifeCycle.tsx';
  await probeSigma(page);
  await visit(page, `${BASE}docs/guides/life-cycle`);
  await waitForGraph(page, NAME);
  const root = example(page, NAME);
  for (let mounted = 1; mounted < 4; mounted++) await root.getByRole('button', { name: 'Mount a graph' }).click();
  await expect(root.locator('.react-sigma canvas.sigma-nodes')).toHaveCount(4);
  await expectInside(root, { everyLabel: false });
  // A quarter of a phone's frame each: too small for labels, which the example turns off.
  for (const graph of await root.locator('.react-sigma').all())
    expect((await drawnNodes(graph)).nodes.filter(({ label }) => label !== null)).toEqual([]);
});
