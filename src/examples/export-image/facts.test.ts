/**
 * What the guide "Export as an image" (docs/guides/export-image.mdx) states about
 * @sigma/export-image and sigma's canvases, run on real sigma instances in Node
 * (src/utils/testing/headlessSigma.ts: sigma's own code, with canvases that draw nothing). The
 * browser test (tests/e2e/examples/export-image.spec.ts) checks the images themselves; the ledger
 * of every claim is tests/claims/guides-export-image.md.
 */
import Graph from 'graphology';
import { beforeAll, describe, expect, it } from 'vitest';
import { container, layersIn, recordOf, withHeadlessSigma } from '../../utils/testing/headlessSigma';
import { GRAPH_HEIGHT } from '../_shared/frame';

let exportImage: typeof import('@sigma/export-image');
let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let Sigma: typeof import('sigma').default;

withHeadlessSigma({ devicePixelRatio: 2 });
beforeAll(async () => {
  exportImage = await import('@sigma/export-image');
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  Sigma = (await import('sigma')).default;
});

/** A small graph: one big node and five small ones (3 px), all labelled. */
function team(): Graph {
  const graph = new Graph();
  graph.addNode('hub', { x: 0, y: 0, size: 12, label: 'Hub' });
  for (let i = 0; i < 5; i++) {
    graph.addNode(`n${i}`, { x: 10 * Math.cos(i), y: 10 * Math.sin(i), size: 3, label: `Node ${i}` });
    graph.addEdge('hub', `n${i}`);
  }
  return graph;
}

type Renderer = InstanceType<typeof Sigma>;

/** Runs drawOnCanvas, and returns the hidden sigma it drew on as withTempRenderer saw it. */
async function exportOf(sigma: Renderer, options: Parameters<typeof exportImage.drawOnCanvas>[1] = {}) {
  let hidden: Renderer | undefined;
  let seen: { graph: unknown; settings: ReturnType<Renderer['getSettings']>; camera: object; labels: string[] } | undefined;
  const canvas = await exportImage.drawOnCanvas(sigma, {
    ...options,
    withTempRenderer: (renderer: Renderer) => {
      hidden = renderer;
      seen = {
        graph: renderer.getGraph(),
        settings: renderer.getSettings(),
        camera: renderer.getCamera().getState(),
        labels: [...renderer.getNodeDisplayedLabels()].sort(),
      };
    },
  });
  return { canvas, hidden: hidden!, seen: seen! };
}

describe('export-image guide: @sigma/export-image', () => {
  it('has the documented functions and defaults; each returns a promise', () => {
    expect(exportImage.DEFAULT_TO_IMAGE_OPTIONS).toEqual({
      layers: null,
      width: null,
      height: null,
      fileName: 'graph',
      format: 'png',
      sigmaSettings: {},
      cameraState: null,
      backgroundColor: 'transparent',
      withTempRenderer: null,
    });
    for (const name of ['downloadAsPNG', 'downloadAsJPEG', 'downloadAsImage', 'toBlob', 'toFile', 'drawOnCanvas'] as const) {
      expect(typeof exportImage[name], name).toBe('function');
    }
  });

  it('names the file graph.png unless told otherwise, and gives the format as the extension', async () => {
    const sigma = new Sigma(team(), container());
    expect((await exportImage.toFile(sigma)).name).toBe('graph.png');
    expect((await exportImage.toFile(sigma, { fileName: 'team', format: 'jpeg' })).name).toBe('team.jpeg');
    const blob = exportImage.toBlob(sigma, { format: 'jpeg' });
    expect(blob).toBeInstanceOf(Promise);
    expect((await blob).type).toBe('image/jpeg');
    sigma.kill();
  });

  it('draws on a hidden sigma: same graph, your settings under sigmaSettings, same camera; then kills it', async () => {
    const nodeReducer = (_node: string, data: object) => data;
    const sigma = new Sigma(team(), container(), { nodeReducer, labelColor: { color: '#e3e3e3' } });
    sigma.getCamera().setState({ x: 0.3, y: 0.6, ratio: 0.5, angle: 0 });
    const { hidden, seen } = await exportOf(sigma, { sigmaSettings: { labelColor: { color: '#000' } } });
    expect(hidden).not.toBe(sigma);
    expect(seen.graph).toBe(sigma.getGraph());
    expect(seen.settings.nodeReducer).toBe(nodeReducer);
    expect(seen.settings.labelColor).toEqual({ color: '#000' });
    expect(seen.camera).toEqual({ x: 0.3, y: 0.6, ratio: 0.5, angle: 0 });
    // Killed before drawOnCanvas resolved: its listeners are gone, its layers too.
    expect(Object.keys(hidden.getCanvases())).toEqual([]);
    expect(sigma.getCanvases().nodes, 'yours is untouched').toBeDefined();
    const { seen: other } = await exportOf(sigma, { cameraState: { x: 0.5, y: 0.5, ratio: 1, angle: 0 } });
    expect(other.camera).toEqual({ x: 0.5, y: 0.5, ratio: 1, angle: 0 });
    sigma.kill();
  });

  it('builds the hidden sigma with your program classes', async () => {
    const NodeProgram = rendering.createNodeCompoundProgram([rendering.NodeCircleProgram]);
    const sigma = new Sigma(team(), container(), { nodeProgramClasses: { picture: NodeProgram } });
    const { seen } = await exportOf(sigma);
    expect(seen.settings.nodeProgramClasses.picture).toBe(NodeProgram);
    sigma.kill();
  });

  it('waits for the promise withTempRenderer returns before copying the layers', async () => {
    const sigma = new Sigma(team(), container());
    const steps: string[] = [];
    await exportImage.drawOnCanvas(sigma, {
      withTempRenderer: async (renderer: Renderer) => {
        await Promise.resolve();
        renderer.on('afterRender', () => steps.push('drawn again'));
        renderer.refresh();
        steps.push('resolved');
      },
    });
    steps.push('copied');
    expect(steps).toEqual(['drawn again', 'resolved', 'copied']);
    sigma.kill();
  });

  it("makes the image the graph's size times the screen's pixel ratio, or the size asked for", async () => {
    // The guide's example: a graph 800 px wide and GRAPH_HEIGHT tall.
    const sigma = new Sigma(team(), container({ width: 800, height: GRAPH_HEIGHT }));
    const onScreen = (await exportOf(sigma)).canvas;
    expect([onScreen.getAttribute('width'), onScreen.getAttribute('height')]).toEqual(['1600', String(GRAPH_HEIGHT * 2)]);
    const asked = (await exportOf(sigma, { width: 300, height: 200 })).canvas;
    expect([asked.getAttribute('width'), asked.getAttribute('height')]).toEqual(['600', '400']);
    sigma.kill();
  });

  it('copies every layer by default, or the ones listed, over the background colour', async () => {
    const sigma = new Sigma(team(), container());
    const copied = (canvas: HTMLCanvasElement) =>
      recordOf(canvas).copied.map(({ className }) => className.replace(/^sigma-/, ''));
    const { canvas } = await exportOf(sigma);
    expect(copied(canvas)).toEqual(['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes', 'mouse']);
    expect(recordOf(canvas).fills[0]?.fillStyle).toBe('transparent');
    const { canvas: opaque } = await exportOf(sigma, { layers: ['edges', 'nodes'], backgroundColor: '#ffffff' });
    expect(copied(opaque)).toEqual(['edges', 'nodes']);
    expect(recordOf(opaque).fills[0]?.fillStyle).toBe('#ffffff');
    sigma.kill();
  });
});

describe("export-image guide: labels and sigma's layers", () => {
  it('labels nodes of 6 px and more, unless sigmaSettings lowers labelRenderedSizeThreshold for the image', async () => {
    expect(settings.DEFAULT_SETTINGS.labelRenderedSizeThreshold).toBe(6);
    expect(settings.DEFAULT_SETTINGS.labelColor).toEqual({ color: '#000' });
    const sigma = new Sigma(team(), container());
    expect([...sigma.getNodeDisplayedLabels()]).toEqual(['hub']);
    expect((await exportOf(sigma)).seen.labels).toEqual(['hub']);
    const all = await exportOf(sigma, { sigmaSettings: { labelRenderedSizeThreshold: 0 } });
    expect(all.seen.labels).toEqual(['hub', 'n0', 'n1', 'n2', 'n3', 'n4']);
    expect([...sigma.getNodeDisplayedLabels()], 'yours keeps its own').toEqual(['hub']);
    sigma.kill();
  });

  it('are, from the bottom up: edges, edgeLabels, nodes, labels, hovers, hoverNodes, mouse; getCanvases names them', () => {
    const element = container();
    const sigma = new Sigma(team(), element);
    const layers = ['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes', 'mouse'];
    expect(layersIn(element).map(({ layer }) => layer)).toEqual(layers);
    expect(Object.keys(sigma.getCanvases())).toEqual(layers);
    sigma.kill();
  });

  it('creates edges, nodes and hoverNodes as WebGL layers that do not keep their drawing (preserveDrawingBuffer: false)', () => {
    const element = container();
    const sigma = new Sigma(team(), element);
    const webgl = layersIn(element).filter(({ canvas }) => 'webgl2' in recordOf(canvas).contextOptions);
    expect(webgl.map(({ layer }) => layer)).toEqual(['edges', 'nodes', 'hoverNodes']);
    for (const { canvas } of webgl) {
      expect(recordOf(canvas).contextOptions.webgl2).toMatchObject({ preserveDrawingBuffer: false });
    }
    sigma.kill();
  });

  it('emits afterRender right after it has drawn the layers', () => {
    const sigma = new Sigma(team(), container());
    const steps: string[] = [];
    sigma.on('beforeRender', () => steps.push('before'));
    sigma.on('afterRender', () => steps.push('after'));
    sigma.refresh();
    expect(steps).toEqual(['before', 'after']);
    sigma.kill();
  });
});
