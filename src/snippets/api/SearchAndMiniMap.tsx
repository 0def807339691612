import { useEffect, useState } from 'react';
import Graph from 'graphology';
import { ControlsContainer, SigmaContainer, useCamera, useLoadGraph } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption } from '@react-sigma/graph-search';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';

function LoadGraph() {
  const loadGraph = useLoadGraph();

  useEffect(() => {
    const graph = new Graph();
    ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara'].forEach((name, i) =>
      graph.addNode(name, { x: i, y: (i * 3) % 5, size: 10, label: name }),
    );
    graph.addEdge('Ada', 'Alan');
    graph.addEdge('Alan', 'Grace');
    graph.addEdge('Edsger', 'Barbara');
    loadGraph(graph);
  }, [loadGraph]);

  return null;
}

/** A search box over node labels; picking a result moves the camera to that node. */
function Search() {
  const [selected, setSelected] = useState<GraphSearchOption | null>(null);
  const { gotoNode } = useCamera({ duration: 500 });

  return (
    <GraphSearch
      type="nodes"
      value={selected}
      onChange={(option) => {
        setSelected(option);
        // Besides nodes and edges, the dropdown can hold messages, which have no id.
        if (option && option.type !== 'message') gotoNode(option.id);
      }}
    />
  );
}

export default function SearchAndMiniMap() {
  return (
    <SigmaContainer style={{ height: '400px' }}>
      <LoadGraph />
      <ControlsContainer position="top-right">
        <Search />
      </ControlsContainer>
      <ControlsContainer position="bottom-right">
        <MiniMap width="120px" height="120px" />
      </ControlsContainer>
    </SigmaContainer>
  );
}
