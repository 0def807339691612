import { useEffect } from 'react';
import type { Settings } from 'sigma/settings';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

// Given when sigma starts, in the settings prop: sigma prepares edge picking only then.
const settings: Partial<Settings> = { enableEdgeEvents: true };

function LogClickedEdge() {
  const registerEvents = useRegisterEvents();

  useEffect(() => {
    registerEvents({
      clickEdge: ({ edge }) => console.log('clicked', edge),
    });
  }, [registerEvents]);

  return null;
}

export default function PickableEdges() {
  return (
    <SigmaContainer settings={settings} style={{ height: '400px' }}>
      <LogClickedEdge />
    </SigmaContainer>
  );
}
