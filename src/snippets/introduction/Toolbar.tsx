import { useCamera, useFullScreen } from '@react-sigma/core';

interface ToolbarProps {
  /** Key of the node the "Go to" button centres on. */
  nodeKey: string;
}

/**
 * Home-made buttons built on the hooks behind ZoomControl and
 * FullScreenControl. Render it as a child of a SigmaContainer.
 */
export function Toolbar({ nodeKey }: ToolbarProps) {
  // Default animation options for every call below; each call can override them.
  const { zoomIn, zoomOut, reset, gotoNode } = useCamera({ duration: 300, factor: 1.5 });
  // Without an argument it targets the SigmaContainer's root element.
  const { toggle, isFullScreen } = useFullScreen();

  return (
    <div style={{ position: 'absolute', top: 8, left: 8, zIndex: 1, display: 'flex', gap: 4 }}>
      <button type="button" onClick={() => zoomIn()}>
        Zoom in
      </button>
      <button type="button" onClick={() => zoomOut()}>
        Zoom out
      </button>
      <button type="button" onClick={() => reset()}>
        Fit
      </button>
      <button type="button" onClick={() => gotoNode(nodeKey)}>
        Go to {nodeKey}
      </button>
      <button type="button" onClick={toggle}>
        {isFullScreen ? 'Leave full screen' : 'Full screen'}
      </button>
    </div>
  );
}
