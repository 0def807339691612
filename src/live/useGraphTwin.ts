import { useEffect, useState, type RefObject } from 'react';
import type Graph from 'graphology';
import type { Sigma } from 'sigma';
import { describeGraph, graphStructure, type GraphStructure, type GraphSummary } from './describeGraph';
import { onSigmaInstancesChange, sigmaInstancesIn } from './sigmaRegistry';

/** What the text twin shows of the graph drawn beside it. */
export interface GraphTwin {
  sigma: Sigma;
  graph: Graph;
  structure: GraphStructure;
  summary: GraphSummary;
}

/** Quiet time after the last change before the summary is made again: a search typed or a filter dragged is one update. */
export const SETTLE_MS = 500;
/** A graph that never settles (a layout left running) is still summed up this often. */
const MAX_WAIT_MS = 2000;

const STRUCTURE_EVENTS = ['nodeAdded', 'edgeAdded', 'nodeDropped', 'edgeDropped', 'cleared', 'edgesCleared'] as const;
// Positions change these too (a layout writes x and y), but the text does not read them: the
// summary is made again after the graph settles and, the same, is not announced again.
const ATTRIBUTE_EVENTS = [
  'attributesUpdated',
  'nodeAttributesUpdated',
  'edgeAttributesUpdated',
  'eachNodeAttributesUpdated',
  'eachEdgeAttributesUpdated',
] as const;

/**
 * The first sigma instance drawn inside `scope`'s parent (an example's section, the playground's
 * frame column): the graph's own, made before the minimap's. Follows the instance that replaces it
 * (an edited example re-runs, the playground makes a new sigma for new settings).
 */
function useSigmaBeside(scope: RefObject<HTMLElement | null>): Sigma | null {
  const [sigma, setSigma] = useState<Sigma | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const find = () => {
      timer = undefined;
      const parent = scope.current?.parentElement;
      setSigma(parent ? (sigmaInstancesIn(parent)[0] ?? null) : null);
    };
    // The registry calls from inside sigma's constructor: read the instance once it is built.
    const later = () => {
      if (timer === undefined) timer = window.setTimeout(find);
    };
    find();
    const unsubscribe = onSigmaInstancesChange(later);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [scope]);
  return sigma;
}

/**
 * The summary of the graph drawn beside `scope`, made again once the graph settles after a change of
 * its nodes, edges or attributes, or after sigma draws (a reducer that hides nodes changes nothing
 * in the graph). The node ranking is made again only when nodes or edges come or go.
 */
export function useGraphTwin(scope: RefObject<HTMLElement | null>): GraphTwin | null {
  const sigma = useSigmaBeside(scope);
  const [twin, setTwin] = useState<GraphTwin | null>(null);
  useEffect(() => {
    if (!sigma) return undefined;
    const graph = sigma.getGraph();
    let structure: GraphStructure | null = null;
    let timer: number | undefined;
    let waitingSince = 0;
    const visibility = {
      nodeHidden: (node: string) => sigma.getNodeDisplayData(node)?.hidden === true,
      edgeHidden: (edge: string) => sigma.getEdgeDisplayData(edge)?.hidden === true,
    };
    const settle = () => {
      timer = undefined;
      waitingSince = 0;
      const fresh = structure === null;
      structure ??= graphStructure(graph);
      const summary = describeGraph(graph, structure, visibility);
      const current = { sigma, graph, structure, summary };
      setTwin((previous) => (!fresh && previous?.sigma === sigma && previous.summary.long === summary.long ? previous : current));
    };
    const schedule = () => {
      const now = performance.now();
      waitingSince ||= now;
      window.clearTimeout(timer);
      timer = window.setTimeout(settle, Math.max(0, Math.min(SETTLE_MS, waitingSince + MAX_WAIT_MS - now)));
    };
    const restructure = () => {
      structure = null;
      schedule();
    };
    STRUCTURE_EVENTS.forEach((event) => graph.on(event, restructure));
    ATTRIBUTE_EVENTS.forEach((event) => graph.on(event, schedule));
    sigma.on('afterRender', schedule);
    settle();
    return () => {
      window.clearTimeout(timer);
      STRUCTURE_EVENTS.forEach((event) => graph.off(event, restructure));
      ATTRIBUTE_EVENTS.forEach((event) => graph.off(event, schedule));
      sigma.off('afterRender', schedule);
    };
  }, [sigma]);
  // Until the new instance's first summary, nothing: not the last instance's.
  return twin?.sigma === sigma ? twin : null;
}
