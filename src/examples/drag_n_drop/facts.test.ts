/**
 * What the page "Drag and drop" (docs/example/drag_n_drop.mdx) states about sigma's camera, run in Node.
 * The browser tests (tests/e2e/examples/drag_n_drop.spec.ts, and the frozen extent in
 * tests/e2e/package-behaviour.spec.ts) run the drags themselves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

let sigmaModule: typeof import('sigma');

withWebGLStandIns();
beforeAll(async () => {
  sigmaModule = await import('sigma');
});

describe('drag and drop page: freezing the camera', () => {
  it('camera.disable() blocks every change, zoom included, until enable()', () => {
    const camera = new sigmaModule.Camera();
    camera.disable();
    camera.setState({ x: 0.2, y: 0.8, ratio: 0.5, angle: 1 });
    expect(camera.getState()).toEqual({ x: 0.5, y: 0.5, ratio: 1, angle: 0 });
    camera.enable();
    camera.setState({ ratio: 0.5 });
    expect(camera.getState().ratio).toBe(0.5);
  });
});

describe('drag and drop page: telling a click from a drag', () => {
  it("sigma's draggedEventsTolerance is 3 by default", async () => {
    const { DEFAULT_SETTINGS } = await import('sigma/settings');
    expect(DEFAULT_SETTINGS.draggedEventsTolerance).toBe(3);
  });
});
