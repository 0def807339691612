/**
 * What the guide "Animate highlights and moves" (docs/guides/transitions.mdx) states about sigma,
 * checked against the installed code. When an upgrade changes one of these, the test names the
 * statement to revisit. The browser test (tests/e2e/examples/transitions.spec.ts) checks what a
 * reader sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Graph from 'graphology';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import { ANIMATE_DEFAULTS, animateNodes, easings, graphExtent, zIndexOrdering } from 'sigma/utils';

const require = createRequire(import.meta.url);

let settings: typeof import('sigma/settings');
type Settings = import('sigma/settings').Settings;
let sigma: typeof import('sigma');

withWebGLStandIns();
beforeAll(async () => {
  settings = await import('sigma/settings');
  sigma = await import('sigma');
});

/** sigma's own code, as the site bundles it (the package's "module" build). */
const sigmaSource = () => fs.readFileSync(path.join(path.dirname(require.resolve('sigma')), 'sigma.esm.js'), 'utf8');

/**
 * A sigma method (private ones too), to run on a stand-in for an instance: a real one needs WebGL.
 */
const method = (name: string) =>
  (sigma.Sigma.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => unknown>)[name]!;

/**
 * A clock and animation frames the test moves by hand: `tick(ms)` advances the time, then runs
 * the frames requested so far, as a browser would.
 */
function fakeFrames() {
  let now = 1_000;
  let frames = new Map<number, () => void>();
  let id = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.set(++id, callback);
    return id;
  });
  vi.stubGlobal('cancelAnimationFrame', (frame: number) => frames.delete(frame));
  return {
    pending: () => frames.size,
    tick(ms: number) {
      now += ms;
      const due = frames;
      frames = new Map();
      due.forEach((callback) => callback());
    },
  };
}
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.stubGlobal('WebGL2RenderingContext', class {});
  vi.stubGlobal('WebGLRenderingContext', class {});
});

function pair(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10 });
  graph.addNode('b', { x: 10, y: 10, size: 10 });
  return graph;
}

describe('transitions guide: "Highlight a node\'s neighbours on hover"', () => {
  it('has no reducers by default', () => {
    expect(settings.DEFAULT_SETTINGS.nodeReducer).toBeNull();
    expect(settings.DEFAULT_SETTINGS.edgeReducer).toBeNull();
  });
});

describe('transitions guide: "Why the highlight does not fade"', () => {
  /** A stand-in for sigma that records what refresh() does. */
  function stand() {
    const calls: string[] = [];
    return {
      calls,
      needToProcess: false,
      graph: pair(),
      nodeProgramIndex: { a: 0 },
      nodeIndices: { a: 1 },
      clearNodeIndices: () => calls.push('clear nodes'),
      clearEdgeIndices: () => calls.push('clear edges'),
      addNode: (node: string) => calls.push(`index ${node}`),
      addEdge: (edge: string) => calls.push(`index ${edge}`),
      updateNode: (node: string) => calls.push(`reduce ${node}`),
      addNodeToProgram: (node: string) => calls.push(`draw ${node}`),
      render: () => calls.push('render'),
      scheduleRender: () => calls.push('schedule render'),
    };
  }

  it('runs the reducers for a partial graph without indexing it again when skipIndexation is set', () => {
    const fake = stand();
    method('refresh').call(fake, { partialGraph: { nodes: ['a'] }, skipIndexation: true });
    expect(fake.calls).toEqual(['reduce a', 'draw a', 'render']);
    expect(fake.needToProcess).toBe(false);
  });

  it('ignores skipIndexation without partialGraph: a full refresh indexes everything again', () => {
    const fake = stand();
    method('refresh').call(fake, { skipIndexation: true });
    expect(fake.calls).toEqual(['clear edges', 'clear nodes', 'index a', 'index b', 'render']);
    expect(fake.needToProcess).toBe(true);
  });

  it('documents skipIndexation as safe only when x, y, zIndex and size are unchanged', () => {
    expect(sigmaSource()).toContain(
      "if skipIndexation is TRUE, then labelGrid & program indexation are skipped (can be used if you haven't modify x, y, zIndex & size)",
    );
  });

  it('reads one label colour for all labels, unless labelColor names an attribute', async () => {
    expect(settings.DEFAULT_SETTINGS.labelColor).toEqual({ color: '#000' });
    const { drawDiscNodeLabel } = await import('sigma/rendering');
    const colourOf = (labelColor: Settings['labelColor']) => {
      const context = { fillStyle: '', font: '', fillText: () => undefined } as unknown as CanvasRenderingContext2D;
      const data = { key: 'a', x: 0, y: 0, size: 5, label: 'A', color: '#999', labelColor: '#e8590c' } as const;
      drawDiscNodeLabel(context, data as Parameters<typeof drawDiscNodeLabel>[1], { ...settings.DEFAULT_SETTINGS, labelColor });
      return context.fillStyle;
    };
    expect(colourOf({ color: '#000' })).toBe('#000');
    expect(colourOf({ attribute: 'labelColor', color: '#000' })).toBe('#e8590c');
  });
});

describe('transitions guide: "Draw highlighted nodes on top"', () => {
  it('sorts by zIndex only when the zIndex setting is on, which it is not by default', () => {
    expect(settings.DEFAULT_SETTINGS.zIndex).toBe(false);
    expect(sigmaSource()).toContain(
      'if (this.settings.zIndex && this.nodeZExtent[0] !== this.nodeZExtent[1]) nodes = zIndexOrdering(',
    );
  });

  it('draws the lowest zIndex first, so a higher one lands on top', () => {
    const zIndex: Record<string, number> = { hovered: 1, muted: 0, neighbour: 1, other: 0 };
    expect(zIndexOrdering([0, 1], (node) => zIndex[node]!, ['hovered', 'muted', 'neighbour', 'other'])).toEqual([
      'muted',
      'other',
      'hovered',
      'neighbour',
    ]);
  });

  it('sorts in process(), the indexing step that skipIndexation skips', () => {
    const source = sigmaSource();
    const process = source.slice(source.indexOf('key: "process"'), source.indexOf('key: "handleSettingsUpdate"'));
    expect(process).toContain('zIndexOrdering(');
  });
});

describe('transitions guide: "Move nodes smoothly"', () => {
  it('has the documented defaults and easings, shared with the camera', () => {
    expect(ANIMATE_DEFAULTS).toEqual({ easing: 'quadraticInOut', duration: 150 });
    expect(Object.keys(easings)).toEqual([
      'linear',
      'quadraticIn',
      'quadraticOut',
      'quadraticInOut',
      'cubicIn',
      'cubicOut',
      'cubicInOut',
    ]);
    expect(sigmaSource()).toMatch(/var options = _objectSpread2\(_objectSpread2\(\{\}, ANIMATE_DEFAULTS\), opts\);/);
  });

  it('tweens numeric attributes, sets the targets exactly on the last frame, then calls back', () => {
    const clock = fakeFrames();
    const graph = pair();
    const done = vi.fn();
    animateNodes(graph, { a: { x: 10, size: 20 } }, { easing: 'linear' }, done);
    clock.tick(75);
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 5, y: 0, size: 15 });
    expect(done).not.toHaveBeenCalled();
    clock.tick(75);
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 10, y: 0, size: 20 });
    expect(done).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('returns a function that stops the move where it is, without calling back', () => {
    const clock = fakeFrames();
    const graph = pair();
    const done = vi.fn();
    const cancel = animateNodes(graph, { a: { x: 10 } }, { duration: 1_000, easing: 'linear' }, done);
    clock.tick(250);
    cancel();
    clock.tick(1_000);
    expect(graph.getNodeAttribute('a', 'x')).toBe(2.5);
    expect(done).not.toHaveBeenCalled();
  });

  it('lets sigma redraw moved nodes on its own: a changed position schedules an indexing refresh', () => {
    const graph = pair();
    const refresh = vi.fn();
    method('bindGraphHandlers').call({ graph, activeListeners: {}, refresh });
    graph.setNodeAttribute('a', 'x', 3);
    expect(refresh).toHaveBeenCalledWith({ partialGraph: { nodes: ['a'] }, skipIndexation: false, schedule: true });
  });

  it('reads positions from the graph when it indexes it, over what a reducer returned', () => {
    const source = sigmaSource();
    const process = source.slice(source.indexOf('key: "process"'), source.indexOf('key: "handleSettingsUpdate"'));
    expect(process).toMatch(/var attrs = graph\.getNodeAttributes\(node\);\s*data\.x = attrs\.x;\s*data\.y = attrs\.y;/);
  });

  it('resets getBBox() to [0, 1] × [0, 1] when a setting changes, until the next indexing', () => {
    const source = sigmaSource();
    expect(source).toMatch(/this\.handleSettingsUpdate\(oldValues\);\s*this\.scheduleRefresh\(\);/);
    const fake = { labelGrid: null, nodeExtent: { x: [-5, 5], y: [-5, 5] } };
    method('clearNodeIndices').call(fake);
    expect(method('getBBox').call(fake)).toEqual({ x: [0, 1], y: [0, 1] });
    // graphExtent reads the attributes instead.
    expect(graphExtent(pair())).toEqual({ x: [0, 10], y: [0, 10] });
  });

  it('fits the extent of the graph, or the custom bounding box, each time it indexes it', () => {
    const source = sigmaSource();
    const process = source.slice(source.indexOf('key: "process"'), source.indexOf('key: "handleSettingsUpdate"'));
    expect(process).toContain('this.nodeExtent = graphExtent(this.graph);');
    expect(process).toContain('this.normalizationFunction = createNormalizationFunction(this.customBBox || this.nodeExtent);');
  });
});
