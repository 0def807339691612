import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import { GraphSearchContextProvider, useGraphSearch } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import { TextInput } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay, ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme, graphColors, useColorScheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function MatchingNodes() {
  const { search } = useGraphSearch();
  const setSettings = useSetSettings();
  const muted = graphColors[useColorScheme()].edge;
  const [matches, setMatches] = useState<Set<string> | null>(null);

  const find = (text: string) => {
    if (!text.trim()) return setMatches(null);
    // Words are matched by their start: "1" finds Node 1 and Nodes 10 to 19. The index answers
    // at once, so the answers arrive in the order of the keystrokes.
    void search(text, 'nodes').then((options) =>
      setMatches(new Set(options.flatMap((option) => (option.type === 'nodes' ? [option.id] : [])))),
    );
  };

  useEffect(() => {
    setSettings({ nodeReducer: (node, data) => (matches && !matches.has(node) ? { ...data, color: muted, label: null } : data) });
  }, [matches, muted, setSettings]);

  return (
    <>
      <ToolsOverlay label="Search">
        <label>
          Highlight nodes <TextInput type="search" placeholder="Try 1" onChange={(event) => find(event.target.value)} />
        </label>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        {matches ? `${matches.size} nodes match.` : 'Type a number: matching nodes keep their colour.'}
      </StatusOverlay>
    </>
  );
}

export default function UseGraphSearchExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      {/* The hook searches the index this provider builds from the graph. */}
      <GraphSearchContextProvider>
        <MatchingNodes />
      </GraphSearchContextProvider>
    </SigmaContainer>
  );
}
