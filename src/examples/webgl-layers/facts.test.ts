/**
 * What the page "WebGL layers: contours and metaballs" (docs/example/webgl-layers.mdx) and its example state
 * about @sigma/layer-webgl, run in Node on a headless sigma. What the layer paints takes a browser:
 * tests/e2e/examples/webgl-layers.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Graph from 'graphology';
import { createHeadlessSigma, layersIn, withHeadlessSigma } from '../../utils/testing/headlessSigma';

let layerWebGL: typeof import('@sigma/layer-webgl');
let Sigma: typeof import('sigma').Sigma;

withHeadlessSigma();
beforeAll(async () => {
  layerWebGL = await import('@sigma/layer-webgl');
  Sigma = (await import('sigma')).Sigma;
});

function threeNodes(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 5 });
  graph.addNode('b', { x: 1, y: 0, size: 5 });
  graph.addNode('c', { x: 0, y: 1, size: 5 });
  return graph;
}

describe('webgl-layers page: @sigma/layer-webgl', () => {
  it('exports bindWebGLLayer, createContoursProgram, WebGLLayerProgram and the contours defaults, and no metaballs program', () => {
    expect(Object.keys(layerWebGL).sort()).toEqual([
      'DEFAULT_CONTOURS_OPTIONS',
      'WebGLLayerProgram',
      'bindWebGLLayer',
      'createContoursProgram',
      'getContoursFragmentShader',
    ]);
  });

  it('binds a layer as a canvas before the edges’ one, refuses a second of the same name, and its cleanup takes it away', () => {
    const { sigma, container } = createHeadlessSigma(Sigma, threeNodes());
    const element = container as unknown as HTMLElement;
    const clean = layerWebGL.bindWebGLLayer('contours', sigma, layerWebGL.createContoursProgram(['a', 'b']));
    expect(
      layersIn(element)
        .map(({ layer }) => layer)
        .slice(0, 2),
    ).toEqual(['contours', 'edges']);
    expect(() => layerWebGL.bindWebGLLayer('contours', sigma, layerWebGL.createContoursProgram(['c']))).toThrow(
      'a layer named "contours" already exists',
    );
    clean();
    expect(layersIn(element).map(({ layer }) => layer)).not.toContain('contours');
    // Once cleaned, the name is free again.
    const again = layerWebGL.bindWebGLLayer('contours', sigma, layerWebGL.createContoursProgram(['c']));
    expect(layersIn(element).map(({ layer }) => layer)).toContain('contours');
    again();
    sigma.kill();
  });

  it('takes its layer away when sigma is killed; the cleanup function called after that does nothing', () => {
    const { sigma } = createHeadlessSigma(Sigma, threeNodes());
    const clean = layerWebGL.bindWebGLLayer('contours', sigma, layerWebGL.createContoursProgram(['a']));
    sigma.kill();
    expect(Object.keys(sigma.getCanvases())).toEqual([]);
    expect(() => clean()).not.toThrow();
  });

  it('draws, by default, one grey level at threshold 0.5 with a radius of 100, growing as the square root of the zoom', () => {
    const { levels, radius, feather, zoomToRadiusRatioFunction, border } = layerWebGL.DEFAULT_CONTOURS_OPTIONS;
    expect({ levels, radius, feather, border }).toEqual({
      levels: [{ color: '#cccccc', threshold: 0.5 }],
      radius: 100,
      feather: 1.5,
      border: undefined,
    });
    expect(zoomToRadiusRatioFunction(0.25)).toBe(0.5);
  });

  it('sorts the levels’ thresholds, highest first, but hands the colours out in the order given', () => {
    const definition = (levels: { color: string; threshold: number }[]) => {
      type Layer = { prototype: { getCustomLayerDefinition(): { FRAGMENT_SHADER_SOURCE: string; DATA_UNIFORMS: string[] } } };
      return (layerWebGL.createContoursProgram(['a'], { levels }) as unknown as Layer).prototype.getCustomLayerDefinition();
    };
    const highFirst = definition([
      { color: 'red', threshold: 2 },
      { color: 'blue', threshold: 1 },
    ]);
    const lowFirst = definition([
      { color: 'blue', threshold: 1 },
      { color: 'red', threshold: 2 },
    ]);
    // The first colour given is u_levelColor_1…
    expect(highFirst.DATA_UNIFORMS).toEqual(['u_nodesPosition', 'u_radius', 'u_levelColor_1', 'u_levelColor_2']);
    // …and u_levelColor_1 is drawn where the score passes the highest threshold, whatever the order given.
    for (const { FRAGMENT_SHADER_SOURCE } of [highFirst, lowFirst]) {
      expect(FRAGMENT_SHADER_SOURCE).toMatch(/if \(score > 2\.0\) \{\s*levelColor = u_levelColor_1;/);
      expect(FRAGMENT_SHADER_SOURCE).toMatch(/if \(score > 1\.0\) \{\s*levelColor = u_levelColor_2;/);
    }
  });

  it('scores each pixel by adding, for each node listed, 1 at its centre falling smoothly to 0 at the radius', () => {
    const shader = layerWebGL.getContoursFragmentShader({
      nodesCount: 3,
      feather: 1.5,
      levels: [{ threshold: 0.5 }],
      border: undefined,
    });
    expect(shader).toContain('score += smoothstep(radius, 0.0, d);');
  });

  it('falls back to the colour `#0000` for a level with no colour, which sigma reads as opaque black', async () => {
    const { colorToArray } = await import('sigma/utils');
    const [r, g, b, alpha] = colorToArray('#0000');
    expect([r, g, b]).toEqual([0, 0, 0]);
    // Opaque: sigma packs colours in a float, and reads 255 back as 254.
    expect(alpha).toBeGreaterThanOrEqual(254);
    expect(colorToArray('rgba(0, 0, 0, 0)')).toEqual([0, 0, 0, 0]);
    type Layer = { prototype: { cacheDataUniforms(info: unknown): void } };
    const source = (layerWebGL.createContoursProgram(['a']) as unknown as Layer).prototype.cacheDataUniforms.toString();
    expect(source).toContain('"#0000"');
  });
});

describe('webgl-layers page: react-sigma', () => {
  it('@react-sigma/core has no hook or component for a WebGL layer', async () => {
    const names = Object.keys(await import('@react-sigma/core'));
    expect(names).toContain('useSigma');
    expect(names.filter((name) => /layer|webgl/i.test(name))).toEqual([]);
  });
});
