import { useEffect, type RefObject } from 'react';
import type { Sigma } from 'sigma';

const CAMERA_MS = 300;
/** The room between a node's disc and its label, where sigma's default label drawer leaves it (`x + size + 3`). */
const RING_GAP = 3;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Centres the camera on `node` where sigma draws it now (after reducers, in the camera's coordinates). */
export function centreOn(sigma: Sigma, node: string): void {
  const data = sigma.getNodeDisplayData(node);
  if (!data) return;
  const camera = sigma.getCamera();
  if (reducedMotion()) camera.setState({ x: data.x, y: data.y });
  else void camera.animate({ x: data.x, y: data.y }, { duration: CAMERA_MS });
}

/** Puts `ring` around `node` as sigma draws it now; hides it when the node is hidden or off the graph's container. */
function placeRing(ring: HTMLElement, origin: HTMLElement | null, sigma: Sigma, node: string): void {
  const data = sigma.getNodeDisplayData(node);
  if (!data || data.hidden || !origin) {
    ring.hidden = true;
    return;
  }
  const from = origin.getBoundingClientRect();
  const container = sigma.getContainer().getBoundingClientRect();
  const { x, y } = sigma.framedGraphToViewport(data);
  // Its outer edge 3 px off the disc: sigma writes a node's label 3 px right of the disc, and a ring any
  // wider covered the label's first letter (graphDescription.module.css draws the ring within those 3 px).
  const radius = sigma.scaleSize(data.size) + RING_GAP;
  ring.hidden = x < 0 || y < 0 || x > container.width || y > container.height;
  // From the origin's padding box, where an absolute position starts: inside its border.
  ring.style.left = `${container.left - from.left - origin.clientLeft + x - radius}px`;
  ring.style.top = `${container.top - from.top - origin.clientTop + y - radius}px`;
  ring.style.width = ring.style.height = `${2 * radius}px`;
}

/**
 * Keeps `ring` (an element positioned in `origin`, an ancestor with `position: relative`) around
 * `node`, moved after each frame sigma draws; hidden without a node. A DOM ring, not a reducer: an
 * example's own reducers stay as its code wrote them, and nothing in the graph is redrawn for it.
 */
export function useNodeRing(
  sigma: Sigma | null,
  node: string | null,
  ring: RefObject<HTMLElement | null>,
  origin: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = ring.current;
    if (!element || !sigma || node === null) return undefined;
    const place = () => placeRing(element, origin.current, sigma, node);
    place();
    sigma.on('afterRender', place);
    return () => {
      sigma.off('afterRender', place);
      hide(element);
    };
  }, [sigma, node, ring, origin]);
}

function hide(element: HTMLElement): void {
  element.hidden = true;
}
