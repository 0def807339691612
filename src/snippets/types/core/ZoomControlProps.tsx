import { ZoomControl, type ZoomControlProps } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * The zoom buttons with text in place of the icons, and a slower animation.
 * The caller's props pass on; its labels still name the buttons for screen readers.
 */
export function TextZoomControl(props: Omit<ZoomControlProps, 'children'>) {
  return (
    <ZoomControl animationDuration={400} {...props}>
      {/* Exactly three elements, in this order: zoom in, zoom out, whole graph. */}
      <span>+</span>
      <span>−</span>
      <span>All</span>
    </ZoomControl>
  );
}
