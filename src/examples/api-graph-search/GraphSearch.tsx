import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

// A constant: a new object at each render would rebuild the dropdown's parts.
const labels = { placeholder: 'Try 12', no_result_found: 'No node matches' };

function Search() {
  const setSettings = useSetSettings();
  const [selected, setSelected] = useState<GraphSearchOption | null>(null);

  // The picked node gets sigma's highlight: a bigger label on a box.
  useEffect(() => {
    const id = selected?.type === 'nodes' ? selected.id : null;
    setSettings({ nodeReducer: (node, data) => (node === id ? { ...data, highlighted: true } : data) });
  }, [selected, setSettings]);

  return (
    <ToolsOverlay label="Search">
      <label style={{ width: '16rem', maxWidth: '100%' }}>
        <span style={{ fontSize: '0.85rem', fontWeight: 600 }}>Find a node</span>
        <div>
          {/* It builds its own search index from the graph, and keeps it in sync. */}
          <GraphSearch type="nodes" value={selected} onChange={setSelected} labels={labels} />
        </div>
      </label>
    </ToolsOverlay>
  );
}

export default function GraphSearchExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <Search />
    </SigmaContainer>
  );
}
