import type { Locator, Page } from '@playwright/test';
import { BASE, expect, test, visit } from '../../support/fixtures';
import {
  currentCode,
  drawnPixels,
  example,
  findColor,
  frame,
  locate,
  replaceCode,
  scrollWheel,
  type Spot,
  summaryOf,
  waitForGraph,
  zoomWheel,
} from '../../support/graph';
import { checksExample } from '../../support/exampleChecks';
import { cameraOf, cutAtTheEdge, drawnNodes, graphOf, probeSigma } from '../../support/sigma';
import { GRAPH_HEIGHT } from '../../../src/examples/_shared/frame';

const LOG = 'events/EventLog.tsx';
const EDIT = 'events/PreventDefault.tsx';

/** Node colours of the examples (see their createGraph / createRing). */
const colors = {
  alpha: '#1c7ed6',
  beta: '#d9480f',
  gamma: '#087f5b',
  epsilon: '#a86b00',
  ring1: '#d9480f',
  ring2: '#1c7ed6',
  ring4: '#cc2b8f',
} as const;

/** Page coordinates of the nodes drawn in each colour; each must be visible. */
async function locateAll<K extends string>(target: Locator, wanted: Record<K, string>): Promise<Record<K, Spot>> {
  const found = await locate(target, wanted);
  for (const key of Object.keys(wanted) as K[]) expect(found[key].count, `pixels of ${key}`).toBeGreaterThan(50);
  return found;
}

function logOf(page: Page): Locator {
  return example(page, LOG).getByRole('log', { name: 'Event log' });
}

// One page visit for both examples of the page. The steps on the event log run in an order that keeps
// them apart: the edge first (one jump onto the edge after a node was hovered logged a second leaveNode
// and no enterEdge; from a fresh page it logs enterEdge), hovers before the clicks, a Clear before a step
// that reads the whole log, and the zoom (which moves the nodes) after every step that points at a node.
test('events: the event log shows what the pointer does on nodes, edges and the stage; preventSigmaDefault edits the graph', async ({
  page,
}) => {
  // Seven steps of about 1-5 s each on the shared 2-core machine.
  test.setTimeout(120_000);
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/events`);
  await waitForGraph(page, LOG);
  await checksExample(page, LOG);
  // Five nodes, each with its label, all inside the box; no direction between them, so no arrowheads to miss.
  const container = example(page, LOG).locator('.react-sigma');
  await expect.poll(async () => cutAtTheEdge(await drawnNodes(container))).toEqual([]);
  expect((await drawnNodes(container)).nodes.map(({ label }) => label).sort()).toEqual([
    'alpha',
    'beta',
    'delta',
    'epsilon',
    'gamma',
  ]);
  await expect(summaryOf(example(page, LOG))).toContainText('Undirected graph, 5 nodes and 5 edges.');
  await page.mouse.move(0, 0);
  const spots = await locateAll(frame(page, LOG), {
    alpha: colors.alpha,
    beta: colors.beta,
    gamma: colors.gamma,
    epsilon: colors.epsilon,
  });
  // The setup page: without a size of its own, react-sigma's stylesheet makes the container fill its parent.
  const fill = await example(page, LOG)
    .locator('.react-sigma')
    .evaluate((element) => {
      const own = element.getBoundingClientRect();
      const parent = element.parentElement!.getBoundingClientRect();
      return { inline: element.getAttribute('style'), own: [own.width, own.height], parent: [parent.width, parent.height] };
    });
  expect(fill.inline).toBeNull();
  expect(fill.own).toEqual(fill.parent);
  expect(fill.own[1]).toBeGreaterThan(100);
  const log = logOf(page);
  const lines = log.getByRole('listitem');
  const clear = example(page, LOG).getByRole('button', { name: 'Clear' });
  // A target of at least 24 × 24 px (WCAG 2.2).
  const clearBox = (await clear.boundingBox())!;
  expect(Math.min(clearBox.width, clearBox.height)).toBeGreaterThanOrEqual(24);
  // Halfway between gamma and epsilon, which no edge joins.
  const middle = { x: (spots.gamma.x + spots.epsilon.x) / 2, y: (spots.gamma.y + spots.epsilon.y) / 2 };

  await test.step('hovering an edge logs enterEdge (edge events are enabled)', async () => {
    await page.mouse.move((spots.alpha.x + spots.gamma.x) / 2, (spots.alpha.y + spots.gamma.y) / 2);
    await expect(lines.first()).toContainText('enterEdge edge alpha-gamma');
    await page.mouse.move(0, 0);
    await clear.click();
  });

  await test.step('hovering a node logs enterNode with its key and coordinates, newest first', async () => {
    await expect(log).toContainText('No events yet');
    await page.mouse.move(spots.alpha.x, spots.alpha.y);
    await expect(lines.first()).toHaveText(/^enterNode node alpha at x \d+, y \d+$/);

    // Around the edge alpha-beta rather than along it: a pointer on an edge logs edge events too.
    await page.mouse.move(spots.alpha.x, spots.beta.y, { steps: 4 });
    await page.mouse.move(spots.beta.x, spots.beta.y, { steps: 4 });
    await expect(lines.first()).toHaveText(/^enterNode node beta at x \d+, y \d+$/);
    // The older entries follow, in reverse order of arrival.
    const texts = await lines.allTextContents();
    const leftAlpha = texts.findIndex((text) => text.startsWith('leaveNode node alpha'));
    const enteredAlpha = texts.findIndex((text) => text.startsWith('enterNode node alpha'));
    expect(leftAlpha).toBeGreaterThan(0);
    expect(enteredAlpha).toBeGreaterThan(leftAlpha);
  });

  await test.step('the check boxes choose which families are logged', async () => {
    const root = example(page, LOG);
    await clear.click();
    await root.getByLabel('Nodes', { exact: true }).uncheck();
    await root.getByLabel('moveBody', { exact: true }).check();
    await page.mouse.move(spots.alpha.x, spots.alpha.y, { steps: 10 });
    // Many moves fold into one line with a count.
    await expect(lines.first()).toHaveText(/^moveBody page at x \d+, y \d+ ×\d+$/);
    await expect(log).not.toContainText('enterNode');
    await root.getByLabel('Nodes', { exact: true }).check();
    await root.getByLabel('moveBody', { exact: true }).uncheck();
  });

  await test.step('clicking a node logs downNode, upNode and clickNode', async () => {
    await page.mouse.click(spots.gamma.x, spots.gamma.y);
    await expect(lines.first()).toHaveText(/^clickNode node gamma at x \d+, y \d+$/);
    await expect(lines.nth(1)).toHaveText(/^upNode node gamma/);
    await expect(lines.nth(2)).toHaveText(/^downNode node gamma/);
  });

  await test.step('turning the wheel logs the camera update, and Clear empties the log', async () => {
    await page.mouse.move(middle.x, middle.y);
    await zoomWheel(page, -300);
    await expect(log).toContainText('wheelStage stage');
    // The zoom is animated: many updates, folded into one line, the last one at ratio 1 / 1.7.
    await expect(lines.filter({ hasText: /^updated camera \(ratio 0\.59, centre/ })).toHaveCount(1);

    await clear.click();
    await expect(lines).toHaveCount(0);
    await expect(log).toHaveText('No events yet: move the pointer over the graph.');
  });

  // After the zoom, which took longer than sigma's 300 ms between two clicks of a double click, and
  // zoomed around the pointer: the point between gamma and epsilon is still background.
  await test.step('clicking the background logs clickStage', async () => {
    await page.mouse.click(middle.x, middle.y);
    await expect(lines.first()).toHaveText(/^clickStage stage at x \d+, y \d+$/);
  });

  await test.step('preventSigmaDefault: a double click adds a node instead of zooming, a wheel turn resizes a node, a right click removes it', async () => {
    const target = await waitForGraph(page, EDIT);
    await checksExample(page, EDIT);
    await page.mouse.move(0, 0);
    const status = example(page, EDIT).getByRole('status');
    await expect(status).toHaveText('Double-click the background, Ctrl + scroll over a node, or right-click one.');
    // The ring's labels stay inside the box, clear of the status line above it.
    const ring = example(page, EDIT).locator('.react-sigma');
    await expect.poll(async () => cutAtTheEdge(await drawnNodes(ring))).toEqual([]);
    const statusBottom = (await status.boundingBox())!;
    // Where sigma draws: its own container, under the strip the status line asks SigmaContainer for.
    const ringTop = (await ring.locator('.sigma-container').boundingBox())!.y;
    const drawn = await drawnNodes(ring);
    const highest = Math.min(...drawn.nodes.flatMap(({ disc, labelBox }) => [disc.top, labelBox?.top ?? Infinity]));
    expect(ringTop + highest, 'the ring starts below the status line').toBeGreaterThan(statusBottom.y + statusBottom.height);
    await expect(summaryOf(example(page, EDIT))).toContainText('Undirected graph, 6 nodes and 6 edges.');
    const before = await locateAll(target, { ring1: colors.ring1, ring2: colors.ring2, ring4: colors.ring4 });

    // The centre of the ring is empty.
    const centre = { x: (before.ring1.x + before.ring4.x) / 2, y: (before.ring1.y + before.ring4.y) / 2 };
    await page.mouse.dblclick(centre.x, centre.y);
    // The status line names nodes by their labels, as the graph shows them.
    await expect(status).toHaveText('Added "New 1". The graph has 7 nodes.');
    // The new node is drawn under the pointer, and the camera did not zoom.
    const box = (await target.boundingBox())!;
    await expect
      .poll(async () => {
        const { png } = await drawnPixels(target);
        const i = (Math.round(centre.y - box.y) * png.width + Math.round(centre.x - box.x)) * 4;
        // The new node's colour, palette[6].
        return Math.abs(png.data[i]! - 0x79) + Math.abs(png.data[i + 1]! - 0x50) + Math.abs(png.data[i + 2]! - 0xf2);
      })
      .toBeLessThan(30);
    const afterAdd = await locateAll(target, { ring4: colors.ring4 });
    expect(Math.abs(afterAdd.ring4.x - before.ring4.x)).toBeLessThan(2);
    expect(Math.abs(afterAdd.ring4.y - before.ring4.y)).toBeLessThan(2);

    // Ctrl + wheel up over node 2, as the hint says: it grows, nothing else moves.
    await page.mouse.move(before.ring2.x, before.ring2.y);
    await zoomWheel(page, -100);
    await expect(status).toHaveText('Resized "Node 2" to 18 px.');
    await expect
      .poll(async () => (await locateAll(target, { ring2: colors.ring2 })).ring2.count)
      .toBeGreaterThan(before.ring2.count * 1.3);
    const afterWheel = await locateAll(target, { ring4: colors.ring4 });
    expect(Math.abs(afterWheel.ring4.x - before.ring4.x)).toBeLessThan(2);

    // Right click on node 4 removes it.
    await page.mouse.click(before.ring4.x, before.ring4.y, { button: 'right' });
    await expect(status).toHaveText('Removed "Node 4". The graph has 6 nodes.');
    await expect.poll(async () => findColor((await drawnPixels(target)).png, colors.ring4).count).toBe(0);

    // A plain wheel turn over a node is the page's: the site's hint shows, the node keeps its size. (The
    // clicks above gave the graph the wheel until the pointer leaves it.)
    const resized = (await locateAll(target, { ring2: colors.ring2 })).ring2;
    await page.mouse.move(0, 0);
    await page.mouse.move(resized.x, resized.y);
    await page.mouse.wheel(0, -100);
    await expect(example(page, EDIT).getByTestId('gesture-hint')).toHaveText(/(Ctrl|⌘) \+ scroll to zoom/);
    await expect(status).toHaveText('Removed "Node 4". The graph has 6 nodes.');
  });
});

const SHADOW = 'events/ShadowDom.tsx';

/** Keeps the WebGL contexts of the canvases sigma drew in inside `container`'s root, to see them lost later. */
function keepContexts(container: Locator): Promise<number> {
  return container.evaluate((element) => {
    const kept = window as unknown as { shadowContexts?: WebGLRenderingContext[] };
    kept.shadowContexts ??= [];
    for (const canvas of Array.from(element.querySelectorAll('canvas'))) {
      // Asking for the type a canvas already has returns its context; another type returns null.
      const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      if (context) kept.shadowContexts.push(context);
    }
    return kept.shadowContexts.length;
  });
}

const contextsLost = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { shadowContexts: WebGLRenderingContext[] }).shadowContexts;
    return kept.filter((context) => context.isContextLost()).length;
  });

test('events: a graph in a shadow root reacts to hover and click, needs react-sigma CSS inside, and frees its WebGL contexts', async ({
  page,
}) => {
  await probeSigma(page);
  await visit(page, `${BASE}docs/example/events`);
  const target = await waitForGraph(page, SHADOW);
  await checksExample(page, SHADOW);
  // Playwright's CSS locators go into open shadow roots.
  const container = frame(page, SHADOW).locator('.react-sigma');
  const status = example(page, SHADOW).getByRole('status');

  await test.step('the graph is drawn inside the shadow root of a <shadow-graph> element', async () => {
    expect(
      await container.evaluate((element) => {
        const root = element.getRootNode();
        return root instanceof ShadowRoot ? root.host.tagName : 'not in a shadow root';
      }),
    ).toBe('SHADOW-GRAPH');
    // The page's document does not see it.
    expect(await example(page, SHADOW).evaluate((element) => element.querySelectorAll('.react-sigma').length)).toBe(0);
    // The site's text twin under the frame finds it all the same.
    await expect(summaryOf(example(page, SHADOW))).toContainText('Undirected graph, 4 nodes and 3 edges.');
  });

  await test.step("the site's frame still lets a plain wheel over the graph scroll the page, without zooming it", async () => {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const camera = await cameraOf(container);
    const { nodes } = await graphOf(container);
    await page.mouse.move(nodes.Elm!.at.x + 60, nodes.Elm!.at.y - 60);
    await scrollWheel(page, 100);
    await expect(frame(page, SHADOW).getByTestId('gesture-hint')).toContainText('scroll to zoom');
    expect(await cameraOf(container)).toEqual(camera);
  });

  await test.step('hovering and clicking a node show in the status line', async () => {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const { nodes } = await graphOf(container);
    await page.mouse.move(nodes.Ash!.at.x, nodes.Ash!.at.y, { steps: 4 });
    await expect(status).toHaveText('Hovering Ash.');
    await page.mouse.click(nodes.Birch!.at.x, nodes.Birch!.at.y);
    await expect(status).toHaveText('Clicked Birch.');
  });

  await test.step("without react-sigma's rules in the shadow root, sigma's container has no height and sigma refuses it", async () => {
    const found = await container.evaluate((element) => {
      const shadow = element.getRootNode() as ShadowRoot;
      // A copy: adoptedStyleSheets is a live array.
      const sheets = [...shadow.adoptedStyleSheets];
      const inner = element.querySelector<HTMLElement>('.sigma-container')!;
      const sigma = (window as unknown as { sigmaOf(element: Element): { resize(): void; refresh(): void } }).sigmaOf(element)!;
      const withRules = inner.offsetHeight;
      // All in one task: no frame is drawn without the rules.
      shadow.adoptedStyleSheets = [];
      const withoutRules = inner.offsetHeight;
      let error = 'none';
      try {
        sigma.resize();
      } catch (thrown) {
        error = (thrown as Error).message;
      }
      shadow.adoptedStyleSheets = sheets;
      sigma.refresh();
      return { withRules, withoutRules, error, rules: sheets.flatMap((sheet) => Array.from(sheet.cssRules)).length };
    });
    expect(found.rules, 'rules copied into the shadow root').toBeGreaterThan(3);
    expect(found.withRules, 'the graph height, less the status line strip').toBeGreaterThan(GRAPH_HEIGHT - 100);
    expect(found.withoutRules).toBe(0);
    expect(found.error).toMatch(/^Sigma: Container has no height\./);
  });

  await test.step('edited code runs again (the element is defined once) and the old graph lets go of its WebGL contexts', async () => {
    const first = await keepContexts(container);
    expect(first, 'WebGL contexts of the first graph').toBeGreaterThan(0);
    await replaceCode(page, SHADOW, (await currentCode(page, SHADOW)).replace('Hover or click a node', 'Hover or click a tree'));
    await expect(status).toHaveText('Hover or click a tree: this graph lives in a shadow root.');
    await expect.poll(() => contextsLost(page), { message: 'contexts of the first graph lost' }).toBe(first);
    // Back to the graph from the editor.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.mouse.move(0, 0);
    const { nodes } = await graphOf(container);
    await page.mouse.move(nodes.Cedar!.at.x, nodes.Cedar!.at.y, { steps: 4 });
    await expect(status).toHaveText('Hovering Cedar.');
    const all = await keepContexts(container);
    // Leaving the page unmounts the example, which unmounts the React root in the shadow root.
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Drag and drop', exact: true })
      .click();
    await expect(page.locator('h1')).toHaveText('Drag and drop');
    await expect.poll(() => contextsLost(page), { message: 'every context of the shadow graphs lost' }).toBe(all);
  });
});
