import { describe, expect, it } from 'vitest';
import { NODE_KEYS, describeChange, displayChanges, labelState, type LabelInput } from './reasons';

/** A node sigma draws with its label: big enough, in view, picked by the label grid. */
const drawn: LabelInput = {
  displayed: true,
  hidden: false,
  renderLabels: true,
  label: 'Alice',
  forceLabel: false,
  highlighted: false,
  hovered: false,
  renderedSize: 10,
  threshold: 6,
  inView: true,
  labelDensity: 1,
  labelGridCellSize: 100,
};
const notDrawn = { ...drawn, displayed: false };

describe('labelState: why sigma draws a node label or not, in the order its renderLabels decides', () => {
  it('a label sigma drew is drawn', () => {
    expect(labelState(drawn)).toMatchObject({ reason: 'drawn', drawn: true, text: 'Label "Alice" is drawn.' });
  });

  it('a hidden node first, whatever else holds', () => {
    expect(labelState({ ...notDrawn, hidden: true, renderLabels: false, renderedSize: 1 }).reason).toBe('hidden');
  });

  it('no label: nothing to draw, whatever the settings', () => {
    expect(labelState({ ...notDrawn, label: null, renderLabels: false }).reason).toBe('no-label');
    expect(labelState({ ...notDrawn, label: '' }).reason).toBe('no-label');
  });

  it('a highlighted or hovered node has its label drawn on the hover layer, even under the threshold', () => {
    expect(labelState({ ...notDrawn, highlighted: true, renderedSize: 2 })).toMatchObject({ reason: 'hover-layer', drawn: true });
    expect(labelState({ ...notDrawn, hovered: true }).text).toContain('under the pointer');
  });

  it('renderLabels off', () => {
    expect(labelState({ ...notDrawn, renderLabels: false, renderedSize: 2 }).reason).toBe('render-labels-off');
  });

  it('under labelRenderedSizeThreshold, with both numbers', () => {
    const state = labelState({ ...notDrawn, renderedSize: 4.2345, threshold: 6 });
    expect(state.reason).toBe('below-threshold');
    expect(state.text).toContain('4.23 px');
    expect(state.text).toContain('labelRenderedSizeThreshold, 6 px');
  });

  it('forceLabel passes the threshold: then the view, then the label grid', () => {
    expect(labelState({ ...notDrawn, renderedSize: 2, forceLabel: true }).reason).toBe('label-grid');
    expect(labelState({ ...notDrawn, inView: false }).reason).toBe('out-of-view');
    const grid = labelState({ ...notDrawn, labelDensity: 0.07, labelGridCellSize: 60 });
    expect(grid.reason).toBe('label-grid');
    expect(grid.text).toContain('labelGridCellSize, 60 px; labelDensity 0.07');
  });
});

describe('displayChanges: what the reducer or sigma changed between the attributes and what sigma draws', () => {
  const attributes = { x: 1, y: 2, size: 5, color: '#e22', label: 'Alice' };
  const display = {
    x: 0.5,
    y: 0.5,
    size: 5,
    color: '#e22',
    label: 'Alice',
    hidden: false,
    highlighted: false,
    forceLabel: false,
    zIndex: 0,
    type: 'circle',
  };

  it('no reducer and nothing missing: nothing changed (sigma fills hidden, zIndex… silently; positions are framed, not compared)', () => {
    expect(displayChanges(NODE_KEYS, attributes, null, display)).toEqual([]);
  });

  it("names the reducer's changes, with the value in the graph and the one drawn", () => {
    const reduced = { ...attributes, color: '#ccc', label: null, highlighted: true };
    const drawnData = { ...display, color: '#ccc', label: null, highlighted: true };
    const changes = displayChanges(NODE_KEYS, attributes, reduced, drawnData);
    expect(changes).toEqual([
      { key: 'color', from: '#e22', to: '#ccc', by: 'reducer' },
      { key: 'label', from: 'Alice', to: null, by: 'reducer' },
      { key: 'highlighted', from: undefined, to: true, by: 'reducer' },
    ]);
    expect(describeChange(changes[0]!, 'nodeReducer')).toBe('color: "#e22" in the graph, "#ccc" drawn (by nodeReducer)');
  });

  it("a reducer that returns the attributes as they are changes nothing; sigma's defaults are named where a colour or a size is missing", () => {
    const bare = { x: 1, y: 2, label: 'Alice' };
    const changes = displayChanges(NODE_KEYS, bare, { ...bare }, { ...display, color: '#999', size: 2 });
    expect(changes).toEqual([
      { key: 'color', from: undefined, to: '#999', by: 'default' },
      { key: 'size', from: undefined, to: 2, by: 'default' },
    ]);
  });

  it('a value sigma does not take as it is (an empty colour, a size of 0) is its default too; a label drawn as text is the same', () => {
    const odd = { ...attributes, color: '', size: 0, label: 7 };
    expect(displayChanges(NODE_KEYS, odd, null, { ...display, color: '#999', size: 2, label: '7' })).toEqual([
      { key: 'color', from: '', to: '#999', by: 'default' },
      { key: 'size', from: 0, to: 2, by: 'default' },
    ]);
  });

  it("positions: the reducer's output against the attributes, never sigma's framed coordinates", () => {
    const moved = { ...attributes, x: 10 };
    expect(displayChanges(NODE_KEYS, attributes, moved, display)).toEqual([{ key: 'x', from: 1, to: 10, by: 'reducer' }]);
  });
});
