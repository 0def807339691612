/**
 * What the page "Graph search" (docs/example/graph-search.mdx) states about useCamera's goto, run in
 * Node on a real sigma Camera behind a SigmaContainer context. The browser tests
 * (tests/e2e/examples/graph-search.spec.ts, tests/e2e/package-behaviour.spec.ts) run the search itself.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import Graph from 'graphology';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

let core: typeof import('@react-sigma/core');
let sigmaModule: typeof import('sigma');

withWebGLStandIns();
beforeAll(async () => {
  core = await import('@react-sigma/core');
  sigmaModule = await import('sigma');
});

describe('graph-search page: the camera', () => {
  it('goto with a position and no ratio moves the camera there and keeps its zoom', async () => {
    const camera = new sigmaModule.Camera();
    camera.setState({ ratio: 0.4 });
    // Sigma's camera animates towards the state it is given, over frames Node does not have: here it
    // goes there at once, through setState, which merges the state as each frame of animate does.
    const moves: object[] = [];
    camera.animate = ((state: Partial<import('sigma/types').CameraState>) => {
      moves.push(state);
      camera.setState(state);
      return Promise.resolve();
    }) as typeof camera.animate;
    let goto: ReturnType<typeof core.useCamera>['goto'] | undefined;
    function Probe(): ReactNode {
      goto = core.useCamera().goto;
      return null;
    }
    const sigma = { getGraph: () => new Graph(), getCamera: () => camera } as unknown as import('sigma').default;
    renderToStaticMarkup(
      createElement(core.SigmaProvider, { value: { sigma, container: {} as HTMLElement } }, createElement(Probe)),
    );
    goto!({ x: 0.2, y: 0.7 });
    expect(moves).toEqual([{ x: 0.2, y: 0.7 }]);
    expect(camera.getState()).toMatchObject({ x: 0.2, y: 0.7, ratio: 0.4 });
  });
});
