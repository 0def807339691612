import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { graphPoster } from './graphPoster';

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

  it('draws nothing more by default: no labels, 1 px edges', () => {
    const svg = graphPoster(twoNodes(), { width: 200, height: 100, padding: 10 });
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('stroke-width="3"');
  });

  it('writes labels on the right of their nodes, escaped, and leaves out one that would overlap', () => {
    const graph = new Graph();
    graph.addNode('big', { x: 0, y: 0, size: 8, color: '#e8590c', label: 'Big & bold' });
    // Right beside the big node: its label would cover the big one's.
    graph.addNode('near', { x: 0.1, y: 0, size: 4, color: '#1c7ed6', label: 'Near' });
    graph.addNode('far', { x: 100, y: 100, size: 4, color: '#1c7ed6', label: 'Far' });
    const svg = graphPoster(graph, { width: 400, height: 400, padding: 20, labels: { color: '#fff', fontSize: 10 } });
    expect(svg).toContain('<g fill="#fff" font-size="10">');
    expect(svg).toContain('>Big &amp; bold</text>');
    expect(svg).toContain('>Far</text>');
    expect(svg).not.toContain('>Near</text>');
  });

  it('draws edges as thick as their size when asked to', () => {
    const graph = twoNodes();
    graph.setEdgeAttribute(graph.edges()[0]!, 'size', 3);
    expect(graphPoster(graph, { width: 200, height: 100, padding: 10, edgeSizes: true })).toContain('stroke-width="3"/>');
  });

  it('keeps the room asked for on each side', () => {
    const svg = graphPoster(twoNodes(), { width: 200, height: 100, padding: { top: 10, right: 110, bottom: 10, left: 10 } });
    // 80 × 80 px of room on the left: the graph fills it.
    expect(svg).toContain('<circle cx="10" cy="90" r="4" fill="#e8590c"/>');
    expect(svg).toContain('<circle cx="90" cy="10" r="6" fill="#1c7ed6"/>');
  });

  it('draws a node of a type with a known shape as its program does: a square, or a pie sized by its attributes', () => {
    const graph = twoNodes();
    graph.mergeNodeAttributes('low', { type: 'square' });
    graph.mergeNodeAttributes('high', { type: 'pie', a: 1, b: 3 });
    const pie = {
      kind: 'pie',
      slices: [
        { attribute: 'a', color: '#111111' },
        { attribute: 'b', color: '#222222' },
      ],
      defaultColor: '#999999',
    } as const;
    const svg = graphPoster(graph, { width: 200, height: 100, padding: 10, nodeShapes: { square: { kind: 'square' }, pie } });
    // The square is as wide as the disc would be, centred where it was.
    expect(svg).toContain('<rect x="56" y="86" width="8" height="8" fill="#e8590c"/>');
    expect(svg).not.toContain('<circle');
    // A quarter from the right, anticlockwise, to the top; then the three other quarters, the large arc.
    expect(svg).toContain(
      '<g class="pie"><path d="M140 10L146 10A6 6 0 0 0 140 4Z" fill="#111111"/><path d="M140 10L140 4A6 6 0 1 0 146 10Z" fill="#222222"/></g>',
    );
  });

  it('draws a pie whose values add up to nothing in its default colour, and unknown types as discs', () => {
    const graph = twoNodes();
    graph.mergeNodeAttributes('low', { type: 'pie' });
    graph.mergeNodeAttributes('high', { type: 'image' });
    const pie = { kind: 'pie', slices: [{ attribute: 'a', color: '#111111' }], defaultColor: '#999999' } as const;
    const svg = graphPoster(graph, { width: 200, height: 100, padding: 10, nodeShapes: { pie } });
    expect(svg).toContain('<circle cx="60" cy="90" r="4" fill="#999999"/>');
    expect(svg).toContain('<circle cx="140" cy="10" r="6" fill="#1c7ed6"/>');
  });
});
