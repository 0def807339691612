import type Graph from 'graphology';
import type { Attributes } from 'graphology-types';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';

/** The code panel's reducers: the starting pair, and the reader's edits compiled. */

export type NodeReducer = (node: string, data: Attributes, hovered: string | null, graph: Graph) => Partial<NodeDisplayData>;
export type EdgeReducer = (edge: string, data: Attributes, hovered: string | null, graph: Graph) => Partial<EdgeDisplayData>;
export interface Reducers {
  nodeReducer: NodeReducer;
  edgeReducer: EdgeReducer;
}

/**
 * `DEFAULT_REDUCERS` (./codegen.ts), compiled: the page starts with them without loading sucrase
 * (about 200 kB), which comes with the reader's first edit. runners.test.ts checks that both
 * give the same display data.
 */
export const defaultReducers: Reducers = {
  nodeReducer(node, data, hovered, graph) {
    if (hovered === null || node === hovered || graph.areNeighbors(node, hovered)) return data;
    return { ...data, color: 'rgba(127, 127, 127, 0.25)', label: '' };
  },
  edgeReducer(edge, data, hovered, graph) {
    if (hovered === null || graph.hasExtremity(edge, hovered)) return data;
    return { ...data, hidden: true };
  },
};

/**
 * Compiles the reducers' text (TypeScript, two functions) and tries them on a node and an edge of
 * `graph`, hovered and not, so code that throws is refused before it reaches sigma.
 */
export async function compileReducers(text: string, graph: Graph | null): Promise<Reducers> {
  const { transform } = await import('sucrase');
  let code: string;
  try {
    code = transform(text, { transforms: ['typescript'], filePath: 'reducers.ts' }).code;
  } catch (error) {
    throw new Error(`Syntax error: ${(error as Error).message.replace(/^reducers\.ts: /, '')}`);
  }
  let reducers: Partial<Reducers>;
  try {
    // Running the reader's own code is the point of the panel.
    reducers = new Function(
      `${code}\nreturn { nodeReducer: typeof nodeReducer === 'function' ? nodeReducer : undefined, edgeReducer: typeof edgeReducer === 'function' ? edgeReducer : undefined };`,
    )() as Partial<Reducers>;
  } catch (error) {
    throw new Error(`Error: ${(error as Error).message}`);
  }
  if (!reducers.nodeReducer || !reducers.edgeReducer)
    throw new Error('The code must define the functions nodeReducer and edgeReducer.');
  if (graph && graph.order > 0) {
    const node = graph.nodes()[0]!;
    const edge = graph.size > 0 ? graph.edges()[0] : undefined;
    for (const hovered of [null, node]) {
      reducers.nodeReducer(node, graph.getNodeAttributes(node), hovered, graph);
      if (edge !== undefined) reducers.edgeReducer(edge, graph.getEdgeAttributes(edge), hovered, graph);
    }
  }
  return reducers as Reducers;
}
