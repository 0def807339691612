import { useCallback, useEffect, useRef, useState } from 'react';
import { frameFigures, KEPT_FRAMES, type FrameFigures } from './figures';
import type { FrameSample } from './runners';

/** The figures below the graph: the first frame, frame times (recomputed twice a second), the layout's rate. */
export function useLiveFigures() {
  const samples = useRef<FrameSample[]>([]);
  const [frames, setFrames] = useState<FrameFigures | null>(null);
  const [firstFrame, setFirstFrame] = useState<number | null>(null);
  const [rate, setRate] = useState<number | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => {
      samples.current = samples.current.slice(-KEPT_FRAMES);
      const next = frameFigures(samples.current, performance.now());
      // The same figures re-render nothing: once the graph stands still, they stay.
      setFrames((previous) =>
        previous && next && previous.median === next.median && previous.p95 === next.p95 && previous.count === next.count
          ? previous
          : next,
      );
    }, 500);
    return () => window.clearInterval(timer);
  }, []);

  /** A new graph: nothing measured yet. */
  const reset = useCallback(() => {
    samples.current = [];
    setFrames(null);
    setFirstFrame(null);
  }, []);

  return { samples, frames, firstFrame, setFirstFrame, rate, setRate, reset };
}
