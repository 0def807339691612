import Graph from 'graphology';
import type { Attributes } from 'graphology-types';

/** The largest file read: bigger ones are refused before a byte of them is read. */
export const MAX_FILE_MB = 50;

export const FORMATS = [
  { id: 'gexf', name: 'GEXF', extensions: ['.gexf'] },
  { id: 'graphml', name: 'GraphML', extensions: ['.graphml', '.xml'] },
  { id: 'json', name: "graphology's serialised JSON", extensions: ['.json'] },
  { id: 'csv', name: 'CSV edge list (source,target[,weight])', extensions: ['.csv', '.tsv', '.txt'] },
] as const;
export type FormatId = (typeof FORMATS)[number]['id'];

/** What went wrong with a file, in words for its reader; the graph on screen stays. */
export class GraphFileError extends Error {
  override name = 'GraphFileError';
}

export interface ReadResult {
  graph: Graph;
  format: FormatId;
  /** What was done to the data to draw it (positions given, edges dropped…), one sentence each. */
  notes: string[];
}

export function formatOf(fileName: string): FormatId {
  const lower = fileName.toLowerCase();
  const format = FORMATS.find((candidate) => candidate.extensions.some((extension) => lower.endsWith(extension)));
  if (!format) {
    const list = FORMATS.map((candidate) => `${candidate.name} (${candidate.extensions.join(', ')})`).join('; ');
    throw new GraphFileError(`"${fileName}" is not a format read here. Supported: ${list}.`);
  }
  return format.id;
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Parses XML, or says where it is not well formed (the browser's parser gives the line). */
function parseXml(text: string, format: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const problem = document.getElementsByTagName('parsererror')[0];
  if (problem) {
    const detail = (problem.textContent ?? '').replace(/\s+/g, ' ').trim();
    const where = /line (\d+)(?: at column (\d+))?/i.exec(detail);
    const position = where ? `line ${where[1]}${where[2] ? `, column ${where[2]}` : ''}` : 'an unknown position';
    throw new GraphFileError(`${format}: the file is not well-formed XML at ${position} (${detail.slice(0, 160)}).`);
  }
  return document;
}

function declaredNodes(document: Document): Set<string> {
  return new Set(Array.from(document.getElementsByTagName('node')).map((element) => element.getAttribute('id') ?? ''));
}

async function parseText(text: string, format: FormatId): Promise<{ graph: Graph; declared?: Set<string>; notes: string[] }> {
  const notes: string[] = [];
  if (format === 'gexf' || format === 'graphml') {
    const label = format === 'gexf' ? 'GEXF' : 'GraphML';
    const document = parseXml(text, label);
    const root = document.documentElement.nodeName.toLowerCase();
    if (root !== format) throw new GraphFileError(`${label}: the file's root element is <${root}>, not <${format}>.`);
    try {
      const { parse } = format === 'gexf' ? await import('graphology-gexf/browser') : await import('graphology-graphml/browser');
      return { graph: parse(Graph, document, { addMissingNodes: true }), declared: declaredNodes(document), notes };
    } catch (error) {
      throw new GraphFileError(`${label}: ${(error as Error).message.replace(/^graphology-\w+\/parser: /, '')}`);
    }
  }
  if (format === 'json') {
    let data: { nodes?: unknown; edges?: unknown };
    try {
      data = JSON.parse(text) as typeof data;
    } catch (error) {
      const message = (error as Error).message;
      const position = /position (\d+)/.exec(message);
      const where = position ? ` at line ${lineOf(text, Number(position[1]))}` : '';
      throw new GraphFileError(`JSON: the file is not valid JSON${where} (${message}).`);
    }
    if (typeof data !== 'object' || data === null || !Array.isArray(data.nodes)) {
      throw new GraphFileError(
        'JSON: expected graphology\'s serialised form, an object with a "nodes" array (and an "edges" array).',
      );
    }
    const graph = new Graph({ multi: true });
    const declared = new Set<string>();
    (data.nodes as { key?: unknown; attributes?: Attributes }[]).forEach((node, index) => {
      if (node === null || typeof node !== 'object' || node.key === undefined) {
        throw new GraphFileError(`JSON: nodes[${index}] has no "key".`);
      }
      declared.add(String(node.key));
      graph.mergeNode(String(node.key), node.attributes ?? {});
    });
    const edges = Array.isArray(data.edges)
      ? (data.edges as { source?: unknown; target?: unknown; undirected?: boolean; attributes?: Attributes }[])
      : [];
    edges.forEach((edge, index) => {
      if (edge === null || typeof edge !== 'object' || edge.source === undefined || edge.target === undefined) {
        throw new GraphFileError(`JSON: edges[${index}] needs a "source" and a "target".`);
      }
      const [source, target] = [String(edge.source), String(edge.target)];
      graph.mergeNode(source);
      graph.mergeNode(target);
      if (edge.undirected) graph.addUndirectedEdge(source, target, edge.attributes ?? {});
      else graph.addDirectedEdge(source, target, edge.attributes ?? {});
    });
    return { graph, declared, notes };
  }
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  const error = parsed.errors.find((candidate) => candidate.type !== 'Delimiter');
  if (error) throw new GraphFileError(`CSV: ${error.message} at line ${(error.row ?? 0) + 1}.`);
  const rows = parsed.data;
  const first = rows[0] ?? [];
  const header =
    first.length >= 2 && /^(source|from|src)$/i.test(first[0]!.trim()) && /^(target|to|dst)$/i.test(first[1]!.trim());
  const graph = new Graph({ multi: true, type: 'undirected' });
  let badWeights = 0;
  rows.forEach((row, index) => {
    if (header && index === 0) return;
    const [source, target, weight] = row.map((cell) => cell.trim());
    if (!source || !target) throw new GraphFileError(`CSV: line ${index + 1} has no target (expected source,target[,weight]).`);
    graph.mergeNode(source, { label: source });
    graph.mergeNode(target, { label: target });
    const attributes: Attributes = {};
    if (weight !== undefined && weight !== '') {
      if (Number.isFinite(Number(weight))) attributes.weight = Number(weight);
      else badWeights++;
    }
    graph.addEdge(source, target, attributes);
  });
  if (header) notes.push('The first line was read as a header.');
  if (badWeights)
    notes.push(
      `${badWeights} weight${badWeights === 1 ? ' was' : 's were'} not a number and ${badWeights === 1 ? 'was' : 'were'} left out.`,
    );
  return { graph, notes };
}

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

/**
 * What sigma needs of every node and edge: one edge per pair (the graph is simple), no
 * self-loop, numeric x and y, no `type` naming a program the page has not registered.
 * Every change is said in `notes`.
 */
function prepare(input: Graph, declared: Set<string> | undefined, notes: string[]): Graph {
  const graph = new Graph({
    type: input.type === 'undirected' ? 'undirected' : input.type === 'directed' ? 'directed' : 'mixed',
  });
  const missing: string[] = [];
  let badCoordinates = 0;
  let types = 0;
  input.forEachNode((node, attributes) => {
    if (declared && !declared.has(node)) missing.push(node);
    const clean: Attributes = { ...attributes };
    for (const axis of ['x', 'y'] as const) {
      if (clean[axis] === undefined) continue;
      const value = typeof clean[axis] === 'string' && clean[axis].trim() !== '' ? Number(clean[axis]) : clean[axis];
      if (typeof value === 'number' && Number.isFinite(value)) clean[axis] = value;
      else {
        delete clean[axis];
        badCoordinates++;
      }
    }
    if (typeof clean.size !== 'number' || !Number.isFinite(clean.size)) delete clean.size;
    if (clean.type !== undefined) {
      clean.fileType = clean.type;
      delete clean.type;
      types++;
    }
    if (clean.label !== undefined && typeof clean.label !== 'string') clean.label = String(clean.label);
    graph.addNode(node, clean);
  });
  let loops = 0;
  let duplicates = 0;
  input.forEachEdge((_edge, attributes, source, target, _s, _t, undirected) => {
    if (source === target) {
      loops++;
      return;
    }
    const exists =
      undirected || graph.type === 'undirected'
        ? graph.hasEdge(source, target) || graph.hasEdge(target, source)
        : graph.hasDirectedEdge(source, target);
    if (exists) {
      duplicates++;
      return;
    }
    const clean: Attributes = { ...attributes };
    if (clean.type !== undefined) {
      delete clean.type;
      types++;
    }
    if (undirected && graph.type !== 'directed') graph.addUndirectedEdge(source, target, clean);
    else graph.addDirectedEdge(source, target, clean);
  });
  if (missing.length) {
    const shown = missing
      .slice(0, 3)
      .map((node) => `"${node}"`)
      .join(', ');
    notes.push(
      `${plural(missing.length, 'node')} that edges name but the file does not declare (${shown}${missing.length > 3 ? '…' : ''}) ${missing.length === 1 ? 'was' : 'were'} added.`,
    );
  }
  if (duplicates)
    notes.push(
      `${plural(duplicates, 'duplicate edge')} ${duplicates === 1 ? 'was' : 'were'} dropped: the graph is read as a simple graph, one edge per pair of nodes.`,
    );
  if (loops)
    notes.push(
      `${plural(loops, 'self-loop')} (an edge from a node to itself) ${loops === 1 ? 'was' : 'were'} dropped: sigma's edge programs do not draw them.`,
    );
  if (badCoordinates)
    notes.push(
      `${plural(badCoordinates, 'coordinate')} that ${badCoordinates === 1 ? 'was' : 'were'} not a number (NaN or text) ${badCoordinates === 1 ? 'was' : 'were'} ignored.`,
    );
  if (types)
    notes.push(
      `${plural(types, '"type" attribute')} (which sigma reads as a program name) ${types === 1 ? 'was' : 'were'} moved out of the way.`,
    );

  const unplaced = graph.filterNodes((_node, attributes) => attributes.x === undefined || attributes.y === undefined);
  if (unplaced.length) {
    // A one-shot circular layout: cheap at any size, and a layout chosen later starts from it.
    unplaced.forEach((node, index) => {
      const angle = (2 * Math.PI * index) / unplaced.length;
      graph.mergeNodeAttributes(node, { x: Math.cos(angle) * 100, y: Math.sin(angle) * 100 });
    });
    notes.push(
      unplaced.length === graph.order
        ? 'The file gives no node positions: the nodes were placed on a circle once. Pick a layout to arrange them.'
        : `${plural(unplaced.length, 'node')} had no usable position and ${unplaced.length === 1 ? 'was' : 'were'} placed on a circle once.`,
    );
  }
  return graph;
}

/**
 * Reads a GEXF, GraphML, graphology JSON or CSV edge-list file into a graph sigma can draw. Its
 * parser loads only now. Throws a GraphFileError saying what is wrong (and where) otherwise.
 */
export async function readGraph(file: Blob, fileName: string): Promise<ReadResult> {
  const format = formatOf(fileName);
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    throw new GraphFileError(
      `"${fileName}" is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_FILE_MB} MB. It was not read.`,
    );
  }
  const text = await file.text();
  if (text.trim() === '') throw new GraphFileError(`"${fileName}" is empty: there is no graph to draw.`);
  const { graph: parsed, declared, notes } = await parseText(text, format);
  if (parsed.order === 0) throw new GraphFileError(`"${fileName}" holds no node: there is no graph to draw.`);
  const graph = prepare(parsed, declared, notes);
  return { graph, format, notes };
}
