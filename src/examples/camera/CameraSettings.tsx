import { useEffect, useMemo, useState } from 'react';
import {
  ControlsContainer,
  SigmaContainer,
  ZoomControl,
  useRegisterEvents,
  useSetSettings,
  type EventHandlers,
} from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { Settings } from 'sigma/settings';
import type { SigmaEventPayload } from 'sigma/types';
import { Checkbox, Select } from '../_shared/controls';
import { StatusOverlay } from '../_shared/overlay';
import { WithSidePanel } from '../_shared/panel';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

const sizeRules = {
  sqrt: { text: 'Math.sqrt (default)', rule: Math.sqrt },
  fixed: { text: '() => 1: same size on screen', rule: () => 1 },
  linear: { text: '(ratio) => ratio: like the graph', rule: (ratio: number) => ratio },
};

interface CameraOptions {
  zooming: boolean;
  panning: boolean;
  wheelZooms: boolean;
  doubleClickZooms: boolean;
  boundaries: boolean;
  limits: boolean;
  sizes: keyof typeof sizeRules;
}

/** Sigma's defaults: the graph starts as sigma draws it when told nothing. */
const initialOptions: CameraOptions = {
  zooming: true,
  panning: true,
  wheelZooms: true,
  doubleClickZooms: true,
  boundaries: false,
  limits: false,
  sizes: 'sqrt',
};

const checkboxes: { key: Exclude<keyof CameraOptions, 'sizes'>; text: string }[] = [
  { key: 'zooming', text: 'enableCameraZooming' },
  { key: 'panning', text: 'enableCameraPanning' },
  { key: 'wheelZooms', text: 'The wheel zooms' },
  { key: 'doubleClickZooms', text: 'A double click zooms' },
  { key: 'boundaries', text: 'cameraPanBoundaries: true' },
  { key: 'limits', text: 'minCameraRatio 0.25, maxCameraRatio 1' },
];

function cameraSettings(options: CameraOptions): Partial<Settings> {
  return {
    enableCameraZooming: options.zooming,
    enableCameraPanning: options.panning,
    cameraPanBoundaries: options.boundaries ? true : null,
    // A smaller ratio is a closer view: 0.25 is four times closer than the whole graph (1).
    minCameraRatio: options.limits ? 0.25 : null,
    maxCameraRatio: options.limits ? 1 : null,
    zoomToSizeRatioFunction: sizeRules[options.sizes].rule,
  };
}

// In sigma 3.0, preventSigmaDefault() does not reach the wheel zoom: set the flag it would set.
const cancelWheelZoom = ({ event }: SigmaEventPayload) => {
  event.sigmaDefaultPrevented = true;
};
const cancelDoubleClickZoom = ({ preventSigmaDefault }: SigmaEventPayload) => preventSigmaDefault();

/** Cancels sigma's zoom for some gestures, and reports every camera move. */
function gestureHandlers(options: CameraOptions, onMove: (ratio: number) => void): Partial<EventHandlers> {
  const handlers: Partial<EventHandlers> = { updated: (state) => onMove(state.ratio) };
  if (!options.wheelZooms) {
    handlers.wheelStage = cancelWheelZoom;
    handlers.wheelNode = cancelWheelZoom;
  }
  if (!options.doubleClickZooms) {
    handlers.doubleClickStage = cancelDoubleClickZoom;
    handlers.doubleClickNode = cancelDoubleClickZoom;
  }
  return handlers;
}

function ApplyCameraOptions({ options, onMove }: { options: CameraOptions; onMove: (ratio: number) => void }) {
  const setSettings = useSetSettings();
  const registerEvents = useRegisterEvents();
  useEffect(() => {
    // Nothing to change until the reader changes an option.
    if (options !== initialOptions) setSettings(cameraSettings(options));
  }, [options, setSettings]);
  useEffect(() => {
    registerEvents(gestureHandlers(options, onMove));
  }, [options, onMove, registerEvents]);
  return null;
}

// Room between the graph's edges and its outer nodes, for their labels (the status line has a strip of its own).
const settings = { stagePadding: 50 };

export default function CameraSettings() {
  const graph = useMemo(() => createCommunityGraph({ order: 90, communities: 3, seed: 4 }), []);
  const [options, setOptions] = useState(initialOptions);
  const [ratio, setRatio] = useState(1);
  const update = (change: Partial<CameraOptions>) => setOptions((current) => ({ ...current, ...change }));

  const panel = (
    <>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Camera settings</legend>
        {checkboxes.map(({ key, text }) => (
          <Checkbox key={key} checked={options[key]} onChange={(event) => update({ [key]: event.target.checked })}>
            {text}
          </Checkbox>
        ))}
      </fieldset>
      <label>
        <span style={{ fontWeight: 600 }}>zoomToSizeRatioFunction</span>
        <Select
          value={options.sizes}
          onChange={(event) => update({ sizes: event.target.value as CameraOptions['sizes'] })}
          style={{ display: 'block', width: '100%' }}
        >
          {Object.entries(sizeRules).map(([value, { text }]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      </label>
    </>
  );

  return (
    <WithSidePanel panel={panel} width="15rem">
      <SigmaContainer graph={graph} settings={settings}>
        <ApplyCameraOptions options={options} onMove={setRatio} />
        <GraphTheme />
        <ControlsContainer position="bottom-right">
          <ZoomControl labels={{ zoomIn: 'Zoom in', zoomOut: 'Zoom out', reset: 'See the whole graph' }} />
        </ControlsContainer>
        <StatusOverlay>Camera ratio: {ratio.toFixed(2)}</StatusOverlay>
      </SigmaContainer>
    </WithSidePanel>
  );
}
