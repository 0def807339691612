import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import { Node } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { Button } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph, palette, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

const communities = [0, 1, 2];
const HIDDEN = '#868e96';

/** A legend drawn with Node: it needs no node of the graph, only a label and a colour. */
function Legend() {
  const setSettings = useSetSettings<NodeAttributes>();
  const [hidden, setHidden] = useState<number[]>([]);

  useEffect(() => {
    setSettings({ nodeReducer: (_node, data) => (hidden.includes(data.community) ? { ...data, hidden: true } : data) });
  }, [hidden, setSettings]);

  const toggle = (community: number) =>
    setHidden((list) => (list.includes(community) ? list.filter((c) => c !== community) : [...list, community]));

  return (
    <ToolsOverlay label="Communities">
      <ToolsRow>
        {communities.map((community) => (
          <Button key={community} aria-pressed={!hidden.includes(community)} onClick={() => toggle(community)}>
            {/* Node's own `hidden` greys the label out in #ccc, too pale to read on white: a grey disc says it here. */}
            <Node label={`Community ${community + 1}`} color={hidden.includes(community) ? HIDDEN : palette[community]} />
          </Button>
        ))}
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function NodeExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: communities.length, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <Legend />
    </SigmaContainer>
  );
}
