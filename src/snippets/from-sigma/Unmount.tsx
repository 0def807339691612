import { useState } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

export default function ClosableGraph() {
  const [open, setOpen] = useState(true);

  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'}
      </button>
      {/* Unmounting SigmaContainer kills its sigma instance: nothing else to call. */}
      {open && <SigmaContainer style={{ height: '400px' }} />}
    </>
  );
}
