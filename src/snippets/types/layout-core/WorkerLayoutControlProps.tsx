import { WorkerLayoutControl, type WorkerLayoutControlProps } from '@react-sigma/layout-core';
import { useWorkerLayoutNoverlap } from '@react-sigma/layout-noverlap';
import '@react-sigma/core/lib/style.css';

/** The start / stop button drawn as ▶ and ■; the caller gives the layout and may pass the rest. */
export function PlayStopControl(props: Omit<WorkerLayoutControlProps, 'children'>) {
  return (
    <WorkerLayoutControl labels={{ start: 'Run the layout', stop: 'Pause the layout' }} {...props}>
      <span aria-hidden="true">▶</span>
      <span aria-hidden="true">■</span>
    </WorkerLayoutControl>
  );
}

/** `layout` is a worker hook's result. Render inside a SigmaContainer. */
export function NoverlapButton() {
  const noverlap = useWorkerLayoutNoverlap({ settings: { margin: 4 } });
  // Runs for two seconds when it mounts, if the graph has nodes by then.
  return <PlayStopControl layout={noverlap} autoRunFor={2000} />;
}
