import { describe, expect, it } from 'vitest';
import { generateGraph } from './generators';
import { DEFAULT_SOURCE } from './settings';

describe('generateGraph', () => {
  it.each(['clustered', 'small-world', 'scale-free'] as const)('%s: same seed, same graph; positions on every node', (name) => {
    const a = generateGraph(name, 500, 1500, 7);
    const b = generateGraph(name, 500, 1500, 7);
    const c = generateGraph(name, 500, 1500, 8);
    expect(a.order).toBe(500);
    expect(a.size).toBeGreaterThan(1500 * 0.8);
    expect(a.size).toBeLessThanOrEqual(1500);
    const shape = (graph: typeof a) => [
      graph.mapNodes((node, attributes) => [node, attributes]),
      graph.mapEdges((_e, _a, s, t) => `${s}-${t}`),
    ];
    expect(shape(a)).toEqual(shape(b));
    expect(shape(c)).not.toEqual(shape(a));
    a.forEachNode((_node, attributes) => {
      expect(Number.isFinite(attributes.x)).toBe(true);
      expect(Number.isFinite(attributes.y)).toBe(true);
    });
    a.forEachEdge((_edge, _attributes, source, target) => expect(source).not.toBe(target));
  });

  it('reaches 100,000 edges', () => {
    const graph = generateGraph('clustered', 20_000, 100_000, 1);
    expect(graph.size).toBeGreaterThan(95_000);
  });

  it('opens the page on groups around a circle, not on a line: the default graph has three clusters or more', () => {
    const { generator, nodes, edges, seed } = DEFAULT_SOURCE;
    const graph = generateGraph(generator, nodes, edges, seed);
    const clusters = new Set(graph.mapNodes((_node, attributes) => attributes.cluster as number));
    expect(clusters.size).toBeGreaterThanOrEqual(3);
    const ys = graph.mapNodes((_node, attributes) => attributes.y as number);
    const xs = graph.mapNodes((_node, attributes) => attributes.x as number);
    // As tall as about half its width at least: two clusters face each other across a band.
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan((Math.max(...xs) - Math.min(...xs)) / 2);
  });
});
