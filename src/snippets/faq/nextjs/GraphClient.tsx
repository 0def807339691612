'use client';

import dynamic from 'next/dynamic';

// `ssr: false` keeps Graph.tsx (and sigma with it) out of the server render.
// In the App Router that option is only accepted inside a client component,
// hence the 'use client' line above.
const NetworkGraph = dynamic(() => import('./Graph'), {
  ssr: false,
  loading: () => <div style={{ height: '400px' }}>Loading the graph…</div>,
});

export default function GraphClient() {
  return <NetworkGraph />;
}
