import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings, useSigma } from '@react-sigma/core';
import { GraphSearchContextProvider, GraphSearchInput, type GraphSearchOption } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

const labels = { placeholder: 'A node, e.g. 12', no_result_found: 'No node matches' };
const nodeId = (option: GraphSearchOption | null) => (option?.type === 'nodes' ? option.id : null);

function NodePicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: GraphSearchOption | null;
  onChange: (option: GraphSearchOption | null) => void;
}) {
  return (
    // The name on the input's left: one line each, so that the tools leave the graph its height on a phone.
    <label style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: '0.85rem', fontWeight: 600 }}>
      <span style={{ flex: 'none', minWidth: '2.5em' }}>{name}</span>
      <div style={{ fontWeight: 'normal' }}>
        <GraphSearchInput type="nodes" value={value} onChange={onChange} labels={labels} />
      </div>
    </label>
  );
}

function Pair() {
  const graph = useSigma().getGraph();
  const setSettings = useSetSettings();
  const [from, setFrom] = useState<GraphSearchOption | null>(null);
  const [to, setTo] = useState<GraphSearchOption | null>(null);
  const [a, b] = [nodeId(from), nodeId(to)];

  useEffect(() => {
    setSettings({ nodeReducer: (node, data) => (node === a || node === b ? { ...data, highlighted: true } : data) });
  }, [a, b, setSettings]);

  return (
    <ToolsOverlay label="Two nodes">
      <NodePicker name="From" value={from} onChange={setFrom} />
      <NodePicker name="To" value={to} onChange={setTo} />
      <output>
        {a && b
          ? `${graph.getNodeAttribute(a, 'label')} and ${graph.getNodeAttribute(b, 'label')} are ${graph.areNeighbors(a, b) ? '' : 'not '}linked.`
          : 'Pick two nodes: are they linked?'}
      </output>
    </ToolsOverlay>
  );
}

export default function GraphSearchContextProviderExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* One index for both inputs: two <GraphSearch> would build and update one each. */}
      <GraphSearchContextProvider>
        <Pair />
      </GraphSearchContextProvider>
    </SigmaContainer>
  );
}
