/**
 * What the page "Node images and borders" (docs/example/node-images.mdx) states about @sigma/node-image,
 * @sigma/node-border and sigma, run in Node. Importing the packages is what is under test, so each import
 * runs in a Node process of its own, with the browser globals the case gives it. The browser test
 * (tests/e2e/examples/node-images.spec.ts) draws the programs.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../../../config/versions';

/** Runs `code` as an ES module in a fresh Node process in the site's folder; returns what it printed. */
function runModule(code: string): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: siteDir, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

/** WebGL's constants only: what sigma's own modules need to load. */
const webGLConstants = 'globalThis.WebGL2RenderingContext = class {}; globalThis.WebGLRenderingContext = class {};';

/** A document whose canvases hand out contexts that note what they are asked. */
const recordingDocument = `
  const asked = [];
  const anything = () => new Proxy(function () {}, { get: () => anything(), apply: () => anything() });
  globalThis.document = { createElement: () => ({ getContext: (kind) => {
    asked.push('getContext ' + kind);
    return new Proxy({}, { get: (_target, key) => key === 'MAX_TEXTURE_SIZE' ? 3379
      : key === 'getParameter' ? (name) => { asked.push('getParameter ' + name); return 4096; } : anything() });
  } }) };`;

describe('node-images page: browser only', () => {
  it('both packages fail to import where WebGL does not exist', () => {
    for (const pkg of ['@sigma/node-image', '@sigma/node-border']) {
      expect(runModule(`await import('${pkg}');`), pkg).toContain('ReferenceError: WebGL2RenderingContext is not defined');
    }
  });

  it("@sigma/node-image, as it is imported, opens a WebGL context and asks for the GPU's largest texture", () => {
    expect(runModule(`${webGLConstants} await import('@sigma/node-image');`)).toContain(
      'ReferenceError: document is not defined',
    );
    const asked = runModule(
      `${webGLConstants}${recordingDocument} await import('@sigma/node-image'); console.log(JSON.stringify(asked));`,
    );
    // 3379 is WebGL's MAX_TEXTURE_SIZE.
    expect(JSON.parse(asked)).toEqual(expect.arrayContaining(['getContext webgl', 'getParameter 3379']));
  });

  it('every call of createNodeImageProgram makes a program with canvases of its own for its pictures', () => {
    const asked = runModule(
      `${webGLConstants}${recordingDocument} const { createNodeImageProgram } = await import('@sigma/node-image');
       const before = asked.length; createNodeImageProgram(); console.log(JSON.stringify(asked.slice(before)));`,
    );
    expect(JSON.parse(asked)).toEqual(expect.arrayContaining(['getContext webgl', 'getContext 2d']));
  });

  it("draws nodes without a type with defaultNodeType, 'circle' by default", () => {
    expect(
      runModule(
        `${webGLConstants} const { DEFAULT_SETTINGS } = await import('sigma/settings'); console.log(DEFAULT_SETTINGS.defaultNodeType);`,
      ).trim(),
    ).toBe('circle');
  });
});
