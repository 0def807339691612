import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The WebGL constants sigma's programs read as their modules load (a draw mode, a data type), with
 * the values browsers give them. Test files share their worker's modules: whichever file loads sigma
 * first, its programs hold these.
 */
export const GL_CONSTANTS = {
  POINTS: 0,
  LINES: 1,
  TRIANGLES: 4,
  UNSIGNED_BYTE: 5121,
  FLOAT: 5126,
  ONE: 1,
  ONE_MINUS_SRC_ALPHA: 771,
};

/** A stand-in for the WebGL context classes, with those constants. */
export const WebGLStandIn = Object.assign(class {}, GL_CONSTANTS);

/**
 * sigma's programs read WebGL's constants as their modules load, and Node has none. Call this at
 * the top of a test file, then import sigma's modules with `await import()` in a `beforeAll`: the
 * stand-ins are in place before they load, and removed after the file's tests.
 */
export function withWebGLStandIns(): void {
  beforeAll(() => {
    vi.stubGlobal('WebGL2RenderingContext', WebGLStandIn);
    vi.stubGlobal('WebGLRenderingContext', WebGLStandIn);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
