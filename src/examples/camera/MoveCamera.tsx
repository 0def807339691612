import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useCamera, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { fitViewportToNodes, getNodesInViewport } from '@sigma/utils';
import { Button } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function CameraMoves() {
  const sigma = useSigma();
  // Options given here apply to every move the hook makes.
  const { goto, reset } = useCamera({ duration: 400 });
  const registerEvents = useRegisterEvents();
  const [ratio, setRatio] = useState(1);
  // Sigma drew its first frame when it was created, before this component.
  const [inView, setInView] = useState(() => getNodesInViewport(sigma).length);

  useEffect(() => {
    registerEvents({
      updated: (state) => setRatio(state.ratio),
      // Counted on what was just drawn; React skips the update when the count is the same.
      afterRender: () => setInView(getNodesInViewport(sigma).length),
      clickNode: ({ node }) => {
        // Display data holds the node's position in the camera's coordinates.
        const data = sigma.getNodeDisplayData(node);
        if (data) goto({ x: data.x, y: data.y, ratio: 0.2 });
      },
    });
  }, [registerEvents, sigma, goto]);

  const graph = sigma.getGraph();
  const fitCommunity = (community: number) =>
    fitViewportToNodes(
      sigma,
      graph.filterNodes((_node, attributes) => attributes.community === community),
    );

  return (
    <>
      <ToolsOverlay label="Camera moves">
        <ToolsRow>
          {[0, 1, 2].map((community) => (
            <Button key={community} onClick={() => void fitCommunity(community)}>
              Fit group {community + 1}
            </Button>
          ))}
          <Button onClick={() => reset()}>See the whole graph</Button>
        </ToolsRow>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        Ratio {ratio.toFixed(2)}, {inView} of {graph.order} nodes in view. Click a node to zoom on it.
      </StatusOverlay>
    </>
  );
}

// Room between the graph's edges and its outer nodes, for their labels (the buttons and the status line have strips of their own).
const settings = { stagePadding: 50 };

export default function MoveCamera() {
  const graph = useMemo(() => createCommunityGraph({ order: 90, communities: 3, seed: 8 }), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <CameraMoves />
    </SigmaContainer>
  );
}
