import { useMemo } from 'react';
import { UndirectedGraph } from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/**
 * Who works on which project, one pair a row. A string here, since it is small: a bigger table
 * would be a file that the app fetches, and `readTable(await response.text())` reads it the same way.
 * The quotes: a comma inside a quoted field is text, and "" inside one is a quote.
 */
const CSV = `project,field,person
Atlas,Maps,Noor
Atlas,Maps,Ines
Atlas,Maps,Kofi
"Maps, tiles and layers",Maps,Ines
"Maps, tiles and layers",Maps,Lena
Cellmap,Biology,Kofi
Cellmap,Biology,Mateo
Cellmap,Biology,Yuki
Genome walk,Biology,Yuki
Genome walk,Biology,Lena
Genome walk,Biology,Sam
"The ""small world"" reader",Text,Sam
"The ""small world"" reader",Text,Noor
"The ""small world"" reader",Text,Ada
Wordnet explorer,Text,Ada
Wordnet explorer,Text,Mateo
Wordnet explorer,Text,Ines
Citation graph,Graphs,Ada
Citation graph,Graphs,Yuki
Citation graph,Graphs,Kofi
`;

/** The categories, in the order of the palette's colours. */
const FIELDS = ['Maps', 'Biology', 'Text', 'Graphs'];

/**
 * Reads CSV text (RFC 4180) into rows of fields: a field in double quotes may hold commas and line
 * breaks, and "" in it stands for one quote. Blank lines, such as the one after a last line break,
 * are no rows.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') field += text[i++];
      else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      [row, field] = [[], ''];
    } else field += char;
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed.');
  row.push(field);
  rows.push(row);
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

/** The rows of a CSV table with a header line, as objects keyed by the header's names. */
export function readTable(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((cells, index) => {
    if (cells.length !== header.length)
      throw new Error(`CSV: row ${index + 1} has ${cells.length} fields, the header ${header.length}.`);
    return Object.fromEntries(header.map((name, column) => [name, cells[column]!]));
  });
}

/**
 * A node for each project and each person, an edge for each row that names both (the same pair
 * twice is one edge). A node's size grows with its degree; its colour is its field's, and a
 * person's the field of most of their rows (of a tie, the one met first).
 */
export function tableToGraph(rows: Record<string, string>[]): UndirectedGraph {
  const graph = new UndirectedGraph();
  // node → field → rows, for the colours.
  const fields = new Map<string, Map<string, number>>();
  const count = (node: string, field: string) => {
    const counts = fields.get(node) ?? new Map<string, number>();
    counts.set(field, (counts.get(field) ?? 0) + 1);
    fields.set(node, counts);
  };
  for (const { project, field, person } of rows) {
    if (!project || !person || !field) continue;
    // Keys by kind, so that a person and a project of the same name stay two nodes.
    const [p, q] = [`project:${project}`, `person:${person}`];
    graph.mergeNode(p, { label: project, kind: 'project' });
    graph.mergeNode(q, { label: person, kind: 'person' });
    graph.mergeEdge(p, q);
    count(p, field);
    count(q, field);
  }
  graph.forEachNode((node) => {
    const [field] = [...fields.get(node)!].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
    const index = FIELDS.indexOf(field);
    graph.mergeNodeAttributes(node, {
      field,
      color: palette[index >= 0 ? index : FIELDS.length] ?? palette[0],
      size: 4 + 3 * graph.degree(node),
    });
  });
  // Sigma draws no node without x and y: start from a circle, then let ForceAtlas2 pull linked
  // nodes together. A fixed number of iterations gives the same picture on every load.
  circular.assign(graph);
  forceAtlas2.assign(graph, { iterations: 200, settings: forceAtlas2.inferSettings(graph) });
  return graph;
}

export default function CsvToNetwork() {
  // Read and laid out once: a new graph object would make SigmaContainer create sigma again.
  const { graph, rows } = useMemo(() => {
    const rows = readTable(CSV);
    return { graph: tableToGraph(rows), rows: rows.length };
  }, []);

  return (
    // labelDensity 3: up to three labels in each cell of sigma's label grid, enough for all of them here.
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={{ labelDensity: 3 }}>
      <GraphTheme />
      {/* Room for the long labels at the right edge, on a phone too. */}
      <KeepLabelsInside />
      <StatusOverlay>
        {rows} rows: {graph.order} nodes, {graph.size} edges.{' '}
        {FIELDS.map((field, index) => (
          <span key={field} style={{ whiteSpace: 'nowrap', marginLeft: 6 }}>
            <span
              aria-hidden="true"
              style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: palette[index] }}
            />{' '}
            {field}
          </span>
        ))}
      </StatusOverlay>
    </SigmaContainer>
  );
}
