/**
 * What the guide "Labels" (docs/guides/labels.mdx) states about sigma, checked against the installed
 * code: its defaults, its label drawers (run here on a canvas stand-in), and the rules in its
 * renderer that pick the labels to draw (read from the build the site bundles). The browser test
 * (tests/e2e/examples/labels.spec.ts) checks what the examples draw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import type { Settings } from 'sigma/settings';

const require = createRequire(import.meta.url);

let settingsModule: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');

withWebGLStandIns();
beforeAll(async () => {
  settingsModule = await import('sigma/settings');
  rendering = await import('sigma/rendering');
});

const defaults = (): Settings => settingsModule.DEFAULT_SETTINGS;

/** sigma's renderer as the site bundles it (the package's "module" build). */
const renderer = () => fs.readFileSync(path.join(path.dirname(require.resolve('sigma')), 'sigma.esm.js'), 'utf8');

interface Drawn {
  text: string;
  font: string;
  fillStyle: string;
}

/** A 2D context that notes what is written and filled, with text 7 px per character wide. */
function canvasStandIn() {
  const texts: Drawn[] = [];
  const fills: { fillStyle: string; shadowColor: string }[] = [];
  const context = {
    font: '',
    fillStyle: '',
    shadowColor: '',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    measureText: (text: string) => ({ width: text.length * 7 }),
    fillText(text: string) {
      texts.push({ text, font: this.font, fillStyle: this.fillStyle });
    },
    fill() {
      fills.push({ fillStyle: this.fillStyle, shadowColor: this.shadowColor });
    },
    beginPath() {},
    closePath() {},
    moveTo() {},
    lineTo() {},
    arc() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
  };
  return { context: context as unknown as CanvasRenderingContext2D, texts, fills };
}

const node = (label: string, extra: Record<string, unknown> = {}) => ({
  x: 50,
  y: 50,
  size: 10,
  color: '#1c7ed6',
  label,
  ...extra,
});

describe('labels guide: the defaults it states', () => {
  it('has labels on and edge labels off, in 14 px Arial, black for nodes and the edge colour for edges', () => {
    expect(defaults()).toMatchObject({
      renderLabels: true,
      renderEdgeLabels: false,
      hideLabelsOnMove: false,
      labelFont: 'Arial',
      labelSize: 14,
      labelWeight: 'normal',
      labelColor: { color: '#000' },
      edgeLabelFont: 'Arial',
      edgeLabelSize: 14,
      edgeLabelWeight: 'normal',
      edgeLabelColor: { attribute: 'color' },
      defaultNodeColor: '#999',
      defaultEdgeColor: '#ccc',
    });
    // toMatchObject would accept more keys in these two.
    expect(defaults().labelColor).toEqual({ color: '#000' });
    expect(defaults().edgeLabelColor).toEqual({ attribute: 'color' });
  });

  it('picks labels with a 6 px threshold and one label per 100 px cell, and refuses a negative density', () => {
    expect(defaults()).toMatchObject({
      labelRenderedSizeThreshold: 6,
      labelGridCellSize: 100,
      labelDensity: 1,
    });
    expect(() => settingsModule.validateSettings({ ...defaults(), labelDensity: -1 })).toThrow(/labelDensity/);
    expect(() => settingsModule.validateSettings({ ...defaults(), labelDensity: 0 })).not.toThrow();
  });

  it("draws labels and hovers with sigma's disc drawers", () => {
    expect(defaults().defaultDrawNodeLabel).toBe(rendering.drawDiscNodeLabel);
    expect(defaults().defaultDrawNodeHover).toBe(rendering.drawDiscNodeHover);
  });
});

describe("labels guide: sigma's drawers", () => {
  it('fill the hover box in white with a shadow whatever the settings, so light labels turn unreadable', () => {
    const { context, texts, fills } = canvasStandIn();
    rendering.drawDiscNodeHover(context, node('Ada'), { ...defaults(), labelColor: { color: '#e3e3e3' } });
    expect(fills[0]).toEqual({ fillStyle: '#FFF', shadowColor: '#000' });
    expect(texts).toEqual([{ text: 'Ada', font: 'normal 14px Arial', fillStyle: '#e3e3e3' }]);
  });

  it('write a label in one fillText call, "\\n" included, at labelSize whatever the node says', () => {
    const { context, texts } = canvasStandIn();
    rendering.drawDiscNodeLabel(context, node('Ada\nTeam lead', { labelSize: 30 }), defaults());
    expect(texts).toEqual([{ text: 'Ada\nTeam lead', font: 'normal 14px Arial', fillStyle: '#000' }]);
  });

  it('read the colour from the attribute labelColor names, else its color, else #000', () => {
    const byAttribute = { ...defaults(), labelColor: { attribute: 'labelColor', color: '#1c1e21' } };
    const colourOf = (data: ReturnType<typeof node>, settings: Settings) => {
      const { context, texts } = canvasStandIn();
      rendering.drawDiscNodeLabel(context, data, settings);
      return texts[0]?.fillStyle;
    };
    expect(colourOf(node('Ada', { labelColor: '#d6336c' }), byAttribute)).toBe('#d6336c');
    expect(colourOf(node('Alan'), byAttribute)).toBe('#1c1e21');
    expect(colourOf(node('Alan'), { ...defaults(), labelColor: { attribute: 'labelColor' } })).toBe('#000');
  });

  it("draw an edge's label in its colour, cut with … when too long, and none when its nodes touch", () => {
    const draw = (label: string, targetX: number) => {
      const { context, texts } = canvasStandIn();
      const edge = { label, size: 1, color: '#ccc' };
      rendering.drawStraightEdgeLabel(context, edge, node('a'), node('b', { x: targetX }), defaults());
      return texts;
    };
    expect(draw('writes to', 200)).toEqual([{ text: 'writes to', font: 'normal 14px Arial', fillStyle: '#ccc' }]);
    // 40 px between the nodes' rims: room for 5 characters of 7 px.
    expect(draw('writes to', 110)[0]?.text).toBe('writ…');
    // Fewer than four characters left: no label.
    expect(draw('writes to', 85)).toEqual([]);
    // The nodes overlap.
    expect(draw('writes to', 60)).toEqual([]);
  });
});

describe("labels guide: the renderer's rules", () => {
  it('skips a node whose size on screen is below the threshold, unless forceLabel', () => {
    expect(renderer()).toMatch(/if \(!\w+\.forceLabel && size < this\.settings\.labelRenderedSizeThreshold\) continue;/);
  });

  it('puts nodes with a string label, even empty, in the grid, biggest first, ⌈density / ratio²⌉ per cell', () => {
    const source = renderer();
    expect(source).toMatch(/if \(typeof data\.label === "string" && !data\.hidden\) this\.labelGrid\.add\(/);
    expect(source).toContain('if (!data.label && data.label !== "") data.label = null;');
    expect(source).toContain('if (first.size > second.size) return -1;');
    expect(source).toContain('var scaledCellArea = cellArea / ratio / ratio;');
    expect(source).toContain('var scaledDensity = scaledCellArea * density / cellArea;');
    expect(source).toContain('var labelsToDisplayPerCell = Math.ceil(scaledDensity);');
  });

  it('labels an edge when both its nodes are labelled, one is hovered or highlighted, or it has forceLabel', () => {
    const source = renderer();
    expect(source).toContain(
      'if (source === hoveredNode || target === hoveredNode || highlightedNodes.has(source) || highlightedNodes.has(target) || displayedNodeLabels.has(source) && displayedNodeLabels.has(target)) {',
    );
    expect(source).toMatch(/extend\(edgeLabelsToDisplay, this\.edgesWithForcedLabels\)/);
  });

  it('keeps the last labelled nodes when renderLabels is turned off, so their edges keep their labels', () => {
    const source = renderer();
    const renderLabels = source.slice(source.indexOf('key: "renderLabels"'), source.indexOf('key: "renderEdgeLabels"'));
    const earlyReturn = renderLabels.indexOf('if (!this.settings.renderLabels) return this;');
    expect(earlyReturn).toBeGreaterThan(0);
    // The set the edge labels read is only emptied after that return.
    expect(renderLabels.indexOf('this.displayedNodeLabels = new Set();')).toBeGreaterThan(earlyReturn);
  });
});
