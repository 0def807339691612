import type Graph from 'graphology';
import type { Settings } from 'sigma/settings';
import type { Attributes } from 'graphology-types';
import type { Reducers } from './reducers';

const runNodeReducer = (reducers: Reducers, node: string, data: Attributes, hovered: string | null, graph: Graph) =>
  reducers.nodeReducer(node, data, hovered, graph);
const runEdgeReducer = (reducers: Reducers, edge: string, data: Attributes, hovered: string | null, graph: Graph) =>
  reducers.edgeReducer(edge, data, hovered, graph);

/**
 * The playground's reducers as sigma runs them: the pair drawing now and the hovered node.
 * `settings(graph)` gives sigma's `nodeReducer` and `edgeReducer`, which go into
 * `<SigmaContainer settings>` so that sigma's first frame is drawn with them: set after sigma
 * exists, as `useSetSettings` does, they would make sigma index and draw the whole graph a second
 * time. ReducersRunner hands it the pair and the hovered node, and redraws when they change.
 */
export class ReducerHost {
  private graph: Graph | null = null;
  private hovered: string | null = null;
  /** Set when the pair throws while drawing: it is skipped from then on, and `onError` is told once. */
  private failed = false;
  private onError: (error: Error) => void = () => undefined;

  constructor(private reducers: Reducers | null) {}

  settings(graph: Graph): Pick<Settings, 'nodeReducer' | 'edgeReducer'> {
    if (graph !== this.graph) this.hovered = null;
    this.graph = graph;
    // Run for every node and edge at each refresh: no closure made per call.
    return {
      nodeReducer: (node, data) => this.reduce(runNodeReducer, node, data, graph),
      edgeReducer: (edge, data) => this.reduce(runEdgeReducer, edge, data, graph),
    };
  }

  /** Runs one reducer of the pair, unless the pair failed; a throw marks it failed and leaves `data` as it was. */
  private reduce<D>(
    run: (reducers: Reducers, key: string, data: Attributes, hovered: string | null, graph: Graph) => D,
    key: string,
    data: D & Attributes,
    graph: Graph,
  ): D {
    const { reducers } = this;
    if (!reducers || this.failed) return data;
    try {
      return run(reducers, key, data, this.hovered, graph);
    } catch (error) {
      this.fail(error);
      return data;
    }
  }

  /** Takes the pair and the hovered node; true when they are not what sigma drew with. */
  update(reducers: Reducers | null, hovered: string | null, onError: (error: Error) => void): boolean {
    this.onError = onError;
    if (reducers === this.reducers && hovered === this.hovered) return false;
    this.reducers = reducers;
    this.hovered = hovered;
    this.failed = false;
    return true;
  }

  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    setTimeout(() => this.onError(error instanceof Error ? error : new Error(String(error))), 0);
  }
}
