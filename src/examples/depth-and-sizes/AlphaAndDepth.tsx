import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createNodeBorderProgram } from '@sigma/node-border';
import type { Settings } from 'sigma/settings';
import { Checkbox } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** How opaque the discs and the edge are: 0x99 of 0xff, 0.6. */
const ALPHA = '99';

/** Three discs that overlap, added A, B, C, with zIndex 2, 1, 0; a thick edge crosses B, from T to U. */
function createDiscs(): Graph {
  const graph = new Graph();
  ['A', 'B', 'C'].forEach((name, i) => {
    const zIndex = 2 - i;
    // #rrggbbaa: a palette colour, 60 % opaque, in an opaque ring of the same colour.
    graph.addNode(name, {
      x: i,
      y: 0,
      size: 80,
      zIndex,
      label: `${name}, zIndex ${zIndex}`,
      type: 'border',
      color: `${palette[i]}${ALPHA}`,
      borderColor: palette[i],
    });
  });
  graph.addNode('T', { x: 1, y: 1.6, size: 8, color: palette[6] });
  graph.addNode('U', { x: 1, y: -1.6, size: 8, color: palette[6] });
  // A zIndex above every node's: sigma 3 still draws the edge under them, on a canvas of its own.
  graph.addEdge('T', 'U', { size: 10, zIndex: 5, color: `${palette[6]}${ALPHA}` });
  return graph;
}

/** A disc of `color` in a ring of `borderColor`, 6 % of its radius: the ring stands out from any background. */
const RingedDiscProgram = createNodeBorderProgram({
  borders: [
    { size: { value: 0.06 }, color: { attribute: 'borderColor' } },
    { size: { fill: true }, color: { attribute: 'color' } },
  ],
});

// Outside the component: each render hands SigmaContainer the same object.
const settings: Partial<Settings> = { nodeProgramClasses: { border: RingedDiscProgram } };

/**
 * #rrggbbaa → rgba() with r, g and b multiplied by alpha. Sigma blends each colour in at full strength over
 * (1 − alpha) of what is under it: given so, it is drawn as CSS draws #rrggbbaa. Sigma reads whole numbers
 * only in rgba(), hence the rounding.
 */
function premultiply(color: string): string {
  const [r, g, b, a = 255] = [1, 3, 5, 7].map((at) => parseInt(color.slice(at, at + 2) || 'ff', 16)) as number[];
  const alpha = a / 255;
  return `rgba(${Math.round(r! * alpha)}, ${Math.round(g! * alpha)}, ${Math.round(b! * alpha)}, ${alpha})`;
}

/** The two check boxes: sort by zIndex, premultiply the colours. */
function DepthControls() {
  const setSettings = useSetSettings();
  const [sorted, setSorted] = useState(false);
  const [premultiplied, setPremultiplied] = useState(true);

  useEffect(() => {
    // zIndex is read when sigma indexes the graph; setting it makes sigma index the graph again.
    setSettings({ zIndex: sorted });
  }, [sorted, setSettings]);

  useEffect(() => {
    // A reducer changes how an item is drawn, not the graph: the graph keeps its #rrggbbaa colours.
    setSettings({
      nodeReducer: (_node, data) => (premultiplied ? { ...data, color: premultiply(data.color) } : data),
      edgeReducer: (_edge, data) => (premultiplied ? { ...data, color: premultiply(data.color) } : data),
    });
  }, [premultiplied, setSettings]);

  return (
    <>
      <ToolsOverlay label="Depth and transparency">
        <ToolsRow>
          <Checkbox checked={sorted} onChange={(event) => setSorted(event.target.checked)}>
            Sort by zIndex
          </Checkbox>
          <Checkbox checked={premultiplied} onChange={(event) => setPremultiplied(event.target.checked)}>
            Premultiply the colours
          </Checkbox>
        </ToolsRow>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        {sorted ? 'Sorted by zIndex: A, zIndex 2, is on top.' : "In the graph's order: C, added last, is on top."} Point at a disc
        to draw it above the others.
      </StatusOverlay>
    </>
  );
}

export default function AlphaAndDepth() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createDiscs(), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <DepthControls />
    </SigmaContainer>
  );
}
