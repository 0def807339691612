import type { Sigma } from 'sigma';
import { DEFAULT_EDGE_PROGRAM_CLASSES, DEFAULT_NODE_PROGRAM_CLASSES } from 'sigma/settings';
import { EDGE_KEYS, NODE_KEYS, describeChange, displayChanges, labelState, num, show, type LabelState } from './reasons';

/** What the inspector shows: a node or an edge of the graph. */
export interface Target {
  kind: 'node' | 'edge';
  key: string;
}

export interface Row {
  key: string;
  value: string;
  /** How to read the value: where it comes from, what sigma makes of it. */
  note?: string;
  /** A colour to show beside the value. */
  swatch?: string;
}

export interface Report {
  target: Target;
  /** Its label, or its key without one. */
  name: string;
  /** Gone from the graph (a node dropped since it was picked): nothing else is filled in. */
  gone: boolean;
  attributes: Row[];
  drawn: Row[];
  /** Nodes only: whether sigma draws the label now, and why not. */
  label?: LabelState;
  /** Edges: a line on their label. */
  edgeLabel?: string;
  /** Which attributes the reducer or sigma's defaults changed, one sentence each; `reducer` false: no reducer set. */
  changes: string[];
  reducer: boolean;
}

type Reducer = (key: string, attributes: Record<string, unknown>) => Record<string, unknown>;

/** The program sigma draws `type` with, named as the reader's settings name it. */
function programOf(sigma: Sigma, kind: 'node' | 'edge', type: string): string {
  const setting = kind === 'node' ? 'nodeProgramClasses' : 'edgeProgramClasses';
  const programs = sigma.getSetting(setting) as Record<string, unknown>;
  const defaults: Record<string, unknown> = kind === 'node' ? DEFAULT_NODE_PROGRAM_CLASSES : DEFAULT_EDGE_PROGRAM_CLASSES;
  const program = programs[type];
  if (!program) return `none: ${setting} has no "${type}", and sigma throws`;
  // A production build renames classes: only sigma's own defaults are named for sure.
  if (program === defaults[type]) return `${setting}.${type}, sigma's default`;
  return `${setting}.${type}, registered by this graph's settings`;
}

/** The reducer's output for this item, called on a copy of its attributes as sigma calls it; null without a reducer. */
function reduce(reducer: Reducer | null, key: string, attributes: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof reducer !== 'function') return null;
  try {
    return reducer(key, { ...attributes });
  } catch {
    return null;
  }
}

const rows = (values: Record<string, unknown>): Row[] =>
  Object.keys(values)
    .sort()
    .map((key) => ({ key, value: show(values[key]) }));

/** The node's report, read through sigma's public API. `hovered`: the node under the pointer (enterNode / leaveNode). */
export function readNode(sigma: Sigma, node: string, hovered: string | null): Report {
  const graph = sigma.getGraph();
  const target: Target = { kind: 'node', key: node };
  const data = graph.hasNode(node) ? sigma.getNodeDisplayData(node) : undefined;
  if (!data) return { target, name: node, gone: true, attributes: [], drawn: [], changes: [], reducer: false };
  const attributes = graph.getNodeAttributes(node) as Record<string, unknown>;
  const reducer = sigma.getSetting('nodeReducer') as Reducer | null;
  const reduced = reduce(reducer, node, attributes);
  const renderedSize = sigma.scaleSize(data.size);
  const onScreen = sigma.framedGraphToViewport(data);
  const { width, height } = sigma.getDimensions();
  const label = labelState({
    displayed: sigma.getNodeDisplayedLabels().has(node),
    hidden: data.hidden,
    renderLabels: sigma.getSetting('renderLabels'),
    label: data.label,
    forceLabel: data.forceLabel,
    highlighted: data.highlighted,
    hovered: hovered === node,
    renderedSize,
    threshold: sigma.getSetting('labelRenderedSizeThreshold'),
    inView: onScreen.x >= 0 && onScreen.y >= 0 && onScreen.x <= width && onScreen.y <= height,
    labelDensity: sigma.getSetting('labelDensity'),
    labelGridCellSize: sigma.getSetting('labelGridCellSize'),
  });
  const display = data as unknown as Record<string, unknown>;
  return {
    target,
    name: data.label ?? node,
    gone: false,
    attributes: rows(attributes),
    drawn: [
      { key: 'x, y', value: `${num(data.x, 4)}, ${num(data.y, 4)}`, note: "in sigma's framed graph (the graph fitted to 0…1)" },
      {
        key: 'on screen',
        value: `${num(onScreen.x, 1)}, ${num(onScreen.y, 1)} px`,
        note: "from the graph box's top left corner, at this camera",
      },
      { key: 'size', value: num(data.size, 4), note: `${num(renderedSize)} px radius on screen at this zoom (scaleSize)` },
      { key: 'color', value: data.color, swatch: data.color },
      { key: 'label', value: show(data.label) },
      { key: 'hidden', value: String(data.hidden) },
      { key: 'highlighted', value: String(data.highlighted) },
      { key: 'forceLabel', value: String(data.forceLabel) },
      {
        key: 'zIndex',
        value: num(data.zIndex, 4),
        note: sigma.getSetting('zIndex') ? undefined : 'the zIndex setting is off: not used',
      },
      { key: 'type', value: data.type, note: `drawn by ${programOf(sigma, 'node', data.type)}` },
    ],
    label,
    changes: displayChanges(NODE_KEYS, attributes, reduced, display).map((change) => describeChange(change, 'nodeReducer')),
    reducer: reduced !== null,
  };
}

export function readEdge(sigma: Sigma, edge: string): Report {
  const graph = sigma.getGraph();
  const target: Target = { kind: 'edge', key: edge };
  const data = graph.hasEdge(edge) ? sigma.getEdgeDisplayData(edge) : undefined;
  if (!data) return { target, name: edge, gone: true, attributes: [], drawn: [], changes: [], reducer: false };
  const attributes = graph.getEdgeAttributes(edge) as Record<string, unknown>;
  const reduced = reduce(sigma.getSetting('edgeReducer') as Reducer | null, edge, attributes);
  const [source, target_] = graph.extremities(edge);
  const name =
    data.label ||
    `${String(graph.getNodeAttribute(source, 'label') ?? source)} – ${String(graph.getNodeAttribute(target_, 'label') ?? target_)}`;
  let edgeLabel: string;
  if (!data.label) edgeLabel = 'No label: the edge has no label attribute after the reducers.';
  else if (sigma.getEdgeDisplayedLabels().has(edge)) edgeLabel = `Label "${data.label}" is drawn.`;
  else if (!sigma.getSetting('renderEdgeLabels'))
    edgeLabel = `Label "${data.label}" is not drawn: the renderEdgeLabels setting is false.`;
  else
    edgeLabel = `Label "${data.label}" is not drawn: sigma draws an edge's label when both its nodes' labels are drawn, or one of them is hovered or highlighted.`;
  return {
    target,
    name,
    gone: false,
    attributes: [{ key: 'source → target', value: `${show(source)} → ${show(target_)}` }, ...rows(attributes)],
    drawn: [
      { key: 'size', value: num(data.size, 4), note: 'its thickness, scaled with the zoom as node sizes are' },
      { key: 'color', value: data.color, swatch: data.color },
      { key: 'label', value: show(data.label) },
      { key: 'hidden', value: String(data.hidden) },
      { key: 'forceLabel', value: String(data.forceLabel) },
      { key: 'zIndex', value: num(data.zIndex, 4) },
      { key: 'type', value: data.type, note: `drawn by ${programOf(sigma, 'edge', data.type)}` },
    ],
    edgeLabel,
    changes: displayChanges(EDGE_KEYS, attributes, reduced, data as unknown as Record<string, unknown>).map((change) =>
      describeChange(change, 'edgeReducer'),
    ),
    reducer: reduced !== null,
  };
}
