import type { Locator } from '@playwright/test';
import { openBlankPage } from '../../support/blankPage';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { countColor, drawnPixels, example, waitForGraph } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { cutAtTheEdge, drawnNodes, probeSigma } from '../../support/sigma';

const NAME = 'big-graphs/BigGraphs.tsx';
/** The edges' colour in light mode (graphColors in src/examples/_shared/theme.tsx). */
const EDGE = [0xad, 0xb5, 0xbd] as const;

async function edgePixels(graph: Locator): Promise<number> {
  const { png } = await drawnPixels(graph);
  return countColor(png, (r, g, b) => Math.abs(r - EDGE[0]) + Math.abs(g - EDGE[1]) + Math.abs(b - EDGE[2]) < 24);
}

/** SigmaContainer alone on a blank page, rendered again and again with the settings a test names. */
const settingsPage = `
  import { act, createElement as h } from 'react';
  import { createRoot } from 'react-dom/client';
  import Graph from 'graphology';
  import { SigmaContainer } from '@react-sigma/core';
  import { EdgeLineProgram } from 'sigma/rendering';
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 5 });
  graph.addNode('b', { x: 1, y: 1, size: 5 });
  graph.addEdge('a', 'b');
  const root = createRoot(document.getElementById('root'));
  const instances = new Set();
  // The big-graphs page's FastGraph settings: class references and booleans.
  const fastGraph = () => ({ edgeProgramClasses: { line: EdgeLineProgram }, hideEdgesOnMove: true });
  const settingsFor = {
    copy: fastGraph,
    'new function': () => ({ ...fastGraph(), zoomToSizeRatioFunction: (ratio) => ratio }),
    'new value': () => ({ ...fastGraph(), hideEdgesOnMove: false }),
  };
  window.renderWith = async (kind) => {
    const settings = settingsFor[kind]();
    // act() returns once React has run the effects, SigmaContainer's comparison among them.
    await act(() => root.render(h(SigmaContainer, { graph, settings, ref: (sigma) => sigma && instances.add(sigma), style: { height: '300px' } })));
    return instances.size;
  };
`;

declare global {
  interface Window {
    /** Renders SigmaContainer with these settings; returns how many sigma instances it made so far. */
    renderWith: (settings: 'copy' | 'new function' | 'new value') => Promise<number>;
  }
}

test.describe('big-graphs', () => {
  // One page visit, then a blank page. The drag step runs first, on the 1,000 edges the growth step
  // expects, and turns hideEdgesOnMove off again.
  test('hideEdgesOnMove hides the edges during a drag; the graph grows from 1,000 to 10,000 edges in the same sigma', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/big-graphs`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);
    const root = example(page, NAME);
    const graph = root.locator('.react-sigma');
    // The labels sigma draws, the outer nodes' ones on their right, stay inside the box.
    await expect.poll(async () => cutAtTheEdge(await drawnNodes(graph))).toEqual([]);

    await test.step('with hideEdgesOnMove, dragging the graph hides the edges until the mouse is released', async () => {
      const still = await edgePixels(graph);
      expect(still).toBeGreaterThan(1000);
      const box = (await graph.boundingBox())!;
      const drag = async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
      };

      // By default, edges stay drawn while the camera moves.
      await drag();
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(still / 2);
      await page.mouse.up();

      await root.getByRole('checkbox', { name: 'hideEdgesOnMove' }).check();
      await drag();
      await expect.poll(() => edgePixels(graph)).toBeLessThan(still / 10);
      await page.mouse.up();
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(still / 2);
      await root.getByRole('checkbox', { name: 'hideEdgesOnMove' }).uncheck();
    });

    await test.step('opens on 1,000 edges, grows to 10,000 in the same sigma, and measures its frame time', async () => {
      const status = root.getByRole('status');
      await expect(status).toHaveText('300 nodes, 1,000 edges');
      // SigmaContainer re-creating sigma would replace its canvases.
      const canvas = await graph.locator('canvas').first().elementHandle();
      const small = await edgePixels(graph);

      await root.getByRole('button', { name: 'Grow to 10,000 edges' }).click();
      await expect(status).toHaveText('2,000 nodes, 10,000 edges');
      await expect.poll(() => edgePixels(graph)).toBeGreaterThan(small * 1.5);
      await root.getByRole('button', { name: 'Measure frame time' }).click();
      await expect(status).toHaveText(/^2,000 nodes, 10,000 edges: \d+ ms a frame while zooming$/);
      expect(await canvas!.evaluate((element) => element.isConnected)).toBe(true);
    });

    await test.step('SigmaContainer keeps sigma for a new settings object of equal values, and makes another for a new function or value', async () => {
      await openBlankPage(page, settingsPage);
      expect(await page.evaluate(() => window.renderWith('copy'))).toBe(1);
      expect(await page.evaluate(() => window.renderWith('copy')), 'a copy of equal values').toBe(1);
      expect(await page.evaluate(() => window.renderWith('copy')), 'and again').toBe(1);
      expect(await page.evaluate(() => window.renderWith('new function')), 'a new function').toBe(2);
      expect(await page.evaluate(() => window.renderWith('new function')), 'another new function').toBe(3);
      expect(await page.evaluate(() => window.renderWith('new value')), 'a new value').toBe(4);
      expect(await page.evaluate(() => window.renderWith('new value')), 'the same value again').toBe(4);
    });
  });
});
