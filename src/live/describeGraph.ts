import type Graph from 'graphology';

/**
 * The text twin of a live graph (./GraphDescription.tsx): what a screen reader hears in place of the
 * canvas. Pure functions of the graph, so the words are tested without a browser. Two costs are kept
 * apart: `graphStructure` (a sort of every node, a pass over every edge) runs once per change of
 * nodes or edges; `describeGraph` (a pass over nodes and edges to count what is shown) runs on each
 * settled change, and nothing here reads positions, so a running layout never changes the text.
 */

/** How many of the most connected nodes the summary names. */
export const TOP_NODES = 5;
/** How many neighbours a node's line names before "and N more". */
export const NEIGHBOURS_NAMED = 8;

export interface GraphStructure {
  /** "Undirected graph", "Directed multigraph with 3 parallel edges", "Mixed graph (4 directed, 9 undirected edges)". */
  kind: string;
  /** Every node's key, the most connected first (ties in the graph's own order). */
  ranked: string[];
}

/** What sigma shows after its reducers (`getNodeDisplayData(node)?.hidden`): absent, everything is shown. */
export interface Visibility {
  nodeHidden: (node: string) => boolean;
  edgeHidden: (edge: string) => boolean;
}

export interface GraphSummary {
  /** One line: kind and counts. Shown under the frame. */
  short: string;
  /** "Most connected: Paris (6 edges), …": read after `short`. */
  top: string;
  /** `short` and `top`: what is announced when the graph changes. */
  long: string;
}

export const plural = (count: number, word: string, words = `${word}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? word : words}`;

/** A node's label (its `label` attribute), or its key when it has none. */
export function nodeLabel(graph: Graph, node: string): string {
  const label: unknown = graph.getNodeAttribute(node, 'label');
  return typeof label === 'string' && label.trim() !== '' ? label : node;
}

/** Edges that repeat the ends of an earlier one (a multigraph's extra edges between the same nodes, same direction). */
function parallelEdges(graph: Graph): number {
  if (!graph.multi) return 0;
  const seen = new Set<string>();
  let parallel = 0;
  graph.forEachEdge((_edge, _attributes, source, target, _s, _t, undirected) => {
    const [a, b] = undirected && target < source ? [target, source] : [source, target];
    const key = `${undirected ? 'u' : 'd'}\u0000${a}\u0000${b}`;
    if (seen.has(key)) parallel++;
    else seen.add(key);
  });
  return parallel;
}

/** The kind of graph, from the edges it holds (graphology's default type, 'mixed', often holds only undirected ones). */
export function graphKind(graph: Graph): string {
  const { directedSize, undirectedSize } = graph;
  let kind: string;
  if (directedSize > 0 && undirectedSize > 0) kind = 'Mixed';
  else if (directedSize > 0) kind = 'Directed';
  else if (undirectedSize > 0) kind = 'Undirected';
  else kind = graph.type === 'mixed' ? 'Mixed' : graph.type === 'directed' ? 'Directed' : 'Undirected';
  const parallel = parallelEdges(graph);
  const details: string[] = [];
  if (parallel > 0) details.push(plural(parallel, 'parallel edge'));
  if (graph.selfLoopCount > 0) details.push(plural(graph.selfLoopCount, 'self-loop'));
  let text = `${kind} ${parallel > 0 ? 'multigraph' : 'graph'}`;
  if (kind === 'Mixed' && directedSize + undirectedSize > 0)
    text += ` (${directedSize.toLocaleString('en')} directed, ${plural(undirectedSize, 'undirected edge')})`;
  return details.length > 0 ? `${text} with ${details.join(' and ')}` : text;
}

export function graphStructure(graph: Graph): GraphStructure {
  const nodes = graph.nodes();
  const degree = new Map(nodes.map((node) => [node, graph.degree(node)]));
  // Array.prototype.sort is stable: equal degrees keep the graph's order.
  const ranked = nodes.sort((a, b) => degree.get(b)! - degree.get(a)!);
  return { kind: graphKind(graph), ranked };
}

function shownCounts(graph: Graph, visibility: Visibility | undefined): { nodes: number; edges: number } {
  if (!visibility) return { nodes: graph.order, edges: graph.size };
  let nodes = 0;
  let edges = 0;
  graph.forEachNode((node) => {
    if (!visibility.nodeHidden(node)) nodes++;
  });
  graph.forEachEdge((edge, _attributes, source, target) => {
    if (!visibility.edgeHidden(edge) && !visibility.nodeHidden(source) && !visibility.nodeHidden(target)) edges++;
  });
  return { nodes, edges };
}

/** The summary of `graph` as sigma shows it (everything, without `visibility`). */
export function describeGraph(graph: Graph, structure: GraphStructure, visibility?: Visibility): GraphSummary {
  if (graph.order === 0) return { short: `${structure.kind} with no nodes.`, top: '', long: `${structure.kind} with no nodes.` };
  const shown = shownCounts(graph, visibility);
  const all = shown.nodes === graph.order && shown.edges === graph.size;
  let counts = `${plural(graph.order, 'node')} and ${plural(graph.size, 'edge')}`;
  if (!all) counts += `; ${plural(shown.nodes, 'node')} and ${plural(shown.edges, 'edge')} shown`;
  const short = `${structure.kind}, ${counts}.`;
  const top: string[] = [];
  for (const node of structure.ranked) {
    if (top.length === TOP_NODES) break;
    if (visibility?.nodeHidden(node)) continue;
    top.push(`${nodeLabel(graph, node)} (${plural(graph.degree(node), 'edge')})`);
  }
  const most = top.length > 0 ? `Most connected${all ? '' : ' shown'}: ${top.join(', ')}.` : 'None shown.';
  return { short, top: most, long: `${short} ${most}` };
}

/** "Lyon: 4 neighbours: Paris, Grenoble, Marseille, Dijon" (neighbours by degree, the first `NEIGHBOURS_NAMED`). */
export function describeNode(graph: Graph, node: string): string {
  const neighbours = neighboursByDegree(graph, node);
  const label = nodeLabel(graph, node);
  if (neighbours.length === 0) return `${label}: no neighbours`;
  const named = neighbours.slice(0, NEIGHBOURS_NAMED).map((neighbour) => nodeLabel(graph, neighbour));
  const more = neighbours.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more.toLocaleString('en')} more` : named.join(', ');
  return `${label}: ${plural(neighbours.length, 'neighbour')}: ${list}`;
}

/** The neighbours of `node`, the most connected first: the order Left and Right move in. */
export function neighboursByDegree(graph: Graph, node: string): string[] {
  return graph.neighbors(node).sort((a, b) => graph.degree(b) - graph.degree(a));
}
