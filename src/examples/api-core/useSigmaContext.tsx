import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSigmaContext } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** The context holds the sigma instance and the HTML element around it: this measures the element. */
function ContainerSize() {
  const { sigma, container } = useSigmaContext();
  const [size, setSize] = useState({ width: container.clientWidth, height: container.clientHeight });

  useEffect(() => {
    const observer = new ResizeObserver(() => setSize({ width: container.clientWidth, height: container.clientHeight }));
    observer.observe(container);
    return () => observer.disconnect();
  }, [container]);

  return (
    <StatusOverlay>
      container: {size.width} × {size.height} px
      <br />
      sigma: {sigma.getGraph().order} nodes
    </StatusOverlay>
  );
}

export default function UseSigmaContextExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* Resize the window: the container follows the page's width. */}
      <ContainerSize />
    </SigmaContainer>
  );
}
