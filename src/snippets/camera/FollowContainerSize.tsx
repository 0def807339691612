import { useEffect } from 'react';
import { useSigma } from '@react-sigma/core';
import type Sigma from 'sigma';
import { getMatrixImpact, matrixFromCamera } from 'sigma/utils';
import type { Dimensions } from 'sigma/types';

/** Pixels on screen for one unit of sigma's framed graph, in a view of the given size. */
function pixelsPerUnit(sigma: Sigma, view: Dimensions): number {
  const camera = sigma.getCamera().getState();
  const matrix = matrixFromCamera(camera, view, sigma.getGraphDimensions(), sigma.getStagePadding());
  return 1 / getMatrixImpact(matrix, camera, view);
}

/**
 * Redraws the graph when its container changes size. With `keepScale`, the graph keeps its size
 * on screen: sigma would fit it to the new size, so the camera's ratio makes up the difference
 * (which `enableCameraZooming: false` or the ratio bounds would refuse).
 */
export function followContainerSize(sigma: Sigma, { keepScale = false } = {}): () => void {
  const container = sigma.getContainer();
  // The size sigma last fitted the graph to.
  let view = sigma.getDimensions();
  const observer = new ResizeObserver(() => {
    const next = { width: container.offsetWidth, height: container.offsetHeight };
    if (keepScale) {
      const camera = sigma.getCamera();
      camera.setState({ ratio: (camera.getState().ratio * pixelsPerUnit(sigma, next)) / pixelsPerUnit(sigma, view) });
    }
    view = next;
    // Sigma measures its container when it draws, and draws on its own after a window resize only.
    sigma.refresh();
  });
  observer.observe(container);
  return () => observer.disconnect();
}

/** Put inside SigmaContainer: redraws the graph when its container changes size. */
export function FollowContainerSize({ keepScale = false }: { keepScale?: boolean }) {
  const sigma = useSigma();
  useEffect(() => followContainerSize(sigma, { keepScale }), [sigma, keepScale]);
  return null;
}
