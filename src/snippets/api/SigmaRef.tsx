import { useState } from 'react';
import type Sigma from 'sigma';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * Reaching sigma from outside the SigmaContainer: the component forwards a ref
 * to the sigma instance. A callback ref (here a state setter) hears about each
 * new instance, e.g. after a change of `settings`.
 */
export default function GraphWithSidebar() {
  const [sigma, setSigma] = useState<Sigma | null>(null);

  return (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <SigmaContainer ref={setSigma} style={{ height: '400px', flex: 1 }} />
      <aside>
        <button type="button" disabled={sigma === null} onClick={() => sigma?.getCamera().animatedReset()}>
          Reset the view
        </button>
      </aside>
    </div>
  );
}
