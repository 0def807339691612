import type { Locator } from '@playwright/test';
import type { PNG } from 'pngjs';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, drawnPixels, example, summaryOf, waitForGraph } from '../../support/graph';
import { drawnNodes, edgePrograms, graphOf, listenTo, probeSigma, settingOf, sigmaEvents } from '../../support/sigma';
import { checksExample } from '../../support/exampleChecks';

const NAME = 'graph-data/GraphData.tsx';
const CSV = 'graph-data/CsvToNetwork.tsx';
const RDF = 'graph-data/RdfToGraph.tsx';

/** Pixels of `hex` that sigma drew (the panel's swatches are outside its container). */
async function pixelsOf(graph: Locator, hex: string): Promise<number> {
  const [r0, g0, b0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const { png } = await drawnPixels(graph);
  return countColor(png, (r, g, b) => Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) < 24);
}

/** Whether the canvas found first is still on the page: SigmaContainer re-creating sigma replaces its canvases. */
async function sameSigma(graph: Locator) {
  const canvas = await graph.locator('canvas').first().elementHandle();
  return async () => expect(await canvas!.evaluate((element) => element.isConnected)).toBe(true);
}

/** Community 3's colour in src/examples/_shared/sampleGraph.ts, and the CSV example's "Text" field. */
const GREEN = '#087f5b';
const MAGENTA = '#cc2b8f';

/**
 * Where the middle of each edge is, as sigma holds it (`getNodeDisplayData`), and what sigma holds
 * as shown: the graph's visible nodes, and its edges whose two nodes are visible.
 */
function edgeSpots(graph: Locator) {
  return graph.evaluate((element) => {
    type Point = { x: number; y: number };
    type Sigma = {
      getGraph(): {
        nodes(): string[];
        edges(): string[];
        extremities(edge: string): [string, string];
      };
      getNodeDisplayData(node: string): (Point & { size: number; hidden: boolean }) | undefined;
      getNodeDisplayedLabels(): Set<string>;
      framedGraphToViewport(point: Point): Point;
      scaleSize(size: number): number;
    };
    const sigma = (window as unknown as { sigmaOf(element: Element): Sigma }).sigmaOf(element);
    const graph = sigma.getGraph();
    const node = (key: string) => {
      const data = sigma.getNodeDisplayData(key)!;
      return { ...sigma.framedGraphToViewport(data), radius: sigma.scaleSize(data.size), hidden: data.hidden };
    };
    const nodes = new Map(graph.nodes().map((key) => [key, node(key)]));
    const edges = graph.edges().map((key) => {
      const [source, target] = graph.extremities(key).map((end) => nodes.get(end)!);
      return { source: source!, target: target!, ofHidden: source!.hidden || target!.hidden };
    });
    const toSegment = (p: Point, a: Point, b: Point) => {
      const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / length));
      return Math.hypot(p.x - (a.x + t * (b.x - a.x)), p.y - (a.y + t * (b.y - a.y)));
    };
    const labelled = sigma.getNodeDisplayedLabels();
    const spots = edges.map(({ source, target, ofHidden }, index) => {
      const middle = { x: (source.x + target.x) / 2, y: (source.y + target.y) / 2 };
      const nearNode = [...nodes].some(
        ([key, other]) =>
          !other.hidden &&
          (Math.hypot(middle.x - other.x, middle.y - other.y) < other.radius + 6 ||
            // A label starts right of its node: "Node 11" at sigma's default 14 px is under 60 px wide.
            (labelled.has(key) &&
              middle.x > other.x - 6 &&
              middle.x < other.x + other.radius + 70 &&
              Math.abs(middle.y - other.y) < 14)),
      );
      const nearEdge = edges.some(
        (other, otherIndex) => otherIndex !== index && !other.ofHidden && toSegment(middle, other.source, other.target) < 6,
      );
      return { ...middle, ofHidden, clear: !nearNode && !nearEdge };
    });
    const visible = [...nodes].filter(([, { hidden }]) => !hidden);
    // A hidden node's centre clear of every visible node, and a visible node: where the mouse goes.
    const hiddenNode = [...nodes].find(
      ([, spot]) =>
        spot.hidden &&
        visible.every(([, other]) => Math.hypot(spot.x - other.x, spot.y - other.y) > other.radius + spot.radius + 10),
    );
    const visibleNode = visible[0];
    return {
      spots,
      visibleNodes: visible.length,
      visibleEdges: edges.filter(({ ofHidden }) => !ofHidden).length,
      hiddenNode: hiddenNode && { key: hiddenNode[0], x: hiddenNode[1].x, y: hiddenNode[1].y },
      visibleNode: visibleNode && { key: visibleNode[0], x: visibleNode[1].x, y: visibleNode[1].y },
    };
  });
}

/** Whether anything is drawn within 1 px of `spot` (the edges are 1 px lines, smoothed). */
function drawnAt(png: PNG, spot: { x: number; y: number }, scale: number): boolean {
  // The background is the colour of a corner, as countDrawn reads it.
  const corner = ((png.height - 4) * png.width + 3) * 4;
  const [r0, g0, b0] = [png.data[corner]!, png.data[corner + 1]!, png.data[corner + 2]!];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = Math.round(spot.x * scale) + dx;
      const y = Math.round(spot.y * scale) + dy;
      const i = (y * png.width + x) * 4;
      if (Math.abs(png.data[i]! - r0) + Math.abs(png.data[i + 1]! - g0) + Math.abs(png.data[i + 2]! - b0) > 60) return true;
    }
  return false;
}

const threeNodes = (third: string) =>
  JSON.stringify({
    nodes: [
      { key: 'a', attributes: { x: 0, y: 0, size: 20, color: MAGENTA } },
      { key: 'b', attributes: { x: 10, y: 5, size: 20, color: MAGENTA } },
      { key: 'c', attributes: { ...JSON.parse(third), size: 20, color: MAGENTA } },
    ],
    edges: [
      { source: 'a', target: 'b' },
      { source: 'b', target: 'c' },
    ],
  });

test.describe('graph-data', () => {
  // One page visit: the first two steps tick the communities again; the last replaces the whole graph.
  test('unticking a community hides its nodes and their edges, as the text twin counts, and Export saves it; Import draws edited JSON and refuses broken JSON', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/graph-data`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);

    await test.step('unticking communities 1 and 2 hides their nodes, their edges and their hover and clicks; the text twin counts what is drawn', async () => {
      const root = example(page, NAME);
      const graph = root.locator('.react-sigma');
      const box = (await graph.boundingBox())!;
      const { spots } = await edgeSpots(graph);
      const { png: before } = await drawnPixels(graph);
      const scale = before.width / box.width;
      // Every edge is drawn to begin with: the pixel test below sees edges.
      expect(spots.filter((spot) => !drawnAt(before, spot, scale))).toEqual([]);

      await root.getByRole('checkbox', { name: '1' }).uncheck();
      await root.getByRole('checkbox', { name: '2' }).uncheck();
      // Community 3 is nodes 2, 5, 8 and 11 of the twelve (_shared/sampleGraph.ts: node i is in community i % 3).
      await expect.poll(async () => (await edgeSpots(graph)).visibleNodes).toBe(4);
      const shown = await edgeSpots(graph);
      const ofHidden = shown.spots.filter(({ ofHidden }) => ofHidden);
      expect(ofHidden.length).toBeGreaterThan(0);
      const clear = ofHidden.filter(({ clear }) => clear);
      // Enough middles of hidden edges lie clear of what is still drawn for the test to see them.
      expect(clear.length).toBeGreaterThanOrEqual(3);
      await expect(summaryOf(root)).toContainText(`${shown.visibleNodes} nodes and ${shown.visibleEdges} edges shown`);
      // Sigma draws on its next frame: wait until the hidden nodes' edges are gone, or fail after the limit.
      await expect
        .poll(
          async () => {
            const { png } = await drawnPixels(graph);
            return clear.filter((spot) => drawnAt(png, spot, scale)).length;
          },
          { message: 'middles of edges of hidden nodes still drawn' },
        )
        .toBe(0);
      const { png: after } = await drawnPixels(graph);
      // What the twin counts as shown is drawn.
      expect(shown.spots.filter((spot) => !spot.ofHidden && !drawnAt(after, spot, scale))).toEqual([]);

      // A hidden node gets no hover or click: a click on it reaches the stage, and the mouse then
      // brought over a visible node enters that one only.
      const { hiddenNode, visibleNode } = shown;
      if (!hiddenNode || !visibleNode) throw new Error('no hidden node clear of the visible ones');
      for (const event of ['enterNode', 'clickNode', 'clickStage']) await listenTo(graph, event);
      await page.mouse.move(box.x + hiddenNode.x, box.y + hiddenNode.y, { steps: 4 });
      await page.mouse.down();
      await page.mouse.up();
      await page.mouse.move(box.x + visibleNode.x, box.y + visibleNode.y, { steps: 4 });
      // Sigma tells a click after its double-click window: wait for both events, in either order.
      await expect.poll(async () => (await sigmaEvents(page)).sort()).toEqual(['clickStage', `enterNode ${visibleNode.key}`]);
      await page.mouse.move(box.x + box.width + 50, box.y);

      await root.getByRole('checkbox', { name: '1' }).check();
      await root.getByRole('checkbox', { name: '2' }).check();
      await expect
        .poll(async () => {
          const { png } = await drawnPixels(graph);
          return spots.filter((spot) => !drawnAt(png, spot, scale)).length;
        })
        .toBe(0);
    });

    await test.step('unticking a community hides its nodes in the same sigma, and Export saves their hidden attribute', async () => {
      const root = example(page, NAME);
      const graph = root.locator('.react-sigma');
      const stillSameSigma = await sameSigma(graph);
      const before = await pixelsOf(graph, GREEN);
      expect(before).toBeGreaterThan(100);

      await root.getByRole('checkbox', { name: '3' }).uncheck();
      await expect.poll(() => pixelsOf(graph, GREEN)).toBeLessThan(before / 20);
      await root.getByRole('button', { name: 'Export' }).click();
      await expect(root.getByRole('textbox', { name: 'Graph JSON' })).toHaveValue(/"hidden": true/);
      await expect(root.getByRole('status')).toHaveText('Exported 12 nodes and 18 edges.');

      await root.getByRole('checkbox', { name: '3' }).check();
      await expect.poll(() => pixelsOf(graph, GREEN)).toBeGreaterThan(before * 0.9);
      await stillSameSigma();
    });

    await test.step('Import draws edited JSON in the same sigma, and refuses broken JSON or a node without x, leaving the graph as it was', async () => {
      const root = example(page, NAME);
      const graph = root.locator('.react-sigma');
      const stillSameSigma = await sameSigma(graph);
      const text = root.getByRole('textbox', { name: 'Graph JSON' });
      const status = root.getByRole('status');
      const importButton = root.getByRole('button', { name: 'Import' });

      await text.fill(threeNodes('{ "x": 5, "y": -5 }'));
      await importButton.click();
      await expect(status).toHaveText('Imported 3 nodes and 2 edges.');
      await expect.poll(() => pixelsOf(graph, MAGENTA)).toBeGreaterThan(300);
      expect(await pixelsOf(graph, GREEN)).toBe(0);
      const imported = await pixelsOf(graph, MAGENTA);

      await text.fill(threeNodes('{ "y": -5 }'));
      await importButton.click();
      await expect(status).toHaveText('Node "c" has no numeric x and y, so sigma cannot draw it.');
      await text.fill('{ "nodes": [');
      await importButton.click();
      await expect(status).toContainText('This is not JSON');
      expect(await pixelsOf(graph, MAGENTA)).toBe(imported);
      await stillSameSigma();
    });
  });
  // The data's counts (20 rows, 15 nodes, 20 edges; 25 triples, 10 nodes, 16 edges) are worked out
  // from the examples' own text in src/examples/graph-data/facts.test.ts: here, sigma draws them.
  test('the CSV table and the N-Triples file become the graphs their counts say: every node and edge drawn, colours and labels as the page says', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/graph-data`);

    await test.step('CSV: 15 nodes and 20 edges drawn; Ada, of the Text field, in the colour the legend gives Text', async () => {
      await waitForGraph(page, CSV);
      const root = await checksExample(page, CSV);
      const graph = root.locator('.react-sigma');
      await expect(root.getByRole('status')).toContainText('20 rows: 15 nodes, 20 edges.');
      await expect(summaryOf(root)).toContainText('15 nodes and 20 edges.');
      const { nodes, edges } = await graphOf(graph);
      expect(Object.keys(nodes)).toHaveLength(15);
      expect(edges).toHaveLength(20);
      expect(Object.values(nodes).filter(({ display }) => display.hidden)).toEqual([]);
      // Each edge has display data: sigma draws it.
      expect(await edgePrograms(graph)).toHaveLength(20);
      // labelDensity 3: every node's label is written.
      expect((await drawnNodes(graph)).nodes.filter(({ label }) => label !== null)).toHaveLength(15);
      expect(nodes['person:Ada']?.display).toMatchObject({ label: 'Ada', color: GREEN });
      expect(nodes['project:The "small world" reader']?.display).toMatchObject({ color: GREEN });
      const swatch = root.getByRole('status').locator('span', { hasText: 'Text' }).locator('span');
      await expect(swatch).toHaveCSS('background-color', 'rgb(8, 127, 91)');
      expect(await pixelsOf(graph, GREEN)).toBeGreaterThan(200);
    });

    await test.step('RDF: 10 nodes and 16 arrows drawn, with their predicates as labels; the escaped quotes read', async () => {
      await waitForGraph(page, RDF);
      const root = await checksExample(page, RDF);
      const graph = root.locator('.react-sigma');
      await expect(root.getByRole('status')).toContainText('25 triples: 10 nodes, 16 edges');
      await expect(summaryOf(root)).toContainText('10 nodes and 16 edges.');
      const { nodes, edges } = await graphOf(graph);
      expect(Object.keys(nodes)).toHaveLength(10);
      expect(Object.values(nodes).filter(({ display }) => display.hidden)).toEqual([]);
      expect(new Set(edges.map(({ attributes }) => attributes.label))).toEqual(
        new Set(['type', 'author', 'publisher', 'cites', 'knows']),
      );
      const programs = await edgePrograms(graph);
      expect(programs.filter(({ directed, arrow }) => directed && arrow)).toHaveLength(16);
      expect(await settingOf(graph, 'renderEdgeLabels')).toBe(true);
      // Every node's label is written, so every edge's can be.
      expect((await drawnNodes(graph)).nodes.filter(({ label }) => label !== null)).toHaveLength(10);
      expect(nodes['http://example.org/book/2']?.display.label).toBe('Notes on "Six Degrees"');
      expect(nodes['http://example.org/book/1']?.attributes).toMatchObject({
        label: 'Paths and Bridges',
        'label@fr': 'Chemins et ponts',
        year: '2019',
      });
      // A book and its type's node share a colour.
      expect(nodes['http://example.org/Book']?.display.color).toBe(nodes['http://example.org/book/3']?.display.color);
    });
  });
});
