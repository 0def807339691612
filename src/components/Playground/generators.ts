import Graph from 'graphology';
import { clusters } from 'graphology-generators/random';
import { createRandom } from '../../examples/_shared/random';

export type GeneratorName = 'clustered' | 'small-world' | 'scale-free';

/** Watts–Strogatz: a ring where each node knows its next neighbours, a tenth of the links rewired at random. */
function smallWorld(nodes: number, edges: number, random: () => number): Graph {
  const graph = new Graph();
  for (let i = 0; i < nodes; i++) graph.addNode(String(i), { cluster: Math.floor((i / nodes) * 8) });
  const reach = Math.floor(edges / nodes);
  const extra = edges - reach * nodes;
  for (let i = 0; i < nodes; i++) {
    const links = reach + (i < extra ? 1 : 0);
    for (let step = 1; step <= links; step++) {
      let target = (i + step) % nodes;
      if (random() < 0.1) target = Math.floor(random() * nodes);
      if (target !== i) graph.mergeEdge(String(i), String(target));
    }
  }
  return graph;
}

/** Barabási–Albert: each new node links to nodes picked in proportion to their degree. */
function scaleFree(nodes: number, edges: number, random: () => number): Graph {
  const graph = new Graph();
  const perNode = edges / Math.max(1, nodes - 1);
  // One entry per edge end: picking from it picks a node in proportion to its degree.
  const ends: string[] = [];
  graph.addNode('0', { cluster: 0 });
  for (let i = 1; i < nodes; i++) {
    const node = String(i);
    graph.addNode(node, { cluster: Math.floor(Math.log2(i)) % 8 });
    const links = Math.max(1, Math.floor(perNode * i) - Math.floor(perNode * (i - 1)));
    for (let l = 0; l < links && l < i; l++) {
      const target =
        ends.length > 0 && random() < 0.9 ? ends[Math.floor(random() * ends.length)]! : String(Math.floor(random() * i));
      if (target === node || graph.hasEdge(node, target)) continue;
      graph.addEdge(node, target);
      ends.push(node, target);
    }
  }
  return graph;
}

/**
 * A graph of about `nodes` nodes and at most `edges` edges (a pair drawn twice is
 * one edge), the same for the same seed, with a label and a starting position on
 * every node: clustered groups around a circle, the small world on its ring.
 */
export function generateGraph(generator: GeneratorName, nodes: number, edges: number, seed: number): Graph {
  // Seeded: the same seed gives the same graph on every machine, so a link with `seed=` shows what its author saw.
  const random = createRandom(seed);
  const graph =
    generator === 'clustered'
      ? clusters(Graph, { order: nodes, size: edges, clusters: Math.max(2, Math.round(Math.sqrt(nodes) / 4)), rng: random })
      : generator === 'small-world'
        ? smallWorld(nodes, edges, random)
        : scaleFree(nodes, edges, random);
  const groups = new Set(graph.mapNodes((_node, attributes) => attributes.cluster as number)).size || 1;
  let index = 0;
  graph.updateEachNodeAttributes((node, attributes) => {
    const angle =
      generator === 'small-world' ? (2 * Math.PI * index) / nodes : (2 * Math.PI * (attributes.cluster as number)) / groups;
    const spread = generator === 'small-world' ? 0.05 : generator === 'clustered' ? 0.35 : 1.5;
    index++;
    return {
      ...attributes,
      label: `Node ${node}`,
      x: Math.cos(angle) + (random() - 0.5) * spread,
      y: Math.sin(angle) + (random() - 0.5) * spread,
    };
  });
  return graph;
}
