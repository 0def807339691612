/**
 * What the guide "Export as an image" (docs/guides/export-image.mdx) states about
 * @sigma/export-image and sigma's canvases, checked against the installed code. The browser test
 * (tests/e2e/examples/export-image.spec.ts) checks the images themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';

const require = createRequire(import.meta.url);

let exportImage: typeof import('@sigma/export-image');
let settings: typeof import('sigma/settings');

withWebGLStandIns();
beforeAll(async () => {
  exportImage = await import('@sigma/export-image');
  settings = await import('sigma/settings');
});

/** A package's "module" build, the code the site bundles. */
function moduleBuild(pkg: string, file: string): string {
  return fs.readFileSync(path.join(path.dirname(require.resolve(pkg)), file), 'utf8');
}

describe('export-image guide: @sigma/export-image', () => {
  it('has the documented defaults', () => {
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

  it('draws on a temporary sigma with the same graph, the settings merged with sigmaSettings, and the same camera', () => {
    const source = moduleBuild('@sigma/export-image', 'sigma-export-image.esm.js');
    expect(source).toMatch(
      /new Sigma\(sigma\.getGraph\(\), tmpRoot, _objectSpread2\(_objectSpread2\(\{\}, sigma\.getSettings\(\)\), sigmaSettings\)\)/,
    );
    expect(source).toContain('tempRenderer.getCamera().setState(cameraState || sigma.getCamera().getState())');
    // withTempRenderer is awaited before the layers are copied, and the renderer is killed after.
    expect(source.indexOf('return withTempRenderer(tempRenderer)')).toBeLessThan(
      source.indexOf('canvases = tempRenderer.getCanvases()'),
    );
    expect(source).toContain('tempRenderer.kill()');
  });

  it("makes the image the graph's size times the screen's pixel ratio", () => {
    const source = moduleBuild('@sigma/export-image', 'sigma-export-image.esm.js');
    expect(source).toContain('pixelRatio = window.devicePixelRatio || 1');
    expect(source).toContain('canvas.setAttribute("width", outputWidth * pixelRatio + "")');
  });
});

describe("export-image guide: sigma's layers", () => {
  const sigma = () => moduleBuild('sigma', 'sigma.esm.js');

  it('are, from the bottom up: edges, edgeLabels, nodes, labels, hovers, hoverNodes, mouse', () => {
    const created = [...sigma().matchAll(/_this\.create(?:WebGL|Canvas)Context\("(\w+)"/g)].map(([, id]) => id);
    expect(created).toEqual(['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes', 'mouse']);
  });

  it('do not keep their drawing after the frame is shown (preserveDrawingBuffer: false)', () => {
    const source = sigma();
    const webgl = source.slice(source.indexOf('function createWebGLContext('));
    expect(webgl.slice(0, 600)).toMatch(/preserveDrawingBuffer: false/);
  });

  it('draw labels only for nodes at least labelRenderedSizeThreshold (6) pixels large, in black by default', () => {
    expect(settings.DEFAULT_SETTINGS.labelRenderedSizeThreshold).toBe(6);
    expect(settings.DEFAULT_SETTINGS.labelColor).toEqual({ color: '#000' });
  });
});
