import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, isEqual, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { Settings } from 'sigma/settings';
import { Button, Checkbox } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/**
 * Hands settings to sigma only when their content changes. The parent builds a new object
 * on every render, so comparing references would apply them every time.
 * SigmaContainer does the same with its `settings` prop, so an inline object does not re-create sigma.
 */
function ApplySettings({ settings }: { settings: Partial<Settings> }) {
  const setSettings = useSetSettings();
  // Counts from 1: the effect below gives the first settings to sigma on mount.
  const [applied, setApplied] = useState({ settings, count: 1 });
  // Adjusting state while rendering: React renders again at once, before drawing anything.
  if (!isEqual(applied.settings, settings)) setApplied({ settings, count: applied.count + 1 });

  useEffect(() => setSettings(applied.settings), [applied, setSettings]);
  return (
    <output>
      Given to sigma: {applied.count} {applied.count === 1 ? 'time' : 'times'}
    </output>
  );
}

export default function IsEqualExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  const [renders, setRenders] = useState(1);
  const [labels, setLabels] = useState(true);
  const toggleLabels = (checked: boolean) => {
    setLabels(checked);
    setRenders((count) => count + 1);
  };

  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ToolsOverlay label="Settings">
        <ToolsRow>
          <Button onClick={() => setRenders((count) => count + 1)}>Render again</Button>
          <output>{renders} renders</output>
        </ToolsRow>
        <Checkbox checked={labels} onChange={(event) => toggleLabels(event.target.checked)}>
          renderLabels
        </Checkbox>
        {/* A new object on every render, equal to the last one unless the checkbox changed. */}
        <ApplySettings settings={{ renderLabels: labels, hideEdgesOnMove: true }} />
      </ToolsOverlay>
    </SigmaContainer>
  );
}
