import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSetSettings } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type Sigma from 'sigma';
import { EdgeLineProgram } from 'sigma/rendering';
import { DEFAULT_EDGE_PROGRAM_CLASSES } from 'sigma/settings';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { WithSidePanel } from '../_shared/panel';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { Button, Checkbox, Select } from '../_shared/controls';

/** The sizes the graph grows through: it opens on the first, each press of the button loads the next. */
const SIZES = [
  { nodes: 300, edges: 1_000 },
  { nodes: 2_000, edges: 10_000 },
  { nodes: 20_000, edges: 100_000 },
];

const generate = (step: number) => {
  const { nodes, edges } = SIZES[step]!;
  return createCommunityGraph({ order: nodes, communities: 6, degree: edges / nodes, seed: 1 });
};

/** The settings a running sigma takes, through useSetSettings. */
interface LiveSettings {
  hideEdgesOnMove: boolean;
  hideLabelsOnMove: boolean;
  labelRenderedSizeThreshold: number;
  /** Edges as 1-pixel lines (EdgeLineProgram) instead of sigma's default rectangles. */
  thinEdges: boolean;
}

function ApplySettings({ settings }: { settings: LiveSettings }) {
  const setSettings = useSetSettings();
  const { hideEdgesOnMove, hideLabelsOnMove, labelRenderedSizeThreshold, thinEdges } = settings;
  useEffect(() => {
    setSettings({
      hideEdgesOnMove,
      hideLabelsOnMove,
      labelRenderedSizeThreshold,
      // Edges without a `type` are drawn by the "line" program. A list set on a running sigma
      // replaces its list (sigma adds its defaults only when it starts), so keep the defaults in.
      edgeProgramClasses: thinEdges ? { ...DEFAULT_EDGE_PROGRAM_CLASSES, line: EdgeLineProgram } : DEFAULT_EDGE_PROGRAM_CLASSES,
    });
  }, [setSettings, hideEdgesOnMove, hideLabelsOnMove, labelRenderedSizeThreshold, thinEdges]);
  return null;
}

/** Zooms in and out for two seconds, and returns the median time between two frames, in ms. */
async function measureFrames(sigma: Sigma): Promise<number> {
  const camera = sigma.getCamera();
  const start = camera.getState();
  const times: number[] = [];
  let last = performance.now();
  let frame = requestAnimationFrame(function tick(now) {
    times.push(now - last);
    last = now;
    frame = requestAnimationFrame(tick);
  });
  await camera.animate({ ratio: start.ratio / 4 }, { duration: 1000 });
  await camera.animate(start, { duration: 1000 });
  cancelAnimationFrame(frame);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export default function BigGraphs() {
  // One graph for the component's life: growing it replaces its content, not the object.
  const graph = useMemo(() => generate(0), []);
  const [step, setStep] = useState(0);
  const [settings, setSettings] = useState<LiveSettings>({
    hideEdgesOnMove: false,
    hideLabelsOnMove: false,
    labelRenderedSizeThreshold: 6,
    thinEdges: false,
  });
  // Sigma creates its edge picking layer only when it starts: changing this setting re-creates sigma.
  const [enableEdgeEvents, setEnableEdgeEvents] = useState(false);
  const creationSettings = useMemo(() => ({ enableEdgeEvents }), [enableEdgeEvents]);
  // SigmaContainer hands its instance to `ref`, for the Measure button.
  const [sigma, setSigma] = useState<Sigma | null>(null);
  const [measure, setMeasure] = useState<{ running: boolean; ms: number | null }>({ running: false, ms: null });

  const grow = () => {
    graph.clear();
    graph.import(generate(step + 1));
    setStep(step + 1);
    setMeasure({ running: false, ms: null });
  };
  const runMeasure = (instance: Sigma) => {
    setMeasure({ running: true, ms: null });
    measureFrames(instance).then(
      (ms) => setMeasure({ running: false, ms }),
      () => setMeasure({ running: false, ms: null }),
    );
  };
  const toggle = (key: 'hideEdgesOnMove' | 'hideLabelsOnMove' | 'thinEdges') => (checked: boolean) =>
    setSettings((current) => ({ ...current, [key]: checked }));
  const size = SIZES[step]!;
  const nextSize = SIZES[step + 1];

  const panel = (
    <>
      <Check label="hideEdgesOnMove" checked={settings.hideEdgesOnMove} onChange={toggle('hideEdgesOnMove')} />
      <Check label="hideLabelsOnMove" checked={settings.hideLabelsOnMove} onChange={toggle('hideLabelsOnMove')} />
      <Check label="EdgeLineProgram" checked={settings.thinEdges} onChange={toggle('thinEdges')} />
      <Check label="enableEdgeEvents" checked={enableEdgeEvents} onChange={setEnableEdgeEvents} />
      <label>
        labelRenderedSizeThreshold{' '}
        <Select
          value={settings.labelRenderedSizeThreshold}
          onChange={(event) => setSettings((current) => ({ ...current, labelRenderedSizeThreshold: Number(event.target.value) }))}
        >
          {[0, 6, 12, 100].map((value) => (
            <option key={value}>{value}</option>
          ))}
        </Select>
      </label>
      <output style={{ marginTop: 'auto' }}>
        {size.nodes.toLocaleString('en-US')} nodes, {size.edges.toLocaleString('en-US')} edges
        {measure.ms !== null && `: ${Math.round(measure.ms)} ms a frame while zooming`}
      </output>
      <Button disabled={!sigma || measure.running} onClick={() => sigma && runMeasure(sigma)}>
        {measure.running ? 'Measuring…' : 'Measure frame time'}
      </Button>
      {nextSize && (
        <Button disabled={measure.running} onClick={grow}>
          Grow to {nextSize.edges.toLocaleString('en-US')} edges
        </Button>
      )}
    </>
  );

  return (
    <WithSidePanel panel={panel} width="15rem">
      <SigmaContainer ref={setSigma} graph={graph} settings={creationSettings}>
        <ApplySettings settings={settings} />
        <GraphTheme />
        {/* Room for the labels of the outer nodes, drawn on their right. */}
        <KeepLabelsInside />
      </SigmaContainer>
    </WithSidePanel>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      {label}
    </Checkbox>
  );
}
