import { useEffect } from 'react';
import { useSigmaContext, type SigmaContextInterface } from '@react-sigma/core';

const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/** Arrow keys pan the view: the keys reach the container, the camera belongs to sigma. */
function panWithArrowKeys({ sigma, container }: SigmaContextInterface): () => void {
  container.tabIndex = 0; // so that the graph can take the keyboard focus
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault(); // no page scroll
    const camera = sigma.getCamera();
    // A tenth of the view per key press, whatever the zoom.
    camera.animate({ x: camera.x + move[0] * 0.1 * camera.ratio, y: camera.y + move[1] * 0.1 * camera.ratio }, { duration: 150 });
  };
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}

/** Render inside a SigmaContainer. */
export function ArrowKeysPan() {
  const context = useSigmaContext();
  useEffect(() => panWithArrowKeys(context), [context]);
  return null;
}
