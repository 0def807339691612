import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useCamera, useRegisterEvents, useSetSettings, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { Settings } from 'sigma/settings';
import { Button, Radio } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** Nodes 10 graph units apart, of size 5: in graph units, each disc touches its neighbours. */
const SPACING = 10;
const SIZE = 5;

/** A 12 × 8 grid of dots, in four colours by quarter, like plots on a map. */
function createGrid(): Graph {
  const graph = new Graph();
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 12; column++) {
      const quarter = (row < 4 ? 0 : 2) + (column < 6 ? 0 : 1);
      graph.addNode(`${row}/${column}`, { x: column * SPACING, y: row * SPACING, size: SIZE, color: palette[quarter] });
    }
  }
  return graph;
}

type Reference = 'screen' | 'positions';

/** Sigma's defaults: a size is in pixels, and grows as 1 / √ratio when the camera zooms in. */
const SCREEN: Partial<Settings> = { itemSizesReference: 'screen', zoomToSizeRatioFunction: Math.sqrt };
/** A size in graph units, like the positions, at every zoom: nodes grow as 1 / ratio, as a map's objects. */
const POSITIONS: Partial<Settings> = { itemSizesReference: 'positions', zoomToSizeRatioFunction: (ratio) => ratio };

/** Which sizes sigma uses, the zoom buttons, and how wide sigma draws a node now. */
function SizeControls() {
  const sigma = useSigma();
  const setSettings = useSetSettings();
  const registerEvents = useRegisterEvents();
  const { zoomIn, zoomOut, reset } = useCamera({ duration: 300, factor: 2 });
  const [reference, setReference] = useState<Reference>('screen');
  const [drawn, setDrawn] = useState({ ratio: 1, width: 0 });

  useEffect(() => {
    setSettings(reference === 'screen' ? SCREEN : POSITIONS);
  }, [reference, setSettings]);

  useEffect(() => {
    // scaleSize turns a size into the radius sigma draws, in pixels, at the camera's ratio.
    const measure = () => setDrawn({ ratio: sigma.getCamera().ratio, width: 2 * sigma.scaleSize(SIZE) });
    measure();
    // After each frame: a camera move, or new settings.
    registerEvents({ afterRender: measure });
  }, [sigma, registerEvents]);

  return (
    <>
      <ToolsOverlay label="Node sizes">
        <ToolsRow>
          <span>Sizes follow</span>
          {(['screen', 'positions'] as const).map((value) => (
            <Radio key={value} name="sizes" checked={reference === value} onChange={() => setReference(value)}>
              {value === 'screen' ? 'the screen' : 'the positions'}
            </Radio>
          ))}
        </ToolsRow>
        <ToolsRow>
          <Button onClick={() => zoomIn()}>Zoom in</Button>
          <Button onClick={() => zoomOut()}>Zoom out</Button>
          <Button onClick={() => reset()}>Reset</Button>
        </ToolsRow>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        Camera ratio {drawn.ratio.toFixed(2)}: a node is drawn {drawn.width.toFixed(1)} px wide.
      </StatusOverlay>
    </>
  );
}

export default function SizesInGraphUnits() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createGrid(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <SizeControls />
    </SigmaContainer>
  );
}
