import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { graphPoster } from './index';

function twoNodes(): Graph {
  const graph = new Graph();
  graph.addNode('low', { x: 0, y: 0, size: 4, color: '#e8590c' });
  graph.addNode('high', { x: 10, y: 10, size: 6, color: '#1c7ed6' });
  graph.addEdge('low', 'high');
  return graph;
}

describe('graphPoster', () => {
  it('draws every node in its colour and size, and every edge', () => {
    const svg = graphPoster(twoNodes(), { width: 200, height: 100, padding: 10 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 100"/);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg.match(/<line /g)).toHaveLength(1);
    expect(svg).toContain('r="6" fill="#1c7ed6"');
  });

  it('fits the graph inside the padding, centred, with y pointing up as in sigma', () => {
    const svg = graphPoster(twoNodes(), { width: 200, height: 100, padding: 10 });
    // The graph is square, so the height limits it: 80 px, centred horizontally.
    expect(svg).toContain('<circle cx="60" cy="90" r="4" fill="#e8590c"/>');
    expect(svg).toContain('<circle cx="140" cy="10" r="6" fill="#1c7ed6"/>');
  });
});
