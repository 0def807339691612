import { useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Checkbox, Range } from '../_shared/controls';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

/** Changes settings of the running sigma instance: no new instance, the camera stays where it is. */
function LabelSettings() {
  const setSettings = useSetSettings();
  const [labels, setLabels] = useState(true);
  // Sigma's default: one label per cell of its label grid, at the first zoom level.
  const [density, setDensity] = useState(1);

  return (
    <ToolsOverlay label="Label settings">
      <Checkbox
        checked={labels}
        onChange={(event) => {
          setLabels(event.target.checked);
          setSettings({ renderLabels: event.target.checked });
        }}
      >
        renderLabels
      </Checkbox>
      <label>
        labelDensity: {density}
        <Range
          min={1}
          max={5}
          value={density}
          disabled={!labels}
          onChange={(event) => {
            setDensity(Number(event.target.value));
            setSettings({ labelDensity: Number(event.target.value) });
          }}
        />
      </label>
    </ToolsOverlay>
  );
}

export default function UseSetSettingsExample() {
  const graph = useMemo(() => createCommunityGraph({ order: 40, communities: 3, seed: 2 }), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <LabelSettings />
    </SigmaContainer>
  );
}
