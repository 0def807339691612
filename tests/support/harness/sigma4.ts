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

/** Has sigma process the graph and settings again and render (sigma 3 does it at once, sigma 4 may wait a frame); resolves once it has. */
function refreshed(): Promise<void> {
  const rendered = new Promise<void>((resolve) => sigma!.once('afterRender', () => resolve()));
  sigma!.refresh();
  return rendered;
}

/**
 * Mounts SigmaContainer with a `settings` prop (each value differs from sigma 3's default, and a node reducer paints
 * nodes `colour`); resolves with what sigma holds after a refresh.
 */
export function mount(colour: string): Promise<Sigma4Snapshot> {
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
        void refreshed().then(() => resolve(snapshot()));
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
            nodeReducer: (_node, data) => ({ ...data, color: colour }),
          },
        },
        h(Probe),
      ),
    );
  });
}

/** Sets, through useSetSettings, a node reducer that paints nodes `colour` and labelDensity 5; resolves after sigma's next refresh. */
export function setWithHook(colour: string): Promise<Sigma4Snapshot> {
  setSettings!({ nodeReducer: (_node, data) => ({ ...data, color: colour }), labelDensity: 5 });
  return refreshed().then(snapshot);
}

declare global {
  interface Window {
    sigma4Harness: { mount: typeof mount; setWithHook: typeof setWithHook };
  }
}
window.sigma4Harness = { mount, setWithHook };
