import { useCallback, useEffect, useRef, useState } from 'react';
import type Graph from 'graphology';
import type { Sigma } from 'sigma';
import type { Settings } from 'sigma/settings';
import { useSigma } from '@react-sigma/core';

/**
 * A layout that runs until stopped, drawn at the pace sigma can draw.
 *
 * graphology's layout supervisors (forceatlas2, noverlap and force, from their `/worker` entry)
 * write every iteration into the graph they are given. Given sigma's graph, each iteration makes
 * sigma index and draw the whole graph again, and on a big graph a frame takes longer than an
 * iteration: the page has no time left for clicks or keys. So the layout runs on a copy of the
 * graph that sigma does not watch, and once a frame at most the latest positions are copied into
 * the graph sigma draws (the ones in between are dropped). After a frame slower than
 * SLOW_FRAME_MS, the next copy waits as long as that frame took, so the page stays free half
 * the time, and the edges are left out until the layout stops, as sigma's `hideEdgesOnMove`
 * leaves them out while the camera moves.
 */

/** What graphology's layout supervisors have in common. */
export interface LayoutSupervisor {
  start(): void;
  stop(): void;
  kill(): void;
  isRunning(): boolean;
}

export interface PacedOptions {
  /**
   * The layout iterates on the page's own thread (graphology-layout-force): one iteration is run
   * per copy, so it rests when the drawing does. The others iterate in a web worker.
   */
  onMainThread?: boolean;
}

/** A frame slower than this (a 60 Hz screen shows one every 17 ms) makes the layout rest and leave the edges out. */
export const SLOW_FRAME_MS = 50;

/** An edge program that draws nothing: sigma uses it for every edge type while the edges are left out. */
class NoEdgeProgram {
  drawLabel = undefined;
  kill(): void {}
  reallocate(): void {}
  process(): void {}
  render(): void {}
}

function copyPositions(from: Graph, to: Graph): void {
  to.updateEachNodeAttributes(
    (node, attributes) => {
      const { x, y } = from.getNodeAttributes(node);
      attributes.x = x;
      attributes.y = y;
      return attributes;
    },
    { attributes: ['x', 'y'] },
  );
}

export class PacedLayout {
  /** The copy the layout works on: it changes with every iteration. */
  readonly layoutGraph: Graph;
  /** How many iterations the layout has made (noverlap's count in nodes moved, a graph's worth each). */
  iterations = 0;
  private readonly layout: LayoutSupervisor;
  private running = false;
  private changed = false;
  private frame = 0;
  private lastFrame = 0;
  private restUntil = 0;
  /** Sigma's own edge programs while the edges are left out. */
  private edgePrograms: Settings['edgeProgramClasses'] | null = null;
  private sigmaAlive = true;

  constructor(
    private readonly sigma: Sigma,
    create: (graph: Graph) => LayoutSupervisor,
    private readonly options: PacedOptions = {},
  ) {
    this.layoutGraph = sigma.getGraph().copy();
    this.layout = create(this.layoutGraph);
    // forceatlas2 and force update all the nodes at once, noverlap one by one.
    this.layoutGraph.on('eachNodeAttributesUpdated', this.onIteration);
    this.layoutGraph.on('nodeAttributesUpdated', this.onNodeMoved);
    sigma.once('kill', this.onSigmaKilled);
  }

  isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    // From where the nodes are drawn now: the copy may have moved past them before a stop.
    copyPositions(this.sigma.getGraph(), this.layoutGraph);
    this.running = true;
    if (!this.options.onMainThread) this.layout.start();
    this.lastFrame = 0;
    this.frame = requestAnimationFrame(this.tick);
  }

  /**
   * Stops where the nodes are drawn now: positions not drawn yet are dropped, unless the layout
   * stopped by itself (noverlap once no node overlaps another): its last positions are drawn.
   */
  stop(): void {
    const converged = this.running && !this.options.onMainThread && !this.layout.isRunning();
    if (converged && this.changed) copyPositions(this.layoutGraph, this.sigma.getGraph());
    this.layout.stop();
    this.finish();
  }

  kill(): void {
    this.layout.kill();
    this.layoutGraph.off('eachNodeAttributesUpdated', this.onIteration);
    this.layoutGraph.off('nodeAttributesUpdated', this.onNodeMoved);
    this.sigma.off('kill', this.onSigmaKilled);
    this.finish();
  }

  private readonly onIteration = () => {
    if (!this.running) return;
    this.changed = true;
    this.iterations++;
  };

  private readonly onNodeMoved = () => {
    if (!this.running) return;
    this.changed = true;
    this.iterations += 1 / Math.max(1, this.layoutGraph.order);
  };

  private readonly onSigmaKilled = () => {
    this.sigmaAlive = false;
    this.kill();
  };

  private readonly tick = (now: number) => {
    this.frame = requestAnimationFrame(this.tick);
    const took = this.lastFrame ? now - this.lastFrame : 0;
    this.lastFrame = now;
    if (took > SLOW_FRAME_MS) {
      this.restUntil = now + took;
      this.leaveEdgesOut();
    }
    if (now < this.restUntil) return;
    if (this.options.onMainThread) {
      // Starting runs one iteration at once; stopping cancels the next one the layout asked a frame for.
      this.layout.start();
      this.layout.stop();
    }
    if (this.changed) {
      this.changed = false;
      copyPositions(this.layoutGraph, this.sigma.getGraph());
    } else if (!this.options.onMainThread && !this.layout.isRunning()) {
      // The layout stopped by itself (noverlap does once no node overlaps another), its last positions drawn.
      this.finish();
    }
  };

  private finish(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.running = false;
    this.changed = false;
    this.restUntil = 0;
    if (this.edgePrograms && this.sigmaAlive) this.sigma.setSetting('edgeProgramClasses', this.edgePrograms);
    this.edgePrograms = null;
  }

  private leaveEdgesOut(): void {
    if (this.edgePrograms) return;
    this.edgePrograms = this.sigma.getSetting('edgeProgramClasses');
    const none = Object.fromEntries(Object.keys(this.edgePrograms).map((type) => [type, NoEdgeProgram]));
    this.sigma.setSetting('edgeProgramClasses', none);
  }
}

export interface PacedLayoutControls {
  start: () => void;
  stop: () => void;
  kill: () => void;
  /** How many iterations the layout has made so far. */
  iterations: () => number;
}

/**
 * `create` makes the layout for the graph it is given (the copy), once per sigma instance, as
 * react-sigma's layout hooks do: `(graph) => new FA2Layout(graph, { settings: inferSettings(graph) })`.
 */
export function usePacedLayout(create: (graph: Graph) => LayoutSupervisor, options?: PacedOptions): PacedLayoutControls {
  const sigma = useSigma();
  const [first] = useState(() => ({ create, options }));
  const layout = useRef<PacedLayout | null>(null);
  // Whether it should run: the layout made for a new sigma instance starts if so.
  const wanted = useRef(false);
  useEffect(() => {
    const paced = new PacedLayout(sigma, first.create, first.options);
    layout.current = paced;
    if (wanted.current) paced.start();
    return () => {
      paced.kill();
      layout.current = null;
    };
  }, [sigma, first]);
  const start = useCallback(() => {
    wanted.current = true;
    layout.current?.start();
  }, []);
  const stop = useCallback(() => {
    wanted.current = false;
    layout.current?.stop();
  }, []);
  const kill = useCallback(() => {
    wanted.current = false;
    layout.current?.kill();
  }, []);
  const iterations = useCallback(() => layout.current?.iterations ?? 0, []);
  return { start, stop, kill, iterations };
}
