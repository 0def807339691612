import GraphClient from './GraphClient';

// A server component: it may render the client wrapper, never Graph.tsx directly.
export default function NetworkPage() {
  return (
    <main>
      <h1>Our network</h1>
      <GraphClient />
    </main>
  );
}
