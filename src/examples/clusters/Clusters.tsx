import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { SigmaContainer, useCamera, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { fitViewportToNodes, getNodesInViewport } from '@sigma/utils';
import { Button } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph, palette, type EdgeAttributes, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** The communities' names, by their number (the nodes' `community` attribute). */
const COMMUNITIES = ['Alpha', 'Beta', 'Gamma'];

type Point = { x: number; y: number };

/** One name per community, drawn at the centre of its nodes as sigma draws them: it follows the camera. */
function ClusterLabels() {
  const sigma = useSigma<NodeAttributes, EdgeAttributes>();
  const registerEvents = useRegisterEvents<NodeAttributes, EdgeAttributes>();
  const [centres, setCentres] = useState<(Point | null)[]>([]);
  // A layer for the names. This component renders once sigma exists, in the browser: `document` is there.
  const [layer] = useState(() => {
    const element = document.createElement('div');
    // In the flow, 0 px tall: its top-left corner is the box's; the pointer goes through to sigma.
    Object.assign(element.style, { position: 'relative', height: '0', pointerEvents: 'none' });
    return element;
  });

  useLayoutEffect(() => {
    // react-sigma renders SigmaContainer's children beside sigma's own box, and no hook hands out a
    // place inside it: the layer is put there by hand. Inside, it is part of the drawing: over the
    // canvases, and at the origin of the coordinates framedGraphToViewport gives. Sigma empties its
    // box when it is killed, hence the layer is put in again for each instance.
    sigma.getContainer().append(layer);
    return () => layer.remove();
  }, [sigma, layer]);

  useEffect(() => {
    const place = () => {
      const sums = COMMUNITIES.map(() => ({ x: 0, y: 0, count: 0 }));
      sigma.getGraph().forEachNode((node, { community }) => {
        // Where sigma draws the node (after reducers), in its framed graph coordinates.
        const data = sigma.getNodeDisplayData(node);
        const sum = sums[community];
        if (!data || data.hidden || !sum) return;
        sum.x += data.x;
        sum.y += data.y;
        sum.count += 1;
      });
      // From framed graph coordinates to pixels of sigma's box, with the camera of this frame.
      setCentres(
        sums.map((sum) => (sum.count ? sigma.framedGraphToViewport({ x: sum.x / sum.count, y: sum.y / sum.count }) : null)),
      );
    };
    place();
    // After each frame sigma draws: a camera move, a resize, a change in the graph.
    registerEvents({ afterRender: place });
  }, [sigma, registerEvents]);

  return createPortal(
    COMMUNITIES.map((name, community) => {
      const at = centres[community];
      if (!at) return null;
      return (
        <div
          key={name}
          style={{
            position: 'absolute',
            left: at.x,
            top: at.y,
            transform: 'translate(-50%, -50%)',
            whiteSpace: 'nowrap',
            font: 'bold 20px Arial, sans-serif',
            // A chip of the community's colour, its name in white (large bold text: 3:1 is enough, and the
            // palette gives 3.9:1 or more), ringed in the graph's background so it stands out from the nodes.
            padding: '1px 8px',
            borderRadius: 6,
            background: palette[community],
            color: '#ffffff',
            border: '2px solid var(--sigma-background-color)',
          }}
        >
          {name}
        </div>
      );
    }),
    layer,
  );
}

/** A button per community that fits the camera to its nodes, and a live count of the nodes in view. */
function ViewportTools() {
  // Untyped: @sigma/utils takes a Sigma with any attributes.
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const { reset } = useCamera({ duration: 500 });
  const [inView, setInView] = useState(() => getNodesInViewport(sigma).length);

  useEffect(() => {
    const count = () => setInView(getNodesInViewport(sigma).length);
    count();
    // After every frame sigma draws: a camera move, a new size of its box, a change of the framing. (Counted on the
    // camera's `updated` event instead, the line once kept a count from before the last frame of a Fit.)
    registerEvents({ afterRender: count });
  }, [sigma, registerEvents]);

  const graph = sigma.getGraph();
  const fit = (community: number) =>
    fitViewportToNodes(
      sigma,
      graph.filterNodes((_node, attributes) => attributes.community === community),
      { animate: true },
    );

  return (
    <>
      <ToolsOverlay label="Fit the camera">
        <ToolsRow>
          {COMMUNITIES.map((name, community) => (
            <Button key={name} onClick={() => void fit(community)}>
              Fit {name}
            </Button>
          ))}
          <Button onClick={() => reset()}>Whole graph</Button>
        </ToolsRow>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        {inView} of {graph.order} nodes in view
      </StatusOverlay>
    </>
  );
}

// Node labels only for nodes drawn 12 px or larger: none at first, more as the camera zooms in.
const settings = { labelRenderedSizeThreshold: 12 };

export default function Clusters() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createCommunityGraph({ order: 90, communities: COMMUNITIES.length, seed: 7 }), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ClusterLabels />
      <ViewportTools />
    </SigmaContainer>
  );
}
