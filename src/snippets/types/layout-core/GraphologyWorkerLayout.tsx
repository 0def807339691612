import type Graph from 'graphology';
import rotation from 'graphology-layout/rotation';
import { useWorkerLayoutFactory, type GraphologyWorkerLayout } from '@react-sigma/layout-core';

interface SpinSettings {
  degreesPerFrame: number;
}

/** Turns the graph a little on each frame. No web worker: start, stop and kill are all it takes. */
class SpinLayout implements GraphologyWorkerLayout {
  private frame: number | null = null;
  private readonly graph: Graph;
  private readonly settings: SpinSettings;

  constructor(graph: Graph, settings: SpinSettings) {
    this.graph = graph;
    this.settings = settings;
  }

  start = () => {
    rotation.assign(this.graph, this.settings.degreesPerFrame, { degrees: true });
    this.frame = requestAnimationFrame(this.start);
  };

  stop = () => {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  };

  kill = this.stop; // nothing else to free
}

/** Gives `{ start, stop, kill, isRunning }`, as useWorkerLayoutForceAtlas2 does. Use inside a SigmaContainer. */
export function useWorkerLayoutSpin(degreesPerFrame = 1) {
  return useWorkerLayoutFactory(SpinLayout, { degreesPerFrame });
}
