import Graph, { MultiGraph, DirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { describeGraph, describeNode, graphKind, graphStructure, neighboursByDegree, nodeLabel } from './describeGraph';

/** A star around Paris, with Lyon also linked to Grenoble. */
function cities(): Graph {
  const graph = new Graph({ type: 'undirected' });
  for (const city of ['Paris', 'Lyon', 'Lille', 'Nantes', 'Grenoble']) graph.addNode(city.toLowerCase(), { label: city });
  graph.addEdge('paris', 'lyon');
  graph.addEdge('paris', 'lille');
  graph.addEdge('paris', 'nantes');
  graph.addEdge('lyon', 'grenoble');
  return graph;
}

describe('graphKind', () => {
  it('names the kind from the edges held, not from the type allowed', () => {
    expect(graphKind(cities())).toBe('Undirected graph');
    const directed = new DirectedGraph();
    directed.mergeEdge('a', 'b');
    expect(graphKind(directed)).toBe('Directed graph');
    // graphology's default graph is mixed, and its addEdge adds a directed edge.
    const mixed = new Graph();
    mixed.mergeNode('a');
    mixed.mergeNode('b');
    mixed.addEdge('a', 'b');
    expect(graphKind(mixed)).toBe('Directed graph');
    mixed.addUndirectedEdge('a', 'b');
    mixed.addUndirectedEdge('b', 'b');
    expect(graphKind(mixed)).toBe('Mixed graph (1 directed, 2 undirected edges) with 1 self-loop');
  });

  it('says multigraph only when there are parallel edges, and counts self-loops', () => {
    const multi = new MultiGraph({ type: 'undirected' });
    multi.mergeNode('a');
    multi.mergeNode('b');
    multi.addEdge('a', 'b');
    expect(graphKind(multi)).toBe('Undirected graph');
    multi.addEdge('b', 'a');
    multi.addEdge('a', 'b');
    multi.addEdge('a', 'a');
    expect(graphKind(multi)).toBe('Undirected multigraph with 2 parallel edges and 1 self-loop');
  });

  it('falls back on the type when there are no edges', () => {
    expect(graphKind(new DirectedGraph())).toBe('Directed graph');
  });
});

describe('describeGraph', () => {
  it('gives the kind, the counts and the five most connected nodes by label', () => {
    const graph = cities();
    graph.addNode('brest');
    const summary = describeGraph(graph, graphStructure(graph));
    expect(summary.short).toBe('Undirected graph, 6 nodes and 4 edges.');
    expect(summary.long).toBe(
      'Undirected graph, 6 nodes and 4 edges. Most connected: Paris (3 edges), Lyon (2 edges), Lille (1 edge), Nantes (1 edge), Grenoble (1 edge).',
    );
  });

  it('counts what sigma shows: hidden nodes, hidden edges and edges of hidden nodes', () => {
    const graph = cities();
    const hiddenNodes = new Set(['paris']);
    const summary = describeGraph(graph, graphStructure(graph), {
      nodeHidden: (node) => hiddenNodes.has(node),
      edgeHidden: () => false,
    });
    expect(summary.short).toBe('Undirected graph, 5 nodes and 4 edges; 4 nodes and 1 edge shown.');
    expect(summary.long).toContain('Most connected shown: Lyon (2 edges), Lille (1 edge)');
    expect(summary.long).not.toContain('Paris');
    const edgeless = describeGraph(graph, graphStructure(graph), { nodeHidden: () => false, edgeHidden: () => true });
    expect(edgeless.short).toBe('Undirected graph, 5 nodes and 4 edges; 5 nodes and 0 edges shown.');
  });

  it('says when a graph is empty or shows nothing', () => {
    const empty = new Graph({ type: 'undirected' });
    expect(describeGraph(empty, graphStructure(empty)).long).toBe('Undirected graph with no nodes.');
    const graph = cities();
    expect(describeGraph(graph, graphStructure(graph), { nodeHidden: () => true, edgeHidden: () => true }).long).toMatch(
      /0 nodes and 0 edges shown\. None shown\.$/,
    );
  });

  it('writes big numbers with separators', () => {
    const graph = new Graph();
    for (let i = 0; i < 1200; i++) graph.addNode(String(i));
    expect(describeGraph(graph, graphStructure(graph)).short).toBe('Mixed graph, 1,200 nodes and 0 edges.');
  });
});

describe('describeNode', () => {
  it('names the neighbours, the most connected first', () => {
    const graph = cities();
    expect(describeNode(graph, 'lyon')).toBe('Lyon: 2 neighbours: Paris, Grenoble');
    expect(neighboursByDegree(graph, 'lyon')).toEqual(['paris', 'grenoble']);
    expect(describeNode(graph, 'grenoble')).toBe('Grenoble: 1 neighbour: Lyon');
  });

  it('stops after eight names, and uses the key when there is no label', () => {
    const graph = new Graph();
    for (let i = 0; i < 11; i++) graph.mergeEdge('hub', `n${i}`);
    expect(describeNode(graph, 'hub')).toBe('hub: 11 neighbours: n0, n1, n2, n3, n4, n5, n6, n7 and 3 more');
    graph.addNode('alone', { label: '  ' });
    expect(nodeLabel(graph, 'alone')).toBe('alone');
    expect(describeNode(graph, 'alone')).toBe('alone: no neighbours');
  });
});
