import type { JSHandle, Locator, Page } from '@playwright/test';
import { checksExample } from '../../support/exampleChecks';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, frame, summaryOf, waitForGraphIn, zoomWheel } from '../../support/graph';
import { probeSigma, type CameraState } from '../../support/sigma';

const NAME = 'several-graphs/SeveralGraphs.tsx';

type Sigma = {
  getGraph(): {
    order: number;
    forEachNode(callback: (node: string, attributes: { x: number; y: number }) => void): void;
  };
  getNodeDisplayData(node: string): { x: number; y: number; size: number } | undefined;
  framedGraphToViewport(point: { x: number; y: number }): { x: number; y: number };
  getContainer(): HTMLElement;
  getCamera(): { getState(): CameraState; isAnimated(): boolean };
};
type ProbeWindow = { currentSigma(element: Element): Sigma | null; webglContexts: WebGLRenderingContext[] };

/** Counts every WebGL context a canvas in the page asks for (sigma's: the WebGL check's canvas is never in the page). */
async function countWebGLContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as ProbeWindow;
    probe.webglContexts = [];
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: Parameters<typeof getContext>) {
      const context = getContext.apply(this, args);
      if (String(args[0]).startsWith('webgl') && this.isConnected && context && !probe.webglContexts.includes(context as never))
        probe.webglContexts.push(context as WebGLRenderingContext);
      return context;
    } as typeof getContext;
  });
}

/**
 * The sigma instance a SigmaContainer element draws with now. The probe's `sigmaOf` reads the context value
 * of the element's fiber or of its alternate, whichever comes first; once SigmaContainer has swapped its
 * instance, one of the two still holds the killed one. The live one has its canvases in the page (sigma's
 * `kill` removes them).
 */
async function installCurrentSigma(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      memoizedProps?: { value?: { sigma?: unknown } };
    };
    (window as unknown as { currentSigma(element: Element): unknown }).currentSigma = (element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      const noted = key ? (element as unknown as Record<string, Fiber>)[key]! : null;
      for (const fiber of [noted, noted?.alternate])
        for (let child = fiber?.child ?? null; child; child = child.sibling) {
          const sigma = child.memoizedProps?.value?.sigma as { getCanvases(): Record<string, HTMLCanvasElement> } | undefined;
          if (sigma && Object.values(sigma.getCanvases()).some((canvas) => canvas.isConnected)) return sigma;
        }
      return null;
    };
  });
}

/** WebGL contexts made so far, and those not lost (sigma's `kill` loses its contexts). */
function contexts(page: Page): Promise<{ made: number; live: number }> {
  return page.evaluate(() => {
    const all = (window as unknown as ProbeWindow).webglContexts;
    return { made: all.length, live: all.filter((context) => !context.isContextLost()).length };
  });
}

/** The sigma instances drawing in the frame: one per SigmaContainer element holding one. */
function liveSigmas(page: Page): Promise<number> {
  return frame(page, NAME)
    .locator('.react-sigma')
    .evaluateAll((elements) => elements.filter((element) => (window as unknown as ProbeWindow).currentSigma(element)).length);
}

function sigmaHandle(graph: Locator): Promise<JSHandle<Sigma>> {
  return graph.evaluateHandle((element) => (window as unknown as ProbeWindow).currentSigma(element)!);
}

/** Where the graph's largest node in view is drawn, in page coordinates. */
async function largestNode(graph: Locator): Promise<{ x: number; y: number }> {
  await graph.scrollIntoViewIfNeeded();
  return graph.evaluate((element) => {
    const sigma = (window as unknown as ProbeWindow).currentSigma(element)!;
    const origin = sigma.getContainer().getBoundingClientRect();
    let best = { x: 0, y: 0, size: -1 };
    sigma.getGraph().forEachNode((node) => {
      const data = sigma.getNodeDisplayData(node)!;
      const at = sigma.framedGraphToViewport(data);
      // In view, clear of the edges and of the tools over the graph's top.
      const inside = at.x > 20 && at.x < origin.width - 20 && at.y > 100 && at.y < origin.height - 20;
      if (inside && data.size > best.size) best = { ...at, size: data.size };
    });
    return { x: origin.left + best.x, y: origin.top + best.y };
  });
}

/** The camera of the sigma instance the element draws with now. */
function cameraOf(graph: Locator): Promise<CameraState> {
  return graph.evaluate((element) => {
    const { x, y, ratio, angle } = (window as unknown as ProbeWindow).currentSigma(element)!.getCamera().getState();
    return { x, y, ratio, angle };
  });
}

function cameraAtRest(graph: Locator): Promise<boolean> {
  return graph.evaluate((element) => !(window as unknown as ProbeWindow).currentSigma(element)!.getCamera().isAnimated());
}

/** Zooms the graph in with Ctrl + wheel over its middle, and waits for the camera to stop. */
async function zoomIn(page: Page, graph: Locator): Promise<void> {
  await graph.scrollIntoViewIfNeeded();
  const box = (await graph.locator('.sigma-container').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await zoomWheel(page, -300);
  await expect.poll(async () => (await cameraOf(graph)).ratio).toBeLessThan(0.9);
  await expect.poll(() => cameraAtRest(graph)).toBe(true);
}

test.describe('several-graphs', () => {
  test.beforeEach(async ({ page }) => {
    await probeSigma(page);
    await countWebGLContexts(page);
    await installCurrentSigma(page);
  });

  // One visit: the graphs start as they come on screen; then each button, and what stays of sigma.
  test('each graph starts in view with its own sigma and hooks; a new graph object re-creates sigma, useLoadGraph keeps it', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/several-graphs`);
    const graphs = frame(page, NAME).locator('.react-sigma');
    const first = graphs.nth(0);
    const second = graphs.nth(1);
    const firstStatus = example(page, NAME).getByRole('group', { name: 'First graph: the graph prop' }).getByRole('status');
    const secondStatus = example(page, NAME).getByRole('group', { name: 'Second graph: useLoadGraph' }).getByRole('status');

    await test.step('with the top of the frame on screen, only the first graph runs: one sigma, three WebGL contexts', async () => {
      // The frame's top 250 px on screen: enough for the example to start, and of its first graph's box only.
      await expect(async () => {
        await frame(page, NAME).evaluate((element) =>
          window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - window.innerHeight + 250),
        );
        await expect(frame(page, NAME).locator('canvas').first()).toBeAttached({ timeout: 2_000 });
      }).toPass();
      await checksExample(page, NAME);
      await expect(firstStatus).toHaveText('sigma 1 · graph 1 · 30 nodes · 0 clicks');
      expect(await liveSigmas(page), 'sigma instances in the frame').toBe(1);
      expect(await contexts(page)).toEqual({ made: 3, live: 3 });
    });

    await test.step('scrolled to, the second graph starts: two sigma instances, each read by its own hooks', async () => {
      // The frame's bottom on screen: the second graph's box comes into view.
      await frame(page, NAME).evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await waitForGraphIn(frame(page, NAME).locator('.sigma-container').nth(1), 0.002, 'the second graph');
      await expect(secondStatus).toHaveText('sigma 1 · graph 1 · 45 nodes · 0 clicks');
      expect(await liveSigmas(page)).toBe(2);
      expect(await contexts(page)).toEqual({ made: 6, live: 6 });
      // The text twin under the frame describes the first graph.
      await expect(summaryOf(example(page, NAME))).toContainText('30 nodes');
    });

    await test.step('a click on a node is counted by the graph it is in', async () => {
      await frame(page, NAME).evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const node = await largestNode(first);
      await page.mouse.click(node.x, node.y);
      await expect(firstStatus).toHaveText('sigma 1 · graph 1 · 30 nodes · 1 click');
      await expect(secondStatus).toHaveText('sigma 1 · graph 1 · 45 nodes · 0 clicks');
    });

    await test.step('"New graph object": a new sigma on the new graph, the old one killed, the camera and the handler kept', async () => {
      await zoomIn(page, first);
      const camera = await cameraOf(first);
      const before = await sigmaHandle(first);
      await example(page, NAME).getByRole('button', { name: 'New graph object' }).click();
      await expect(firstStatus).toHaveText('sigma 2 · graph 2 · 30 nodes · 1 click');
      const after = await sigmaHandle(first);
      expect(await page.evaluate(([a, b]) => a === b, [before, after] as const), 'the same sigma instance').toBe(false);
      expect(await page.evaluate(([a, b]) => a.getGraph() === b.getGraph(), [before, after] as const)).toBe(false);
      // The old instance's three contexts are lost, the new one's three live.
      expect(await contexts(page)).toEqual({ made: 9, live: 6 });
      expect(await liveSigmas(page)).toBe(2);
      expect(await cameraOf(first), 'the camera where the reader left it').toEqual(camera);
      // The clickNode handler, registered once, reaches the new instance; the count kept its state.
      const node = await largestNode(first);
      await page.mouse.click(node.x, node.y);
      await expect(firstStatus).toHaveText('sigma 2 · graph 2 · 30 nodes · 2 clicks');
    });

    await test.step('"Load another graph": the same sigma and graph object, new nodes, the camera kept', async () => {
      await zoomIn(page, second);
      const camera = await cameraOf(second);
      const before = await sigmaHandle(second);
      const positions = () =>
        before.evaluate((sigma) => {
          const at: number[] = [];
          sigma.getGraph().forEachNode((_node, { x, y }) => at.push(x, y));
          return at;
        });
      const old = await positions();
      await example(page, NAME).getByRole('button', { name: 'Load another graph' }).click();
      await expect.poll(positions, { message: 'the nodes of another graph' }).not.toEqual(old);
      await expect(secondStatus).toHaveText('sigma 1 · graph 1 · 45 nodes · 0 clicks');
      const after = await sigmaHandle(second);
      expect(await page.evaluate(([a, b]) => a === b, [before, after] as const), 'the same sigma instance').toBe(true);
      expect(await contexts(page)).toEqual({ made: 9, live: 6 });
      expect(await cameraOf(second)).toEqual(camera);
    });
  });
});
