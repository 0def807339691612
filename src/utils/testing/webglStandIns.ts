import { afterAll, beforeAll, vi } from 'vitest';

/**
 * sigma's programs read WebGL's constants as their modules load, and Node has none. Call this at
 * the top of a test file, then import sigma's modules with `await import()` in a `beforeAll`: the
 * stand-ins are in place before they load, and removed after the file's tests.
 */
export function withWebGLStandIns(): void {
  beforeAll(() => {
    vi.stubGlobal('WebGL2RenderingContext', class {});
    vi.stubGlobal('WebGLRenderingContext', class {});
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
