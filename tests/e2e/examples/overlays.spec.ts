import type { Locator, Page } from '@playwright/test';
import { openBlankPage } from '../../support/blankPage';
import { BASE, expect, test, visit } from '../../support/fixtures';
import { example, frame, locate, settled, type Spot, summaryOf, waitForGraph, zoomWheel } from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { cutAtTheEdge, drawnNodes, probeSigma } from '../../support/sigma';

const NAME = 'overlays/TooltipAndMenu.tsx';

/** Node colours of the example (palette order in createTeam). */
const colors = { ada: '#d9480f', emma: '#a86b00' } as const;

async function spotOf(page: Page, node: keyof typeof colors): Promise<Spot> {
  const { spot } = await locate(frame(page, NAME), { spot: colors[node] });
  expect(spot.count, `pixels of ${node}`).toBeGreaterThan(50);
  return spot;
}

/** The box is centred over the node and sits just above its disc. */
async function expectAbove(box: Locator, node: Spot) {
  const bounds = (await box.boundingBox())!;
  expect(Math.abs(bounds.x + bounds.width / 2 - node.x), 'centred over the node').toBeLessThan(3);
  const radius = Math.sqrt(node.count / Math.PI);
  expect(bounds.y + bounds.height, 'above the node').toBeLessThan(node.y - radius + 2);
  expect(bounds.y + bounds.height, 'close to the node').toBeGreaterThan(node.y - radius - 20);
}

/** react-sigma alone on a blank page: where SigmaContainer puts its children, and when useRegisterEvents binds. */
const overlaysPage = `
  import { act, createElement as h, useEffect } from 'react';
  import { createRoot } from 'react-dom/client';
  import Graph from 'graphology';
  import { ControlsContainer, SigmaContainer, useRegisterEvents, useSigma, ZoomControl } from '@react-sigma/core';
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 5 });
  graph.addNode('b', { x: 1, y: 1, size: 5 });
  const calls = { beforeRender: 0, afterRender: 0 };
  const report = {};
  function Probe() {
    const sigma = useSigma();
    const registerEvents = useRegisterEvents();
    useEffect(() => {
      const handlers = { beforeRender: () => calls.beforeRender++, afterRender: () => calls.afterRender++ };
      registerEvents(handlers);
      report.boundAtOnce = sigma.listeners('afterRender').includes(handlers.afterRender);
      report.sigma = sigma;
    }, [sigma, registerEvents]);
    return null;
  }
  /** Where an element under the canvases with z-index -1 is painted, with or without isolation. */
  const behind = (isolation) =>
    h(SigmaContainer, { graph, style: { height: '140px', isolation } },
      h('div', { className: 'behind', style: { position: 'absolute', inset: 0, zIndex: -1 } }));
  window.overlays = async () => {
    const root = createRoot(document.getElementById('root'));
    await act(() => root.render(h('div', null,
      h(SigmaContainer, { graph, style: { height: '140px' } },
        h(Probe), h('div', { className: 'child', style: { position: 'absolute', inset: 0 } }),
        h(ControlsContainer, null, h(ZoomControl))),
    )));
    const container = document.querySelector('.react-sigma');
    const style = getComputedStyle(container);
    const child = document.querySelector('.child');
    const middle = (element) => { const box = element.getBoundingClientRect(); return [box.x + box.width / 2, box.y + box.height / 2]; };
    const result = {
      position: style.position,
      background: style.backgroundColor,
      children: Array.from(container.children).map((element) => element.className.split(' ')[0]),
      topmost: document.elementFromPoint(...middle(child)) === child,
      controlsZIndex: getComputedStyle(document.querySelector('.react-sigma-controls')).zIndex,
      boundAtOnce: report.boundAtOnce,
      bound: report.sigma.listeners('afterRender').length > 0,
    };
    const before = { ...calls };
    report.sigma.refresh();
    result.renderEvents = [calls.beforeRender - before.beforeRender, calls.afterRender - before.afterRender];
    const order = {};
    for (const isolation of ['isolate', 'auto']) {
      await act(() => root.render(behind(isolation)));
      const stack = document.elementsFromPoint(...middle(document.querySelector('.behind'))).map((element) => element.className);
      const names = stack.slice(0, stack.indexOf('react-sigma ') + 1).map((name) => name.trim()).filter((name) => name !== 'sigma-container');
      // sigma's seven canvases, as one.
      order[isolation] = names.map((name) => (name.startsWith('sigma-') ? 'canvases' : name)).filter((name, i, all) => name !== all[i - 1]);
    }
    result.order = order;
    return result;
  };
`;

declare global {
  interface Window {
    overlays: () => Promise<Record<string, unknown>>;
  }
}

test.describe('overlays', () => {
  // One page visit, then a blank page: the first step leaves the pointer away from every node, and the
  // camera zoomed on Ada, whom the second step finds where she is.
  test("hovering a node shows its tooltip; a right click opens the example's menu, whose pinned card follows its node", async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, `${BASE}docs/guides/overlays`);
    await waitForGraph(page, NAME);
    await checksExample(page, NAME);
    await page.mouse.move(0, 0);
    // Eight people, each with a label, all inside the box; who works with whom has no direction.
    const container = example(page, NAME).locator('.react-sigma');
    await expect.poll(async () => cutAtTheEdge(await drawnNodes(container))).toEqual([]);
    expect((await drawnNodes(container)).nodes.filter(({ label }) => label === null)).toEqual([]);
    await expect(summaryOf(example(page, NAME))).toContainText('Undirected graph, 8 nodes and 9 edges.');

    await test.step('hovering a node shows its tooltip above it; leaving it hides the tooltip', async () => {
      const ada = await spotOf(page, 'ada');
      const tooltip = example(page, NAME).getByRole('tooltip');
      await expect(tooltip).toHaveCount(0);

      await page.mouse.move(ada.x, ada.y);
      await expect(tooltip).toContainText('Ada');
      await expect(tooltip).toContainText('Engineering lead, 3 links');
      await expectAbove(tooltip, ada);

      // Zooming with Ctrl + wheel over the node, the tooltip follows it.
      await zoomWheel(page, -400);
      await settled(page, NAME);
      const zoomed = await spotOf(page, 'ada');
      expect(zoomed.count, 'Ada is drawn bigger').toBeGreaterThan(ada.count * 1.3);
      await expect(tooltip).toContainText('Ada');
      await expectAbove(tooltip, zoomed);

      await page.mouse.move(0, 0);
      await expect(tooltip).toHaveCount(0);
    });

    await test.step("a right click opens the menu, not the browser's; a pinned card follows its node and lets the wheel through", async () => {
      await page.mouse.move(0, 0);
      const root = example(page, NAME);
      const ada = await spotOf(page, 'ada');
      // Whether the contextmenu events reached the page with their default (the browser's menu) cancelled.
      await page.evaluate(() => {
        const seen: boolean[] = [];
        (window as unknown as { contextMenus: boolean[] }).contextMenus = seen;
        document.addEventListener('contextmenu', (event) => seen.push(event.defaultPrevented));
      });

      await page.mouse.click(ada.x, ada.y, { button: 'right' });
      const menu = root.getByRole('menu', { name: 'Actions for Ada' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Pin this card' })).toBeFocused();
      const menuBox = (await menu.boundingBox())!;
      expect(Math.abs(menuBox.x - ada.x)).toBeLessThan(2);
      expect(Math.abs(menuBox.y - ada.y)).toBeLessThan(2);
      expect(await page.evaluate(() => (window as unknown as { contextMenus: boolean[] }).contextMenus)).toEqual([true]);

      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Centre on Ada' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await menu.getByRole('menuitem', { name: 'Pin this card' }).press('Enter');
      await expect(menu).toHaveCount(0);
      const card = root.getByRole('note');
      await expect(card).toContainText('Engineering lead, 3 links');
      await expectAbove(card, ada);

      // The wheel over the card zooms the graph: the card lets the pointer through to sigma.
      const before = (await card.boundingBox())!;
      await page.mouse.move(before.x + 10, before.y + before.height / 2);
      await zoomWheel(page, -400);
      await settled(page, NAME);
      const zoomed = await spotOf(page, 'ada');
      expect(zoomed.count, 'Ada is drawn bigger').toBeGreaterThan(ada.count * 1.3);
      expect(Math.hypot(zoomed.x - ada.x, zoomed.y - ada.y), 'Ada moved').toBeGreaterThan(10);
      await expectAbove(card, zoomed);

      // The background's own menu, opened away from every node.
      const graph = (await frame(page, NAME).boundingBox())!;
      await page.mouse.click(graph.x + 20, graph.y + 20, { button: 'right' });
      const graphMenu = root.getByRole('menu', { name: 'Graph actions' });
      await graphMenu.getByRole('menuitem', { name: 'Close all pinned cards' }).click();
      await expect(card).toHaveCount(0);
      await expect(graphMenu).toHaveCount(0);

      await page.mouse.click(graph.x + 20, graph.y + 20, { button: 'right' });
      await expect(graphMenu.getByRole('menuitem')).toHaveText(['Reset the camera']);
      // Above react-sigma's controls (z-index 100), and over it the graph does not get the wheel.
      expect(await graphMenu.evaluate((element) => getComputedStyle(element).zIndex)).toBe('101');
      const graphMenuBox = (await graphMenu.boundingBox())!;
      await page.mouse.move(graphMenuBox.x + graphMenuBox.width / 2, graphMenuBox.y + graphMenuBox.height / 2);
      const still = await spotOf(page, 'ada');
      await zoomWheel(page, -200);
      await settled(page, NAME);
      expect((await spotOf(page, 'ada')).count, 'no zoom through the menu').toBe(still.count);
      await expect(graphMenu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(graphMenu).toHaveCount(0);

      // A camera move closes the menu: the node or place it was opened for has moved. (The wheel over
      // the menu may have scrolled the page: where the graph is now.)
      const graphNow = (await frame(page, NAME).boundingBox())!;
      await page.mouse.click(graphNow.x + 20, graphNow.y + 20, { button: 'right' });
      await expect(graphMenu).toBeVisible();
      await page.mouse.move(graphNow.x + graphNow.width / 2, graphNow.y + graphNow.height - 30);
      await zoomWheel(page, -100);
      await expect(graphMenu).toHaveCount(0);
    });

    await test.step("on a blank page: SigmaContainer's children above the canvases, its stylesheet, useRegisterEvents, isolation", async () => {
      await openBlankPage(page, overlaysPage);
      const result = await page.evaluate(() => window.overlays());
      expect(result).toMatchObject({
        position: 'relative',
        background: 'rgb(255, 255, 255)',
        children: ['sigma-container', 'child', 'react-sigma-controls'],
        topmost: true,
        controlsZIndex: '100',
        // Bound in an effect of its own, after the component's effect that asked for it.
        boundAtOnce: false,
        bound: true,
        renderEvents: [1, 1],
      });
      expect(result.order).toEqual({
        // A stacking context of its own: under sigma's canvases, above the container's background.
        isolate: ['canvases', 'behind', 'react-sigma'],
        // Without it, the element goes under the container, background included.
        auto: ['canvases', 'react-sigma'],
      });
    });
  });
});
