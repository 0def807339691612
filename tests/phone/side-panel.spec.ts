/**
 * The side panel on a phone (src/examples/_shared/panel.tsx): it goes under the graph, which keeps
 * the frame's width and at least 300 px of height; the panel shows every control it holds, with no
 * scroll box hiding one; and the frame the server sends before any script is as tall as the live one,
 * so the page does not move when the graph starts.
 */
import { NARROW_GRAPH_HEIGHT, NARROW_PANEL_HEIGHT } from '../../src/examples/_shared/frame';
import { BASE, expect, test, visit } from '../support/fixtures';
import { example, frame, scrollTo, waitForGraphIn } from '../support/graph';

const PANELS = [
  { route: 'docs/guides/graph-data', name: 'graph-data/GraphData.tsx' },
  { route: 'docs/guides/labels', name: 'labels/LabelSettings.tsx' },
];

for (const { route, name } of PANELS) {
  test(`${name}: the panel goes under a graph 300 px tall or more, every control in view, and the frame keeps its height`, async ({
    page,
    browser,
  }) => {
    const frameHeight = NARROW_GRAPH_HEIGHT + NARROW_PANEL_HEIGHT;
    const served = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    try {
      const staticPage = await served.newPage();
      await staticPage.goto(`${BASE}${route}`);
      expect((await frame(staticPage, name).boundingBox())?.height, 'the frame before any script').toBe(frameHeight);
    } finally {
      await served.close();
    }

    await visit(page, `${BASE}${route}`);
    await scrollTo(frame(page, name));
    const graph = await waitForGraphIn(frame(page, name).locator('.sigma-container').first(), 0.002, name);
    expect((await frame(page, name).boundingBox())?.height, 'the live frame').toBe(frameHeight);

    const layout = await example(page, name).evaluate((section) => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      const frameBox = box(section.querySelector('[data-state]')!);
      const graphBox = box(section.querySelector('.sigma-container')!);
      // The panel: the box holding the example's controls, under the graph.
      const panel =
        section.querySelector('[data-state] textarea, [data-state] input')!.closest('fieldset')?.parentElement ?? null;
      const controls = Array.from(panel?.querySelectorAll('input, textarea, button, select, output') ?? []).map((control) => ({
        name: control.closest('label')?.textContent?.trim() || control.textContent?.trim() || control.tagName,
        box: box(control),
      }));
      return {
        frame: frameBox,
        graph: graphBox,
        panel: panel && { box: box(panel), scrolls: panel.scrollHeight > panel.clientHeight },
        controls,
      };
    });
    expect(layout.graph.height, 'the graph is 300 px tall or more').toBeGreaterThanOrEqual(300);
    expect(layout.graph.width / layout.frame.width, "the graph's share of the frame's width").toBeGreaterThanOrEqual(0.6);
    expect(layout.panel, 'a panel holds the controls').not.toBeNull();
    const panel = layout.panel!;
    expect(panel.box.top, 'the panel is under the graph').toBeGreaterThanOrEqual(layout.graph.bottom - 1);
    expect(panel.scrolls, 'the panel holds all its content without scrolling').toBe(false);
    const hidden = layout.controls
      .filter(({ box }) => box.top < panel.box.top || box.bottom > panel.box.bottom || box.bottom > layout.frame.bottom)
      .map(({ name: control }) => control);
    expect(hidden, 'controls outside the panel or the frame').toEqual([]);
    await expect(graph).toBeVisible();
  });
}
