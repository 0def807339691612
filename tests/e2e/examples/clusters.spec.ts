import type { Locator, Page } from '@playwright/test';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, summaryOf, waitForGraph, zoomWheel } from '../../support/graph';
import { cameraAtRest, cameraOf, probeSigma } from '../../support/sigma';

const NAME = 'clusters/Clusters.tsx';
const COMMUNITIES = ['Alpha', 'Beta', 'Gamma'];

interface Community {
  /** The mean of its nodes' centres on screen, in page coordinates. */
  centre: { x: number; y: number };
  /** The box of its nodes' centres on screen. */
  box: { left: number; right: number; top: number; bottom: number };
  /** Nodes with a disc wholly inside sigma's box. */
  inside: number;
  count: number;
}

/**
 * Read from sigma in the page: each community's nodes as drawn (display data placed with
 * framedGraphToViewport), and the nodes in view as @sigma/utils' getNodesInViewport counts them
 * (position from the attributes with graphToViewport, a disc reaching into the box).
 */
function readGraph(container: Locator): Promise<{ communities: Community[]; inView: number }> {
  return container.evaluate((element) => {
    type Sigma = {
      getGraph(): {
        forEachNode(
          callback: (node: string, attributes: { x: number; y: number; size: number; community: number }) => void,
        ): void;
      };
      getNodeDisplayData(node: string): { x: number; y: number; size: number } | undefined;
      framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
      graphToViewport(point: { x: number; y: number }): { x: number; y: number };
      scaleSize(size: number): number;
      getDimensions(): { width: number; height: number };
      getContainer(): HTMLElement;
    };
    const sigma = (window as unknown as { sigmaOf(element: Element): Sigma }).sigmaOf(element);
    const origin = sigma.getContainer().getBoundingClientRect();
    const { width, height } = sigma.getDimensions();
    const communities: Community[] = [];
    let inView = 0;
    sigma.getGraph().forEachNode((node, attributes) => {
      const data = sigma.getNodeDisplayData(node)!;
      const at = sigma.framedGraphToViewport(data);
      const radius = sigma.scaleSize(data.size);
      const x = origin.left + at.x;
      const y = origin.top + at.y;
      const community = (communities[attributes.community] ??= {
        centre: { x: 0, y: 0 },
        box: { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity },
        inside: 0,
        count: 0,
      });
      community.centre.x += x;
      community.centre.y += y;
      community.count += 1;
      community.box = {
        left: Math.min(community.box.left, x),
        right: Math.max(community.box.right, x),
        top: Math.min(community.box.top, y),
        bottom: Math.max(community.box.bottom, y),
      };
      if (at.x - radius >= 0 && at.x + radius <= width && at.y - radius >= 0 && at.y + radius <= height) community.inside += 1;
      const point = sigma.graphToViewport(attributes);
      const size = sigma.scaleSize(attributes.size);
      if (point.x + size >= 0 && point.x - size <= width && point.y + size >= 0 && point.y - size <= height) inView += 1;
    });
    for (const community of communities) {
      community.centre.x /= community.count;
      community.centre.y /= community.count;
    }
    return { communities, inView };
  });
}

/** How many node labels sigma drew in its last frame. */
function drawnLabels(container: Locator): Promise<number> {
  return container.evaluate((element) => {
    const sigma = (window as unknown as { sigmaOf(element: Element): { getNodeDisplayedLabels(): Set<string> } }).sigmaOf(
      element,
    );
    return sigma.getNodeDisplayedLabels().size;
  });
}

/** The centre of the name written over the graph, in page coordinates. */
async function nameAt(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await example(page, NAME).locator('.react-sigma').getByText(name, { exact: true }).boundingBox();
  if (!box) throw new Error(`the name ${name} is not on the graph`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Each name sits at its community's centre, among its nodes. */
async function expectNamesOnCommunities(page: Page, graph: Locator): Promise<void> {
  const { communities } = await readGraph(graph);
  for (const [index, name] of COMMUNITIES.entries()) {
    const { centre, box } = communities[index]!;
    await expect
      .poll(
        async () => {
          const at = await nameAt(page, name);
          return Math.hypot(at.x - centre.x, at.y - centre.y);
        },
        { message: `${name} written at the centre of its nodes` },
      )
      .toBeLessThan(2);
    const at = await nameAt(page, name);
    expect(at.x, `${name} among its nodes`).toBeGreaterThan(box.left);
    expect(at.x, `${name} among its nodes`).toBeLessThan(box.right);
    expect(at.y, `${name} among its nodes`).toBeGreaterThan(box.top);
    expect(at.y, `${name} among its nodes`).toBeLessThan(box.bottom);
  }
}

test.describe('clusters', () => {
  test.beforeEach(async ({ page }) => {
    await probeSigma(page);
  });

  // One visit: the names, a zoom, then a fit; each step starts from where the one before left the camera.
  test('each community is named at its centre and the name follows the camera; Fit brings a community into view', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/clusters`);
    await waitForGraph(page, NAME);
    const root = await checksExample(page, NAME);
    await expect(summaryOf(root)).toContainText('90 nodes');
    const graph = example(page, NAME).locator('.react-sigma');
    const status = example(page, NAME).getByRole('status');

    await test.step('each name is written at the centre of its community, and the line counts every node in view', async () => {
      await expectNamesOnCommunities(page, graph);
      await expect(status).toHaveText('90 of 90 nodes in view');
      // labelRenderedSizeThreshold 12: no node is drawn that large before a zoom.
      expect(await drawnLabels(graph), 'node labels at the first zoom').toBe(0);
    });

    await test.step('after a zoom, the names follow their communities', async () => {
      // The wheel turned over a name reaches sigma (the names let the pointer through), and zooms
      // towards it: the other names move away.
      const before = await nameAt(page, 'Alpha');
      const beta = await nameAt(page, 'Beta');
      await page.mouse.move(beta.x, beta.y);
      await zoomWheel(page, -400);
      await expect.poll(async () => (await cameraOf(graph)).ratio).toBeLessThan(0.9);
      await expect.poll(() => cameraAtRest(graph)).toBe(true);
      const after = await nameAt(page, 'Alpha');
      expect(Math.hypot(after.x - before.x, after.y - before.y), 'Alpha moved with the zoom').toBeGreaterThan(10);
      await expectNamesOnCommunities(page, graph);
    });

    await test.step('"Fit Beta" brings every node of Beta into view, and the line counts the nodes in view', async () => {
      const ratio = (await cameraOf(graph)).ratio;
      await example(page, NAME).getByRole('button', { name: 'Fit Beta' }).click();
      await expect.poll(async () => (await cameraOf(graph)).ratio).not.toBe(ratio);
      await expect.poll(() => cameraAtRest(graph)).toBe(true);
      const { communities, inView } = await readGraph(graph);
      const beta = communities[1]!;
      expect(beta.inside, 'every node of Beta drawn whole in the graph').toBe(beta.count);
      // Filling the view: Beta's nodes span most of the graph's width or height.
      const box = await graph.locator('.sigma-container').boundingBox();
      const span = Math.max((beta.box.right - beta.box.left) / box!.width, (beta.box.bottom - beta.box.top) / box!.height);
      expect(span, "Beta's share of the view").toBeGreaterThan(0.6);
      // Zoomed in, the larger nodes are drawn 12 px or more, and sigma labels them.
      expect(await drawnLabels(graph), 'node labels once zoomed in').toBeGreaterThan(0);
      // Zoomed on one community, some nodes of the others are out of view.
      expect(inView).toBeLessThan(90);
      await expect(status).toHaveText(`${inView} of 90 nodes in view`);
      await expectNamesOnCommunities(page, graph);
    });

    await test.step('"Whole graph" brings the camera back, and every node into view', async () => {
      await example(page, NAME).getByRole('button', { name: 'Whole graph' }).click();
      await expect.poll(() => cameraOf(graph)).toEqual({ x: 0.5, y: 0.5, ratio: 1, angle: 0 });
      await expect(status).toHaveText('90 of 90 nodes in view');
      await expectNamesOnCommunities(page, graph);
    });
  });
});
