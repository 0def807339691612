import Graph from 'graphology';
import { createRandom, randomInt } from './random';

export interface NodeAttributes {
  label: string;
  x: number;
  y: number;
  size: number;
  color: string;
  community: number;
}

export interface EdgeAttributes {
  size: number;
  color?: string;
}

/**
 * Colours readable on both a light and a dark background, and under both modes' labels (sigma draws
 * a label over the nodes beside it): all of one lightness, each at least 3:1 against white, the dark
 * background, and dark and light text. The first four stay apart for colour-blind readers too.
 * Orange, blue, green, magenta, ochre, cyan, violet, olive.
 */
export const palette = ['#d9480f', '#1c7ed6', '#087f5b', '#cc2b8f', '#a86b00', '#0c8599', '#7950f2', '#637f08'];

export interface CommunityGraphOptions {
  /** Number of nodes. */
  order?: number;
  /** Number of groups; nodes link mostly inside their group. */
  communities?: number;
  /** Average number of edges per node. */
  degree?: number;
  seed?: number;
}

/**
 * A graph with communities, placed at random around each community's centre:
 * realistic enough to show layouts, search and the minimap, and the same on
 * every run for a given seed.
 */
export function createCommunityGraph({ order = 120, communities = 4, degree = 2, seed = 42 }: CommunityGraphOptions = {}): Graph<
  NodeAttributes,
  EdgeAttributes
> {
  const random = createRandom(seed);
  // Links between members go both ways: an undirected graph, where A–B and B–A are one edge.
  const graph = new Graph<NodeAttributes, EdgeAttributes>({ type: 'undirected' });
  for (let i = 0; i < order; i++) {
    const community = i % communities;
    const angle = (2 * Math.PI * community) / communities;
    graph.addNode(`n${i}`, {
      label: `Node ${i}`,
      community,
      x: Math.cos(angle) * 10 + (random() - 0.5) * 8,
      y: Math.sin(angle) * 10 + (random() - 0.5) * 8,
      size: 4 + randomInt(random, 8),
      color: palette[community % palette.length] ?? '#6c757d',
    });
  }
  const edges = Math.round(order * degree);
  for (let attempts = 0; graph.size < edges && attempts < edges * 10; attempts++) {
    const source = `n${randomInt(random, order)}`;
    // Nine edges in ten stay inside the source's community.
    const sameCommunity = random() < 0.9;
    const sourceCommunity = graph.getNodeAttribute(source, 'community');
    // Members of community c are the nodes c, c + communities, c + 2 × communities…
    const member = randomInt(random, Math.ceil((order - sourceCommunity) / communities)) * communities + sourceCommunity;
    const target = `n${sameCommunity ? member : randomInt(random, order)}`;
    if (source !== target && !graph.hasEdge(source, target)) graph.addEdge(source, target, { size: 1 });
  }
  return graph;
}
