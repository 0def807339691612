import { BASE, expect, test, visit } from '../../support/fixtures';
import { drawnPixels, example, frame, scrollTo, waitForGraph } from '../../support/graph';
import { LOAD_TIMEOUT } from '../../support/limits';
import { checksExample } from '../../support/exampleChecks';
import { cutAtTheEdge, drawnNodes, edgePrograms, probeSigma } from '../../support/sigma';

// One page visit for the page's four examples; the steps only read, until the last one changes the
// dataset example's file.
test.describe('load-graph', () => {
  // The browser itself logs the 404 of the missing file the last step asks for; that one is expected.
  test.use({ allowedConsoleErrors: [/status of 404.*missing\.gexf/] });

  test('every example draws its graph and shows its files; the dataset one reports a missing and a malformed file', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/example/load-graph`);

    for (const name of ['GraphProp', 'UseLoadGraph', 'MultiGraph', 'Dataset']) {
      await test.step(`${name} draws its graph`, async () => {
        await waitForGraph(page, `load-graph/${name}.tsx`);
        await expect(frame(page, `load-graph/${name}.tsx`)).toHaveAttribute('data-state', 'ready');
      });
    }

    await test.step('directed edges are drawn with arrowheads', async () => {
      // GraphProp: addEdge on graphology's default graph, three directed edges, each drawn by sigma's arrow program.
      const triangle = await edgePrograms(example(page, 'load-graph/GraphProp.tsx').locator('.react-sigma'));
      expect(triangle).toHaveLength(3);
      for (const { directed, arrow } of triangle) expect({ directed, arrow }).toEqual({ directed: true, arrow: true });
      // MultiGraph: the single flights straight, by sigma's arrow program; the parallel ones curved (EdgeCurvedArrowProgram).
      const flights = await edgePrograms(example(page, 'load-graph/MultiGraph.tsx').locator('.react-sigma'));
      expect(flights.filter(({ type }) => type === 'straight').every(({ arrow }) => arrow)).toBe(true);
      expect(new Set(flights.map(({ type }) => type))).toEqual(new Set(['straight', 'curved']));
      // Lyon, at the right of the drawing, keeps its label inside the box.
      const cities = example(page, 'load-graph/MultiGraph.tsx').locator('.react-sigma');
      await expect.poll(async () => cutAtTheEdge(await drawnNodes(cities))).toEqual([]);
    });

    await test.step('every file an example imports is shown, starting with the one that runs', async () => {
      const tabs = example(page, 'load-graph/UseLoadGraph.tsx').getByRole('tab');
      await expect(tabs).toHaveText([
        'load-graph/UseLoadGraph.tsx',
        '_shared/sampleGraph.ts',
        '_shared/theme.tsx',
        '_shared/frame.ts',
        '_shared/labelRoom.ts',
        '_shared/random.ts',
      ]);
    });

    await test.step('the dataset example loads the real file, then reports a missing and a malformed file', async () => {
      const root = example(page, 'load-graph/Dataset.tsx');
      // To its graph, as a reader does: a graph starts once a quarter of its frame is on screen.
      await scrollTo(frame(page, 'load-graph/Dataset.tsx'));
      const status = root.getByRole('status');
      await expect(status).toHaveText('77 nodes, 254 edges', { timeout: LOAD_TIMEOUT });
      await checksExample(page, 'load-graph/Dataset.tsx');
      // Below the file menu and the status line (a screenshot's rows, at the page's scale of 1), only the graph is drawn.
      const graphOnly = async () => {
        const [tools, box] = [
          await root.getByRole('group', { name: 'Dataset' }).boundingBox(),
          await frame(page, 'load-graph/Dataset.tsx').boundingBox(),
        ];
        return drawnPixels(frame(page, 'load-graph/Dataset.tsx'), Math.ceil(tools!.y + tools!.height - box!.y) + 2);
      };
      expect((await graphOnly()).drawn).toBeGreaterThan(0);

      await root.getByLabel('File').selectOption('A file that does not exist');
      await expect(status).toContainText(`Could not download ${BASE}data/missing.gexf: HTTP 404`);
      await expect.poll(async () => (await graphOnly()).drawn).toBe(0);

      await root.getByLabel('File').selectOption('A malformed file');
      await expect(status).toContainText('broken.gexf is not valid XML');
    });
  });
});
