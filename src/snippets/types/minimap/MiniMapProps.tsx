import { ControlsContainer } from '@react-sigma/core';
import { MiniMap, type MiniMapProps } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';

/**
 * A minimap in the bottom-right corner. Width and height are CSS lengths, as strings.
 * Render inside a SigmaContainer, whose graph and camera it follows.
 */
export function CornerMiniMap(props: MiniMapProps) {
  return (
    <ControlsContainer position="bottom-right">
      {/* Waits until the camera rests 50 ms before it redraws its frame. */}
      <MiniMap debounceTime={50} {...props} />
    </ControlsContainer>
  );
}

// <CornerMiniMap width="150px" height="150px" />
