import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
import { EdgeById } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

const [MANAGES = '', MENTORS = ''] = palette;

/** A small team: who manages and who mentors whom. */
function buildTeam(): Graph {
  const graph = new Graph();
  const people: [string, number, number][] = [
    ['Ada', 0, 2],
    ['Ben', -2, 0],
    ['Chloé', 2, 0],
    ['Dan', -3, -2],
    ['Eve', -1, -2],
    ['Farid', 2, -2],
  ];
  for (const [name, x, y] of people) graph.addNode(name, { label: name, x, y, size: 12, color: '#1c7ed6' });
  for (const [from, to] of [
    ['Ada', 'Ben'],
    ['Ada', 'Chloé'],
    ['Ben', 'Dan'],
    ['Ben', 'Eve'],
    ['Chloé', 'Farid'],
  ])
    graph.addEdge(from, to, { label: 'manages', color: MANAGES, size: 4, type: 'arrow' });
  graph.addEdgeWithKey('mentoring', 'Chloé', 'Eve', { label: 'mentors', color: MENTORS, size: 4, type: 'arrow' });
  return graph;
}

function ClickedEdge() {
  const registerEvents = useRegisterEvents();
  const [edge, setEdge] = useState('mentoring');

  useEffect(() => {
    registerEvents({ clickEdge: (event) => setEdge(event.edge) });
  }, [registerEvents]);

  return (
    <StatusOverlay>
      Click an edge:
      {/* Its label, colour, direction and both ends, read from the graph. */}
      <EdgeById id={edge} />
    </StatusOverlay>
  );
}

// Edges only answer clicks with edge events on.
const settings = { enableEdgeEvents: true, renderEdgeLabels: true, stagePadding: 50 };

export default function EdgeByIdExample() {
  const graph = useMemo(() => buildTeam(), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <ClickedEdge />
    </SigmaContainer>
  );
}
