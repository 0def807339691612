import { useMemo, useState } from 'react';
import { SigmaContainer, debounce, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Range } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

function NodeScale() {
  const setSettings = useSetSettings();
  const [scale, setScale] = useState(1);
  const [moves, setMoves] = useState(0);
  const [applied, setApplied] = useState(0);

  // A new node reducer makes sigma process every node and draw again. Debounced, that
  // happens once the slider has rested for 300 ms, not on each of its steps.
  // useMemo keeps one debounced function, and so one timer, across renders.
  const applyScale = useMemo(
    () =>
      debounce((value: number) => {
        setSettings({ nodeReducer: (_node, data) => ({ ...data, size: data.size * value }) });
        setApplied((count) => count + 1);
      }, 300),
    [setSettings],
  );

  return (
    <ToolsOverlay label="Node size">
      <label>
        Node size × {scale}
        <Range
          min={0.5}
          max={3}
          step={0.1}
          value={scale}
          onChange={(event) => {
            setScale(Number(event.target.value));
            setMoves((count) => count + 1);
            applyScale(Number(event.target.value));
          }}
        />
      </label>
      <output>
        {moves} changes, {applied} reached sigma
      </output>
    </ToolsOverlay>
  );
}

export default function DebounceExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <NodeScale />
    </SigmaContainer>
  );
}
