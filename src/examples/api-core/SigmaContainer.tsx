import { useMemo, useState } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { createCommunityGraph, type EdgeAttributes, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

// Settings of the sigma instance it creates. Outside the component: one object for every render.
// SigmaContainer compares them by content anyway, and creates a new sigma only when they change.
const settings: Partial<Settings> = { labelDensity: 2, hideEdgesOnMove: true };

export default function SigmaContainerExample() {
  // The graph prop takes a graphology instance (or a graph class to instantiate).
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  // The ref gives the sigma instance to code outside the container; null until it exists.
  const [sigma, setSigma] = useState<Sigma<NodeAttributes, EdgeAttributes> | null>(null);

  return (
    <SigmaContainer ref={setSigma} graph={graph} settings={settings} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      {/* Children read the same instance from its context, with useSigma(). */}
      <GraphTheme />
      <KeepLabelsInside />
      <StatusOverlay>
        From the ref:
        <br />
        {sigma ? `${sigma.getGraph().order} nodes, ${sigma.getGraph().size} edges` : 'no sigma yet'}
      </StatusOverlay>
    </SigmaContainer>
  );
}
