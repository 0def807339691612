import { useMemo, useState } from 'react';
import { SigmaContainer, useCamera, useSigma } from '@react-sigma/core';
import { GraphSearchContextProvider, GraphSearchInput, type GraphSearchOption } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

const labels = { placeholder: 'Try 7', no_result_found: 'No node matches' };

function FocusSearch() {
  const sigma = useSigma();
  const { goto, reset } = useCamera({ duration: 500 });
  const [selected, setSelected] = useState<GraphSearchOption | null>(null);

  const focus = (option: GraphSearchOption | null) => {
    setSelected(option);
    // The node where sigma draws it now, in the camera's coordinates; clearing the input zooms back out.
    const data = option?.type === 'nodes' ? sigma.getNodeDisplayData(option.id) : undefined;
    if (data) goto({ x: data.x, y: data.y, ratio: 0.3 });
    else reset();
  };

  return (
    <ToolsOverlay label="Search">
      <label style={{ width: '16rem', maxWidth: '100%' }}>
        <span style={{ fontSize: '0.85rem', fontWeight: 600 }}>Zoom to a node</span>
        <div>
          <GraphSearchInput type="nodes" value={selected} onChange={focus} labels={labels} />
        </div>
      </label>
    </ToolsOverlay>
  );
}

export default function GraphSearchInputExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* The input searches the index of the nearest provider: alone, it finds nothing. */}
      <GraphSearchContextProvider>
        <FocusSearch />
      </GraphSearchContextProvider>
    </SigmaContainer>
  );
}
