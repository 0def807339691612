import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

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
    <div style={{ position: 'absolute', top: 8, left: 8, width: 'min(16rem, calc(100% - 16px))' }}>
      <label>
        <span style={{ fontSize: '0.85rem', fontWeight: 600 }}>Find a node</span>
        <div>
          {/* It builds its own search index from the graph, and keeps it in sync. */}
          <GraphSearch type="nodes" value={selected} onChange={setSelected} labels={labels} />
        </div>
      </label>
    </div>
  );
}

export default function GraphSearchExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    // The padding keeps a strip above the graph for the input, so it never covers a node.
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT, paddingTop: '4.5rem', boxSizing: 'border-box' }}>
      <GraphTheme />
      <Search />
    </SigmaContainer>
  );
}
