import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import { Edge } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { COMPACT_GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph, palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';

const ACROSS = '#868e96';

/** Edges inside a community take its colour; the few between two communities are grey. */
function buildGraph() {
  const graph = createCommunityGraph({ order: 40, communities: 3, seed: 2 });
  graph.forEachEdge((edge, _attributes, source, target) => {
    const community = graph.getNodeAttribute(source, 'community');
    const inside = community === graph.getNodeAttribute(target, 'community');
    graph.setEdgeAttribute(edge, 'color', inside ? palette[community] : ACROSS);
    graph.setEdgeAttribute(edge, 'size', inside ? 1 : 2);
  });
  return graph;
}

const [first = '', second = ''] = palette;

/** A legend drawn with Edge: two ends and a line, from plain props rather than from an edge of the graph. */
function Legend() {
  return (
    <ToolsOverlay label="Legend">
      <ToolsRow>
        <Edge
          label="inside"
          color={first}
          source={{ label: 'Community 1', color: first }}
          target={{ label: 'Community 1', color: first }}
        />
        <Edge
          label="across"
          color={ACROSS}
          source={{ label: 'Community 1', color: first }}
          target={{ label: 'Community 2', color: second }}
        />
      </ToolsRow>
    </ToolsOverlay>
  );
}

export default function EdgeExample() {
  const graph = useMemo(() => buildGraph(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: COMPACT_GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <Legend />
    </SigmaContainer>
  );
}
