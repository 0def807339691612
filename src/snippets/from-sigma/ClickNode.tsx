import { useEffect } from 'react';
import { useRegisterEvents } from '@react-sigma/core';

/** Render it inside SigmaContainer. */
export function LogClickedNode() {
  const registerEvents = useRegisterEvents();

  useEffect(() => {
    // Replaces the listeners this hook added before, and removes them when the component unmounts.
    registerEvents({
      clickNode: ({ node }) => console.log('clicked', node),
    });
  }, [registerEvents]);

  return null;
}
