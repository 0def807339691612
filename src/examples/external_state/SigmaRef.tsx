import { useEffect, useMemo, useState } from 'react';
import type { Sigma } from 'sigma';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button } from '../_shared/controls';
import { createCommunityGraph, type EdgeAttributes, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

type GraphSigma = Sigma<NodeAttributes, EdgeAttributes>;

/** How many nodes the camera currently shows, out of all of them. */
function countInView(sigma: GraphSigma): number {
  const { width, height } = sigma.getDimensions();
  return sigma.getGraph().filterNodes((_node, attributes) => {
    const { x, y } = sigma.graphToViewport(attributes);
    return x >= 0 && x <= width && y >= 0 && y <= height;
  }).length;
}

/**
 * A sibling of SigmaContainer, not a child: it cannot call useSigma(), so it
 * gets the instance as a prop (null until sigma exists) and subscribes to its
 * camera itself.
 */
function CameraPanel({ sigma }: { sigma: GraphSigma | null }) {
  const [view, setView] = useState({ ratio: 1, inView: 0 });

  useEffect(() => {
    if (!sigma) return undefined;
    const camera = sigma.getCamera();
    const update = () => setView({ ratio: camera.getState().ratio, inView: countInView(sigma) });
    update();
    // Fires on every frame of an animation, on wheel zooms and on drags alike.
    camera.on('updated', update);
    return () => {
      camera.off('updated', update);
    };
  }, [sigma]);

  const disabled = sigma === null;
  return (
    <div
      style={{
        position: 'absolute',
        top: 8,
        left: 8,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        alignItems: 'center',
        padding: '6px 8px',
        borderRadius: 6,
        color: 'var(--sigma-controls-color)',
        background: 'var(--sigma-controls-background-color)',
        border: '1px solid var(--sigma-controls-border-color)',
      }}
    >
      <Button disabled={disabled} onClick={() => sigma?.getCamera().animatedZoom({ duration: 300 })}>
        Zoom in
      </Button>
      <Button disabled={disabled} onClick={() => sigma?.getCamera().animatedUnzoom({ duration: 300 })}>
        Zoom out
      </Button>
      <Button disabled={disabled} onClick={() => sigma?.getCamera().animatedReset({ duration: 300 })}>
        Reset view
      </Button>
      <span data-testid="camera-summary">
        {sigma
          ? `Zoom ×${(1 / view.ratio).toFixed(1)}, ${view.inView} of ${sigma.getGraph().order} nodes in view`
          : 'Waiting for sigma…'}
      </span>
    </div>
  );
}

// Labels are drawn on the right of their node: a wider margin keeps them in the frame.
const settings = { stagePadding: 60 };

export default function SigmaRef() {
  const graph = useMemo(() => createCommunityGraph({ order: 80, communities: 4, seed: 21 }), []);
  // SigmaContainer hands its instance to `ref`: a state setter re-renders the siblings once it exists.
  const [sigma, setSigma] = useState<GraphSigma | null>(null);

  return (
    <div style={{ position: 'relative', height: GRAPH_HEIGHT }}>
      <SigmaContainer ref={setSigma} graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
        <GraphTheme />
      </SigmaContainer>
      <CameraPanel sigma={sigma} />
    </div>
  );
}
