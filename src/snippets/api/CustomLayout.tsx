import { useEffect } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import { useLayoutFactory, type GraphologyLayout } from '@react-sigma/layout-core';
import '@react-sigma/core/lib/style.css';

interface GridOptions {
  columns: number;
  spacing: number;
}

/** Places the nodes on a grid, in the graph's node order. */
function gridPositions(graph: Graph, { columns, spacing }: GridOptions) {
  const positions: Record<string, { x: number; y: number }> = {};
  graph.nodes().forEach((node, i) => {
    positions[node] = { x: (i % columns) * spacing, y: -Math.floor(i / columns) * spacing };
  });
  return positions;
}

// The same shape as graphology's layouts: a function plus an `assign` method.
// Defined once, outside any component, so the hook's callbacks stay stable.
const gridLayout: GraphologyLayout<GridOptions> = Object.assign(gridPositions, {
  assign(graph: Graph, options: GridOptions) {
    const positions = gridPositions(graph, options);
    graph.updateEachNodeAttributes((node, attributes) => ({ ...attributes, ...positions[node] }));
  },
});

/** A layout hook of your own, with the same `{ positions, assign }` result as the packaged ones. */
function useLayoutGrid(options: GridOptions = { columns: 5, spacing: 1 }) {
  return useLayoutFactory(gridLayout, options);
}

function LoadGraphOnGrid() {
  const loadGraph = useLoadGraph();
  const { assign } = useLayoutGrid({ columns: 4, spacing: 2 });

  useEffect(() => {
    const graph = new Graph();
    for (let i = 0; i < 16; i++) graph.addNode(`n${i}`, { x: 0, y: 0, size: 8, label: `${i}` });
    for (let i = 1; i < 16; i++) graph.addEdge(`n${i - 1}`, `n${i}`);
    loadGraph(graph);
    assign();
  }, [loadGraph, assign]);

  return null;
}

export default function GridGraph() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraphOnGrid />
    </SigmaContainer>
  );
}
