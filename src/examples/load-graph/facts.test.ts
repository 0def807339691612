/**
 * What the page "Load a graph" (docs/example/load-graph.mdx) states about graphology and @sigma/edge-curve,
 * run in Node. SigmaContainer's own behaviour (a class or an instance in `graph`, a new instance re-creating
 * sigma) is run in src/data/graphFacts.test.ts and tests/e2e/package-behaviour.spec.ts; useLoadGraph in
 * src/data/startFacts.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Graph, { MultiDirectedGraph } from 'graphology';
import { withWebGLStandIns } from '../../utils/testing/headlessSigma';

let edgeCurve: typeof import('@sigma/edge-curve');

withWebGLStandIns();
beforeAll(async () => {
  edgeCurve = await import('@sigma/edge-curve');
});

describe('load-graph page: parallel edges', () => {
  it('a simple graph takes one edge per direction between two nodes, and throws at a second one', () => {
    const graph = new Graph();
    graph.mergeNode('a');
    graph.mergeNode('b');
    graph.addEdge('a', 'b');
    graph.addEdge('b', 'a');
    expect(() => graph.addEdge('a', 'b')).toThrow(/already exists/);
  });

  it('indexParallelEdgesIndex numbers each edge among its siblings', () => {
    const graph = new MultiDirectedGraph();
    graph.mergeNode('a');
    graph.mergeNode('b');
    graph.mergeNode('c');
    for (let i = 0; i < 3; i++) graph.addEdgeWithKey(`ab${i}`, 'a', 'b');
    graph.addEdgeWithKey('bc', 'b', 'c');
    edgeCurve.indexParallelEdgesIndex(graph, { edgeIndexAttribute: 'parallelIndex', edgeMaxIndexAttribute: 'parallelMaxIndex' });
    const indices = ['ab0', 'ab1', 'ab2'].map((edge) => graph.getEdgeAttribute(edge, 'parallelIndex') as number);
    expect(new Set(indices).size).toBe(3);
    expect(graph.getEdgeAttribute('ab0', 'parallelMaxIndex')).toBe(Math.max(...indices));
    // An edge without siblings gets no index: it stays straight.
    expect(graph.getEdgeAttribute('bc', 'parallelIndex')).toBeFalsy();
  });
});
