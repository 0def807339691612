/**
 * What the guide "Animate highlights and moves" (docs/guides/transitions.mdx) states about sigma,
 * run on a real sigma instance in Node (src/utils/testing/headlessSigma.ts: sigma's own code, with
 * WebGL calls that draw nothing and animation frames the test runs). When an upgrade changes one
 * of these, the test names the statement to revisit. The browser test
 * (tests/e2e/examples/transitions.spec.ts) checks what a reader sees; the ledger of every claim is
 * tests/claims/guides-transitions.md.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ANIMATE_DEFAULTS, animateNodes, easings, graphExtent } from 'sigma/utils';
import type { Settings } from 'sigma/settings';
import { container, layersIn, recordingPrograms, tick, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let Sigma: typeof import('sigma').default;
let Camera: typeof import('sigma').Camera;

withHeadlessSigma();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  ({ default: Sigma, Camera } = await import('sigma'));
});

/** Nodes named by their label, so that the recording programs can name them too. */
function graphOf(nodes: Record<string, { x: number; y: number; size?: number }>, edges: [string, string][] = []): Graph {
  const graph = new Graph();
  for (const [key, { x, y, size = 10 }] of Object.entries(nodes)) graph.addNode(key, { x, y, size, label: key });
  for (const [source, target] of edges) graph.addEdge(source, target, { label: `${source}-${target}` });
  return graph;
}

const pair = () => graphOf({ a: { x: 0, y: 0 }, b: { x: 10, y: 10 } }, [['a', 'b']]);

/** Counts sigma's indexing passes (its public "beforeProcess" event). */
function countIndexing(sigma: InstanceType<typeof Sigma>) {
  const count = { value: 0 };
  sigma.on('beforeProcess', () => count.value++);
  return count;
}

describe('transitions guide: "Sigma has no transitions"', () => {
  it('draws a new colour whole at the next frame, with no step in between', () => {
    const sigma = new Sigma(pair(), container());
    const drawn: string[] = [];
    sigma.on('afterRender', () => drawn.push(sigma.getNodeDisplayData('a')!.color));
    sigma.getGraph().setNodeAttribute('a', 'color', '#e8590c');
    expect(drawn).toEqual([]);
    while (tick() > 0);
    expect(drawn).toEqual(['#e8590c']);
    sigma.kill();
  });
});

describe('transitions guide: "Highlight a node\'s neighbours on hover"', () => {
  it('has no reducers by default; a reducer changes what is drawn, not the graph', () => {
    expect(settings.DEFAULT_SETTINGS.nodeReducer).toBeNull();
    expect(settings.DEFAULT_SETTINGS.edgeReducer).toBeNull();
    const sigma = new Sigma(pair(), container(), {
      nodeReducer: (_node, data) => ({ ...data, color: '#1c7ed6' }),
      edgeReducer: (_edge, data) => ({ ...data, color: '#2f9e44' }),
    });
    expect(sigma.getNodeDisplayData('a')!.color).toBe('#1c7ed6');
    expect(sigma.getEdgeDisplayData(sigma.getGraph().edge('a', 'b')!)!.color).toBe('#2f9e44');
    expect(sigma.getGraph().getNodeAttribute('a', 'color')).toBeUndefined();
    sigma.kill();
  });

  it('runs the reducers for every item on a refresh, does not see their state change until then, and refreshes on new reducers', () => {
    const state = { muted: false };
    const reduced: string[] = [];
    const sigma = new Sigma(pair(), container(), {
      nodeReducer: (node, data) => {
        reduced.push(node);
        return state.muted ? { ...data, color: '#dee2e6' } : data;
      },
    });
    state.muted = true;
    reduced.length = 0;
    tick();
    expect(reduced, 'nothing tells sigma the state changed').toEqual([]);
    expect(sigma.getNodeDisplayData('a')!.color).not.toBe('#dee2e6');
    sigma.refresh();
    expect(reduced.sort()).toEqual(['a', 'b']);
    expect(sigma.getNodeDisplayData('a')!.color).toBe('#dee2e6');

    sigma.setSetting('nodeReducer', (_node, data) => ({ ...data, color: '#ae3ec9' }));
    tick();
    expect(sigma.getNodeDisplayData('b')!.color).toBe('#ae3ec9');
    sigma.kill();
  });

  it('fits labels to a grid, the bigger node first, and draws a forced label anyway', () => {
    // Three nodes in one place: one cell of the label grid.
    const graph = graphOf({ small: { x: 0, y: 0, size: 8 }, big: { x: 0, y: 0, size: 20 }, mid: { x: 0, y: 0, size: 12 } });
    graph.addNode('far', { x: 100, y: 100, size: 8, label: 'far' });
    const sigma = new Sigma(graph, container());
    expect([...sigma.getNodeDisplayedLabels()].sort()).toEqual(['big', 'far']);
    sigma.setSetting('nodeReducer', (node, data) => (node === 'small' ? { ...data, forceLabel: true } : data));
    tick();
    expect([...sigma.getNodeDisplayedLabels()].sort()).toEqual(['big', 'far', 'small']);
    sigma.kill();
  });
});

describe('transitions guide: "Why the highlight does not fade"', () => {
  it('refreshes a partial graph with skipIndexation: the reducers run for the listed items only, and sigma does not index again', () => {
    const state = { color: '#999' };
    const reduced: string[] = [];
    const sigma = new Sigma(pair(), container(), {
      nodeReducer: (node, data) => {
        reduced.push(node);
        return { ...data, color: state.color };
      },
    });
    const indexing = countIndexing(sigma);
    const extent = sigma.getBBox();
    // A position written behind sigma's back (no graph event): only indexing would see it.
    sigma.getGraph().getNodeAttributes('b').x = 50;
    state.color = '#e8590c';
    reduced.length = 0;
    sigma.refresh({ partialGraph: { nodes: ['a'] }, skipIndexation: true });
    expect(reduced).toEqual(['a']);
    expect(indexing.value).toBe(0);
    expect(sigma.getBBox()).toBe(extent);
    expect(sigma.getNodeDisplayData('a')!.color).toBe('#e8590c');
    expect(sigma.getNodeDisplayData('b')!.color, 'left out: the old look').toBe('#999');
    sigma.kill();
  });

  it('ignores skipIndexation without partialGraph: a full refresh runs every reducer and indexes the graph again', () => {
    const reduced: string[] = [];
    const sigma = new Sigma(pair(), container(), {
      nodeReducer: (node, data) => {
        reduced.push(node);
        return data;
      },
    });
    const indexing = countIndexing(sigma);
    sigma.getGraph().getNodeAttributes('b').x = 50;
    reduced.length = 0;
    sigma.refresh({ skipIndexation: true });
    expect(reduced.sort()).toEqual(['a', 'b']);
    expect(indexing.value).toBe(1);
    expect(sigma.getBBox().x).toEqual([0, 50]);
    sigma.kill();
  });

  it('draws labels in one colour, unless labelColor names an attribute', () => {
    expect(settings.DEFAULT_SETTINGS.labelColor).toEqual({ color: '#000' });
    const colourOf = (labelColor: Settings['labelColor']) => {
      const context = { fillStyle: '', font: '', fillText: () => undefined } as unknown as CanvasRenderingContext2D;
      const data = { key: 'a', x: 0, y: 0, size: 5, label: 'A', color: '#999', labelColor: '#e8590c' } as const;
      rendering.drawDiscNodeLabel(context, data as Parameters<typeof rendering.drawDiscNodeLabel>[1], {
        ...settings.DEFAULT_SETTINGS,
        labelColor,
      });
      return context.fillStyle;
    };
    expect(colourOf({ color: '#000' })).toBe('#000');
    expect(colourOf({ attribute: 'labelColor', color: '#000' })).toBe('#e8590c');
  });
});

describe('transitions guide: "Draw highlighted nodes on top"', () => {
  /** Nodes a…d in graph order, edges a-b then c-d; the reducers give the later ones a lower zIndex. */
  function sorted(zIndex: boolean) {
    const programs = recordingPrograms(rendering);
    const graph = graphOf({ a: { x: 0, y: 0 }, b: { x: 1, y: 0 }, c: { x: 0, y: 1 }, d: { x: 1, y: 1 } }, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    const state = { lift: ['a', 'a-b'] };
    const sigma = new Sigma(graph, container(), {
      zIndex,
      nodeProgramClasses: { circle: programs.NodeProgram },
      edgeProgramClasses: { line: programs.EdgeProgram },
      nodeReducer: (node, data) => ({ ...data, zIndex: state.lift.includes(node) ? 1 : 0 }),
      edgeReducer: (_edge, data) => ({ ...data, zIndex: state.lift.includes(data.label as string) ? 1 : 0 }),
    });
    return { sigma, programs, state };
  }

  it('is off by default: nodes and edges are drawn in the graph’s order, whatever their zIndex', () => {
    expect(settings.DEFAULT_SETTINGS.zIndex).toBe(false);
    const { sigma, programs } = sorted(false);
    expect(programs.nodes()).toEqual(['a', 'b', 'c', 'd']);
    sigma.kill();
  });

  it('with zIndex on, draws nodes and edges lowest zIndex first, so a higher one lands on top', () => {
    const { sigma, programs } = sorted(true);
    expect(programs.nodes()).toEqual(['b', 'c', 'd', 'a']);
    expect(programs.edges()).toEqual(['c-d', 'a-b']);
    sigma.kill();
  });

  it('sorts when it indexes the graph: not on a refresh with skipIndexation, on a full one', () => {
    const { sigma, programs, state } = sorted(true);
    state.lift = ['c'];
    const all = { nodes: sigma.getGraph().nodes(), edges: sigma.getGraph().edges() };
    sigma.refresh({ partialGraph: all, skipIndexation: true });
    expect(programs.nodes()).toEqual(['b', 'c', 'd', 'a']);
    sigma.refresh();
    expect(programs.nodes()).toEqual(['a', 'b', 'd', 'c']);
    sigma.kill();
  });

  it('draws edges on a canvas of their own, below the nodes’ canvas', () => {
    const element = container();
    const sigma = new Sigma(pair(), element);
    const layers = layersIn(element).map(({ layer }) => layer);
    expect(layers.indexOf('edges')).toBeLessThan(layers.indexOf('nodes'));
    sigma.kill();
  });

  it('draws a node returned with highlighted: true again on the hover layers, with the hover drawer’s box', () => {
    const programs = recordingPrograms(rendering);
    const drawHover = vi.fn();
    const sigma = new Sigma(graphOf({ a: { x: 0, y: 0 }, b: { x: 1, y: 1 }, c: { x: 2, y: 2 } }), container(), {
      nodeProgramClasses: { circle: programs.NodeProgram },
      defaultDrawNodeHover: drawHover,
      nodeReducer: (node, data) => ({ ...data, highlighted: node === 'a' }),
    });
    expect(programs.hoverNodes()).toEqual(['a']);
    expect(drawHover).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ key: 'a' }), expect.anything());
    expect(drawHover.mock.calls.map(([, data]) => (data as { key: string }).key)).not.toContain('b');
    sigma.kill();
  });
});

describe('transitions guide: "Move nodes smoothly"', () => {
  it('has the documented defaults and easings, and the camera animates with the same defaults', () => {
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
    const camera = new Camera();
    const done = vi.fn();
    void camera.animate({ x: 1.5 }, {}, done);
    // A quarter of the way in time (37.5 of 150 ms), quadraticInOut has gone an eighth of the way.
    tick(37.5);
    expect(camera.getState().x).toBeCloseTo(0.5 + easings.quadraticInOut!(0.25), 5);
    tick(112.5);
    expect(camera.getState().x).toBe(1.5);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('tweens numeric attributes, sets the targets exactly on the last frame, then calls back', () => {
    const graph = pair();
    const done = vi.fn();
    animateNodes(graph, { a: { x: 10, size: 20 } }, { easing: 'linear' }, done);
    tick(75);
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 5, y: 0, size: 15 });
    expect(done).not.toHaveBeenCalled();
    tick(75);
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 10, y: 0, size: 20 });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('returns a function that stops the move where it is, without calling back; a new move starts from there', () => {
    const graph = pair();
    const done = vi.fn();
    const cancel = animateNodes(graph, { a: { x: 10 } }, { duration: 1_000, easing: 'linear' }, done);
    tick(250);
    cancel();
    tick(1_000);
    expect(graph.getNodeAttribute('a', 'x')).toBe(2.5);
    expect(done).not.toHaveBeenCalled();
    animateNodes(graph, { a: { x: 0 } }, { duration: 100, easing: 'linear' });
    tick(50);
    expect(graph.getNodeAttribute('a', 'x')).toBe(1.25);
  });

  it('redraws the nodes animateNodes moves like any change to the graph, and takes positions from the graph over a reducer', () => {
    const graph = graphOf({ a: { x: 0, y: 0 }, b: { x: 10, y: 10 }, c: { x: 5, y: 5 } });
    const sigma = new Sigma(graph, container(), {
      // A position returned by a reducer: indexing replaces it with the graph's.
      nodeReducer: (node, data) => (node === 'c' ? { ...data, x: 0, y: 0 } : data),
    });
    const drawn: number[] = [sigma.getNodeDisplayData('c')!.x];
    sigma.on('afterRender', () => drawn.push(sigma.getNodeDisplayData('c')!.x));
    animateNodes(graph, { c: { x: 10 } }, { duration: 100, easing: 'linear' });
    while (tick(25) > 0);
    // From 5 to 10 on a graph 10 wide: 0.5 to 1 once fitted, in steps, each drawn where the graph says.
    expect(drawn[0]).toBe(0.5);
    expect(drawn.at(-1)).toBe(1);
    expect(drawn.length).toBeGreaterThan(3);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    sigma.kill();
  });

  it('fits the graph’s extent each time it indexes it, unless a custom bounding box fixes it', () => {
    const graph = pair();
    const sigma = new Sigma(graph, container());
    graph.setNodeAttribute('b', 'x', 20);
    tick();
    expect(sigma.getBBox().x).toEqual([0, 20]);
    expect(sigma.getNodeDisplayData('b')!.x, 'the new extent is fitted').toBe(1);

    sigma.setCustomBBox({ x: [0, 20], y: [0, 10] });
    graph.setNodeAttribute('b', 'x', 10);
    tick();
    expect(sigma.getNodeDisplayData('b')!.x, 'the box, not the extent, is fitted').toBe(0.5);
    sigma.kill();
  });

  it('answers getBBox() with [0, 1] × [0, 1] from a setting change until it next indexes the graph; graphExtent reads the graph', () => {
    const sigma = new Sigma(pair(), container());
    expect(sigma.getBBox()).toEqual({ x: [0, 10], y: [0, 10] });
    sigma.setSetting('zIndex', true);
    expect(sigma.getBBox()).toEqual({ x: [0, 1], y: [0, 1] });
    expect(graphExtent(sigma.getGraph())).toEqual({ x: [0, 10], y: [0, 10] });
    tick();
    expect(sigma.getBBox()).toEqual({ x: [0, 10], y: [0, 10] });
    sigma.kill();
  });
});

describe("transitions guide: the example's labels during the fade", () => {
  it('drops the muted labels from the refresh at which the fade reaches halfway, and shows them again below it', () => {
    // The example's nodeReducer, as the page shows it: the hovered node keeps its label; the others lose
    // theirs once `progress` reaches 0.5. Sigma then writes no label for them.
    const fade = { progress: 0 };
    const sigma = new Sigma(pair(), container(), {
      nodeReducer: (node, data) =>
        node === 'a' ? { ...data, forceLabel: true } : { ...data, label: fade.progress < 0.5 ? data.label : null },
    });
    const labelsAt = (progress: number) => {
      fade.progress = progress;
      sigma.refresh();
      return [...sigma.getNodeDisplayedLabels()].sort();
    };
    expect(labelsAt(0.25)).toEqual(['a', 'b']);
    expect(labelsAt(0.5)).toEqual(['a']);
    expect(labelsAt(0.75)).toEqual(['a']);
    expect(labelsAt(0), 'back when the fade goes back').toEqual(['a', 'b']);
    sigma.kill();
  });
});
