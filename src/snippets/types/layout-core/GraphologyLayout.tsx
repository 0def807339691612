import type Graph from 'graphology';
import rotation from 'graphology-layout/rotation';
import { useLayoutFactory, type GraphologyLayout } from '@react-sigma/layout-core';

interface TurnOptions {
  degrees: number;
}

// A GraphologyLayout takes one options object, and graphology's rotation takes the angle as an
// argument of its own: this adapter gives it that shape. Made once, so the hook's callbacks stay stable.
const turn: GraphologyLayout<TurnOptions> = Object.assign(
  (graph: Graph, { degrees }: TurnOptions) => rotation(graph, degrees, { degrees: true }),
  { assign: (graph: Graph, { degrees }: TurnOptions) => rotation.assign(graph, degrees, { degrees: true }) },
);

/** Turns the graph around its centre: `useLayoutTurn(90).assign()`. Use inside a SigmaContainer. */
export function useLayoutTurn(degrees: number) {
  return useLayoutFactory(turn, { degrees });
}
