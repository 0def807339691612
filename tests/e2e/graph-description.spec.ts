import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axe, WCAG_TAGS } from '../support/axe';
import { BASE, expect, switchMode, test, visit } from '../support/fixtures';
import { checksExample } from '../support/exampleChecks';
import { drawnPixels, example, frame, startDemo, summaryOf, twinOf, waitForGraph, waitForGraphIn } from '../support/graph';
import { drawnNodes } from '../support/homeDemo';
import { LOAD_TIMEOUT } from '../support/limits';
import { siteDir } from '../support/paths';
import { cameraAtRest, probeSigma } from '../support/sigma';

/**
 * The text twin of every live graph (src/live/GraphDescription.tsx): a summary made from the graph
 * sigma draws, changes announced, and "Explore the nodes", the keyboard's way through the data.
 */

const TRIANGLE = 'load-graph/GraphProp.tsx';
const DATASET = 'load-graph/Dataset.tsx';
const PARALLEL = 'load-graph/MultiGraph.tsx';
const FROM_CHILD = 'load-graph/UseLoadGraph.tsx';
const FILTERS = 'external_state/FilterPanel.tsx';
const EDIT = 'events/PreventDefault.tsx';

const announcementOf = (root: Locator) => twinOf(root).locator('[aria-live="polite"]');
/** The explorer's ring around the node it reached (src/live/useNodeFocus.ts). */
const ring = (root: Locator) => root.locator('[data-graph-description] > span[aria-hidden="true"]');

/** The numbers of a text such as "77 nodes, 254 edges" or "Showing 60 of 80 nodes". */
async function numbers(target: Locator, pattern: RegExp): Promise<number[]> {
  await expect(target).toHaveText(pattern, { timeout: LOAD_TIMEOUT });
  const match = pattern.exec((await target.textContent()) ?? '');
  return match ? match.slice(1).map(Number) : [];
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 10): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with ${limit} presses of Tab`);
}

/** The centre of an element's box. */
async function centre(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${String(target)} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe('example pages', () => {
  test('each summary says what the graph holds, read from the graph itself', async ({ page }) => {
    await visit(page, `${BASE}docs/example/load-graph`);
    const triangle = example(page, TRIANGLE);
    await waitForGraph(page, TRIANGLE);
    await checksExample(page, TRIANGLE);
    // Three nodes linked in a ring, by addEdge on graphology's default graph: directed edges.
    await expect(twinOf(triangle)).toMatchAriaSnapshot(`
      - paragraph: "Live example: A graph instance through the graph prop. Directed graph, 3 nodes and 3 edges. Most connected: graphology (2 edges), sigma.js (2 edges), React (2 edges)."
      - button "Explore the nodes" [expanded=false]
    `);
    // Only the kind and the counts show; the rest is for screen readers.
    await expect(summaryOf(triangle).locator(':scope > span').first()).toHaveCSS('position', 'absolute');

    // A child of the container loads the graph into sigma's empty one: all 80 nodes of the module's graph.
    await waitForGraph(page, FROM_CHILD);
    await checksExample(page, FROM_CHILD);
    await expect(summaryOf(example(page, FROM_CHILD))).toContainText(', 80 nodes and ');

    await waitForGraph(page, PARALLEL);
    await checksExample(page, PARALLEL);
    await expect(summaryOf(example(page, PARALLEL))).toContainText(/Directed multigraph with \d+ parallel edges, \d+ nodes/);

    // The dataset example says its counts in its own status line.
    const dataset = example(page, DATASET);
    await waitForGraph(page, DATASET);
    const [nodes, edges] = await numbers(dataset.getByRole('status'), /(\d+) nodes, (\d+) edges/);
    await expect(summaryOf(dataset)).toContainText(`${nodes} nodes and ${edges} edges. Most connected: `);
  });

  test('the summary follows a filter that hides nodes, and says so once it settles', async ({ page }) => {
    await visit(page, `${BASE}docs/example/external_state`);
    const root = example(page, FILTERS);
    await waitForGraph(page, FILTERS);
    const panel = root.getByTestId('filter-summary');
    const [, all] = await numbers(panel, /Showing (\d+) of (\d+) nodes/);
    await expect(summaryOf(root)).toContainText(`, ${all} nodes and `);
    await expect(summaryOf(root)).not.toContainText('shown');
    // The first summary is not announced: a page of examples starting stays quiet.
    await expect(announcementOf(root)).toHaveText('');

    await root.getByRole('checkbox', { name: 'Community 3' }).uncheck();
    const [shown] = await numbers(panel, /Showing (\d+) of \d+ nodes/);
    expect(shown).toBeLessThan(all!);
    await expect(summaryOf(root)).toContainText(new RegExp(`; ${shown} nodes and \\d+ edges shown\\. Most connected shown: `));
    await expect(announcementOf(root)).toHaveText(new RegExp(`^Graph updated\\. .*; ${shown} nodes and \\d+ edges shown\\.`));

    await root.getByRole('checkbox', { name: 'Community 3' }).check();
    await expect(summaryOf(root)).not.toContainText('shown');
  });

  test('a node added to the graph is counted', async ({ page }) => {
    await visit(page, `${BASE}docs/example/events`);
    const root = example(page, EDIT);
    const target = await waitForGraph(page, EDIT);
    await expect(summaryOf(root)).toContainText(' 6 nodes and ');
    // The ring of nodes leaves the frame's centre empty: a double click there adds a node.
    const { x, y } = await centre(target);
    await page.mouse.dblclick(x, y);
    await expect(root.getByRole('status')).toHaveText('Added "New 1". The graph has 7 nodes.');
    await expect(summaryOf(root)).toContainText(' 7 nodes and ');
    await expect(announcementOf(root)).toContainText('Graph updated. ');
  });

  test('the keyboard alone reaches the nodes: arrows name each node and its neighbours and move the camera, Escape leaves', async ({
    page,
  }) => {
    await visit(page, `${BASE}docs/example/load-graph`);
    const root = example(page, TRIANGLE);
    const graph = await waitForGraph(page, TRIANGLE);
    await expect(summaryOf(root)).toContainText('3 nodes');
    const explore = root.getByRole('button', { name: 'Explore the nodes' });
    // A click on the example's heading starts the keyboard's path there, as a reader reading down the page.
    await page.getByRole('heading', { name: /A graph instance through the/ }).click({ position: { x: 5, y: 5 } });
    await tabTo(page, explore);
    await page.keyboard.press('Enter');

    const list = root.getByRole('listbox', { name: 'Nodes, the most connected first' });
    await expect(list).toBeFocused();
    await expect(list).toHaveAccessibleDescription(/Up and Down move through the nodes.*Escape leaves\./);
    await expect(list).toMatchAriaSnapshot(`
      - listbox "Nodes, the most connected first":
        - option /^graphology:\\s2 neighbours:\\s(sigma\\.js, React|React, sigma\\.js)$/ [selected]
    `);
    const option = list.getByRole('option');
    const before = await drawnPixels(graph);

    await page.keyboard.press('ArrowDown');
    await expect(option).toHaveAccessibleName(/^sigma\.js: 2 neighbours: /);
    // The camera centres on sigma.js, and a ring marks it there.
    const middle = await centre(graph);
    await expect
      .poll(async () => {
        const box = await ring(root).boundingBox();
        return box ? Math.hypot(box.x + box.width / 2 - middle.x, box.y + box.height / 2 - middle.y) : Infinity;
      })
      .toBeLessThan(5);
    expect((await drawnPixels(graph)).png.data.equals(before.png.data)).toBe(false);

    await page.keyboard.press('End');
    await expect(option).toHaveAccessibleName(/^React: 2 neighbours: /);
    await page.keyboard.press('ArrowRight');
    await expect(option).toHaveAccessibleName(/^(graphology|sigma\.js) \(neighbour 1 of 2 of React\): 2 neighbours: /);
    await expect(option).toHaveAttribute('aria-posinset', '1');
    await page.keyboard.press('Home');
    await expect(option).toHaveAccessibleName(/^graphology: /);

    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(explore).toBeFocused();
    await expect(explore).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the playground', () => {
  test('its summary follows a new graph (a new sigma) and matches its figures', async ({ page }) => {
    await visit(page, `${BASE}playground?generator=small-world&nodes=500&edges=1500&seed=3`);
    const column = page.getByTestId('playground-dropzone');
    await waitForGraphIn(page.getByTestId('playground-frame'));
    const nodes = await column.locator('[data-figure="nodes"]').textContent();
    const edges = await column.locator('[data-figure="edges"]').textContent();
    await expect(summaryOf(column)).toContainText(`Playground: a small-world graph generated with seed 3. `);
    await expect(summaryOf(column)).toContainText(`, ${nodes} nodes and ${edges} edges.`);

    await page.locator('input[type="file"]').setInputFiles(path.join(__dirname, '../fixtures/playground/graph.gexf'));
    await expect(page.getByTestId('playground-message')).toContainText('Read graph.gexf (GEXF): 4 nodes, 5 edges.');
    await expect(summaryOf(column)).toContainText('Playground: the graph of graph.gexf. ');
    await expect(summaryOf(column)).toContainText(' 4 nodes and 5 edges. Most connected: ');
    await expect(announcementOf(column)).toContainText('4 nodes and 5 edges');

    // The explorer works on the new instance.
    await column.getByRole('button', { name: 'Explore the nodes' }).click();
    await expect(column.getByRole('option')).toHaveAccessibleName(/^.+: \d neighbours?: /);
  });
});

test.describe('the home page demo', () => {
  /** The three characters with the most co-appearances in the dataset the demo downloads, and their counts. */
  function mostConnected(): [string, number][] {
    const file = path.join(siteDir, 'static/data/les-miserables.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      nodes: { key: string; attributes: { label: string } }[];
      edges: { source: string; target: string }[];
    };
    const degree = new Map<string, number>();
    for (const { source, target } of data.edges) for (const end of [source, target]) degree.set(end, (degree.get(end) ?? 0) + 1);
    const label = new Map(data.nodes.map((node) => [node.key, node.attributes.label]));
    return [...degree]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([key, edges]) => [label.get(key) ?? key, edges]);
  }

  test('starts with a summary of the graph it draws, and its explorer reaches the characters, its ring clear of their labels', async ({
    page,
  }) => {
    await probeSigma(page);
    await visit(page, BASE);
    const section = page.getByRole('region', { name: 'Try it: Les Misérables' });
    // No twin of a graph that is not there: the poster stands in for the demo.
    await expect(twinOf(section)).toHaveCount(0);
    const demo = await startDemo(page);
    await waitForGraphIn(demo);
    const [nodes, edges] = await numbers(demo.getByRole('status'), /(\d+) characters, (\d+) co-appearances/);
    await expect(summaryOf(section)).toContainText('Live demo: Les Misérables. ');
    const top = mostConnected();
    const named = top.map(([name, count]) => `${name} (${count} edges)`).join(', ');
    await expect(summaryOf(section)).toContainText(`, ${nodes} nodes and ${edges} edges. Most connected: ${named}`);

    await section.getByRole('button', { name: 'Explore the nodes' }).click();
    const list = section.getByRole('listbox', { name: 'Nodes, the most connected first' });
    await expect(list).toBeFocused();
    const graph = demo.locator('.react-sigma').first();
    for (const [name, count] of top.slice(0, 2)) {
      await expect(list.getByRole('option')).toHaveAccessibleName(new RegExp(`^${name}: ${count} neighbours: `));
      // The ring around the node reached, once the camera has centred it, ends before its label begins.
      await expect.poll(() => cameraAtRest(graph)).toBe(true);
      const node = (await drawnNodes(graph)).find(({ label }) => label === name);
      expect(node?.labelBox, `${name}'s label drawn`).toBeTruthy();
      const ringRight = await ring(section).evaluate((element) => {
        const { right } = element.getBoundingClientRect();
        // A shadow outside the box (not `inset`) paints beyond it by its spread.
        const shadow = getComputedStyle(element).boxShadow;
        const spread = shadow === 'none' || shadow.includes('inset') ? 0 : Number.parseFloat(shadow.split(' ').at(-1)!);
        return right + spread;
      });
      // Half a pixel for the browser's rounding of the ring's box.
      expect(ringRight, `the ring's right edge, past the start of ${name}'s label`).toBeLessThanOrEqual(
        node!.labelBox!.left + 0.5,
      );
      await page.keyboard.press('ArrowDown');
    }
  });
});

test('axe finds nothing in the summary and the open explorer, light and dark', async ({ page }) => {
  await visit(page, `${BASE}docs/example/load-graph`);
  const root = example(page, TRIANGLE);
  await waitForGraph(page, TRIANGLE);
  await expect(frame(page, TRIANGLE)).toHaveAttribute('data-state', 'ready');
  await root.getByRole('button', { name: 'Explore the nodes' }).click();
  await expect(root.getByRole('option')).toHaveAccessibleName(/^graphology: /);
  for (const mode of ['light', 'dark'] as const) {
    await switchMode(page, mode);
    const results = await axe(page).include('[data-graph-description]').withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
      `${mode} mode`,
    ).toEqual([]);
  }
  // The explorer stayed open through the switch: both checks saw it.
  await expect(root.getByRole('option')).toHaveAccessibleName(/^graphology: /);
});
