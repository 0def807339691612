import { useEffect, useRef } from 'react';
import { useRegisterEvents, useSetSettings, useSigma } from '@react-sigma/core';

/** Greys out every node but the hovered one. Render it inside SigmaContainer. */
export function HoverHighlight() {
  const sigma = useSigma();
  const setSettings = useSetSettings();
  const registerEvents = useRegisterEvents();
  // Read by the reducer; sigma cannot see it change.
  const hovered = useRef<string | null>(null);

  useEffect(() => {
    // Changes the running instance: no new sigma.
    setSettings({
      nodeReducer: (node, data) =>
        hovered.current === null || node === hovered.current ? data : { ...data, color: '#6c757d', label: '' },
    });
  }, [setSettings]);

  useEffect(() => {
    registerEvents({
      enterNode: ({ node }) => {
        hovered.current = node;
        // The graph did not change, so sigma would not redraw by itself.
        sigma.refresh();
      },
      leaveNode: () => {
        hovered.current = null;
        sigma.refresh();
      },
    });
  }, [registerEvents, sigma]);

  return null;
}
