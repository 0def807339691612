import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createDeliveries, deliverySettings } from '../_shared/deliveries';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';

export default function EdgeCurves() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createDeliveries(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={deliverySettings}>
      <GraphTheme />
      <KeepLabelsInside />
    </SigmaContainer>
  );
}
