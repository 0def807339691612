/**
 * The home page's demo on a phone (src/components/HomeDemo): its picture draws the graph where and
 * as large as the live graph will be; once started, the controls and the caption have room of their
 * own beside the graph, the caption whole, the graph most of the frame, and each control a target a
 * finger can hit. The same demo on a desktop: tests/e2e/home.spec.ts.
 */
import { BASE, expect, test, visit } from '../support/fixtures';
import { startDemo, waitForGraphIn } from '../support/graph';
import { controlBoxes, drawnNodes, extent, overlap, posterNodes, targetSizes, type Box } from '../support/homeDemo';
import { probeSigma } from '../support/sigma';

const SIDES = ['left', 'top', 'right', 'bottom'] as const;

test('the demo: its picture draws the graph where it will be; started, its controls and caption have their own room, whole, and each can be tapped', async ({
  page,
}) => {
  await probeSigma(page);
  await visit(page, BASE);
  const demo = page.getByTestId('home-demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('img')).toHaveJSProperty('complete', true);
  // Positions in the frame: the page may scroll between the picture and the graph.
  const inFrame = async (box: Box): Promise<Box> => {
    const frame = (await demo.boundingBox())!;
    return { left: box.left - frame.x, right: box.right - frame.x, top: box.top - frame.y, bottom: box.bottom - frame.y };
  };
  const pictured = await inFrame(extent(await posterNodes(demo)));

  await startDemo(page);
  await waitForGraphIn(demo);
  const graph = demo.locator('.react-sigma').first();
  const nodes = await drawnNodes(graph);
  const drawn = await inFrame(
    extent(nodes.map(({ disc }) => ({ x: (disc.left + disc.right) / 2, y: (disc.top + disc.bottom) / 2 }))),
  );
  // The picture's nodes span what the graph's span, where the graph's are: within 5 % of its height.
  const tolerance = 0.05 * (drawn.bottom - drawn.top);
  for (const side of SIDES) {
    expect(
      Math.abs(pictured[side] - drawn[side]),
      `the picture's ${side} edge from the graph's (${Math.round(pictured[side])} px, ${Math.round(drawn[side])} px)`,
    ).toBeLessThanOrEqual(tolerance);
  }

  // The graph takes most of the frame: 60 % of its width, 300 px of height.
  const frameBox = (await demo.boundingBox())!;
  const area = (await graph.locator('.sigma-container').first().boundingBox())!;
  expect(area.width, "the graph's width").toBeGreaterThanOrEqual(0.6 * frameBox.width);
  expect(area.height, "the graph's height").toBeGreaterThanOrEqual(300);

  // The controls and the caption sit beside the graph, not over it, nor over a node or a label.
  const graphArea = { left: area.x, top: area.y, right: area.x + area.width, bottom: area.y + area.height };
  const controls = await controlBoxes(demo);
  expect(controls.map(({ name }) => name)).toHaveLength(4);
  for (const { name, box } of controls) {
    expect(overlap(box, graphArea), `${name} over the graph`).toBe(false);
    const covered = nodes.filter(({ disc, labelBox }) => overlap(box, disc) || (labelBox && overlap(box, labelBox)));
    expect(
      covered.map(({ label, key }) => label ?? key),
      `nodes or labels under ${name}`,
    ).toEqual([]);
  }

  // The caption shows whole: nothing cut, nothing drawn over it.
  const caption = demo.getByRole('status');
  await expect(caption).toHaveText('77 characters, 254 co-appearances');
  const hidden = await caption.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // 4 px in: inside its rounded corners.
    const corners = [
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
      [box.left + 4, box.bottom - 4],
      [box.right - 4, box.bottom - 4],
    ] as const;
    const covered = corners.filter(([x, y]) => !element.contains(document.elementFromPoint(x, y)));
    return {
      cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      covered: covered.length,
    };
  });
  expect(hidden, 'the caption cut, or corners of it under something else').toEqual({ cut: false, covered: 0 });

  // Each control is at least 24 × 24 px (WCAG 2.2's target size).
  const section = page.getByRole('region', { name: 'Try it: Les Misérables' });
  const targets = await targetSizes(section);
  expect(targets.length, 'targets: the search box, five buttons and "Explore the nodes"').toBe(7);
  for (const target of targets) {
    expect(
      Math.min(target.width, target.height),
      `${target.name}: ${Math.round(target.width)} × ${Math.round(target.height)} px`,
    ).toBeGreaterThanOrEqual(24);
  }
});
