import { useState } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * A graph inside a panel the reader opens. SigmaContainer is only mounted
 * while the panel is open, so sigma always starts in a sized element.
 */
export default function GraphPanel() {
  const [open, setOpen] = useState(false);

  return (
    <section>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide the graph' : 'Show the graph'}
      </button>
      {open && <SigmaContainer style={{ height: '400px' }} />}
    </section>
  );
}
