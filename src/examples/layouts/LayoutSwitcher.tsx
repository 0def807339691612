import { useEffect, useMemo, useRef, useState } from 'react';
import type Sigma from 'sigma';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { LayoutHook, LayoutWorkerHook } from '@react-sigma/layout-core';
import { useLayoutRandom } from '@react-sigma/layout-random';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import { useLayoutCirclepack } from '@react-sigma/layout-circlepack';
import { useWorkerLayoutForce } from '@react-sigma/layout-force';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import { useWorkerLayoutNoverlap } from '@react-sigma/layout-noverlap';
import { inferSettings } from 'graphology-layout-forceatlas2';
import { animateNodes } from 'sigma/utils';
import { Button, Select } from '../_shared/controls';
import { ActionsWithStatus, ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createRandom } from '../_shared/random';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

const layoutNames = {
  random: 'Random',
  circular: 'Circular',
  circlepack: 'Circle pack',
  force: 'Force',
  forceatlas2: 'ForceAtlas2',
  noverlap: 'Noverlap',
} as const;
type LayoutName = keyof typeof layoutNames;
type OneShotName = 'random' | 'circular' | 'circlepack';

const isOneShot = (name: LayoutName): name is OneShotName => name === 'random' || name === 'circular' || name === 'circlepack';

/** One-shot layouts: compute positions once, then either jump to them or glide to them. */
function OneShotPanel({ name }: { name: OneShotName }) {
  const sigma = useSigma();
  // Random and circle pack shuffle with Math.random unless given a generator: a seeded one keeps runs repeatable.
  const rng = useMemo(() => createRandom(2024), []);
  const hooks: Record<OneShotName, LayoutHook> = {
    random: useLayoutRandom({ rng }),
    circular: useLayoutCircular(),
    circlepack: useLayoutCirclepack({ hierarchyAttributes: ['community'], rng }),
  };
  const { positions, assign } = hooks[name];
  const [status, setStatus] = useState('Pick how to apply the layout.');
  // animateNodes returns a function that cancels the animation: keep it to stop an animation we no longer want.
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  const applyAtOnce = () => {
    cancel.current?.();
    assign(); // Writes x and y into the graph; sigma redraws in the next frame.
    setStatus(`${layoutNames[name]}: positions assigned at once.`);
  };

  const animate = () => {
    cancel.current?.();
    setStatus(`${layoutNames[name]}: animating…`);
    // positions() only computes the target coordinates; animateNodes moves every node towards them.
    cancel.current = animateNodes(sigma.getGraph(), positions(), { duration: 1000, easing: 'cubicInOut' }, () => {
      cancel.current = null;
      setStatus(`${layoutNames[name]}: animation finished.`);
    });
  };

  return <ActionsWithStatus actions={{ Assign: applyAtOnce, Animate: animate }} status={status} />;
}

/** Worker layouts: they keep iterating until stopped. The hook tells whether they run. */
function WorkerButtons({
  name,
  layout,
  stoppedText = 'stopped',
}: {
  name: LayoutName;
  layout: LayoutWorkerHook;
  stoppedText?: string;
}) {
  const { start, stop, isRunning } = layout;
  const status = `${layoutNames[name]}: ${isRunning ? 'running' : stoppedText}`;
  return <ActionsWithStatus actions={{ Start: start, Stop: stop }} status={status} />;
}

function ForcePanel() {
  // Runs in animation frames on the main thread (graphology-layout-force has no web worker yet).
  const layout = useWorkerLayoutForce({ settings: { repulsion: 0.3, gravity: 0.0005 } });
  return <WorkerButtons name="force" layout={layout} />;
}

function ForceAtlas2Panel() {
  const sigma = useSigma();
  // Runs in a web worker; inferSettings picks sensible settings for the graph's size.
  const layout = useWorkerLayoutForceAtlas2({ settings: inferSettings(sigma.getGraph()) });
  return <WorkerButtons name="forceatlas2" layout={layout} />;
}

/** How many pairs of nodes overlap as sigma draws them now: discs of `size` pixels, scaled by the zoom. */
function drawnOverlaps(sigma: Sigma): number {
  const discs = sigma.getGraph().mapNodes((node) => {
    const data = sigma.getNodeDisplayData(node);
    return data ? { ...sigma.framedGraphToViewport(data), radius: sigma.scaleSize(data.size) } : null;
  });
  let pairs = 0;
  discs.forEach((a, i) => {
    for (const b of discs.slice(i + 1)) {
      if (a && b && Math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius) pairs++;
    }
  });
  return pairs;
}

function NoverlapPanel() {
  const sigma = useSigma();
  // What the reader sees when noverlap stops: overlaps are counted on screen, not taken from noverlap.
  const [overlaps, setOverlaps] = useState<number | null>(null);
  const stopHook = useRef<() => void>(() => undefined);
  const layout = useWorkerLayoutNoverlap({
    // Noverlap reads `size` in x/y units, sigma draws it in pixels, and this graph ends up at about
    // 7 pixels per unit once spread: ratio 0.2 makes each node, to noverlap, a little larger than drawn.
    settings: { ratio: 0.2, margin: 0 },
    // Noverlap stops by itself once nodes no longer overlap, but the hook's isRunning would stay true: tell it.
    onConverged: () => {
      stopHook.current();
      // Sigma fits the drawing to the graph's new extent on its next frame: count on that frame.
      sigma.once('afterRender', () => setOverlaps(drawnOverlaps(sigma)));
      sigma.scheduleRefresh();
    },
  });
  useEffect(() => {
    stopHook.current = layout.stop;
  }, [layout.stop]);
  const start = () => {
    setOverlaps(null);
    layout.start();
  };
  const stoppedText =
    overlaps === null
      ? 'stopped'
      : overlaps === 0
        ? 'stopped, no drawn nodes overlap'
        : `stopped, ${overlaps} pairs of drawn nodes still overlap`;
  return <WorkerButtons name="noverlap" layout={{ ...layout, start }} stoppedText={stoppedText} />;
}

function LayoutPanel() {
  const sigma = useSigma();
  const [name, setName] = useState<LayoutName>('random');
  // Mounting a fresh panel (new key) unmounts the old one: its layout hook kills its worker on the way out.
  const [run, setRun] = useState(0);
  const [initial] = useState(() => {
    const start: Record<string, { x: number; y: number }> = {};
    sigma.getGraph().forEachNode((node, { x, y }) => (start[node] = { x, y }));
    return start;
  });

  const reset = () => {
    setRun((value) => value + 1);
    sigma.getGraph().updateEachNodeAttributes((node, attributes) => ({ ...attributes, ...initial[node] }));
  };

  return (
    <ToolsOverlay label="Layout tools">
      <ToolsRow>
        <label>
          Layout{' '}
          <Select value={name} onChange={(event) => setName(event.target.value as LayoutName)}>
            <optgroup label="One-shot">
              <option value="random">{layoutNames.random}</option>
              <option value="circular">{layoutNames.circular}</option>
              <option value="circlepack">{layoutNames.circlepack}</option>
            </optgroup>
            <optgroup label="Worker">
              <option value="force">{layoutNames.force}</option>
              <option value="forceatlas2">{layoutNames.forceatlas2}</option>
              <option value="noverlap">{layoutNames.noverlap}</option>
            </optgroup>
          </Select>
        </label>
        <Button onClick={reset}>Reset positions</Button>
      </ToolsRow>
      {isOneShot(name) && <OneShotPanel key={run} name={name} />}
      {name === 'force' && <ForcePanel key={run} />}
      {name === 'forceatlas2' && <ForceAtlas2Panel key={run} />}
      {name === 'noverlap' && <NoverlapPanel key={run} />}
    </ToolsOverlay>
  );
}

// Labels are drawn on the right of their node: a wider margin keeps them in the frame.
const settings = { stagePadding: 60 };

export default function LayoutSwitcher() {
  // One graph for all six layouts; useMemo keeps it (and sigma) across renders.
  const graph = useMemo(() => {
    const sample = createCommunityGraph({ order: 120, communities: 4, seed: 11 });
    // Smaller discs than the sample's: in this frame, noverlap can then find room for all 120.
    sample.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: attributes.size * 0.6 }));
    return sample;
  }, []);
  return (
    // ToolsOverlay keeps a strip above the graph for the tools, so they never cover a node.
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <LayoutPanel />
    </SigmaContainer>
  );
}
