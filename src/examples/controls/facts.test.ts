/**
 * What the page "Controls" (docs/example/controls.mdx) states about react-sigma's controls, run in
 * Node: their markup rendered on the server inside a SigmaContainer context holding a stand-in for
 * sigma, and ZoomControl's buttons pressed through its published code with React's hooks replaced by
 * stand-ins (`standIns.on`). The browser test (tests/e2e/examples/controls.spec.ts) runs them on a graph.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Graph from 'graphology';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

/** When on, React's hooks are plain functions, so a component can be called as one, outside React. */
const standIns = vi.hoisted(() => ({ on: false, sigma: null as unknown }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  const plain = {
    useRef: (initial: unknown) => ({ current: initial }),
    useState: (initial: unknown) => [typeof initial === 'function' ? (initial as () => unknown)() : initial, () => undefined],
    useEffect: () => undefined,
    useLayoutEffect: () => undefined,
    useMemo: (factory: () => unknown) => factory(),
    useCallback: (callback: unknown) => callback,
    useContext: () => ({ sigma: standIns.sigma, container: {} }),
  };
  const hooks = Object.fromEntries(
    Object.entries(plain).map(([name, standIn]) => [
      name,
      (...args: unknown[]) =>
        standIns.on
          ? (standIn as (...a: unknown[]) => unknown)(...args)
          : (actual as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!(...args),
    ]),
  );
  return { ...actual, ...hooks, default: { ...actual, ...hooks } };
});

let core: typeof import('@react-sigma/core');
let forceAtlas2: typeof import('@react-sigma/layout-forceatlas2');
let sigmaModule: typeof import('sigma');

withWebGLStandIns();
beforeAll(async () => {
  core = await import('@react-sigma/core');
  forceAtlas2 = await import('@react-sigma/layout-forceatlas2');
  sigmaModule = await import('sigma');
});
afterEach(() => {
  standIns.on = false;
  vi.useRealTimers();
});

function standInSigma(camera: unknown = {}) {
  return {
    getGraph: () => new Graph(),
    getCamera: () => camera,
    on: () => undefined,
    off: () => undefined,
  } as unknown as import('sigma').default;
}

function markup(children: ReactNode): string {
  return renderToStaticMarkup(
    createElement(core.SigmaProvider, { value: { sigma: standInSigma(), container: {} as HTMLElement } }, children),
  );
}

const titles = (html: string) => [...html.matchAll(/title="([^"]*)"/g)].map((match) => match[1]);

describe('controls page: markup', () => {
  it("pins ControlsContainer to 'bottom-left' by default, and to the position it is given", () => {
    expect(markup(createElement(core.ControlsContainer))).toMatch(/^<div class="react-sigma-controls\s+bottom-left">/);
    expect(markup(createElement(core.ControlsContainer, { position: 'top-right' }))).toMatch(
      /class="react-sigma-controls\s+top-right"/,
    );
  });

  it("gives the controls the default labels of the page's table, as their buttons' titles", () => {
    vi.stubGlobal('document', {
      fullscreenEnabled: true,
      fullscreenElement: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    expect(titles(markup(createElement(core.ZoomControl)))).toEqual(['Zoom In', 'Zoom Out', 'See whole graph']);
    expect(titles(markup(createElement(core.FullScreenControl)))).toEqual(['Enter fullscreen']);
    expect(titles(markup(createElement(forceAtlas2.LayoutForceAtlas2Control)))).toEqual(['Start the layout animation']);
  });

  it('renders no FullScreenControl where document.fullscreenEnabled is false', () => {
    vi.stubGlobal('document', {
      fullscreenEnabled: false,
      fullscreenElement: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    expect(markup(createElement(core.FullScreenControl))).toBe('');
  });

  it('applies className and style to the element around each button, not to the button', () => {
    const html = markup(createElement(core.ZoomControl, { className: 'mine', style: { color: 'red' } }));
    expect(html).toMatch(/^<div style="color:red" class="react-sigma-control mine"><button title="Zoom In">/);
  });
});

describe('controls page: ZoomControl', () => {
  /** ZoomControl's three buttons, pressed in turn, on a real sigma Camera; returns the ratio and time after each. */
  function pressEach(props: object): { ratio: number; ms: number }[] {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
    const camera = new sigmaModule.Camera();
    standIns.sigma = standInSigma(camera);
    standIns.on = true;
    const tree = (core.ZoomControl as unknown as (props: object) => ReactElement)(props);
    standIns.on = false;
    const buttons: (() => void)[] = [];
    const find = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(find);
      if (!node || typeof node !== 'object') return;
      const { type, props: nodeProps } = node as { type: unknown; props: { onClick?: () => void; children?: unknown } };
      if (type === 'button' && nodeProps.onClick) buttons.push(nodeProps.onClick);
      find(nodeProps?.children);
    };
    find(tree);
    return buttons.map((press) => {
      const start = Date.now();
      press();
      let ms = 0;
      while (camera.isAnimated()) {
        vi.advanceTimersByTime(16);
        ms = Date.now() - start;
      }
      return { ratio: camera.getState().ratio, ms };
    });
  }

  it('zooms in and out by 1.5 per click and back to the whole graph, each move taking 200 ms by default', () => {
    const [zoomIn, zoomOut, reset] = pressEach({});
    expect(zoomIn!.ratio).toBeCloseTo(1 / 1.5);
    expect(zoomOut!.ratio).toBeCloseTo(1);
    expect(reset!.ratio).toBe(1);
    for (const move of [zoomIn!, zoomOut!]) expect(move.ms).toBeGreaterThanOrEqual(200);
    for (const move of [zoomIn!, zoomOut!]) expect(move.ms).toBeLessThan(250);
  });

  it('takes animationDuration milliseconds per move when given', () => {
    const [zoomIn] = pressEach({ animationDuration: 600 });
    expect(zoomIn!.ms).toBeGreaterThanOrEqual(600);
    expect(zoomIn!.ms).toBeLessThan(650);
  });
});
