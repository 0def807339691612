import { useMemo } from 'react';
import { MultiDirectedGraph } from 'graphology';
import { circular } from 'graphology-layout';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** A small library catalogue in N-Triples: one triple a line, each IRI written out whole. */
const NTRIPLES = `# Books
<http://example.org/book/1> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Book> .
<http://example.org/book/1> <http://www.w3.org/2000/01/rdf-schema#label> "Paths and Bridges"@en .
<http://example.org/book/1> <http://www.w3.org/2000/01/rdf-schema#label> "Chemins et ponts"@fr .
<http://example.org/book/1> <http://example.org/year> "2019"^^<http://www.w3.org/2001/XMLSchema#gYear> .
<http://example.org/book/1> <http://example.org/author> <http://example.org/person/ines> .
<http://example.org/book/1> <http://example.org/publisher> _:press .

<http://example.org/book/2> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Book> .
<http://example.org/book/2> <http://www.w3.org/2000/01/rdf-schema#label> "Notes on \\"Six Degrees\\""@en .
<http://example.org/book/2> <http://example.org/author> <http://example.org/person/noor> .
<http://example.org/book/2> <http://example.org/cites> <http://example.org/book/1> .
<http://example.org/book/2> <http://example.org/publisher> _:press .

<http://example.org/book/3> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Book> .
<http://example.org/book/3> <http://www.w3.org/2000/01/rdf-schema#label> "Drawing Large Graphs" .
<http://example.org/book/3> <http://example.org/author> <http://example.org/person/ines> .
<http://example.org/book/3> <http://example.org/author> <http://example.org/person/kofi> .
<http://example.org/book/3> <http://example.org/cites> <http://example.org/book/2> . # a comment may end a line

# People, and a publisher without an IRI of its own (a blank node)
<http://example.org/person/ines> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Person> .
<http://example.org/person/ines> <http://www.w3.org/2000/01/rdf-schema#label> "Ines" .
<http://example.org/person/noor> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Person> .
<http://example.org/person/noor> <http://www.w3.org/2000/01/rdf-schema#label> "Noor" .
<http://example.org/person/noor> <http://example.org/knows> <http://example.org/person/ines> .
<http://example.org/person/kofi> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Person> .
<http://example.org/person/kofi> <http://www.w3.org/2000/01/rdf-schema#label> "Kofi" .
_:press <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Publisher> .
_:press <http://www.w3.org/2000/01/rdf-schema#label> "Tidewater Press" .
`;

export type Term =
  | { kind: 'iri'; value: string }
  | { kind: 'blank'; value: string }
  | { kind: 'literal'; value: string; language?: string; datatype?: string };

export interface Triple {
  subject: Term;
  predicate: Term;
  object: Term;
}

/** One term at the reading position: an <IRI>, a _:blank node, or a "literal" with an optional @language or ^^<datatype>. */
const TERM =
  /<([^<>"{}|^`\\\s]*)>|_:([A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?)|"((?:[^"\\]|\\.)*)"(?:@([A-Za-z]+(?:-[A-Za-z0-9]+)*)|\^\^<([^<>"{}|^`\\\s]*)>)?/y;

const ESCAPES: Record<string, string> = { t: '\t', b: '\b', n: '\n', r: '\r', f: '\f', '"': '"', "'": "'", '\\': '\\' };

/** A literal's text with its escapes read: \" is a quote, \n a line break, \u00e9 is "é". */
function unescapeLiteral(text: string): string {
  return text.replace(/\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))/g, (whole, short?: string, long?: string, char?: string) => {
    const code = short ?? long;
    if (code) return String.fromCodePoint(parseInt(code, 16));
    const escaped = ESCAPES[char!];
    if (escaped === undefined) throw new Error(`N-Triples: unknown escape ${whole}`);
    return escaped;
  });
}

/**
 * Reads N-Triples, line by line: subject, predicate, object and a full stop. Blank lines and
 * comments (# to the end of the line) are skipped. Escapes in IRIs are not read.
 */
export function parseNTriples(text: string): Triple[] {
  const triples: Triple[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    const error = (what: string) => new Error(`N-Triples, line ${index + 1}: ${what}`);
    let at = 0;
    const skipSpace = () => {
      while (line[at] === ' ' || line[at] === '\t') at++;
    };
    const term = (): Term | null => {
      skipSpace();
      TERM.lastIndex = at;
      const match = TERM.exec(line);
      if (!match) return null;
      at = TERM.lastIndex;
      const [, iri, blank, literal, language, datatype] = match;
      if (iri !== undefined) return { kind: 'iri', value: iri };
      if (blank !== undefined) return { kind: 'blank', value: `_:${blank}` };
      return { kind: 'literal', value: unescapeLiteral(literal!), ...(language && { language }), ...(datatype && { datatype }) };
    };
    skipSpace();
    if (at === line.length || line[at] === '#') return;
    const subject = term();
    if (!subject || subject.kind === 'literal') throw error('the subject is not an IRI or a blank node.');
    const predicate = term();
    if (predicate?.kind !== 'iri') throw error('the predicate is not an IRI.');
    const object = term();
    if (!object) throw error('the object is not an IRI, a blank node or a literal.');
    skipSpace();
    if (line[at] !== '.') throw error('a triple ends with ".".');
    at++;
    skipSpace();
    if (at < line.length && line[at] !== '#') throw error('text after the ".".');
    triples.push({ subject, predicate, object });
  });
  return triples;
}

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';

/** The end of an IRI, after its last # or /: `author` for http://example.org/author. */
const localName = (iri: string) => iri.slice(Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1) || iri;

/**
 * A node for each subject and each IRI or blank-node object; an edge, labelled with its predicate's
 * local name, for each triple between two of them. A literal object is an attribute of its subject,
 * named after the predicate (`year`), with its language after an @ (`label@fr`); an rdfs:label in
 * English or without a language is the node's label. Colours: one for each rdf:type, shared by the
 * type's node and its members.
 */
export function triplesToGraph(triples: Triple[]): MultiDirectedGraph {
  // Multi: two triples may link the same two nodes with different predicates, and each is an edge.
  const graph = new MultiDirectedGraph();
  const types: string[] = [];
  for (const { subject, predicate, object } of triples) {
    graph.mergeNode(subject.value);
    const name = localName(predicate.value);
    if (object.kind === 'literal') {
      const english = !object.language || /^en(-|$)/i.test(object.language);
      const attribute =
        predicate.value === RDFS_LABEL && english ? 'label' : object.language ? `${name}@${object.language}` : name;
      graph.setNodeAttribute(subject.value, attribute, object.value);
    } else {
      graph.mergeNode(object.value);
      graph.addDirectedEdge(subject.value, object.value, { label: name, size: 2 });
      if (predicate.value === RDF_TYPE) {
        // `rdfType`, not `type`: sigma reads a node's `type` as the name of the program that draws it.
        if (!types.includes(object.value)) types.push(object.value);
        graph.setNodeAttribute(subject.value, 'rdfType', graph.getNodeAttribute(subject.value, 'rdfType') ?? object.value);
      }
    }
  }
  graph.forEachNode((node, { label, rdfType }) => {
    const index = types.indexOf((rdfType as string | undefined) ?? node);
    graph.mergeNodeAttributes(node, {
      label: label ?? localName(node),
      color: palette[index >= 0 ? index : types.length] ?? palette[0],
      size: 6 + 2 * graph.degree(node),
    });
  });
  // No positions in RDF: a circle to start from, then a fixed number of ForceAtlas2 iterations.
  // linLogMode spreads the nodes more evenly than the default, which packs the books together.
  circular.assign(graph);
  forceAtlas2.assign(graph, { iterations: 200, settings: { ...forceAtlas2.inferSettings(graph), linLogMode: true } });
  // The result is about as wide as tall, the frame wider: stretched sideways, the labels, written
  // right of their nodes, overlap less.
  graph.updateEachNodeAttributes((_node, attributes) => ({ ...attributes, x: attributes.x * 1.7 }), { attributes: ['x'] });
  return graph;
}

export default function RdfToGraph() {
  // Read and laid out once: a new graph object would make SigmaContainer create sigma again.
  const { graph, triples } = useMemo(() => {
    const triples = parseNTriples(NTRIPLES);
    return { graph: triplesToGraph(triples), triples: triples.length };
  }, []);

  return (
    <SigmaContainer
      graph={graph}
      style={{ height: GRAPH_HEIGHT }}
      // The edges point from subject to object: 'arrow' draws that direction. Sigma writes an edge's
      // label only when both its nodes have theirs: labelDensity 3 lets up to three node labels into
      // each cell of sigma's label grid, enough for all of them here.
      settings={{ renderEdgeLabels: true, defaultEdgeType: 'arrow', labelDensity: 3 }}
    >
      <GraphTheme />
      {/* Room for the labels at the right edge ("Publisher"), on a phone too. */}
      <KeepLabelsInside />
      <StatusOverlay>
        {triples} triples: {graph.order} nodes, {graph.size} edges
      </StatusOverlay>
    </SigmaContainer>
  );
}
