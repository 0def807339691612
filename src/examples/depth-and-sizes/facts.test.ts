/**
 * What the page "Transparency, depth and sizes" (docs/example/depth-and-sizes.mdx) states about sigma 3,
 * run in Node on a headless sigma (src/utils/testing/headlessSigma.ts). What the browser then paints (the
 * blending, the discs' widths on screen) is run in tests/e2e/examples/depth-and-sizes.spec.ts.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it } from 'vitest';
import { container, layersIn, recordOf, recordingPrograms, tick, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let utils: typeof import('sigma/utils');
let Sigma: typeof import('sigma').default;

withHeadlessSigma();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  utils = await import('sigma/utils');
  ({ default: Sigma } = await import('sigma'));
});

describe('depth-and-sizes page: transparent colours', () => {
  it('reads the alpha of #rrggbbaa and of rgba() alike', () => {
    expect(utils.colorToArray('#1c7ed699')).toEqual(utils.colorToArray('rgba(28, 126, 214, 0.6)'));
    expect(utils.colorToArray('#1c7ed699').slice(0, 3)).toEqual([28, 126, 214]);
    // Alpha 0.6, 153 of 255; sigma keeps 7 of its 8 bits (152), and its shaders read it as 152 / 254.
    expect(utils.colorToArray('#1c7ed699')[3]).toBe(152);
  });

  it('reads whole numbers only for r, g and b in rgba(): a decimal makes the colour black', () => {
    expect(utils.colorToArray('rgba(17, 76, 128.4, 0.6)').slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('asks the browser for WebGL contexts without premultipliedAlpha: false, so the page composes them as premultiplied', () => {
    const element = container();
    const sigma = new Sigma(new Graph(), element);
    const webgl = layersIn(element).filter(({ canvas }) => canvas.contextType === 'webgl');
    expect(webgl.map(({ layer }) => layer)).toEqual(['edges', 'nodes', 'hoverNodes']);
    for (const { layer, canvas } of webgl) {
      const options = Object.values(recordOf(canvas).contextOptions)[0] as Record<string, unknown>;
      expect(options, layer).not.toHaveProperty('premultipliedAlpha');
    }
    sigma.kill();
  });
});

describe('depth-and-sizes page: what is drawn on top', () => {
  /** Nodes A, B, C and D in graph order, with zIndex 2, 1, 1, 0; an edge of zIndex 5. */
  function draw(zIndex: boolean) {
    const programs = recordingPrograms(rendering);
    const graph = new Graph();
    for (const [i, [label, z]] of (
      [
        ['A', 2],
        ['B', 1],
        ['C', 1],
        ['D', 0],
      ] as const
    ).entries())
      graph.addNode(label, { x: i, y: 0, size: 10, label, zIndex: z });
    graph.addEdge('A', 'D', { label: 'A-D', zIndex: 5 });
    const element = container();
    const sigma = new Sigma(graph, element, {
      zIndex,
      nodeProgramClasses: { circle: programs.NodeProgram },
      edgeProgramClasses: { line: programs.EdgeProgram },
    });
    return { sigma, programs, element };
  }

  it('has zIndex off by default: nodes are drawn in the graph’s order, the last added on top', () => {
    expect(settings.DEFAULT_SETTINGS.zIndex).toBe(false);
    const { sigma, programs } = draw(false);
    expect(programs.nodes()).toEqual(['A', 'B', 'C', 'D']);
    sigma.kill();
  });

  it('with zIndex on, draws the lowest zIndex first, and equal ones keep the graph’s order', () => {
    const { sigma, programs } = draw(true);
    expect(programs.nodes()).toEqual(['D', 'B', 'C', 'A']);
    sigma.kill();
  });

  it('sorts when it indexes the graph, which setting zIndex makes it do', () => {
    const { sigma, programs } = draw(false);
    let indexed = 0;
    sigma.on('beforeProcess', () => indexed++);
    sigma.setSetting('zIndex', true);
    while (tick() > 0);
    expect(indexed).toBe(1);
    expect(programs.nodes()).toEqual(['D', 'B', 'C', 'A']);
    sigma.kill();
  });

  it('draws edges, whatever their zIndex, on a canvas under the nodes’, and labels and the hover layers above both', () => {
    const { sigma, programs, element } = draw(true);
    expect(programs.edges()).toEqual(['A-D']);
    expect(layersIn(element).map(({ layer }) => layer)).toEqual([
      'edges',
      'edgeLabels',
      'nodes',
      'labels',
      'hovers',
      'hoverNodes',
      'mouse',
    ]);
    sigma.kill();
  });

  it('knows neither enableOIT nor opaqueThreshold, the settings of sigma’s story', () => {
    expect(Object.keys(settings.DEFAULT_SETTINGS)).not.toContain('enableOIT');
    expect(Object.keys(settings.DEFAULT_SETTINGS)).not.toContain('opaqueThreshold');
  });
});

describe('depth-and-sizes page: sizes', () => {
  /** Two nodes 10 units apart, of size 5: in graph units, their discs touch. */
  function pair(options: Partial<import('sigma/settings').Settings>) {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0, size: 5 });
    graph.addNode('b', { x: 10, y: 0, size: 5 });
    graph.addNode('c', { x: 0, y: 10, size: 5 });
    const sigma = new Sigma(graph, container(), options);
    /** The width of a disc and the distance between a and b, on screen, at `ratio`. */
    const at = (ratio: number) => {
      sigma.getCamera().setState({ ratio });
      while (tick() > 0);
      const [a, b] = ['a', 'b'].map((node) => sigma.graphToViewport(graph.getNodeAttributes(node) as { x: number; y: number }));
      return { width: 2 * sigma.scaleSize(5), distance: Math.hypot(b!.x - a!.x, b!.y - a!.y) };
    };
    return { sigma, at };
  }

  it('by default sizes are in pixels, and grow as 1 / √ratio (zoomToSizeRatioFunction is Math.sqrt)', () => {
    expect(settings.DEFAULT_SETTINGS.itemSizesReference).toBe('screen');
    expect(settings.DEFAULT_SETTINGS.zoomToSizeRatioFunction).toBe(Math.sqrt);
    const { sigma, at } = pair({});
    expect(at(1).width).toBeCloseTo(10);
    expect(at(0.25).width).toBeCloseTo(20);
    // The distances grow as 1 / ratio.
    expect(at(0.25).distance / at(1).distance).toBeCloseTo(4);
    sigma.kill();
  });

  it("with itemSizesReference 'positions' and a linear zoomToSizeRatioFunction, a size is in graph units at every ratio", () => {
    const { sigma, at } = pair({ itemSizesReference: 'positions', zoomToSizeRatioFunction: (ratio) => ratio });
    for (const ratio of [1, 0.5, 0.25, 2]) {
      const { width, distance } = at(ratio);
      // A disc of size 5 is 10 units wide: it touches the node 10 units away.
      expect(width / distance, `ratio ${ratio}`).toBeCloseTo(1);
    }
    sigma.kill();
  });

  it("with itemSizesReference 'positions' alone, a size is in graph units at ratio 1, and grows as 1 / √ratio from there", () => {
    const { sigma, at } = pair({ itemSizesReference: 'positions' });
    const one = at(1);
    expect(one.width / one.distance).toBeCloseTo(1);
    expect(at(0.25).width / one.width).toBeCloseTo(2);
    sigma.kill();
  });

  it('with autoRescale: false, draws a graph unit as a pixel at ratio 1 instead of fitting the graph into the box', () => {
    const fitted = pair({});
    expect(fitted.at(1).distance).toBeGreaterThan(100);
    fitted.sigma.kill();
    const { sigma, at } = pair({ autoRescale: false });
    expect(at(1).distance).toBeCloseTo(10);
    sigma.kill();
  });
});
