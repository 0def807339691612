import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRegisterEvents, useSigma } from '@react-sigma/core';
import { useLayoutCirclepack } from '@react-sigma/layout-circlepack';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import { useLayoutRandom } from '@react-sigma/layout-random';
import ForceSupervisor from 'graphology-layout-force/worker';
import { inferSettings } from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import NoverlapLayout from 'graphology-layout-noverlap/worker';
import { usePacedLayout, type PacedLayoutControls } from './pacedLayout';
import type { ReducerHost } from './reducerHost';
import type { Reducers } from './reducers';
import type { LayoutName } from './settings';

/** The playground's side of the code panel's pieces: the same hooks, plus what the figures measure. */

/** Hands the hovered node and the reducers to `host`, and redraws when either changes. */
export function ReducersRunner({
  reducers,
  host,
  onError,
}: {
  reducers: Reducers | null;
  host: ReducerHost;
  onError: (error: Error) => void;
}): ReactNode {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const [hovered, setHovered] = useState<string | null>(null);
  useEffect(() => {
    registerEvents({ enterNode: (event) => setHovered(event.node), leaveNode: () => setHovered(null) });
  }, [registerEvents]);
  useEffect(() => {
    // On mount, sigma's first frame was drawn with them already.
    if (host.update(reducers, hovered, onError)) sigma.scheduleRefresh();
  }, [sigma, host, reducers, hovered, onError]);
  return null;
}

/** Counts the layout's iterations per second. */
function useIterationRate(iterations: () => number, running: boolean, onRate: (rate: number | null) => void): void {
  useEffect(() => {
    if (!running) {
      onRate(null);
      return undefined;
    }
    let [since, from] = [performance.now(), iterations()];
    const timer = window.setInterval(() => {
      const [now, count] = [performance.now(), iterations()];
      onRate(Math.round(((count - from) * 1000) / (now - since)));
      [since, from] = [now, count];
    }, 1000);
    return () => window.clearInterval(timer);
  }, [iterations, running, onRate]);
}

interface WorkerProps {
  running: boolean;
  onRate: (rate: number | null) => void;
  onStopped: () => void;
}

function useRunning({ start, stop, kill, iterations }: PacedLayoutControls, { running, onRate }: WorkerProps): void {
  useEffect(() => {
    if (running) start();
    else stop();
  }, [running, start, stop]);
  useEffect(() => () => kill(), [kill]);
  useIterationRate(iterations, running, onRate);
}

// The layouts as the code panel writes them (codegen.ts LAYOUT_HOOKS), drawn at sigma's pace (pacedLayout.ts).

function ForceRunner(props: WorkerProps): ReactNode {
  useRunning(
    usePacedLayout((graph) => new ForceSupervisor(graph, { settings: { repulsion: 0.3, gravity: 0.0005 } }), {
      onMainThread: true,
    }),
    props,
  );
  return null;
}

function ForceAtlas2Runner(props: WorkerProps): ReactNode {
  useRunning(
    usePacedLayout((graph) => new FA2Layout(graph, { settings: inferSettings(graph) })),
    props,
  );
  return null;
}

function NoverlapRunner(props: WorkerProps): ReactNode {
  const stopped = useRef(props.onStopped);
  useEffect(() => {
    stopped.current = props.onStopped;
  }, [props.onStopped]);
  // Noverlap stops by itself once no node overlaps another: the page's button follows.
  useRunning(
    usePacedLayout(
      (graph) => new NoverlapLayout(graph, { settings: { ratio: 0.1, margin: 0.5 }, onConverged: () => stopped.current() }),
    ),
    props,
  );
  return null;
}

function OneShot({ hook, run }: { hook: () => { assign: () => void }; run: number }): ReactNode {
  const { assign } = hook();
  useEffect(() => {
    if (run > 0) assign();
  }, [assign, run]);
  return null;
}

export function LayoutRunner({ layout, run, ...props }: WorkerProps & { layout: LayoutName; run: number }): ReactNode {
  switch (layout) {
    case 'none':
      return null;
    case 'random':
      return <OneShot hook={useLayoutRandom} run={run} />;
    case 'circular':
      return <OneShot hook={useLayoutCircular} run={run} />;
    case 'circlepack':
      return <OneShot hook={useLayoutCirclepack} run={run} />;
    case 'force':
      return <ForceRunner {...props} />;
    case 'forceatlas2':
      return <ForceAtlas2Runner {...props} />;
    case 'noverlap':
      return <NoverlapRunner {...props} />;
  }
}

export interface FrameSample {
  at: number;
  ms: number;
}

/**
 * Measures, in the reader's browser, the first frame (from `since`) and the frames drawn while
 * the graph moves. Each camera update starts a requestAnimationFrame loop that records frame
 * intervals until the camera has been still for 250 ms and three frames (slow frames of a big
 * graph count too). While a layout runs, each frame sigma draws counts, from the start of its
 * drawing to the next frame (the frames a paced layout rests in draw nothing, and do not count).
 */
export function FrameProbe({
  since,
  onFirstFrame,
  samples,
  layoutRunning,
}: {
  since: number;
  onFirstFrame: (ms: number) => void;
  samples: { current: FrameSample[] };
  layoutRunning: boolean;
}): ReactNode {
  const sigma = useSigma();
  // Read by the listeners below, which stay in place while the layout starts and stops.
  const layoutNow = useRef(layoutRunning);
  useEffect(() => {
    layoutNow.current = layoutRunning;
  }, [layoutRunning]);
  useEffect(() => {
    let first = true;
    const afterRender = () => {
      if (!first) return;
      first = false;
      onFirstFrame(performance.now() - since);
    };
    sigma.on('afterRender', afterRender);
    // Sigma may have drawn its first frame before this effect listened: the next frame is on screen then.
    const fallback = requestAnimationFrame(afterRender);
    const camera = sigma.getCamera();
    let movedAt = 0;
    let framesSinceMove = 0;
    let last = 0;
    let frame = 0;
    const loop = () => {
      frame = requestAnimationFrame((time) => {
        if (last) samples.current.push({ at: time, ms: time - last });
        last = time;
        framesSinceMove++;
        if (framesSinceMove < 3 || performance.now() - movedAt < 250) loop();
        else {
          frame = 0;
          last = 0;
        }
      });
    };
    const onMove = () => {
      movedAt = performance.now();
      framesSinceMove = 0;
      if (!frame) loop();
    };
    camera.on('updated', onMove);
    let drawn = 0;
    const beforeRender = () => {
      // The camera's loop counts this frame already.
      if (!layoutNow.current || frame || drawn) return;
      const start = performance.now();
      drawn = requestAnimationFrame((time) => {
        drawn = 0;
        samples.current.push({ at: time, ms: performance.now() - start });
      });
    };
    sigma.on('beforeRender', beforeRender);
    return () => {
      sigma.off('afterRender', afterRender);
      sigma.off('beforeRender', beforeRender);
      camera.off('updated', onMove);
      cancelAnimationFrame(frame);
      cancelAnimationFrame(fallback);
      cancelAnimationFrame(drawn);
    };
  }, [sigma, since, onFirstFrame, samples]);
  return null;
}
