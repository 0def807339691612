import { ControlsContainer, useCamera } from '@react-sigma/core';

/** Render it inside SigmaContainer. */
export function CameraButtons() {
  // Every move animates, for 600 ms here (150 ms when not given).
  const { zoomIn, zoomOut, gotoNode, reset } = useCamera({ duration: 600 });

  return (
    <ControlsContainer position="top-left">
      <button type="button" onClick={() => zoomIn()}>
        Zoom in
      </button>
      <button type="button" onClick={() => zoomOut()}>
        Zoom out
      </button>
      <button type="button" onClick={() => gotoNode('a')}>
        Go to A
      </button>
      <button type="button" onClick={() => reset()}>
        Whole graph
      </button>
    </ControlsContainer>
  );
}
