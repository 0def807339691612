/**
 * What docs/guides/big-graphs.mdx states about sigma's settings and programs, and the playground
 * links it gives, checked against the installed sigma and the playground's URL reader. When an
 * upgrade or a playground change breaks a statement, the test names it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import { siteDir } from '../../../config/versions';
import {
  EDGE_TYPES,
  GENERATORS,
  LAYOUTS,
  MAX_EDGES,
  MAX_NODES,
  NODE_PROGRAMS,
  readSettings,
} from '../../components/Playground/settings';

let settings: typeof import('sigma/settings');
let rendering: typeof import('sigma/rendering');
let utils: typeof import('sigma/utils');

withWebGLStandIns();
beforeAll(async () => {
  settings = await import('sigma/settings');
  rendering = await import('sigma/rendering');
  utils = await import('sigma/utils');
});

const page = fs.readFileSync(path.join(siteDir, 'docs/guides/big-graphs.mdx'), 'utf8');
/** sigma's ESM build, the code the site bundles: its entry and the chunks it shares. */
const sigmaDist = path.join(siteDir, 'node_modules/sigma/dist');
const sigmaBuild = fs
  .readdirSync(sigmaDist)
  .filter((file) => file.endsWith('.esm.js'))
  .map((file) => fs.readFileSync(path.join(sigmaDist, file), 'utf8'))
  .join('\n');

/** Vertices a program draws per node or edge. */
function vertices(program: { prototype: { getDefinition(): unknown } }): number {
  const definition = program.prototype.getDefinition.call({}) as { VERTICES: number };
  return definition.VERTICES;
}

describe('big-graphs guide: the defaults it states', () => {
  it('has every setting it discusses off, the label threshold at 6 and the grid at 100 px and density 1', () => {
    const d = settings.DEFAULT_SETTINGS;
    expect({
      hideEdgesOnMove: d.hideEdgesOnMove,
      hideLabelsOnMove: d.hideLabelsOnMove,
      renderEdgeLabels: d.renderEdgeLabels,
      enableEdgeEvents: d.enableEdgeEvents,
      zIndex: d.zIndex,
      labelRenderedSizeThreshold: d.labelRenderedSizeThreshold,
      labelGridCellSize: d.labelGridCellSize,
      labelDensity: d.labelDensity,
      defaultEdgeType: d.defaultEdgeType,
      defaultNodeType: d.defaultNodeType,
    }).toEqual({
      hideEdgesOnMove: false,
      hideLabelsOnMove: false,
      renderEdgeLabels: false,
      enableEdgeEvents: false,
      zIndex: false,
      labelRenderedSizeThreshold: 6,
      labelGridCellSize: 100,
      labelDensity: 1,
      defaultEdgeType: 'line',
      defaultNodeType: 'circle',
    });
  });
});

describe('big-graphs guide: "Hide edges and labels while the camera moves"', () => {
  it('skips edges, then labels, edge labels and hovers, while the mouse or a camera animation moves it', () => {
    expect(sigmaBuild).toContain(
      'var moving = this.camera.isAnimated() || mouseCaptor.isMoving || mouseCaptor.draggedEvents || mouseCaptor.currentWheelDirection;',
    );
    expect(sigmaBuild).toMatch(/if \(!this\.settings\.hideEdgesOnMove \|\| !moving\) \{\s*for \(var \w+ in this\.edgePrograms\)/);
    expect(sigmaBuild).toMatch(
      /if \(this\.settings\.hideLabelsOnMove && moving\) return exitRender\(\);\s*this\.renderLabels\(\);\s*this\.renderEdgeLabels\(\);\s*this\.renderHighlightedNodes\(\);/,
    );
  });
});

describe('big-graphs guide: "Draw fewer labels"', () => {
  it('skips the label of a node drawn smaller than the threshold, unless forced', () => {
    expect(sigmaBuild).toMatch(/if \(!data(\$1)?\.forceLabel && size < this\.settings\.labelRenderedSizeThreshold\) continue;/);
  });
});

describe('big-graphs guide: "Keep edge labels and edge events off"', () => {
  it('walks every edge to pick edge labels, on each frame and on each hover', () => {
    expect(sigmaBuild).toMatch(/function edgeLabelsToDisplayFromNodes\(params\) \{[\s\S]{0,600}graph\.forEachEdge\(/);
    expect(sigmaBuild).toMatch(/_this\d+\.renderHighlightedNodes\(\);\s*_this\d+\.renderEdgeLabels\(\);/);
  });

  it('creates the edge picking layer only from the settings sigma starts with', () => {
    expect(sigmaBuild).toMatch(/this\.createWebGLContext\("edges", \{\s*picking: settings\.enableEdgeEvents\s*\}\)/);
    // A picking layer draws every edge a second time, at half the width and height.
    expect(sigmaBuild).toContain('pickingDownSizingRatio", 2 * _this.pixelRatio');
  });
});

describe('big-graphs guide: "Cheaper edge and node programs"', () => {
  it('draws "line" edges as rectangles (6 vertices) and "circle" nodes as triangles (3) by default', () => {
    expect(settings.DEFAULT_EDGE_PROGRAM_CLASSES.line).toBe(rendering.EdgeRectangleProgram);
    expect(settings.DEFAULT_NODE_PROGRAM_CLASSES.circle).toBe(rendering.NodeCircleProgram);
    expect(vertices(rendering.EdgeRectangleProgram)).toBe(6);
    expect(vertices(rendering.NodeCircleProgram)).toBe(3);
  });

  it('has EdgeLineProgram draw 2 vertices per edge and NodePointProgram 1 per node', () => {
    expect(vertices(rendering.EdgeLineProgram)).toBe(2);
    expect(vertices(rendering.NodePointProgram)).toBe(1);
  });

  it('merges program lists with its defaults when it starts, not when they are set later', () => {
    const resolved = settings.resolveSettings({ edgeProgramClasses: { line: rendering.EdgeLineProgram } });
    expect(Object.keys(resolved.edgeProgramClasses).sort()).toEqual(['arrow', 'line']);
    expect(sigmaBuild).toContain('if (!settings.edgeProgramClasses[_type3]) this.unregisterEdgeProgram(_type3);');
  });
});

describe('big-graphs guide: "zIndex" and "Every change re-reads the graph"', () => {
  it('sorts nodes and edges only when zIndex is on and their values differ', () => {
    expect(sigmaBuild).toMatch(/if \(this\.settings\.zIndex && this\.nodeZExtent\[0\] !== this\.nodeZExtent\[1\]\) nodes = /);
    expect(sigmaBuild).toMatch(/if \(this\.settings\.zIndex && this\.edgeZExtent\[0\] !== this\.edgeZExtent\[1\]\) edges = /);
    expect(utils.zIndexOrdering([0, 2], (item: string) => Number(item), ['2', '0', '1'])).toEqual(['0', '1', '2']);
  });

  it('re-reads every node and edge on each setSetting', () => {
    expect(sigmaBuild).toMatch(/key: "setSetting",[\s\S]{0,300}this\.scheduleRefresh\(\);/);
    expect(sigmaBuild).toMatch(
      /if \(fullRefresh\) \{[\s\S]{0,200}this\.graph\.forEachNode\([\s\S]{0,200}this\.graph\.forEachEdge\(/,
    );
  });

  it('has the ForceAtlas2 worker write positions with no hint, so sigma re-indexes the graph for each batch', () => {
    const helpers = fs.readFileSync(path.join(siteDir, 'node_modules/graphology-layout-forceatlas2/helpers.js'), 'utf8');
    expect(helpers).toMatch(
      /assignLayoutChanges = function[\s\S]{0,200}graph\.updateEachNodeAttributes\(function \(node, attr\) \{[\s\S]{0,200}\}\);/,
    );
    expect(sigmaBuild).toContain('layoutChanged = !updatedFields ||');
  });
});

describe('big-graphs guide: the playground links', () => {
  const links = [...page.matchAll(/\]\(\/playground\?([^)]+)\)/g)].map((match) => match[1]!);

  it('finds the links', () => {
    expect(links.length).toBeGreaterThanOrEqual(3);
  });

  it.each(links)('/playground?%s opens with every parameter understood', (query) => {
    const { settings: read, notes } = readSettings(`?${query}`);
    expect(notes).toEqual([]);
    for (const [key, value] of new URLSearchParams(query)) {
      if (key === 'nodes' || key === 'edges') expect(read.source).toMatchObject({ [key]: Number(value) });
      if (key === 'hideEdgesOnMove' || key === 'hideLabelsOnMove') expect(read[key]).toBe(value === '1');
    }
  });

  /** The backticked values of the parameter table's row for `name`. */
  const row = (name: string) => {
    const line = page.split('\n').find((text) => text.startsWith(`| \`${name}\``));
    if (!line) throw new Error(`no row for ${name} in the parameter table`);
    return [...line.split('|')[2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  };

  it('lists the values the playground reads', () => {
    expect(row('generator')).toEqual([...GENERATORS]);
    expect(row('edge')).toEqual([...EDGE_TYPES]);
    expect(row('node')).toEqual([...NODE_PROGRAMS]);
    expect(row('layout')).toEqual([...LAYOUTS]);
    expect(page).toContain(`| up to ${MAX_NODES.toLocaleString('en-US')} nodes and ${MAX_EDGES.toLocaleString('en-US')} edges |`);
    expect([0, 100].map((labels) => readSettings(`?labels=${labels}`).settings.labelThreshold)).toEqual([0, 100]);
    expect(readSettings('?labels=101').settings.labelThreshold).toBe(100);
  });
});
