/**
 * What docs/guides/graph-data.mdx states about graphology and sigma, run against the installed
 * packages: graphology's functions as they are, sigma's own code in Node with stand-ins for the DOM
 * and WebGL that record what it sends to draw (src/utils/testing/headlessSigma.ts). When an upgrade
 * changes one of these behaviours, the test names the statement to revisit. The claims and their
 * proofs are listed in tests/claims/guides-graph-data.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import Graph, { DirectedGraph, MultiDirectedGraph, UndirectedGraph } from 'graphology';
import { parse as parseGexf } from 'graphology-gexf';
import { parse as parseGraphml } from 'graphology-graphml';
import { random } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import type { Attributes, SerializedGraph } from 'graphology-types';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Sigma as SigmaClass } from 'sigma';
import type { Settings } from 'sigma/settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { container, drawnItems, recordOf, tick, withHeadlessSigma } from '../../utils/testing/headlessSigma';
import { siteDir } from '../../../config/versions';
import { palette } from '../_shared/sampleGraph';

/** graphology's types ask for every field of the JSON form; at run time only `nodes` and `edges` keys matter. */
const serialized = (data: object) => data as SerializedGraph;

withHeadlessSigma();
let Sigma: typeof SigmaClass;
let core: typeof import('@react-sigma/core');
beforeAll(async () => {
  ({ Sigma } = await import('sigma'));
  core = await import('@react-sigma/core');
});

const page = fs.readFileSync(path.join(siteDir, 'docs/guides/graph-data.mdx'), 'utf8');

/** A sigma drawing `graph`, its first frame drawn, and what a reader would see of it. */
function draw(graph: Graph, settings: Partial<Settings> = {}) {
  const sigma = new Sigma(graph, container({ width: 800, height: 600 }), settings);
  let processes = 0;
  let renders = 0;
  sigma.on('beforeProcess', () => processes++);
  sigma.on('afterRender', () => renders++);
  const canvases = sigma.getCanvases();
  return {
    sigma,
    /** Runs the next animation frame, and says how many full passes (indexing the whole graph) and draws it took. */
    frame() {
      [processes, renders] = [0, 0];
      tick();
      return { processes, renders };
    },
    nodesDrawn: () => drawnItems(recordOf(canvases.nodes!), graph.order),
    edgesDrawn: () => drawnItems(recordOf(canvases.edges!), graph.size),
    labels: () => recordOf(canvases.labels!).texts.map(({ text }) => text),
  };
}

/** a - b - c, labelled and big enough for their labels to show; b in the middle. */
function path3(): Graph {
  const graph = new Graph();
  graph.addNode('a', { x: 0, y: 0, size: 10, label: 'A' });
  graph.addNode('b', { x: 10, y: 5, size: 10, label: 'B' });
  graph.addNode('c', { x: 20, y: 0, size: 10, label: 'C' });
  graph.addEdge('a', 'b');
  graph.addEdge('b', 'c');
  return graph;
}

const hide =
  (...keys: string[]) =>
  (node: string, attributes: Attributes) => ({ ...attributes, hidden: keys.includes(node) });

describe('graph-data guide: the introduction', () => {
  it('sigma redraws when the graph changes, from the graph: a change made in the graph is drawn on the next frame', () => {
    const graph = path3();
    const view = draw(graph);
    graph.setNodeAttribute('a', 'color', '#ff0000');
    expect(view.sigma.getNodeDisplayData('a')?.color).toBe('#ff0000');
    expect(view.frame().renders).toBe(1);
  });
});

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

  it('sigma.getNodeDisplayData gives the position sigma draws at, not the one in the data', () => {
    const graph = path3();
    const { sigma } = draw(graph);
    expect(graph.getNodeAttributes('c')).toMatchObject({ x: 20, y: 0 });
    expect(sigma.getNodeDisplayData('c')).not.toMatchObject({ x: 20, y: 0 });
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

  it('turns number keys into strings, and refuses an edge whose node is not in the file', () => {
    expect(Graph.from(serialized({ nodes: [{ key: 1 }] })).nodes()).toEqual(['1']);
    expect(() => Graph.from(serialized({ nodes: [{ key: 'a' }], edges: [{ source: 'a', target: 'b' }] }))).toThrow(
      /"b".*not found/,
    );
  });

  it('sigma gives a value to the node and edge attributes the table lists, and to no other', () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0 });
    graph.addNode('b', { x: 1, y: 1 });
    graph.addEdge('a', 'b');
    const { sigma } = draw(graph);
    const nodeRow = /\| `nodes\[\]\.attributes` \|[^|]*\| Anything\. Sigma reads ([^|]*)\. \|/.exec(page)?.[1];
    const edgeRow = /\| `edges\[\]\.attributes` \|[^|]*\| Sigma reads ([^|]*)\. \|/.exec(page)?.[1];
    const listed = (row: string | undefined) => [...(row ?? '').matchAll(/`(\w+)`/g)].map(([, name]) => name).sort();
    expect(listed(nodeRow)).toEqual(Object.keys(sigma.getNodeDisplayData('a')!).sort());
    expect(listed(edgeRow)).toEqual(Object.keys(sigma.getEdgeDisplayData(graph.edges()[0])!).sort());
  });
});

describe('graph-data guide: "Load JSON into a graph sigma already draws"', () => {
  it('Graph.from creates the kind of graph the options describe, and its second argument wins', () => {
    const data = serialized({ options: { type: 'undirected' }, nodes: [{ key: 'a' }] });
    expect(Graph.from(data).type).toBe('undirected');
    expect(Graph.from(data, { multi: true }).multi).toBe(true);
    expect(Graph.from(data, { type: 'directed' }).type).toBe('directed');
  });

  it('useLoadGraph empties the graph sigma draws and imports the new one into it: same sigma, camera and settings', () => {
    const graph = path3();
    const view = draw(graph, { labelRenderedSizeThreshold: 3 });
    view.sigma.getCamera().setState({ x: 0.2, ratio: 2 });
    let loadGraph: ((graph: Graph) => void) | undefined;
    function Probe() {
      loadGraph = core.useLoadGraph();
      return null;
    }
    renderToString(
      createElement(core.SigmaProvider, { value: { sigma: view.sigma, container: container() } }, createElement(Probe)),
    );
    const next = new Graph();
    next.addNode('z', { x: 5, y: 5, size: 10, label: 'Z' });
    loadGraph!(next);
    view.frame();
    expect(view.sigma.getGraph()).toBe(graph);
    expect(graph.nodes()).toEqual(['z']);
    expect(view.sigma.getCamera().getState()).toMatchObject({ x: 0.2, ratio: 2 });
    expect(view.sigma.getSetting('labelRenderedSizeThreshold')).toBe(3);
    expect(view.labels()).toEqual(['Z']);
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

  it('an import into a running sigma that fails halfway leaves what came before it in the graph, and sigma draws it', () => {
    const graph = new Graph();
    const view = draw(graph);
    const data = serialized({
      nodes: [
        { key: 'a', attributes: { x: 0, y: 0 } },
        { key: 'b', attributes: { x: 1, y: 1 } },
      ],
      edges: [
        { source: 'a', target: 'b' },
        { source: 'a', target: 'b' },
      ],
    });
    expect(() => graph.import(data)).toThrow(/already exists/);
    expect([graph.order, graph.size]).toEqual([2, 1]);
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([2, 1]);
    // Read into a graph of the same kind first (readJson in the example), and nothing reaches the target.
    expect(() => Graph.from(data, { type: graph.type, multi: graph.multi })).toThrow(/already exists/);
  });

  it('a node without coordinates stops an import into a running sigma, stays in the graph, and every frame after throws', () => {
    const graph = new Graph();
    const view = draw(graph);
    expect(() => graph.import(serialized({ nodes: [{ key: 'a', attributes: { x: 0, y: 0 } }, { key: 'b' }] }))).toThrow(
      'Sigma: could not find a valid position (x, y) for node "b"',
    );
    expect(graph.nodes()).toEqual(['a', 'b']);
    expect(() => view.frame()).toThrow(TypeError);
    graph.dropNode('b');
    expect(() => view.frame()).not.toThrow();
    expect(view.nodesDrawn()).toBe(1);
  });
});

describe('graph-data guide: "Load a GEXF or GraphML file"', () => {
  it('sigma exports no file reader', async () => {
    const exported = [await import('sigma'), await import('sigma/utils')].flatMap((module) => Object.keys(module));
    expect(exported.filter((name) => /gexf|graphml|json|file|import|load/i.test(name))).toEqual([]);
  });

  it('graphology-gexf turns viz:position, viz:color and viz:size into x, y, color and size', () => {
    const graph = parseGexf(
      Graph,
      `<?xml version="1.0" encoding="UTF-8"?>
<gexf xmlns="http://gexf.net/1.3" xmlns:viz="http://gexf.net/1.3/viz" version="1.3">
  <graph><nodes>
    <node id="a" label="Ada"><viz:position x="12.5" y="-3"/><viz:color r="28" g="126" b="214"/><viz:size value="7"/></node>
  </nodes></graph>
</gexf>`,
    );
    expect(graph.getNodeAttributes('a')).toMatchObject({ x: 12.5, y: -3, color: 'rgb(28,126,214)', size: 7, label: 'Ada' });
  });

  it("graphology-graphml gives each <data> its key's name and type, and turns r, g, b into color", () => {
    const graph = parseGraphml(
      Graph,
      `<?xml version="1.0" encoding="UTF-8"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns">
  <key id="d0" for="node" attr.name="x" attr.type="double"/>
  <key id="d1" for="node" attr.name="y" attr.type="double"/>
  <key id="d2" for="node" attr.name="size" attr.type="double"/>
  <key id="d3" for="node" attr.name="r" attr.type="int"/>
  <key id="d4" for="node" attr.name="g" attr.type="int"/>
  <key id="d5" for="node" attr.name="b" attr.type="int"/>
  <graph edgedefault="directed">
    <node id="a"><data key="d0">12.5</data><data key="d1">-3</data><data key="d2">7</data>
      <data key="d3">28</data><data key="d4">126</data><data key="d5">214</data></node>
  </graph>
</graphml>`,
    );
    expect(graph.getNodeAttributes('a')).toEqual({ x: 12.5, y: -3, size: 7, color: '#1c7ed6' });
  });
});

describe('graph-data guide: "Every node needs numeric x and y"', () => {
  const message = "Sigma: Coordinates of node ada are invalid. A node must have a numeric 'x' and 'y' attribute.";

  it('sigma refuses a missing coordinate, NaN and text when it starts, and accepts Number("12.5")', () => {
    for (const attributes of [{ y: 0 }, { x: NaN, y: 0 }, { x: '12.5', y: 0 }]) {
      const graph = new Graph();
      graph.addNode('ada', attributes);
      expect(() => draw(graph)).toThrow(message);
    }
    const graph = new Graph();
    graph.addNode('ada', { x: Number('12.5'), y: 0 });
    expect(() => draw(graph)).not.toThrow();
  });

  it('placeNodes (random.assign from graphology-layout) gives every node a position sigma accepts', () => {
    const graph = new UndirectedGraph();
    graph.addNode('ada');
    graph.addNode('bob', { x: '3' });
    random.assign(graph);
    expect(() => draw(graph)).not.toThrow();
  });

  it('once running, sigma refuses a node without x or y, but takes one whose x is text or NaN: "10" lands where 10 does, "abc" and NaN at NaN', () => {
    const graph = path3();
    const view = draw(graph);
    expect(() => graph.addNode('lost', { y: 0 })).toThrow('Sigma: could not find a valid position (x, y) for node "lost"');
    graph.dropNode('lost');
    expect(() => graph.addNode('text', { x: 'abc', y: 0 })).not.toThrow();
    expect(() => graph.addNode('nan', { x: NaN, y: 0 })).not.toThrow();
    graph.addNode('number', { x: 10, y: 0 });
    graph.addNode('numeric text', { x: '10', y: 0 });
    view.frame();
    expect(view.sigma.getNodeDisplayData('text')?.x).toBeNaN();
    expect(view.sigma.getNodeDisplayData('nan')?.x).toBeNaN();
    expect(view.sigma.getNodeDisplayData('numeric text')).toEqual(view.sigma.getNodeDisplayData('number'));
  });

  it('a node without size is drawn with size 2, an edge without size with size 0.5', () => {
    const graph = new Graph();
    graph.addNode('a', { x: 0, y: 0 });
    graph.addNode('b', { x: 1, y: 1 });
    graph.addEdge('a', 'b');
    const { sigma } = draw(graph);
    expect(sigma.getNodeDisplayData('a')?.size).toBe(2);
    expect(sigma.getEdgeDisplayData(graph.edges()[0])?.size).toBe(0.5);
  });
});

describe('graph-data guide: "Update attributes from React state without re-creating sigma"', () => {
  it('sigma draws every change of setNodeAttribute, mergeNodeAttributes, updateEachNodeAttributes, addNode and dropNode in one frame', () => {
    const graph = path3();
    const view = draw(graph);
    view.frame();
    graph.setNodeAttribute('a', 'color', '#ff0000');
    graph.mergeNodeAttributes('b', { color: '#00ff00' });
    graph.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, size: 12 }));
    graph.addNode('d', { x: 5, y: 5, size: 12, label: 'D' });
    graph.dropNode('c');
    expect(view.frame().renders).toBe(1);
    expect(view.nodesDrawn()).toBe(3);
    expect(view.labels().sort()).toEqual(['A', 'B', 'D']);
    expect(view.sigma.getNodeDisplayData('b')?.color).toBe('#00ff00');
  });

  it('without a hint, an update makes sigma index the whole graph again; with one that names no x, y, zIndex or type, it does not', () => {
    const graph = path3();
    const view = draw(graph);
    view.frame();
    graph.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, color: '#ff0000' }));
    expect(view.frame()).toEqual({ processes: 1, renders: 1 });
    graph.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, color: '#0000ff' }), { attributes: ['color'] });
    expect(view.frame()).toEqual({ processes: 0, renders: 1 });
    expect(view.sigma.getNodeDisplayData('a')?.color).toBe('#0000ff');
    for (const attribute of ['x', 'y', 'zIndex', 'type']) {
      graph.updateEachNodeAttributes((_node, attributes) => attributes, { attributes: [attribute] });
      expect(view.frame()).toEqual({ processes: 1, renders: 1 });
    }
  });

  it('a hinted update redraws the nodes only: the edges of a node it hides stay drawn, and a node it shows again has no label', () => {
    const graph = path3();
    const view = draw(graph);
    view.frame();
    graph.updateEachNodeAttributes(hide('a'), { attributes: ['hidden'] });
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([2, 2]);

    graph.updateEachNodeAttributes(hide(), { attributes: ['hidden'] });
    graph.updateEachNodeAttributes(hide('b'));
    view.frame();
    graph.updateEachNodeAttributes(hide(), { attributes: ['hidden'] });
    view.frame();
    expect(view.nodesDrawn()).toBe(3);
    expect(view.labels().sort()).toEqual(['A', 'C']);
  });

  it('the same updates without a hint hide the edges of a hidden node, and give a node shown again its label', () => {
    const graph = path3();
    const view = draw(graph);
    view.frame();
    graph.updateEachNodeAttributes(hide('a'));
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([2, 1]);
    graph.updateEachNodeAttributes(hide());
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([3, 2]);
    expect(view.labels().sort()).toEqual(['A', 'B', 'C']);
  });

  it('a hinted update that reaches a node added since the last frame throws "can\'t be repaint"', () => {
    const graph = path3();
    const view = draw(graph);
    view.frame();
    graph.addNode('d', { x: 5, y: 5 });
    expect(() => graph.updateEachNodeAttributes(hide('d'), { attributes: ['hidden'] })).toThrow(
      'Sigma: node "d" can\'t be repaint',
    );
    // Set before the import, as the example does, nothing is left to repaint.
    expect(() => graph.updateEachNodeAttributes(hide('d'))).not.toThrow();
  });

  it('a nodeReducer changes what sigma draws without writing into the graph', () => {
    const graph = path3();
    const view = draw(graph, {
      nodeReducer: (node, data) => (node === 'a' ? { ...data, color: '#ff0000', hidden: false } : data),
    });
    expect(view.sigma.getNodeDisplayData('a')?.color).toBe('#ff0000');
    expect(graph.getNodeAttribute('a', 'color')).toBeUndefined();
  });
});

describe('graph-data guide: "Hide nodes without removing them"', () => {
  it('a hidden node, its label and its edges are not drawn; the others keep their place and size', () => {
    const graph = path3();
    graph.addNode('far', { x: 100, y: 50, size: 10, label: 'Far' });
    graph.addEdge('far', 'a');
    const view = draw(graph);
    view.frame();
    const before = view.sigma.getNodeDisplayData('a');
    const box = view.sigma.getBBox();
    const labels = view.labels();
    expect(labels).toContain('Far');
    graph.setNodeAttribute('far', 'hidden', true);
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([3, 2]);
    expect(view.labels()).toEqual(labels.filter((label) => label !== 'Far'));
    // It still counts for the area sigma fits on screen.
    expect(view.sigma.getBBox()).toEqual(box);
    expect(view.sigma.getNodeDisplayData('a')).toEqual(before);
  });

  it('a hidden node stays in the graph: order, export with its hidden attribute, layouts move it; dropNode removes it and its edges', () => {
    const graph = path3();
    graph.setNodeAttribute('a', 'hidden', true);
    expect(graph.order).toBe(3);
    expect(graph.export().nodes[0]?.attributes).toMatchObject({ hidden: true });
    const { x, y } = graph.getNodeAttributes('a');
    forceAtlas2.assign(graph, { iterations: 1 });
    expect(graph.getNodeAttributes('a')).not.toMatchObject({ x, y });
    graph.dropNode('a');
    expect([graph.order, graph.size]).toEqual([2, 1]);
  });
});

describe('graph-data guide: "From a CSV table to a network"', () => {
  let csv: typeof import('./CsvToNetwork');
  beforeAll(async () => {
    csv = await import('./CsvToNetwork');
  });

  it('parseCsv reads a quoted comma as text, "" as a quote, CRLF and LF line ends, and no row for a blank last line', () => {
    const text = 'name,note\r\n"Maps, tiles",plain\n"The ""small world"" reader","two\nlines"\n\n';
    expect(csv.parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Maps, tiles', 'plain'],
      ['The "small world" reader', 'two\nlines'],
    ]);
    // Empty fields stay fields; a quote inside an unquoted field is text.
    expect(csv.parseCsv('a,,c\nx"y,"",z')).toEqual([
      ['a', '', 'c'],
      ['x"y', '', 'z'],
    ]);
    expect(() => csv.parseCsv('a,"b\n')).toThrow('a quoted field is not closed');
  });

  it('readTable keys each row by the header, and names a row of the wrong length', () => {
    expect(csv.readTable('project,field,person\n"A, B",Maps,Ines\n')).toEqual([
      { project: 'A, B', field: 'Maps', person: 'Ines' },
    ]);
    expect(() => csv.readTable('a,b\n1,2\n3\n')).toThrow('CSV: row 2 has 1 fields, the header 2.');
  });

  it('tableToGraph: a node for each project and person, an edge for each pair, size by degree, colour by field; the same positions every time', () => {
    const rows = [
      { project: 'Atlas', field: 'Maps', person: 'Ines' },
      { project: 'Atlas', field: 'Maps', person: 'Noor' },
      { project: 'Atlas', field: 'Maps', person: 'Noor' },
      { project: 'Cellmap', field: 'Biology', person: 'Ines' },
      { project: 'Cellmap', field: 'Biology', person: 'Kofi' },
      { project: 'Genome', field: 'Biology', person: 'Kofi' },
      // A person and a project of the same name are two nodes.
      { project: 'Noor', field: 'Text', person: 'Kofi' },
    ];
    const graph = csv.tableToGraph(rows);
    expect([graph.order, graph.size]).toEqual([7, 6]);
    expect(graph.getNodeAttributes('project:Atlas')).toMatchObject({ label: 'Atlas', size: 4 + 3 * 2, color: palette[0] });
    // Kofi: two Biology rows, one Text.
    expect(graph.getNodeAttributes('person:Kofi')).toMatchObject({ label: 'Kofi', field: 'Biology', color: palette[1] });
    expect(graph.getNodeAttributes('project:Noor')).toMatchObject({ color: palette[2] });
    const positions = (g: Graph) => g.mapNodes((node, { x, y }) => [node, x, y]);
    expect(positions(csv.tableToGraph(rows))).toEqual(positions(graph));
  });

  it("the example's table makes 15 nodes and 20 edges, and sigma draws them all", () => {
    const source = fs.readFileSync(path.join(__dirname, 'CsvToNetwork.tsx'), 'utf8');
    const text = /const CSV = `([^`]*)`/.exec(source)![1]!;
    const rows = csv.readTable(text);
    expect(rows).toHaveLength(20);
    expect(rows[3]).toEqual({ project: 'Maps, tiles and layers', field: 'Maps', person: 'Ines' });
    expect(rows[11]).toEqual({ project: 'The "small world" reader', field: 'Text', person: 'Sam' });
    const graph = csv.tableToGraph(rows);
    expect([graph.order, graph.size]).toEqual([15, 20]);
    expect(graph.getNodeAttributes('person:Ada')).toMatchObject({ field: 'Text', color: palette[2], size: 4 + 3 * 3 });
    const view = draw(graph);
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([15, 20]);
  });
});

describe('graph-data guide: "Load an RDF file"', () => {
  let rdf: typeof import('./RdfToGraph');
  beforeAll(async () => {
    rdf = await import('./RdfToGraph');
  });

  it('parseNTriples reads IRIs, blank nodes, literals with escapes, language tags and datatypes; skips comments and blank lines', () => {
    const text = [
      '# a comment line',
      '',
      '<http://e.org/a> <http://e.org/p> <http://e.org/b> .',
      '  _:x <http://e.org/name> "say \\"hi\\"\\n\\u00e9" . # a comment after a triple',
      '<http://e.org/a> <http://e.org/label> "Bonjour"@fr-CA .',
      '<http://e.org/a> <http://e.org/year> "2019"^^<http://www.w3.org/2001/XMLSchema#gYear>.',
      '',
    ].join('\n');
    expect(rdf.parseNTriples(text)).toEqual([
      {
        subject: { kind: 'iri', value: 'http://e.org/a' },
        predicate: { kind: 'iri', value: 'http://e.org/p' },
        object: { kind: 'iri', value: 'http://e.org/b' },
      },
      {
        subject: { kind: 'blank', value: '_:x' },
        predicate: { kind: 'iri', value: 'http://e.org/name' },
        object: { kind: 'literal', value: 'say "hi"\né' },
      },
      {
        subject: { kind: 'iri', value: 'http://e.org/a' },
        predicate: { kind: 'iri', value: 'http://e.org/label' },
        object: { kind: 'literal', value: 'Bonjour', language: 'fr-CA' },
      },
      {
        subject: { kind: 'iri', value: 'http://e.org/a' },
        predicate: { kind: 'iri', value: 'http://e.org/year' },
        object: { kind: 'literal', value: '2019', datatype: 'http://www.w3.org/2001/XMLSchema#gYear' },
      },
    ]);
  });

  it('parseNTriples names the line of a triple it cannot read', () => {
    expect(() => rdf.parseNTriples('\n"lit" <http://e.org/p> <http://e.org/o> .')).toThrow('N-Triples, line 2: the subject');
    expect(() => rdf.parseNTriples('<http://e.org/s> _:p <http://e.org/o> .')).toThrow('line 1: the predicate is not an IRI');
    expect(() => rdf.parseNTriples('<http://e.org/s> <http://e.org/p> <http://e.org/o>')).toThrow(
      'line 1: a triple ends with "."',
    );
    expect(() => rdf.parseNTriples('<http://e.org/s> <http://e.org/p> "a\\qb" .')).toThrow('unknown escape \\q');
  });

  it("the example's file: 25 triples, 10 nodes, 16 edges labelled by predicate; literals are attributes, the English label the label; sigma draws them all", () => {
    const source = fs.readFileSync(path.join(__dirname, 'RdfToGraph.tsx'), 'utf8');
    // The file as the app sees it: the template literal's \\" is \" in the text.
    const text = /const NTRIPLES = `([^`]*)`/.exec(source)![1]!.replaceAll('\\\\', '\\');
    const triples = rdf.parseNTriples(text);
    expect(triples).toHaveLength(25);
    const graph = rdf.triplesToGraph(triples);
    expect(graph.type).toBe('directed');
    expect(graph.multi).toBe(true);
    // Why multi: a simple graph refuses a second edge between the same two nodes.
    const simple = new DirectedGraph();
    simple.addNode('book');
    simple.addNode('person');
    simple.addEdge('book', 'person', { label: 'author' });
    expect(() => simple.addEdge('book', 'person', { label: 'editor' })).toThrow(/already exist/);
    const multi = new MultiDirectedGraph();
    multi.addNode('book');
    multi.addNode('person');
    multi.addEdge('book', 'person', { label: 'author' });
    multi.addEdge('book', 'person', { label: 'editor' });
    expect(multi.size).toBe(2);
    expect([graph.order, graph.size]).toEqual([10, 16]);
    expect(graph.getNodeAttributes('http://example.org/book/1')).toMatchObject({
      label: 'Paths and Bridges',
      'label@fr': 'Chemins et ponts',
      year: '2019',
      color: palette[0],
    });
    expect(graph.getNodeAttributes('http://example.org/book/2')).toMatchObject({ label: 'Notes on "Six Degrees"' });
    expect(graph.getNodeAttributes('http://example.org/Person')).toMatchObject({ label: 'Person', color: palette[1] });
    expect(graph.getNodeAttributes('_:press')).toMatchObject({ label: 'Tidewater Press', color: palette[2] });
    expect(
      graph.edges('http://example.org/book/3', 'http://example.org/person/kofi').map((e) => graph.getEdgeAttribute(e, 'label')),
    ).toEqual(['author']);
    expect(new Set(graph.mapEdges((_edge, { label }) => label as string))).toEqual(
      new Set(['type', 'author', 'publisher', 'cites', 'knows']),
    );
    const view = draw(graph, { renderEdgeLabels: true, defaultEdgeType: 'arrow' });
    view.frame();
    expect([view.nodesDrawn(), view.edgesDrawn()]).toEqual([10, 16]);
  });

  it('sigma writes an edge label only when both its nodes show their labels; labelDensity 3 lets three node labels into a cell, the default one', () => {
    // Four labelled nodes, a path a - b - c - d, in one cell of sigma's label grid: a cell as big as the screen.
    const graph = new Graph();
    for (const [key, x] of [
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      graph.addNode(key, { x, y: x % 2, size: 10, label: key.toUpperCase() });
    graph.addEdge('a', 'b', { label: 'ab' });
    graph.addEdge('b', 'c', { label: 'bc' });
    graph.addEdge('c', 'd', { label: 'cd' });
    const edgeLabels = (labelDensity?: number) => {
      const view = draw(graph, { renderEdgeLabels: true, labelGridCellSize: 1000, ...(labelDensity && { labelDensity }) });
      view.frame();
      const written = recordOf(view.sigma.getCanvases().edgeLabels!).texts.map(({ text }) => text);
      const nodeLabels = view.labels();
      view.sigma.kill();
      return { nodeLabels, written };
    };
    // The default labelDensity lets one label into a cell, as 1 does.
    for (const one of [edgeLabels(), edgeLabels(1)]) {
      expect(one.nodeLabels).toHaveLength(1);
      expect(one.written).toEqual([]);
    }
    const three = edgeLabels(3);
    expect(three.nodeLabels).toHaveLength(3);
    // The edges between two labelled nodes, and no other.
    const labelled = new Set(three.nodeLabels.map((label) => label.toLowerCase()));
    const expected = graph.filterEdges((_edge, _attributes, source, target) => labelled.has(source) && labelled.has(target));
    expect(three.written.sort()).toEqual(expected.map((edge) => graph.getEdgeAttribute(edge, 'label') as string).sort());
    expect(three.written).toHaveLength(2);
  });
});
