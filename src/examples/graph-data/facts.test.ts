/**
 * What docs/guides/graph-data.mdx states about graphology and sigma, checked against the installed
 * packages. When an upgrade changes one of these behaviours, the test names the statement to revisit.
 */
import fs from 'node:fs';
import path from 'node:path';
import Graph, { UndirectedGraph } from 'graphology';
import { random } from 'graphology-layout';
import type { SerializedGraph } from 'graphology-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { withWebGLStandIns } from '../../utils/testing/webglStandIns';
import { siteDir } from '../../../config/versions';

/** graphology's types ask for every field of the JSON form; at run time only `nodes` and `edges` keys matter. */
const serialized = (data: object) => data as SerializedGraph;

type SigmaUtils = typeof import('sigma/utils');
let utils: SigmaUtils;

withWebGLStandIns();
beforeAll(async () => {
  utils = await import('sigma/utils');
});

const page = fs.readFileSync(path.join(siteDir, 'docs/guides/graph-data.mdx'), 'utf8');
/** sigma's ESM build, the code the site bundles: its entry and the chunks it shares with sigma/rendering and sigma/utils. */
const sigmaDist = path.join(siteDir, 'node_modules/sigma/dist');
const sigmaBuild = fs
  .readdirSync(sigmaDist)
  .filter((file) => file.endsWith('.esm.js'))
  .map((file) => fs.readFileSync(path.join(sigmaDist, file), 'utf8'))
  .join('\n');

describe('graph-data guide: "Save a graph as JSON" and "graphology\'s JSON format"', () => {
  it('exports options, attributes, nodes and edges; JSON.stringify(graph) gives the same text', () => {
    const graph = new Graph();
    graph.setAttribute('name', 'demo');
    graph.addNode('a', { x: 0, y: 0 });
    graph.addNode('b');
    graph.addEdge('a', 'b');
    const data = graph.export();
    expect(Object.keys(data).sort()).toEqual(['attributes', 'edges', 'nodes', 'options']);
    expect(data.options).toEqual({ type: 'mixed', multi: false, allowSelfLoops: true });
    expect(data.nodes).toEqual([{ key: 'a', attributes: { x: 0, y: 0 } }, { key: 'b' }]);
    // "graphology makes one up when it is missing, and saves it on the next export"
    expect(data.edges[0]?.key).toEqual(expect.any(String));
    expect(JSON.stringify(graph)).toBe(JSON.stringify(data));
    expect(Graph.from(JSON.parse(JSON.stringify(graph))).export()).toEqual(data);
  });

  it('loads the JSON shown on the page with Graph.from', () => {
    const block = /```json\n([\s\S]*?)\n```/.exec(page)?.[1];
    if (!block) throw new Error('no json block on the page');
    const graph = Graph.from(JSON.parse(block));
    expect([graph.order, graph.size]).toEqual([3, 3]);
    expect(graph.getAttribute('name')).toBe('Three friends');
    expect(graph.isUndirected(graph.edge('cyd', 'ada')!)).toBe(true);
    expect(graph.getEdgeAttribute('ada-bob', 'size')).toBe(3);
  });

  it('turns number keys into strings', () => {
    expect(Graph.from(serialized({ nodes: [{ key: 1 }] })).nodes()).toEqual(['1']);
  });
});

describe('graph-data guide: "Load JSON into a graph sigma already draws"', () => {
  it('Graph.from creates the kind of graph the options describe, and its second argument wins', () => {
    const data = serialized({ options: { type: 'undirected' }, nodes: [{ key: 'a' }] });
    expect(Graph.from(data).type).toBe('undirected');
    expect(Graph.from(data, { multi: true }).multi).toBe(true);
    expect(Graph.from(data, { type: 'directed' }).type).toBe('directed');
  });

  it('import ignores the saved options', () => {
    const graph = new Graph();
    graph.import({ options: { type: 'undirected', multi: true, allowSelfLoops: false }, nodes: [{ key: 'a' }] });
    expect([graph.type, graph.multi, graph.allowSelfLoops]).toEqual(['mixed', false, true]);
  });

  it('import throws on a key already there, and merges attributes when asked to', () => {
    const graph = new Graph();
    graph.import({ nodes: [{ key: 'ada', attributes: { x: 1 } }] });
    expect(() => graph.import({ nodes: [{ key: 'ada' }] })).toThrow('Graph.addNode: the "ada" node already exist in the graph.');
    graph.import({ nodes: [{ key: 'ada', attributes: { y: 2 } }] }, true);
    expect(graph.getNodeAttributes('ada')).toEqual({ x: 1, y: 2 });
  });

  it('an import that fails halfway leaves what came before it in the graph', () => {
    const graph = new Graph();
    const data = serialized({
      nodes: [{ key: 'a' }, { key: 'b' }],
      edges: [
        { source: 'a', target: 'b' },
        { source: 'a', target: 'b' },
      ],
    });
    expect(() => graph.import(data)).toThrow(/already exists/);
    expect([graph.order, graph.size]).toEqual([2, 1]);
    // Read into a graph of the same kind first, and nothing reaches the target.
    expect(() => Graph.from(data, { type: graph.type, multi: graph.multi })).toThrow(/already exists/);
  });
});

describe('graph-data guide: "Every node needs numeric x and y"', () => {
  const message = "Sigma: Coordinates of node ada are invalid. A node must have a numeric 'x' and 'y' attribute.";

  it('sigma refuses a missing coordinate, NaN and text when it starts', () => {
    for (const attributes of [{ y: 0 }, { x: NaN, y: 0 }, { x: '12.5', y: 0 }]) {
      const graph = new Graph();
      graph.addNode('ada', attributes);
      expect(() => utils.validateGraph(graph)).toThrow(message);
    }
    const graph = new Graph();
    graph.addNode('ada', { x: Number('12.5'), y: 0 });
    expect(() => utils.validateGraph(graph)).not.toThrow();
  });

  it('checks that sigma validates the graph when it is created', () => {
    expect(sigmaBuild).toMatch(/validateGraph\(graph\);\s*if \(!\(container instanceof HTMLElement\)\)/);
  });

  it('random.assign from graphology-layout gives every node a position sigma accepts', () => {
    const graph = new UndirectedGraph();
    graph.addNode('ada');
    graph.addNode('bob', { x: '3' });
    random.assign(graph);
    expect(() => utils.validateGraph(graph)).not.toThrow();
  });

  it('once running, sigma only checks that x and y exist; a missing size becomes 2 (node) or 0.5 (edge)', () => {
    expect(sigmaBuild).toMatch(
      /if \(!hasOwnProperty\.call\(data, "x"\) \|\| !hasOwnProperty\.call\(data, "y"\)\) throw new Error\("Sigma: could not find a valid position/,
    );
    expect(sigmaBuild).toMatch(/function applyNodeDefaults[\s\S]*?if \(!data\.size\) data\.size = 2;/);
    expect(sigmaBuild).toMatch(/function applyEdgeDefaults[\s\S]*?if \(!data\.size\) data\.size = 0\.5;/);
  });
});

describe('graph-data guide: "Update attributes from React state" and "Hide nodes"', () => {
  it('updateEachNodeAttributes passes its hints, and sigma re-indexes only for x, y, zIndex or type', () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0 });
    const hints: unknown[] = [];
    graph.on('eachNodeAttributesUpdated', (payload: { hints?: unknown }) => hints.push(payload.hints));
    graph.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, color: 'red' }), { attributes: ['color'] });
    expect(hints).toEqual([{ attributes: ['color'] }]);
    expect(sigmaBuild).toContain('LAYOUT_IMPACTING_FIELDS = new Set(["x", "y", "zIndex", "type"])');
    expect(sigmaBuild).toMatch(/layoutChanged = !updatedFields \|\|/);
  });

  it('a hinted update throws "can\'t be repaint" for a node sigma has not indexed yet', () => {
    expect(sigmaBuild).toMatch(
      /if \(skipIndexation\) \{\s*var programIndex = this\.nodeProgramIndex\[node\];\s*if \(programIndex === undefined\) throw new Error\("Sigma: node \\""\.concat\(node, "\\" can't be repaint"\)\);/,
    );
  });

  it('hidden nodes still count for the area sigma fits on screen, and their edges are hidden', () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0 });
    graph.addNode('far', { x: 100, y: 50, hidden: true });
    expect(utils.graphExtent(graph)).toEqual({ x: [0, 100], y: [0, 50] });
    expect(sigmaBuild).toContain('if (data.hidden || sourceData.hidden || targetData.hidden)');
  });

  it('a hidden node is exported with its hidden attribute', () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0, hidden: true });
    expect(graph.export().nodes[0]?.attributes).toEqual({ x: 0, y: 0, hidden: true });
  });
});
