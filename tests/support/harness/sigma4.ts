/**
 * One small react-sigma app, bundled twice by tests/e2e/sigma-4.spec.ts: on the installed sigma 3, and with `sigma`
 * resolved to sigma 4 (the dev dependency `sigma-4`), as an app runs it once npm has put sigma 4 beside react-sigma 5
 * (`--legacy-peer-deps`, or npm overriding the peer dependency). It reports what sigma holds, not pixels.
 */
import { createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import Graph from 'graphology';
import { SigmaContainer, useSetSettings, useSigma } from '@react-sigma/core';

type Sigma = ReturnType<typeof useSigma>;

export interface Sigma4Snapshot {
  /** What sigma.getSettings() holds for the settings the app gave. */
  settings: { renderEdgeLabels: unknown; labelDensity: unknown; defaultNodeColor: unknown };
  /** Node a's colour as sigma draws it (its attribute is red). */
  colour: unknown;
  /** The names of sigma's settings, as getSettings() lists them. */
  settingNames: string[];
  /** Whether the instance has sigma 4's getStyles() and getPrimitives(). */
  stylesAndPrimitives: boolean;
  /** The canvases sigma put in its container. */
  canvases: string[];
}

export const PROP_REDUCER_COLOUR = '#123456';
export const HOOK_REDUCER_COLOUR = '#00ff00';

let sigma: Sigma | undefined;
let setSettings: ReturnType<typeof useSetSettings> | undefined;

function snapshot(): Sigma4Snapshot {
  const settings = sigma!.getSettings() as unknown as Record<string, unknown>;
  const instance = sigma as unknown as Record<string, unknown>;
  return {
    settings: {
      renderEdgeLabels: settings.renderEdgeLabels,
      labelDensity: settings.labelDensity,
      defaultNodeColor: settings.defaultNodeColor,
    },
    colour: sigma!.getNodeDisplayData('a')?.color,
    settingNames: Object.keys(settings),
    stylesAndPrimitives: typeof instance.getStyles === 'function' && typeof instance.getPrimitives === 'function',
    canvases: Array.from(sigma!.getContainer().querySelectorAll('canvas'), (canvas) => canvas.className),
  };
}

/** Resolves after sigma's next render. */
const nextRender = () => new Promise<void>((resolve) => sigma!.once('afterRender', () => resolve()));

/**
 * Mounts SigmaContainer with a `settings` prop (each value differs from sigma 3's default, and a node reducer paints
 * nodes PROP_REDUCER_COLOUR); resolves with what sigma holds after its first render.
 */
export function mount(): Promise<Sigma4Snapshot> {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10, color: '#ff0000', label: 'A' });
  graph.addNode('b', { x: 1, y: 1, size: 10, color: '#0000ff', label: 'B' });
  graph.addEdge('a', 'b', { size: 2, label: 'a to b' });
  return new Promise((resolve) => {
    function Probe() {
      const instance = useSigma();
      const set = useSetSettings();
      useEffect(() => {
        sigma = instance;
        setSettings = set;
        void nextRender().then(() => resolve(snapshot()));
      }, [instance, set]);
      return null;
    }
    createRoot(document.getElementById('root')!).render(
      h(
        SigmaContainer,
        {
          graph,
          style: { height: '300px' },
          settings: {
            renderEdgeLabels: true,
            labelDensity: 3,
            defaultNodeColor: '#abcdef',
            nodeReducer: (_node, data) => ({ ...data, color: PROP_REDUCER_COLOUR }),
          },
        },
        h(Probe),
      ),
    );
  });
}

/** Sets, through useSetSettings, a node reducer that paints nodes HOOK_REDUCER_COLOUR and labelDensity 5; resolves after the render that follows. */
export function setWithHook(): Promise<Sigma4Snapshot> {
  const rendered = nextRender();
  setSettings!({ nodeReducer: (_node, data) => ({ ...data, color: HOOK_REDUCER_COLOUR }), labelDensity: 5 });
  return rendered.then(snapshot);
}

declare global {
  interface Window {
    sigma4Harness: { mount: typeof mount; setWithHook: typeof setWithHook };
  }
}
window.sigma4Harness = { mount, setWithHook };
