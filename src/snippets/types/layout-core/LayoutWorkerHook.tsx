import { useEffect } from 'react';
import { type LayoutWorkerHook } from '@react-sigma/layout-core';
import { useWorkerLayoutForceAtlas2 } from '@react-sigma/layout-forceatlas2';

/** The space bar starts and stops a layout: any worker hook's result will do. */
function useSpaceBarToggle({ isRunning, start, stop }: LayoutWorkerHook) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Only when no button or field has the focus: there, space has a job already.
      if (event.key !== ' ' || event.target !== document.body) return;
      event.preventDefault();
      if (isRunning) stop();
      else start();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isRunning, start, stop]);
}

/** Render inside a SigmaContainer. */
export function ForceAtlas2OnSpaceBar() {
  useSpaceBarToggle(useWorkerLayoutForceAtlas2({ settings: { slowDown: 10 } }));
  return null;
}
