import { describe, expect, it } from 'vitest';
import { generateGraph } from './generators';

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
});
