import Graph from 'graphology';
import { describe, expect, it, vi } from 'vitest';
import { ReducerHost } from './reducerHost';
import { defaultReducers, type Reducers } from './reducers';

function triangle(): Graph {
  const graph = new Graph();
  graph.addNode('a', { color: '#f00', label: 'A' });
  graph.addNode('b', { color: '#0f0', label: 'B' });
  graph.addNode('c', { color: '#00f', label: 'C' });
  graph.addEdge('a', 'b');
  return graph;
}

describe('ReducerHost', () => {
  it('draws with the pair it starts with, and follows the hovered node once told', () => {
    const graph = triangle();
    const host = new ReducerHost(defaultReducers);
    const { nodeReducer, edgeReducer } = host.settings(graph);
    const c = graph.getNodeAttributes('c');
    expect(nodeReducer!('c', c as never)).toEqual(c);
    // The same pair and no hovered node: what sigma drew its first frame with, nothing to redraw.
    expect(host.update(defaultReducers, null, () => undefined)).toBe(false);
    expect(host.update(defaultReducers, 'a', () => undefined)).toBe(true);
    expect(nodeReducer!('c', c as never)).toEqual({ ...c, color: 'rgba(127, 127, 127, 0.25)', label: '' });
    expect(edgeReducer!(graph.edges()[0]!, {} as never)).toEqual({});
  });

  it('draws nodes and edges as they are without a pair', () => {
    const graph = triangle();
    const host = new ReducerHost(null);
    const data = graph.getNodeAttributes('a');
    expect(host.settings(graph).nodeReducer!('a', data as never)).toBe(data);
  });

  it('skips a pair that throws while drawing and reports it once, until the next pair', async () => {
    const graph = triangle();
    const throwing: Reducers = {
      nodeReducer: () => {
        throw new Error('boom');
      },
      edgeReducer: (_edge, data) => data,
    };
    const onError = vi.fn();
    const host = new ReducerHost(defaultReducers);
    const { nodeReducer } = host.settings(graph);
    expect(host.update(throwing, null, onError)).toBe(true);
    const data = graph.getNodeAttributes('a');
    expect(nodeReducer!('a', data as never)).toBe(data);
    expect(nodeReducer!('b', graph.getNodeAttributes('b') as never)).toEqual(graph.getNodeAttributes('b'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toEqual(new Error('boom'));
    // The fallback pair draws again.
    expect(host.update(defaultReducers, null, onError)).toBe(true);
    expect(nodeReducer!('a', data as never)).toEqual(data);
  });

  it('forgets the hovered node of the previous graph', () => {
    const host = new ReducerHost(defaultReducers);
    host.settings(triangle());
    host.update(defaultReducers, 'a', () => undefined);
    const next = triangle();
    const { nodeReducer } = host.settings(next);
    expect(nodeReducer!('c', next.getNodeAttributes('c') as never)).toEqual(next.getNodeAttributes('c'));
  });
});
