/**
 * What the page "Node programs of your own" (docs/example/node-programs.mdx) states about sigma's
 * programs, run on a real sigma instance in Node (src/utils/testing/headlessSigma.ts: sigma's own
 * code, with WebGL calls that draw nothing) with the example's own program classes. What WebGL paints
 * with them, and which node the pointer finds, takes a browser: tests/e2e/examples/node-programs.spec.ts.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { container, tick, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let Sigma: typeof import('sigma').default;
let rendering: typeof import('sigma/rendering');
let utils: typeof import('sigma/utils');
let example: typeof import('./NodePrograms');

withHeadlessSigma();
beforeAll(async () => {
  Sigma = (await import('sigma')).default;
  rendering = await import('sigma/rendering');
  utils = await import('sigma/utils');
  example = await import('./NodePrograms');
});

type Program = {
  array: Float32Array;
  STRIDE: number;
  pickProgram: unknown;
  render(params: unknown): void;
  programs?: Program[];
};
/** Sigma's programs by type: for its nodes layer, and for the layer where it draws hovered nodes again. */
type Internals = { nodePrograms: Record<string, Program>; nodeHoverPrograms: Record<string, Program> };

function sky(): Graph {
  const graph = new Graph();
  graph.addNode('Sun', { x: 0, y: 0, size: 26, label: 'Sun', color: '#a86b00', type: 'star', points: 8 });
  graph.addNode('Nova', { x: 4, y: 4, size: 20, label: 'Nova', color: '#1c7ed6', type: 'star' });
  graph.addNode('Saturn', { x: -6, y: 5, size: 18, label: 'Saturn', color: '#a86b00', type: 'ringed', ringColor: '#0c8599' });
  graph.addNode('Earth', { x: 3, y: -6, size: 12, label: 'Earth', color: '#087f5b' });
  return graph;
}

function start() {
  const graph = sky();
  const sigma = new Sigma(graph, container(), {
    nodeProgramClasses: { star: example.NodeStarProgram, ringed: example.NodeRingedProgram },
  });
  return { graph, sigma, internals: sigma as unknown as Internals };
}

describe('node-programs page: a program of your own', () => {
  it('gets one node’s attributes per row of its array, in the order ATTRIBUTES lists them, with every attribute of the node', () => {
    const { sigma, internals } = start();
    const star = internals.nodePrograms.star!;
    // Instanced: a row per node (position 2, size 1, colour 1, id 1, points 1), not one per corner.
    expect(star.STRIDE).toBe(6);
    const rows = Array.from({ length: star.array.length / 6 }, (_, i) => Array.from(star.array.slice(i * 6, i * 6 + 6)));
    const row = (node: string) => {
      const data = sigma.getNodeDisplayData(node)!;
      return rows.find(([x, y]) => x === Math.fround(data.x) && y === Math.fround(data.y));
    };
    const sun = row('Sun')!;
    expect(sun.slice(2, 4)).toEqual([26, utils.floatColor('#a86b00')]);
    // The node's own `points` attribute, and 5 for a star without one.
    expect(sun[5]).toBe(8);
    expect(row('Nova')![5]).toBe(5);
    // The star program draws the nodes whose type is `star`, and those only.
    expect(rows).toHaveLength(2);
    sigma.kill();
  });

  it('extends NodeProgram from sigma/rendering, as sigma’s own NodeCircleProgram does', () => {
    expect(example.NodeStarProgram.prototype).toBeInstanceOf(rendering.NodeProgram);
    expect(rendering.NodeCircleProgram.prototype).toBeInstanceOf(rendering.NodeProgram);
  });

  it('gets the node as sigma draws it, after the reducers', () => {
    const graph = sky();
    const sigma = new Sigma(graph, container(), {
      nodeProgramClasses: { star: example.NodeStarProgram, ringed: example.NodeRingedProgram },
      nodeReducer: (node, data) => (node === 'Sun' ? { ...data, points: 3 } : data),
    });
    const star = (sigma as unknown as Internals).nodePrograms.star!;
    const points = Array.from({ length: star.array.length / 6 }, (_, i) => star.array[i * 6 + 5]);
    expect(points.sort()).toEqual([3, 5]);
    sigma.kill();
  });

  it('is made twice by sigma: for its nodes layer, with a picking program, and for its hover layer, without', () => {
    const { sigma, internals } = start();
    expect(internals.nodePrograms.star).toBeInstanceOf(example.NodeStarProgram);
    expect(internals.nodeHoverPrograms.star).toBeInstanceOf(example.NodeStarProgram);
    expect(internals.nodePrograms.star!.pickProgram).not.toBeNull();
    expect(internals.nodeHoverPrograms.star!.pickProgram).toBeNull();
    sigma.kill();
  });
});

describe('node-programs page: createNodeCompoundProgram', () => {
  it('hands each node of its type to each of its programs, which draw in the order of the list: the ring over the disc', () => {
    const { sigma, internals } = start();
    const [disc, ring] = internals.nodePrograms.ringed!.programs!;
    expect(disc).toBeInstanceOf(rendering.NodeCircleProgram);
    expect(ring).toBeInstanceOf(example.NodeRingProgram);
    // Saturn, in each: its colour for the disc, its ring colour for the ring.
    expect(disc!.array[3]).toBe(utils.floatColor('#a86b00'));
    expect(ring!.array[3]).toBe(utils.floatColor('#0c8599'));
    const drawDisc = vi.spyOn(disc!, 'render');
    const drawRing = vi.spyOn(ring!, 'render');
    sigma.refresh();
    tick();
    expect(drawDisc).toHaveBeenCalledOnce();
    expect(drawRing).toHaveBeenCalledOnce();
    expect(drawDisc.mock.invocationCallOrder[0]).toBeLessThan(drawRing.mock.invocationCallOrder[0]!);
    sigma.kill();
  });

  it('takes the programs of sigma’s packages too (@sigma/node-border), and a label and a hover drawer of its own', async () => {
    const { createNodeBorderProgram } = await import('@sigma/node-border');
    const Border = createNodeBorderProgram({
      borders: [
        { size: { value: 0.2 }, color: { attribute: 'ringColor' } },
        { size: { fill: true }, color: { attribute: 'color' } },
      ],
    });
    const drawLabel = vi.fn();
    const drawHover = vi.fn();
    const Compound = rendering.createNodeCompoundProgram([rendering.NodeCircleProgram, Border], drawLabel, drawHover);
    const sigma = new Sigma(sky(), container(), { nodeProgramClasses: { star: example.NodeStarProgram, ringed: Compound } });
    const compound = (sigma as unknown as Internals).nodePrograms.ringed! as Program & { drawLabel: unknown; drawHover: unknown };
    expect(compound.programs![1]).toBeInstanceOf(Border);
    // Saturn, handed to the border program: one row of its array holds the node's size.
    expect(Array.from(compound.programs![1]!.array)).toContain(18);
    expect([compound.drawLabel, compound.drawHover]).toEqual([drawLabel, drawHover]);
    sigma.kill();
  });
});
