import { useCallback, useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type Sigma from 'sigma';
import { Button } from '../_shared/controls';
import { WithSidePanel } from '../_shared/panel';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

const MAX_GRAPHS = 4;

/** Every sigma instance the graphs below were given, until it is found killed. */
const instances = new Set<Sigma>();

/**
 * The WebGL contexts of those instances that still work. Killing sigma loses its contexts on
 * purpose and empties its list of canvases; a context the browser dropped (past its limit of
 * live contexts) says so with `isContextLost()`.
 */
function liveWebGLContexts(): number {
  let live = 0;
  for (const sigma of instances) {
    const canvases = Object.values(sigma.getCanvases());
    if (canvases.length === 0) instances.delete(sigma);
    for (const canvas of canvases) {
      // A canvas keeps the kind of context it was made with: a 2D one answers null to both.
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      if (gl && !gl.isContextLost()) live += 1;
    }
  }
  return live;
}

/** Notes the sigma instance of the container it is rendered in. */
function NoteInstance({ onNoted }: { onNoted: () => void }) {
  const sigma = useSigma();
  useEffect(() => {
    instances.add(sigma);
    onNoted();
  }, [sigma, onNoted]);
  return null;
}

/**
 * Up to four graphs share the frame, each a quarter of it: too small for labels, which would cover
 * one another (hovering a node still shows its own). 20 px around the nodes' centres keeps the
 * largest discs (11 px) inside their box, and apart from the next graph's.
 */
const smallGraphSettings = { renderLabels: false, stagePadding: 20 };

function SmallGraph({ seed, onNoted }: { seed: number; onNoted: () => void }) {
  const graph = useMemo(() => createCommunityGraph({ order: 24, communities: 2, seed }), [seed]);
  return (
    <SigmaContainer graph={graph} settings={smallGraphSettings} style={{ height: '100%', minHeight: 0 }}>
      <GraphTheme />
      <NoteInstance onNoted={onNoted} />
    </SigmaContainer>
  );
}

export default function LifeCycle() {
  // Each number is a mounted graph (its key and its seed); `mounts` counts every one so far.
  const [{ graphs, mounts }, setState] = useState({ graphs: [1], mounts: 1 });
  const [contexts, setContexts] = useState(0);
  const count = useCallback(() => setContexts(liveWebGLContexts()), []);

  // Counted again after each mount or unmount (a SigmaContainer that goes away kills sigma in an
  // effect's clean-up, which React runs before this effect), and every second for dropped ones.
  useEffect(() => {
    const now = setTimeout(count);
    const timer = setInterval(count, 1000);
    return () => {
      clearTimeout(now);
      clearInterval(timer);
    };
  }, [graphs, count]);

  const mount = () => setState((state) => ({ graphs: [...state.graphs, state.mounts + 1], mounts: state.mounts + 1 }));
  const unmountAll = () => setState((state) => ({ ...state, graphs: [] }));
  const columns = graphs.length > 1 ? 2 : 1;
  const panel = (
    <>
      <Button onClick={mount} disabled={graphs.length >= MAX_GRAPHS}>
        Mount a graph
      </Button>
      <Button onClick={unmountAll} disabled={graphs.length === 0}>
        Unmount all
      </Button>
      <p style={{ margin: 0 }} aria-live="polite">
        Graphs mounted: <strong>{graphs.length}</strong> (of {mounts} so far)
        <br />
        Live WebGL contexts: <strong>{contexts}</strong>
      </p>
      <p style={{ margin: 0 }}>Each sigma instance draws with three WebGL contexts. Unmounted, it should hold none.</p>
    </>
  );

  return (
    <WithSidePanel panel={panel}>
      {graphs.length === 0 ? (
        <p style={{ margin: '1rem' }}>No graph mounted.</p>
      ) : (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: 'minmax(0, 1fr)',
            gap: 2,
            height: '100%',
          }}
        >
          {graphs.map((seed) => (
            <SmallGraph key={seed} seed={seed} onNoted={count} />
          ))}
        </div>
      )}
    </WithSidePanel>
  );
}
