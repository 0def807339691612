import { useEffect, useState } from 'react';
import { useRegisterEvents, type EventHandlers } from '@react-sigma/core';

/** The node under the pointer and the zoom level, as text. Render inside a SigmaContainer. */
export function PointerStatus() {
  const registerEvents = useRegisterEvents();
  const [hovered, setHovered] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    // Partial: name only the events you need. One object mixes sigma's events with those of
    // its camera (`updated`) and of its mouse and touch captors.
    const handlers: Partial<EventHandlers> = {
      enterNode: ({ node }) => setHovered(node),
      leaveNode: () => setHovered(null),
      updated: (camera) => setZoom(1 / camera.ratio),
    };
    registerEvents(handlers);
  }, [registerEvents]);

  return (
    <p>
      Node: {hovered ?? 'none'}, zoom: ×{zoom.toFixed(1)}
    </p>
  );
}
