import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

export default function SizedGraph() {
  // A height of its own; or give every ancestor a height and let the container fill it.
  return <SigmaContainer style={{ height: '400px' }} />;
}
