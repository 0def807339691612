import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRegisterEvents, useSigma } from '@react-sigma/core';
import { useLayoutCirclepack } from '@react-sigma/layout-circlepack';
import { useLayoutCircular } from '@react-sigma/layout-circular';
import type { LayoutWorkerHook } from '@react-sigma/layout-core';
import { useWorkerLayoutForce } from '@react-sigma/layout-force';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';
import { useWorkerLayoutNoverlap } from '@react-sigma/layout-noverlap';
import { useLayoutRandom } from '@react-sigma/layout-random';
import { inferSettings } from 'graphology-layout-forceatlas2';
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

/** Counts layout iterations per second: each one moves the nodes in one graph-wide update. */
function useIterationRate(running: boolean, onRate: (rate: number | null) => void): void {
  const sigma = useSigma();
  useEffect(() => {
    if (!running) {
      onRate(null);
      return undefined;
    }
    const graph = sigma.getGraph();
    let count = 0;
    const onAll = () => count++;
    const onOne = () => (count += 1 / Math.max(1, graph.order));
    graph.on('eachNodeAttributesUpdated', onAll);
    graph.on('nodeAttributesUpdated', onOne);
    let since = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      onRate(Math.round((count * 1000) / (now - since)));
      count = 0;
      since = now;
    }, 1000);
    return () => {
      graph.off('eachNodeAttributesUpdated', onAll);
      graph.off('nodeAttributesUpdated', onOne);
      window.clearInterval(timer);
    };
  }, [sigma, running, onRate]);
}

interface WorkerProps {
  running: boolean;
  onRate: (rate: number | null) => void;
  onStopped: () => void;
}

function useRunning(layout: LayoutWorkerHook, { running, onRate }: WorkerProps): void {
  const { start, stop, kill } = layout;
  useEffect(() => {
    if (running) start();
    else stop();
  }, [running, start, stop]);
  useEffect(() => () => kill(), [kill]);
  useIterationRate(running, onRate);
}

function ForceRunner(props: WorkerProps): ReactNode {
  useRunning(useWorkerLayoutForce({ settings: { repulsion: 0.3, gravity: 0.0005 } }), props);
  return null;
}

function ForceAtlas2Runner(props: WorkerProps): ReactNode {
  const sigma = useSigma();
  const [settings] = useState(() => inferSettings(sigma.getGraph()));
  useRunning(useWorkerLayoutForceAtlas2({ settings }), props);
  return null;
}

function NoverlapRunner(props: WorkerProps): ReactNode {
  const stopped = useRef(props.onStopped);
  useEffect(() => {
    stopped.current = props.onStopped;
  }, [props.onStopped]);
  // Noverlap stops by itself once no node overlaps another: the page's button follows.
  const [options] = useState(() => ({ settings: { ratio: 0.1, margin: 0.5 }, onConverged: () => stopped.current() }));
  useRunning(useWorkerLayoutNoverlap(options), props);
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
 * Measures, in the reader's browser, the first frame (from `since`) and the time between frames
 * while the camera moves: each camera update starts a requestAnimationFrame loop that records
 * frame intervals until the camera has been still for 250 ms and three frames (slow frames of a big graph count too).
 */
export function FrameProbe({
  since,
  onFirstFrame,
  samples,
}: {
  since: number;
  onFirstFrame: (ms: number) => void;
  samples: { current: FrameSample[] };
}): ReactNode {
  const sigma = useSigma();
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
    return () => {
      sigma.off('afterRender', afterRender);
      camera.off('updated', onMove);
      cancelAnimationFrame(frame);
      cancelAnimationFrame(fallback);
    };
  }, [sigma, since, onFirstFrame, samples]);
  return null;
}
