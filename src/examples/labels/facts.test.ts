/**
 * What the guide "Labels" (docs/guides/labels.mdx) states about sigma, run in Node: its defaults, its
 * label drawers (on a canvas stand-in), and a real sigma instance (src/utils/testing/headlessSigma.ts)
 * whose choice of labels is read from `getNodeDisplayedLabels()`, `getEdgeDisplayedLabels()` and what
 * it writes on its label canvases. The browser test (tests/e2e/examples/labels.spec.ts) checks what
 * the examples draw, and how a canvas draws "\n". Each claim and its test: tests/claims/guides-labels.md.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { NodeHoverDrawingFunction, NodeLabelDrawingFunction } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';
import { createHeadlessSigma, withHeadlessSigma, type HeadlessSigma } from '../../utils/testing/headlessSigma';

let settingsModule: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let sigmaModule: typeof import('sigma');
let NodeSquareProgram: typeof import('@sigma/node-square').NodeSquareProgram;
let theme: typeof import('../_shared/theme');

withHeadlessSigma();
beforeAll(async () => {
  settingsModule = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  sigmaModule = await import('sigma');
  NodeSquareProgram = (await import('@sigma/node-square')).NodeSquareProgram;
  theme = await import('../_shared/theme');
});

const defaults = (): Settings => settingsModule.DEFAULT_SETTINGS;

/** The guide's first example: Ada and Alan, 10 units apart, linked by "writes to". */
function adaAndAlan(edge: Record<string, unknown> = { size: 3, label: 'writes to' }): Graph {
  const graph = new Graph();
  graph.addNode('ada', { x: 0, y: 0, size: 12, label: 'Ada' });
  graph.addNode('alan', { x: 10, y: 0, size: 12, label: 'Alan' });
  graph.addEdgeWithKey('link', 'ada', 'alan', edge);
  return graph;
}

const headless = (graph: Graph, settings: Partial<Settings> = {}) => createHeadlessSigma(sigmaModule.Sigma, graph, settings);

/** Moves the pointer onto a node (sigma finds it in its picking picture). */
function hover(h: HeadlessSigma, node: string) {
  const at = h.sigma.graphToViewport(h.sigma.getGraph().getNodeAttributes(node) as { x: number; y: number });
  h.dispatch('mousemove', { clientX: at.x, clientY: at.y }, 'document');
  h.frame();
}

/** The edges whose label sigma drew in its last frame. */
const edgeLabels = (h: HeadlessSigma) => [...h.sigma.getEdgeDisplayedLabels()].sort();
const nodeLabels = (h: HeadlessSigma) => [...h.sigma.getNodeDisplayedLabels()].sort();

interface Drawn {
  text: string;
  font: string;
  fillStyle: string;
}

/** A 2D context that notes what is written and filled, with text 7 px per character wide. */
function canvasStandIn() {
  const texts: Drawn[] = [];
  const fills: { fillStyle: string; shadowColor: string }[] = [];
  const ys: number[] = [];
  const context = {
    font: '',
    fillStyle: '',
    shadowColor: '',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    measureText: (text: string) => ({ width: text.length * 7 }),
    fillText(text: string) {
      texts.push({ text, font: this.font, fillStyle: this.fillStyle });
    },
    fill() {
      fills.push({ fillStyle: this.fillStyle, shadowColor: this.shadowColor });
    },
    moveTo: (_x: number, y: number) => ys.push(y),
    lineTo: (_x: number, y: number) => ys.push(y),
    beginPath() {},
    closePath() {},
    arc() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts, fills, ys };
}

const node = (label: string, extra: Record<string, unknown> = {}) => ({
  x: 50,
  y: 50,
  size: 10,
  color: '#1c7ed6',
  label,
  ...extra,
});

describe('labels guide: the defaults it states', () => {
  it('has labels on and edge labels off, in 14 px Arial, black for nodes and the edge colour for edges', () => {
    expect(defaults()).toMatchObject({
      renderLabels: true,
      renderEdgeLabels: false,
      hideLabelsOnMove: false,
      labelFont: 'Arial',
      labelSize: 14,
      labelWeight: 'normal',
      edgeLabelFont: 'Arial',
      edgeLabelSize: 14,
      edgeLabelWeight: 'normal',
      defaultNodeColor: '#999',
      defaultEdgeColor: '#ccc',
    });
    expect(defaults().labelColor).toEqual({ color: '#000' });
    expect(defaults().edgeLabelColor).toEqual({ attribute: 'color' });
  });

  it('picks labels with a 6 px threshold and one label per 100 px cell, and refuses a negative density', () => {
    expect(defaults()).toMatchObject({ labelRenderedSizeThreshold: 6, labelGridCellSize: 100, labelDensity: 1 });
    expect(() => headless(adaAndAlan(), { labelDensity: -1 })).toThrow(/labelDensity/);
    expect(() => headless(adaAndAlan(), { labelDensity: 0 })).not.toThrow();
  });

  it("draws labels and hovers with sigma's disc drawers", () => {
    expect(defaults().defaultDrawNodeLabel).toBe(rendering.drawDiscNodeLabel);
    expect(defaults().defaultDrawNodeHover).toBe(rendering.drawDiscNodeHover);
  });

  it('colours nodes and edges without a color attribute in #999 and #ccc', () => {
    const { sigma } = headless(adaAndAlan());
    expect(sigma.getNodeDisplayData('ada')!.color).toBe('#999');
    expect(sigma.getEdgeDisplayData('link')!.color).toBe('#ccc');
  });
});

describe('labels guide: "Show edge labels"', () => {
  it('draws no edge label by default, and the edge label with renderEdgeLabels, in the edge colour (#ccc without one)', () => {
    expect(headless(adaAndAlan()).layer('edgeLabels').texts).toEqual([]);
    const h = headless(adaAndAlan(), { renderEdgeLabels: true });
    expect(h.layer('edgeLabels').texts.map(({ text, font, fillStyle }) => ({ text, font, fillStyle }))).toEqual([
      { text: 'writes to', font: 'normal 14px Arial', fillStyle: '#ccc' },
    ]);
    expect(
      headless(adaAndAlan({ size: 3, label: 'writes to', color: '#c92a2a' }), { renderEdgeLabels: true }).layer('edgeLabels')
        .texts[0]?.fillStyle,
    ).toBe('#c92a2a');
    expect(
      headless(adaAndAlan({ size: 3, label: 'x' }), { renderEdgeLabels: true, edgeLabelColor: { color: '#444' } }).layer(
        'edgeLabels',
      ).texts[0]?.fillStyle,
    ).toBe('#444');
  });

  it('draws nothing for an edge without a label', () => {
    const h = headless(adaAndAlan({ size: 3 }), { renderEdgeLabels: true });
    expect(h.layer('edgeLabels').texts).toEqual([]);
  });

  it('cuts a label longer than the stretch between the nodes with …, drops it below four characters, and zooming in gives it room', () => {
    const draw = (label: string, targetX: number) => {
      const { context, texts } = canvasStandIn();
      rendering.drawStraightEdgeLabel(
        context,
        { label, size: 1, color: '#ccc' },
        node('a'),
        node('b', { x: targetX }),
        defaults(),
      );
      return texts;
    };
    expect(draw('writes to', 200)).toEqual([{ text: 'writes to', font: 'normal 14px Arial', fillStyle: '#ccc' }]);
    // 40 px between the nodes' rims: room for 5 characters of 7 px.
    expect(draw('writes to', 110)[0]?.text).toBe('writ…');
    expect(draw('writes to', 85)).toEqual([]);
    expect(draw('writes to', 60)).toEqual([]);

    const graph = adaAndAlan({ size: 3, label: 'a long label between two friends' });
    const h = headless(graph, { renderEdgeLabels: true });
    h.sigma.getCamera().setState({ ratio: 3 });
    h.frame();
    expect(h.layer('edgeLabels').texts[0]!.text).toMatch(/^a long label.*…$/);
    h.sigma.getCamera().setState({ ratio: 1 });
    h.frame();
    expect(h.layer('edgeLabels').texts[0]!.text).toBe('a long label between two friends');
  });
});

describe('labels guide: "Why some edge labels never show"', () => {
  /** A path a – b – c – d, all labelled and big enough, with edge labels on. */
  function path(labels: Record<string, unknown> = {}) {
    const graph = new Graph();
    ['a', 'b', 'c', 'd'].forEach((key, i) =>
      graph.addNode(key, {
        x: i * 100,
        y: 0,
        size: 10,
        label: key.toUpperCase(),
        ...(labels[key] === undefined ? {} : { label: labels[key] }),
      }),
    );
    graph.addEdgeWithKey('ab', 'a', 'b', { label: 'ab' });
    graph.addEdgeWithKey('bc', 'b', 'c', { label: 'bc' });
    graph.addEdgeWithKey('cd', 'c', 'd', { label: 'cd' });
    return graph;
  }

  it('labels an edge when both its nodes have their label drawn', () => {
    const h = headless(path(), { renderEdgeLabels: true });
    expect(nodeLabels(h)).toEqual(['a', 'b', 'c', 'd']);
    expect(edgeLabels(h)).toEqual(['ab', 'bc', 'cd']);
  });

  it('drops it when one node loses its label to the rules or has none; an empty label counts as drawn, null does not', () => {
    const small = path();
    small.setNodeAttribute('c', 'size', 2);
    expect(edgeLabels(headless(small, { renderEdgeLabels: true }))).toEqual(['ab']);
    expect(edgeLabels(headless(path({ c: '' }), { renderEdgeLabels: true }))).toEqual(['ab', 'bc', 'cd']);
    expect(edgeLabels(headless(path({ c: null }), { renderEdgeLabels: true }))).toEqual(['ab']);
    const missing = path();
    missing.removeNodeAttribute('c', 'label');
    expect(edgeLabels(headless(missing, { renderEdgeLabels: true }))).toEqual(['ab']);
  });

  it('labels the edges of a hovered or highlighted node, and an edge with forceLabel, attribute or reducer', () => {
    const hidden = path({ b: null, c: null });
    const h = headless(hidden, { renderEdgeLabels: true });
    expect(edgeLabels(h)).toEqual([]);
    hover(h, 'b');
    expect(edgeLabels(h)).toEqual(['ab', 'bc']);

    const highlighted = path({ b: null, c: null });
    highlighted.setNodeAttribute('c', 'highlighted', true);
    expect(edgeLabels(headless(highlighted, { renderEdgeLabels: true }))).toEqual(['bc', 'cd']);

    const forced = path({ b: null, c: null });
    forced.setEdgeAttribute('bc', 'forceLabel', true);
    expect(edgeLabels(headless(forced, { renderEdgeLabels: true }))).toEqual(['bc']);
    const byReducer = headless(path({ b: null, c: null }), {
      renderEdgeLabels: true,
      edgeReducer: (_edge, data) => ({ ...data, forceLabel: true }),
    });
    expect(edgeLabels(byReducer)).toEqual(['ab', 'bc', 'cd']);
  });
});

describe('labels guide: "Why some node labels never show"', () => {
  it('skips nodes smaller on screen than the threshold, shows them as the camera zooms in, and labels all sizes at 0', () => {
    const graph = adaAndAlan();
    graph.setNodeAttribute('alan', 'size', 4);
    graph.setNodeAttribute('alan', 'x', 300);
    const h = headless(graph);
    expect(nodeLabels(h)).toEqual(['ada']);
    // Four times closer, sizes on screen double (Math.sqrt): 8 px.
    h.sigma.getCamera().setState({ ratio: 0.25, x: 1 });
    h.frame();
    expect(nodeLabels(h)).toContain('alan');
    const tiny = adaAndAlan();
    tiny.setNodeAttribute('alan', 'size', 1);
    tiny.setNodeAttribute('alan', 'x', 300);
    expect(nodeLabels(headless(tiny, { labelRenderedSizeThreshold: 0 }))).toEqual(['ada', 'alan']);
  });

  /** Nine nodes within a few pixels of each other, of sizes 10 to 18: one cell of the label grid. */
  function cluster(): Graph {
    const graph = new Graph();
    for (let i = 0; i < 9; i++)
      graph.addNode(`n${i}`, { x: (i % 3) * 0.5, y: Math.floor(i / 3) * 0.5, size: 10 + i, label: `N${i}` });
    // Far away, to give the graph an extent in which the cluster is a dot.
    graph.addNode('far', { x: 1000, y: 1000, size: 1, label: null });
    return graph;
  }

  it('labels the biggest node of a cell first, ⌈labelDensity / r²⌉ of them at camera ratio r', () => {
    const shown = (ratio: number, labelDensity = 1) => {
      const h = headless(cluster(), { labelDensity });
      const first = h.sigma.getNodeDisplayData('n0')!;
      h.sigma.getCamera().setState({ ratio, x: first.x, y: first.y });
      h.frame();
      return nodeLabels(h);
    };
    expect(shown(1)).toEqual(['n8']);
    expect(shown(0.5)).toEqual(['n5', 'n6', 'n7', 'n8']);
    expect(shown(0.8)).toEqual(['n7', 'n8']);
    expect(shown(1, 3)).toEqual(['n6', 'n7', 'n8']);
    // Smaller cells: more of them over the cluster, one label each.
    const smallCells = headless(cluster(), { labelGridCellSize: 1 });
    expect(nodeLabels(smallCells).length).toBeGreaterThan(1);
  });

  it('does not move labels apart: forced labels of nodes side by side are written over each other', () => {
    const h = headless(cluster(), { nodeReducer: (_node, data) => ({ ...data, forceLabel: true }) });
    const texts = h.layer('labels').texts.filter(({ text }) => text === 'N0' || text === 'N1');
    expect(texts).toHaveLength(2);
    expect(Math.abs(texts[0]!.x - texts[1]!.x)).toBeLessThan(14);
    expect(Math.abs(texts[0]!.y - texts[1]!.y)).toBeLessThan(14);
  });

  it('draws a forceLabel node at any size while it is on screen, and no label of a node well outside the view', () => {
    const graph = adaAndAlan();
    graph.setNodeAttribute('alan', 'size', 1);
    graph.setNodeAttribute('alan', 'forceLabel', true);
    graph.setNodeAttribute('alan', 'x', 300);
    const h = headless(graph);
    expect(nodeLabels(h)).toEqual(['ada', 'alan']);
    h.sigma.getCamera().setState({ ratio: 0.05, x: 0, y: 0.5 });
    h.frame();
    expect(nodeLabels(h)).toEqual(['ada']);
  });
});

describe('labels guide: "Show labels only on hover"', () => {
  it('with renderLabels off, draws no resting label, but a hovered node shows its own through defaultDrawNodeHover', () => {
    const h = headless(adaAndAlan(), { renderLabels: false });
    expect(h.layer('labels').texts).toEqual([]);
    hover(h, 'ada');
    expect(h.layer('hovers').texts.map(({ text }) => text)).toEqual(['Ada']);
    const quiet = headless(adaAndAlan(), { renderLabels: false, defaultDrawNodeHover: () => {} });
    hover(quiet, 'ada');
    expect(quiet.layer('hovers').texts).toEqual([]);
  });

  it("uses the drawHover of a node's program when it has one, such as @sigma/node-square's", () => {
    const graph = adaAndAlan();
    graph.setNodeAttribute('ada', 'type', 'square');
    const drawHover = vi.fn();
    const h = headless(graph, { nodeProgramClasses: { square: NodeSquareProgram }, defaultDrawNodeHover: drawHover });
    hover(h, 'ada');
    expect(drawHover).not.toHaveBeenCalled();
    expect(h.layer('hovers').texts.map(({ text }) => text)).toEqual(['Ada']);
    hover(h, 'alan');
    expect(drawHover).toHaveBeenCalled();
  });

  it('labels the edges of the hovered node when edge labels are on', () => {
    const h = headless(adaAndAlan(), { renderLabels: false, renderEdgeLabels: true });
    expect(edgeLabels(h)).toEqual([]);
    hover(h, 'ada');
    expect(edgeLabels(h)).toEqual(['link']);
  });

  it('keeps the edge labels of the last labelled nodes when renderLabels is turned off later', () => {
    const late = headless(adaAndAlan(), { renderEdgeLabels: true });
    expect(edgeLabels(late)).toEqual(['link']);
    late.sigma.setSetting('renderLabels', false);
    late.frame();
    expect(late.layer('labels').texts).toEqual([]);
    expect(edgeLabels(late), 'still labelled').toEqual(['link']);
    expect(edgeLabels(headless(adaAndAlan(), { renderEdgeLabels: true, renderLabels: false })), 'from the start').toEqual([]);
  });
});

describe('labels guide: colours', () => {
  it('reads the colour from the attribute labelColor names, else its color, else #000; a reducer can set the attribute', () => {
    const byAttribute = { ...defaults(), labelColor: { attribute: 'labelColor', color: '#1c1e21' } };
    const colourOf = (data: ReturnType<typeof node>, settings: Settings) => {
      const { context, texts } = canvasStandIn();
      rendering.drawDiscNodeLabel(context, data, settings);
      return texts[0]?.fillStyle;
    };
    expect(colourOf(node('Ada', { labelColor: '#d6336c' }), byAttribute)).toBe('#d6336c');
    expect(colourOf(node('Alan'), byAttribute)).toBe('#1c1e21');
    expect(colourOf(node('Alan'), { ...defaults(), labelColor: { attribute: 'labelColor' } })).toBe('#000');
    const reduced = headless(adaAndAlan(), {
      labelColor: { attribute: 'labelColor', color: '#1c1e21' },
      nodeReducer: (key, data) => (key === 'alan' ? { ...data, labelColor: '#2f9e44' } : data),
    });
    expect(Object.fromEntries(reduced.layer('labels').texts.map(({ text, fillStyle }) => [text, fillStyle]))).toEqual({
      Ada: '#1c1e21',
      Alan: '#2f9e44',
    });
    const edges = headless(adaAndAlan({ label: 'writes to', tone: '#862e9c' }), {
      renderEdgeLabels: true,
      edgeLabelColor: { attribute: 'tone', color: '#444' },
    });
    expect(edges.layer('edgeLabels').texts[0]?.fillStyle).toBe('#862e9c');
  });

  it('fills the hover box in white with a shadow whatever the settings, so light labels turn unreadable', () => {
    const { context, texts, fills } = canvasStandIn();
    rendering.drawDiscNodeHover(context, node('Ada'), { ...defaults(), labelColor: { color: '#e3e3e3' } });
    expect(fills[0]).toEqual({ fillStyle: '#FFF', shadowColor: '#000' });
    expect(texts).toEqual([{ text: 'Ada', font: 'normal 14px Arial', fillStyle: '#e3e3e3' }]);
  });

  it("GraphTheme's settings set labelColor, edgeLabelColor, defaultEdgeColor and defaultDrawNodeHover", () => {
    for (const scheme of ['light', 'dark'] as const) {
      expect(Object.keys(theme.themeSettings(scheme)).sort()).toEqual(
        expect.arrayContaining(['defaultDrawNodeHover', 'defaultEdgeColor', 'edgeLabelColor', 'labelColor']),
      );
    }
  });
});

describe('labels guide: drawers of your own', () => {
  it('gives the hover drawer the canvas, the node on screen with its attributes, and the settings', () => {
    const graph = adaAndAlan();
    graph.setNodeAttribute('ada', 'role', 'lead');
    const calls: Parameters<NodeHoverDrawingFunction>[] = [];
    const h = headless(graph, { defaultDrawNodeHover: (...args) => void calls.push(args) });
    hover(h, 'ada');
    const [context, data, settings] = calls[0]!;
    const at = h.sigma.graphToViewport({ x: 0, y: 0 });
    expect(typeof context.fillText).toBe('function');
    expect(data).toMatchObject({ label: 'Ada', role: 'lead', color: '#999' });
    expect([data.x, data.y]).toEqual([at.x, at.y]);
    expect(settings.labelSize).toBe(14);
  });

  it('ignores a labelSize attribute and writes the label in one fillText, "\\n" included', () => {
    const { context, texts } = canvasStandIn();
    rendering.drawDiscNodeLabel(context, node('Ada\nTeam lead', { labelSize: 30 }), defaults());
    expect(texts).toEqual([{ text: 'Ada\nTeam lead', font: 'normal 14px Arial', fillStyle: '#000' }]);
  });

  it("sizes sigma's hover box for one line, however many lines the label has", () => {
    const heightOf = (label: string) => {
      const { context, ys } = canvasStandIn();
      rendering.drawDiscNodeHover(context, node(label), defaults());
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(heightOf('Ada\nTeam lead\nLondon')).toBe(heightOf('Ada'));
  });

  it("gives the label drawer the node's radius on screen as data.size, and calls it for every label of every frame", () => {
    const sizes: number[] = [];
    const drawLabel: NodeLabelDrawingFunction = (_context, data) => void sizes.push(data.size);
    const h = headless(adaAndAlan(), { defaultDrawNodeLabel: drawLabel });
    expect(sizes).toHaveLength(2);
    h.sigma.getCamera().setState({ ratio: 0.8 });
    h.frame();
    expect(sizes).toHaveLength(4);
    expect(sizes.at(-1)).toBeCloseTo(h.sigma.scaleSize(h.sigma.getNodeDisplayData('alan')!.size), 5);
  });
});
