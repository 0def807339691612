import { ControlsContainer, FullScreenControl, ZoomControl, type ControlsContainerProps } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * The zoom and full-screen buttons in one box. The caller's props pass on, so it can
 * move the box or add controls of its own after the standard ones.
 */
export function StandardControls({ children, ...props }: ControlsContainerProps) {
  return (
    <ControlsContainer position="bottom-right" {...props}>
      <ZoomControl />
      <FullScreenControl />
      {children}
    </ControlsContainer>
  );
}
