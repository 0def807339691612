/**
 * What docs/guides/big-graphs.mdx states about sigma's settings and programs, run in Node on a real
 * sigma instance (src/utils/testing/headlessSigma.ts: it records what sigma asks WebGL and the 2D
 * canvases to draw), and the playground links it gives, against the playground's URL reader. What
 * SigmaContainer does with its settings takes React effects: tests/e2e/examples/big-graphs.spec.ts.
 * Each claim and its test: tests/claims/guides-big-graphs.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from 'sigma/settings';
import { createHeadlessSigma, withHeadlessSigma, type HeadlessSigma } from '../../utils/testing/headlessSigma';
import { siteDir } from '../../../config/versions';
import {
  EDGE_TYPES,
  GENERATORS,
  LAYOUTS,
  MAX_EDGES,
  MAX_NODES,
  NODE_PROGRAMS,
  readSettings,
} from '../../components/Playground/settings';

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let sigmaModule: typeof import('sigma');
let core: typeof import('@react-sigma/core');

withHeadlessSigma();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  sigmaModule = await import('sigma');
  core = await import('@react-sigma/core');
});

const page = fs.readFileSync(path.join(siteDir, 'docs/guides/big-graphs.mdx'), 'utf8');

/** Vertices a program draws per node or edge. */
function vertices(program: { prototype: { getDefinition(): unknown } }): number {
  const definition = program.prototype.getDefinition.call({}) as { VERTICES: number };
  return definition.VERTICES;
}

/** A ring of `order` labelled nodes of sizes 4 to 13, each linked to the next: as many edges as nodes. */
function ring(order: number): Graph {
  const graph = new Graph();
  for (let i = 0; i < order; i++) {
    const angle = (2 * Math.PI * i) / order;
    graph.addNode(`n${i}`, { x: Math.cos(angle) * 100, y: Math.sin(angle) * 100, size: 4 + (i % 10), label: `Node ${i}` });
  }
  for (let i = 0; i < order; i++) graph.addEdgeWithKey(`e${i}`, `n${i}`, `n${(i + 1) % order}`, { size: 2 });
  return graph;
}

const headless = (options: Partial<Settings> = {}, graph = ring(40)) => createHeadlessSigma(sigmaModule.Sigma, graph, options);

/** Where a node is drawn on screen. */
const onScreen = (h: HeadlessSigma, node: string) =>
  h.sigma.graphToViewport(h.sigma.getGraph().getNodeAttributes(node) as { x: number; y: number });

/** What the edges layer, the node labels and the edge labels hold after the frames asked for so far. */
function drawn(h: HeadlessSigma) {
  return {
    edges: h.layer('edges').draws,
    labels: h.layer('labels').texts.length,
    edgeLabels: h.layer('edgeLabels').texts.length,
  };
}

/** Starts a camera animation and runs its first frame: sigma draws while the camera moves. */
function midAnimation(h: HeadlessSigma) {
  void h.sigma.getCamera().animate({ ratio: 0.5 }, { duration: 500 });
  h.frame(16);
  h.frame(16);
}

describe('big-graphs guide: the defaults it states', () => {
  it('has every setting it discusses off, the label threshold at 6 and the grid at 100 px and density 1', () => {
    const d = settings.DEFAULT_SETTINGS;
    expect({
      hideEdgesOnMove: d.hideEdgesOnMove,
      hideLabelsOnMove: d.hideLabelsOnMove,
      renderEdgeLabels: d.renderEdgeLabels,
      enableEdgeEvents: d.enableEdgeEvents,
      zIndex: d.zIndex,
      labelRenderedSizeThreshold: d.labelRenderedSizeThreshold,
      labelGridCellSize: d.labelGridCellSize,
      labelDensity: d.labelDensity,
      defaultEdgeType: d.defaultEdgeType,
      defaultNodeType: d.defaultNodeType,
    }).toEqual({
      hideEdgesOnMove: false,
      hideLabelsOnMove: false,
      renderEdgeLabels: false,
      enableEdgeEvents: false,
      zIndex: false,
      labelRenderedSizeThreshold: 6,
      labelGridCellSize: 100,
      labelDensity: 1,
      defaultEdgeType: 'line',
      defaultNodeType: 'circle',
    });
  });

  it('draws nodes and edges with WebGL, and labels on 2D canvases', () => {
    const h = headless();
    expect(h.layer('nodes').draws).toBeGreaterThan(0);
    expect(h.layer('edges').draws).toBeGreaterThan(0);
    expect(h.layer('labels').texts.length).toBeGreaterThan(0);
    const contexts = Object.fromEntries(h.container.children.map((child) => [child.className, child.contextType]));
    expect(contexts).toMatchObject({
      'sigma-nodes': 'webgl',
      'sigma-edges': 'webgl',
      'sigma-labels': '2d',
      'sigma-edgeLabels': '2d',
    });
  });
});

describe('big-graphs guide: "Hide edges and labels while the camera moves"', () => {
  it('keeps edges and labels drawn while the camera moves, by default', () => {
    const h = headless({ renderEdgeLabels: true });
    midAnimation(h);
    expect(h.sigma.getCamera().isAnimated()).toBe(true);
    const moving = drawn(h);
    expect(moving.edges).toBeGreaterThan(0);
    expect(moving.labels).toBeGreaterThan(0);
  });

  it('hideEdgesOnMove skips the edges during a camera animation, a drag and a wheel zoom, and draws them once it stops', () => {
    const h = headless({ hideEdgesOnMove: true });
    expect(drawn(h).edges).toBeGreaterThan(0);
    midAnimation(h);
    expect(drawn(h).edges, 'animation').toBe(0);
    expect(drawn(h).labels, 'labels stay').toBeGreaterThan(0);
    h.settle();
    expect(drawn(h).edges, 'after the animation').toBeGreaterThan(0);

    h.dispatch('mousedown', { clientX: 400, clientY: 240 });
    h.dispatch('mousemove', { clientX: 450, clientY: 260 }, 'document');
    h.frame();
    expect(drawn(h).edges, 'drag').toBe(0);

    const wheeled = headless({ hideEdgesOnMove: true });
    wheeled.dispatch('wheel', { clientX: 400, clientY: 240, deltaY: -100 });
    // The animation's first frame moves the camera, and asks for a render in the next one.
    wheeled.frame();
    wheeled.frame();
    expect(wheeled.sigma.getCamera().getState().ratio).toBeLessThan(1);
    expect(drawn(wheeled).edges, 'wheel').toBe(0);
  });

  it('hideLabelsOnMove skips node labels, edge labels and the hovered node while the camera moves', () => {
    const h = headless({ hideLabelsOnMove: true, renderEdgeLabels: true });
    const still = drawn(h);
    expect(still.labels).toBeGreaterThan(0);
    expect(still.edgeLabels + h.layer('hovers').fills.length).toBeGreaterThanOrEqual(0);
    // Hover a node: sigma draws its highlight on the hovers layer.
    const { x, y } = onScreen(h, 'n0');
    h.dispatch('mousemove', { clientX: x, clientY: y }, 'document');
    h.frame();
    expect(h.layer('hovers').texts.length, 'the hovered label').toBe(1);
    midAnimation(h);
    expect(drawn(h)).toMatchObject({ labels: 0, edgeLabels: 0 });
    expect(h.layer('hovers').texts.length).toBe(0);
    expect(drawn(h).edges, 'edges stay').toBeGreaterThan(0);
  });

  it('draws a few dozen labels at most on a big graph: one per cell of the label grid', () => {
    const h = headless({}, ring(2000));
    // 800 × 480 pixels: 8 × 5 cells of 100 px.
    expect(h.sigma.getNodeDisplayedLabels().size).toBeGreaterThan(0);
    expect(h.sigma.getNodeDisplayedLabels().size).toBeLessThanOrEqual(40);
  });

  it('keeps edges and labels while a layout moves the nodes: the camera stays still', () => {
    const h = headless({ hideEdgesOnMove: true, hideLabelsOnMove: true });
    h.sigma.getGraph().updateEachNodeAttributes((_node, attributes) => ({ ...attributes, x: attributes.x + 1 }));
    h.frame();
    expect(drawn(h).edges).toBeGreaterThan(0);
    expect(drawn(h).labels).toBeGreaterThan(0);
  });

  it('does not count a pan with a finger as moving, and has no glide after the finger lifts', () => {
    const h = headless({ hideEdgesOnMove: true });
    h.dispatch('touchstart', { touches: [{ clientX: 400, clientY: 240 }] });
    for (const step of [1, 2, 3]) {
      h.dispatch('touchmove', { touches: [{ clientX: 400 + step * 20, clientY: 240 }] }, 'document');
      h.frame();
      expect(h.sigma.getCamera().getState().x, 'the finger moves the camera').not.toBe(0.5);
      expect(drawn(h).edges, 'edges drawn under the finger').toBeGreaterThan(0);
    }
    h.dispatch('touchend', { touches: [], cancelable: true }, 'document');
    h.frame();
    expect(h.sigma.getCamera().isAnimated(), 'no glide').toBe(false);
    expect(drawn(h).edges).toBeGreaterThan(0);
  });
});

describe('big-graphs guide: "Draw fewer labels"', () => {
  const labelled = (options: Partial<Settings>, graph?: Graph) => headless(options, graph).sigma.getNodeDisplayedLabels();

  it('skips nodes drawn smaller than labelRenderedSizeThreshold, unless they have forceLabel', () => {
    const graph = ring(12);
    // Sizes 4 to 13: at ratio 1 a node's size is its radius on screen.
    const shown = [...labelled({ labelDensity: 100 }, graph)].map((node) => graph.getNodeAttribute(node, 'size') as number);
    expect(Math.min(...shown)).toBeGreaterThanOrEqual(6);
    expect(shown.length).toBeGreaterThan(0);
    const higher = labelled({ labelDensity: 100, labelRenderedSizeThreshold: 12 }, ring(12));
    expect(higher.size).toBeLessThan(shown.length);
    const forced = ring(12);
    forced.setNodeAttribute('n0', 'forceLabel', true);
    expect(labelled({ labelDensity: 100 }, forced).has('n0')).toBe(true);
  });

  it('renderLabels: false draws no node labels', () => {
    expect(labelled({ renderLabels: false }).size).toBe(0);
    expect(headless({ renderLabels: false }).layer('labels').texts).toEqual([]);
  });
});

describe('big-graphs guide: "Keep edge labels and edge events off"', () => {
  it('with renderEdgeLabels, walks every edge of the graph on each frame and when the pointer enters a node', () => {
    for (const renderEdgeLabels of [false, true]) {
      const graph = ring(40);
      const walks = vi.spyOn(graph, 'forEachEdge');
      const h = headless({ renderEdgeLabels }, graph);
      walks.mockClear();
      h.sigma.getCamera().setState({ ratio: 0.9 });
      h.frame();
      const perFrame = walks.mock.calls.length;
      walks.mockClear();
      const { x, y } = onScreen(h, 'n3');
      h.dispatch('mousemove', { clientX: x, clientY: y }, 'document');
      h.frame();
      expect([perFrame, walks.mock.calls.length > 0]).toEqual(renderEdgeLabels ? [1, true] : [0, false]);
    }
  });

  it('with enableEdgeEvents, draws every edge a second time, into a picture half as wide and high, and reads it on mouse moves', () => {
    const plain = headless();
    const picking = headless({ enableEdgeEvents: true });
    expect(picking.layer('edges').draws).toBe(2 * plain.layer('edges').draws);
    expect(plain.layer('edges').viewports).toEqual([[800, 480]]);
    expect(picking.layer('edges').viewports).toEqual([
      [400, 240],
      [800, 480],
    ]);
    const reads = picking.layer('edges').pixelReads;
    picking.dispatch('mousemove', { clientX: 10, clientY: 10 }, 'document');
    picking.dispatch('mousemove', { clientX: 20, clientY: 10 }, 'document');
    picking.frame();
    expect(picking.layer('edges').pixelReads).toBeGreaterThan(reads);
    expect(picking.sigma.getSettings().enableEdgeEvents).toBe(true);
  });

  it('does not create that picture when enableEdgeEvents is turned on later with setSetting', () => {
    const h = headless();
    const edgesBefore = h.layer('edges').draws;
    h.sigma.setSetting('enableEdgeEvents', true);
    h.frame();
    expect(h.layer('edges').draws).toBe(edgesBefore);
    expect(headless({ enableEdgeEvents: true }).layer('edges').draws).toBe(2 * edgesBefore);
  });
});

describe('big-graphs guide: "Cheaper edge and node programs"', () => {
  it('draws "line" edges as rectangles (6 vertices) and "circle" nodes as triangles (3) by default', () => {
    expect(settings.DEFAULT_EDGE_PROGRAM_CLASSES.line).toBe(rendering.EdgeRectangleProgram);
    expect(settings.DEFAULT_NODE_PROGRAM_CLASSES.circle).toBe(rendering.NodeCircleProgram);
    expect(vertices(rendering.EdgeRectangleProgram)).toBe(6);
    expect(vertices(rendering.NodeCircleProgram)).toBe(3);
    const h = headless();
    expect(new Set(h.layer('edges').modes)).toEqual(new Set(['TRIANGLES']));
    expect(new Set(h.layer('nodes').modes)).toEqual(new Set(['TRIANGLES']));
  });

  it('has EdgeLineProgram draw one line (2 vertices) per edge and NodePointProgram one point per node', () => {
    expect(vertices(rendering.EdgeLineProgram)).toBe(2);
    expect(vertices(rendering.NodePointProgram)).toBe(1);
    const h = headless({
      edgeProgramClasses: { line: rendering.EdgeLineProgram },
      nodeProgramClasses: { circle: rendering.NodePointProgram },
    });
    expect(new Set(h.layer('edges').modes)).toEqual(new Set(['LINES']));
    expect(new Set(h.layer('nodes').modes)).toEqual(new Set(['POINTS']));
  });

  it('merges program lists given at the start with its own, and lets a list set later replace them', () => {
    const graph = ring(6);
    graph.setEdgeAttribute('e0', 'type', 'arrow');
    expect(() => headless({ edgeProgramClasses: { line: rendering.EdgeLineProgram } }, graph)).not.toThrow();
    const later = headless({}, ring(6));
    later.sigma.setSetting('edgeProgramClasses', { line: rendering.EdgeLineProgram });
    later.frame();
    const arrow = 'e0';
    expect(() => {
      later.sigma.getGraph().setEdgeAttribute(arrow, 'type', 'arrow');
      later.frame();
    }).toThrow(/arrow/);
    const kept = headless({}, ring(6));
    kept.sigma.setSetting('edgeProgramClasses', { ...settings.DEFAULT_EDGE_PROGRAM_CLASSES, line: rendering.EdgeLineProgram });
    kept.frame();
    expect(() => {
      kept.sigma.getGraph().setEdgeAttribute(arrow, 'type', 'arrow');
      kept.frame();
    }).not.toThrow();
  });
});

describe('big-graphs guide: "zIndex and other changes that re-read the graph"', () => {
  it('reads every node and edge again, through the reducers, on each setSetting, not on a camera move', () => {
    const nodeReducer = vi.fn((_node: string, data: object) => data);
    const edgeReducer = vi.fn((_edge: string, data: object) => data);
    const h = headless({ nodeReducer, edgeReducer });
    nodeReducer.mockClear();
    edgeReducer.mockClear();
    h.sigma.getCamera().setState({ ratio: 0.8 });
    h.frame();
    expect([nodeReducer.mock.calls.length, edgeReducer.mock.calls.length]).toEqual([0, 0]);
    h.sigma.setSetting('labelDensity', 2);
    h.frame();
    expect([nodeReducer.mock.calls.length, edgeReducer.mock.calls.length]).toEqual([40, 40]);
  });

  it('zIndex draws nodes in the order of their zIndex, sorted when sigma indexes the graph; a camera move only draws', () => {
    const graph = new Graph();
    [0, 1, 2, 3].forEach((i) => graph.addNode(`n${i}`, { x: i, y: 0, size: 5, zIndex: 3 - i }));
    /** The nodes' x in the order the node program holds them (5 numbers per node, x first). */
    const order = (h: HeadlessSigma) => {
      const data = h.layer('nodes').buffers.at(-1)!;
      return Array.from({ length: data.length / 5 }, (_, i) => Number(data[i * 5]!.toFixed(2)));
    };
    expect(order(headless({}, graph))).toEqual([0, 0.33, 0.67, 1]);
    const sorted = headless({ zIndex: true }, graph);
    expect(order(sorted)).toEqual([1, 0.67, 0.33, 0]);
    sorted.sigma.getCamera().setState({ ratio: 0.5, x: 0.2 });
    sorted.frame();
    expect(order(sorted), 'the camera is applied when drawing, not to the data').toEqual([1, 0.67, 0.33, 0]);
  });

  it('useSetSettings calls setSetting once per key', () => {
    const h = headless();
    const setSetting = vi.spyOn(h.sigma, 'setSetting');
    let setSettings: ((settings: Partial<Settings>) => void) | undefined;
    function Probe() {
      setSettings = core.useSetSettings();
      return null;
    }
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma: h.sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    setSettings!({ hideEdgesOnMove: true, hideLabelsOnMove: true, labelDensity: 2 });
    expect(setSetting.mock.calls.map(([key]) => key)).toEqual(['hideEdgesOnMove', 'hideLabelsOnMove', 'labelDensity']);
  });

  it("after each batch of a ForceAtlas2 layout (graphology's writer, the worker's too), re-reads every node and indexes every edge again", () => {
    const nodeReducer = vi.fn((_node: string, data: object) => data);
    const edgeReducer = vi.fn((_edge: string, data: object) => data);
    const h = headless({ nodeReducer, edgeReducer });
    const edgesBefore = h.layer('edges').buffers.at(-1)!;
    nodeReducer.mockClear();
    edgeReducer.mockClear();
    forceAtlas2.assign(h.sigma.getGraph(), { iterations: 1 });
    h.frame();
    expect(new Set(nodeReducer.mock.calls.map(([node]) => node)).size).toBe(40);
    // Edges do not go through their reducer again, but their data, made from their nodes' positions, is rebuilt.
    expect(edgeReducer).not.toHaveBeenCalled();
    expect(h.layer('edges').buffers.at(-1)).not.toEqual(edgesBefore);
  });
});

describe('big-graphs guide: the playground links', () => {
  const links = [...page.matchAll(/\]\(\/playground\?([^)]+)\)/g)].map((match) => match[1]!);

  it('finds the links', () => {
    expect(links.length).toBeGreaterThanOrEqual(3);
  });

  it.each(links)('/playground?%s opens with every parameter understood', (query) => {
    const { settings: read, notes } = readSettings(`?${query}`);
    expect(notes).toEqual([]);
    for (const [key, value] of new URLSearchParams(query)) {
      if (key === 'nodes' || key === 'edges') expect(read.source).toMatchObject({ [key]: Number(value) });
      if (key === 'hideEdgesOnMove' || key === 'hideLabelsOnMove') expect(read[key]).toBe(value === '1');
    }
  });

  /** The backticked values of the parameter table's row for `name`. */
  const row = (name: string) => {
    const line = page.split('\n').find((text) => text.startsWith(`| \`${name}\``));
    if (!line) throw new Error(`no row for ${name} in the parameter table`);
    return [...line.split('|')[2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  };

  it('lists the values the playground reads', () => {
    expect(row('generator')).toEqual([...GENERATORS]);
    expect(row('edge')).toEqual([...EDGE_TYPES]);
    expect(row('node')).toEqual([...NODE_PROGRAMS]);
    expect(row('layout')).toEqual([...LAYOUTS]);
    expect(page).toContain(`| up to ${MAX_NODES.toLocaleString('en-US')} nodes and ${MAX_EDGES.toLocaleString('en-US')} edges |`);
    expect([0, 100].map((labels) => readSettings(`?labels=${labels}`).settings.labelThreshold)).toEqual([0, 100]);
    expect(readSettings('?labels=101').settings.labelThreshold).toBe(100);
  });
});
