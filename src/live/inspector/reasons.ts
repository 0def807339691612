/**
 * The inspector's reasoning, pure (./reasons.test.ts feeds it plain objects): whether sigma draws a node's
 * label and why not, and which of the attributes sigma draws a reducer or sigma's defaults changed.
 * ./readSigma.ts gathers the inputs from a sigma instance.
 */

/** What decides whether sigma 3 draws a node's label, in the order its `renderLabels` looks at them. */
export interface LabelInput {
  /** In `sigma.getNodeDisplayedLabels()`: drawn on the labels layer at the last frame. */
  displayed: boolean;
  hidden: boolean;
  /** The `renderLabels` setting. */
  renderLabels: boolean;
  label: string | null;
  forceLabel: boolean;
  /** Highlighted (`highlighted` after the reducers) or under the pointer: drawn again, label too, on the hover layer. */
  highlighted: boolean;
  hovered: boolean;
  /** `sigma.scaleSize(size)`: the radius on screen, in pixels, what sigma compares to the threshold. */
  renderedSize: number;
  /** The `labelRenderedSizeThreshold` setting. */
  threshold: number;
  /** Its centre inside the graph's box. */
  inView: boolean;
  labelDensity: number;
  labelGridCellSize: number;
}

export type LabelReason =
  'drawn' | 'hover-layer' | 'hidden' | 'render-labels-off' | 'no-label' | 'below-threshold' | 'out-of-view' | 'label-grid';

export interface LabelState {
  reason: LabelReason;
  drawn: boolean;
  /** One sentence a reader acts on, with the numbers. */
  text: string;
}

/** A number as the panel writes it: at most `digits` decimals, no trailing zeros. */
export function num(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toFixed(digits)));
}

/**
 * Sigma 3's `renderLabels` (node_modules/sigma/dist, `renderLabels`): without the setting nothing; the label grid
 * picks at most `ceil(labelDensity / ratio²)` labels per cell of `labelGridCellSize` px (bigger nodes first), to which
 * it adds the nodes with `forceLabel`; of those it skips the hidden ones, those whose `scaleSize(size)` is under
 * `labelRenderedSizeThreshold` (unless `forceLabel`), and those far off the view. A node without a label is not in
 * the grid. Highlighted and hovered nodes are drawn again on the hover layer, label included, whatever the grid says.
 */
export function labelState(input: LabelInput): LabelState {
  const { label } = input;
  const quoted = label === null ? '' : `"${label}"`;
  if (input.hidden)
    return { reason: 'hidden', drawn: false, text: 'Not drawn: the node is hidden (hidden: true), label and all.' };
  if (label === null || label === '')
    return {
      reason: 'no-label',
      drawn: false,
      text: 'No label: the node has no label attribute after the reducers (sigma writes none).',
    };
  if (input.displayed) return { reason: 'drawn', drawn: true, text: `Label ${quoted} is drawn.` };
  if (input.highlighted || input.hovered)
    return {
      reason: 'hover-layer',
      drawn: true,
      text: `Label ${quoted} is drawn on the hover layer: the node is ${input.hovered ? 'under the pointer' : 'highlighted'}, which sigma draws with its label whatever the label settings say.`,
    };
  if (!input.renderLabels)
    return {
      reason: 'render-labels-off',
      drawn: false,
      text: `Label ${quoted} is not drawn: the renderLabels setting is false, so sigma draws no node label.`,
    };
  if (!input.forceLabel && input.renderedSize < input.threshold)
    return {
      reason: 'below-threshold',
      drawn: false,
      text: `Label ${quoted} is not drawn: its rendered size, ${num(input.renderedSize)} px (scaleSize of its size at this zoom), is below labelRenderedSizeThreshold, ${num(input.threshold)} px. Zoom in, make the node bigger, lower the threshold or set forceLabel.`,
    };
  if (!input.inView)
    return {
      reason: 'out-of-view',
      drawn: false,
      text: `Label ${quoted} is not drawn: the node is outside the graph's view, where sigma draws no label.`,
    };
  return {
    reason: 'label-grid',
    drawn: false,
    text: `Label ${quoted} is not drawn: sigma's label grid (cells of labelGridCellSize, ${num(input.labelGridCellSize)} px; labelDensity ${num(input.labelDensity)}) shows a bigger node's label in its cell at this zoom. Zoom in, raise labelDensity or set forceLabel.`,
  };
}

/** The attributes sigma reads to draw a node (position apart: see `displayChanges`). */
export const NODE_KEYS = ['color', 'size', 'label', 'hidden', 'highlighted', 'forceLabel', 'zIndex', 'type'] as const;
export const EDGE_KEYS = ['color', 'size', 'label', 'hidden', 'forceLabel', 'zIndex', 'type'] as const;
/** What sigma fills in when an attribute is missing, worth naming: a colour or a size a reader did not set (a misspelt `colour`). */
const DEFAULTED = new Set(['color', 'size']);

export interface Change {
  key: string;
  from: unknown;
  to: unknown;
  /** `reducer`: the nodeReducer or edgeReducer changed it; `default`: missing, sigma filled it in. */
  by: 'reducer' | 'default';
}

const absent = (value: unknown) => value === undefined || value === null;

/** Whether sigma draws `drawn` for `value`: it writes labels as strings. */
function same(key: string, value: unknown, drawn: unknown): boolean {
  if (value === drawn) return true;
  if (absent(value) && absent(drawn)) return true;
  return key === 'label' && !absent(value) && String(value) === drawn;
}

/**
 * What changed between the graph's attributes and what sigma draws, for `keys`: by the reducer where its output
 * (`reduced`, the reducer called on a copy of the attributes, null without a reducer) differs from the attributes,
 * by sigma's defaults where an attribute is missing. Positions are compared between the attributes and the
 * reducer's output only: sigma's display data holds them normalised to the graph's frame, another space.
 */
export function displayChanges(
  keys: readonly string[],
  attributes: Record<string, unknown>,
  reduced: Record<string, unknown> | null,
  display: Record<string, unknown>,
): Change[] {
  const changes: Change[] = [];
  if (reduced)
    for (const key of ['x', 'y'])
      if (!same(key, attributes[key], reduced[key]))
        changes.push({ key, from: attributes[key], to: reduced[key], by: 'reducer' });
  for (const key of keys) {
    const from = attributes[key];
    const to = display[key];
    if (same(key, from, to)) continue;
    if (reduced && !same(key, from, reduced[key])) changes.push({ key, from, to, by: 'reducer' });
    else if (absent(from) && DEFAULTED.has(key)) changes.push({ key, from, to, by: 'default' });
    // Not the reducer's doing, and set: a value sigma does not take as it is (an empty colour, a size of 0).
    else if (!absent(from)) changes.push({ key, from, to, by: 'default' });
  }
  return changes;
}

/** A value as the panel writes it: strings quoted, numbers rounded, objects as short JSON. */
export function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'number') return num(value, 4);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 79)}…` : json;
  } catch {
    return String(value);
  }
}

export function describeChange(change: Change, reducer: 'nodeReducer' | 'edgeReducer'): string {
  const who = change.by === 'reducer' ? `by ${reducer}` : "by sigma's default";
  return `${change.key}: ${show(change.from)} in the graph, ${show(change.to)} drawn (${who})`;
}
