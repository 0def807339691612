import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { Settings } from 'sigma/settings';
import { Checkbox, Radio, Range } from '../_shared/controls';
import { WithSidePanel } from '../_shared/panel';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

type NodeLabels = 'grid' | 'hover' | 'all';

interface LabelOptions {
  nodeLabels: NodeLabels;
  /** labelRenderedSizeThreshold, in pixels. */
  threshold: number;
  /** labelDensity: labels per cell of the label grid. */
  density: number;
  edgeLabels: boolean;
  allEdgeLabels: boolean;
}

/** Sigma's defaults: the graph starts as sigma draws it when told nothing. */
const initialOptions: LabelOptions = { nodeLabels: 'grid', threshold: 6, density: 1, edgeLabels: false, allEdgeLabels: false };

const nodeLabelChoices: { value: NodeLabels; text: string }[] = [
  { value: 'grid', text: 'A few, picked by size (default)' },
  { value: 'hover', text: 'Only on hover' },
  { value: 'all', text: 'All of them (forceLabel)' },
];

function labelSettings(options: LabelOptions): Partial<Settings> {
  return {
    renderLabels: options.nodeLabels !== 'hover',
    labelRenderedSizeThreshold: options.threshold,
    labelDensity: options.density,
    renderEdgeLabels: options.edgeLabels,
    // forceLabel skips the size threshold and the label grid.
    nodeReducer: options.nodeLabels === 'all' ? (_node, data) => ({ ...data, forceLabel: true }) : null,
    edgeReducer: options.allEdgeLabels ? (_edge, data) => ({ ...data, forceLabel: true }) : null,
  };
}

const relations = ['knows', 'works with', 'follows'];

function createGraph(): Graph {
  // Typed as a plain graph: the helper's edge attributes have no `label`.
  const graph: Graph = createCommunityGraph({ order: 80, communities: 4, degree: 1.5, seed: 5 });
  // An edge label is the edge's `label` attribute: without one there is nothing to draw.
  let index = 0;
  graph.forEachEdge((edge) => graph.setEdgeAttribute(edge, 'label', relations[index++ % relations.length]));
  return graph;
}

/** Applies the options to the running sigma instance, without re-creating it. */
function ApplyLabelSettings({ options }: { options: LabelOptions }) {
  const setSettings = useSetSettings();
  useEffect(() => {
    // Nothing to change until the reader changes an option.
    if (options === initialOptions) return;
    setSettings(labelSettings(options));
  }, [options, setSettings]);
  return null;
}

/** A range input with its setting's name and value above it. */
function Slider({ name, value, unit = '', onChange, ...range }: SliderProps) {
  return (
    <label>
      {/* Small enough for the longest name to stay on one line in the panel. */}
      <code style={{ fontSize: '0.75rem' }}>{name}</code>: {value}
      {unit}
      <Range {...range} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

interface SliderProps {
  name: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}

export default function LabelSettings() {
  const graph = useMemo(() => createGraph(), []);
  const [options, setOptions] = useState(initialOptions);
  const update = (change: Partial<LabelOptions>) => setOptions((current) => ({ ...current, ...change }));

  const panel = (
    <>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Node labels</legend>
        {nodeLabelChoices.map(({ value, text }) => (
          <Radio
            key={value}
            name="node-labels"
            checked={options.nodeLabels === value}
            onChange={() => update({ nodeLabels: value })}
          >
            {text}
          </Radio>
        ))}
      </fieldset>
      <Slider
        name="labelRenderedSizeThreshold"
        unit=" px"
        value={options.threshold}
        min={0}
        max={12}
        onChange={(threshold) => update({ threshold })}
      />
      <Slider
        name="labelDensity"
        value={options.density}
        min={0.5}
        max={4}
        step={0.5}
        onChange={(density) => update({ density })}
      />
      <Checkbox checked={options.edgeLabels} onChange={(event) => update({ edgeLabels: event.target.checked })}>
        Edge labels (renderEdgeLabels)
      </Checkbox>
      <Checkbox
        checked={options.allEdgeLabels}
        disabled={!options.edgeLabels}
        onChange={(event) => update({ allEdgeLabels: event.target.checked })}
      >
        Every edge label (forceLabel)
      </Checkbox>
    </>
  );

  return (
    <WithSidePanel panel={panel}>
      <SigmaContainer graph={graph}>
        <ApplyLabelSettings options={options} />
        <GraphTheme />
      </SigmaContainer>
    </WithSidePanel>
  );
}
