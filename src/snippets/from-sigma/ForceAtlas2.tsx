import { useEffect } from 'react';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';

/** Runs ForceAtlas2 in a worker while it is mounted. Render it inside SigmaContainer. */
export function RunForceAtlas2() {
  const { start, stop } = useWorkerLayoutForceAtlas2({ settings: { slowDown: 10 } });

  useEffect(() => {
    // The hook creates its worker in an effect: `start` changes once it exists, and this runs again.
    start();
    return () => stop();
  }, [start, stop]);

  return null;
}
