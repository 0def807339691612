import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REDUCERS } from './codegen';
import { compileReducers, defaultReducers } from './reducers';

describe('defaultReducers', () => {
  it('draw what DEFAULT_REDUCERS, the code panel’s starting text, draws once compiled', async () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0, size: 4, label: 'A', color: '#f00' });
    graph.addNode('b', { x: 1, y: 0, size: 4, label: 'B', color: '#0f0' });
    graph.addNode('c', { x: 0, y: 1, size: 4, label: 'C', color: '#00f' });
    graph.addEdge('a', 'b', { size: 1 });
    graph.addEdge('b', 'c', { size: 1 });
    const compiled = await compileReducers(DEFAULT_REDUCERS, graph);
    let compared = 0;
    for (const hovered of [null, ...graph.nodes()]) {
      for (const node of graph.nodes()) {
        const data = graph.getNodeAttributes(node);
        expect(defaultReducers.nodeReducer(node, data, hovered, graph)).toEqual(compiled.nodeReducer(node, data, hovered, graph));
        compared++;
      }
      for (const edge of graph.edges()) {
        const data = graph.getEdgeAttributes(edge);
        expect(defaultReducers.edgeReducer(edge, data, hovered, graph)).toEqual(compiled.edgeReducer(edge, data, hovered, graph));
        compared++;
      }
    }
    // Hovering 'a' greys out 'c' and hides b–c: the pairs differ from the data, so the comparison means something.
    expect(defaultReducers.nodeReducer('c', graph.getNodeAttributes('c'), 'a', graph)).toMatchObject({ label: '' });
    expect(defaultReducers.edgeReducer(graph.edge('b', 'c')!, {}, 'a', graph)).toEqual({ hidden: true });
    expect(compared).toBe(20);
  });
});
