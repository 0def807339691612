import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import type { Attributes, SerializedGraph } from 'graphology-types';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Button, Checkbox } from '../_shared/controls';
import { createCommunityGraph, palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { WithSidePanel } from '../_shared/panel';

const COMMUNITIES = 3;

/** graphology's JSON form of a graph: `{ options, attributes, nodes, edges }`. */
function toJson(graph: Graph): string {
  return JSON.stringify(graph.export(), null, 2);
}

/**
 * Reads JSON text into a new graph of the same kind as `target`, so that everything that would not
 * fit (bad JSON, a missing key, a parallel edge, a node without coordinates) fails here, before
 * `target`, the graph sigma draws, is touched.
 */
function readJson(text: string, target: Graph): Graph {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`This is not JSON: ${(error as Error).message}`);
  }
  const { type, multi, allowSelfLoops } = target;
  // The options given here win over the ones saved in the JSON.
  const graph = Graph.from(data as SerializedGraph, { type, multi, allowSelfLoops });
  const unplaced = graph.findNode((_node, { x, y }) => !Number.isFinite(x) || !Number.isFinite(y));
  if (unplaced !== undefined) throw new Error(`Node "${unplaced}" has no numeric x and y, so sigma cannot draw it.`);
  return graph;
}

/** Hides the nodes of the communities whose box is unticked. */
const hideUnticked = (shown: boolean[]) => (_node: string, attributes: Attributes) => ({
  ...attributes,
  hidden: shown[attributes.community] === false,
});

export default function GraphData() {
  // One graph for the component's life: sigma draws this very object. Typed as any graph, since
  // imported JSON may hold any attributes.
  const graph = useMemo<Graph>(() => createCommunityGraph({ order: 12, communities: COMMUNITIES, degree: 1.5, seed: 5 }), []);
  const [shown, setShown] = useState<boolean[]>(() => Array<boolean>(COMMUNITIES).fill(true));
  const [text, setText] = useState(() => toJson(graph));
  const [status, setStatus] = useState({ failed: false, message: `${graph.order} nodes, ${graph.size} edges` });

  // React state to graph attributes: mutate the graph; sigma hears the change and draws it.
  useEffect(() => {
    // No `{ attributes: ['hidden'] }` hint: with it, sigma would redraw the nodes only, and the
    // edges of a hidden node would stay drawn.
    graph.updateEachNodeAttributes(hideUnticked(shown));
  }, [graph, shown]);

  const exportJson = () => {
    setText(toJson(graph));
    setStatus({ failed: false, message: `Exported ${graph.order} nodes and ${graph.size} edges.` });
  };

  const importJson = () => {
    try {
      const next = readJson(text, graph);
      // The check boxes apply to the new nodes too (the effect above runs only when they change).
      next.updateEachNodeAttributes(hideUnticked(shown));
      // Same as useLoadGraph() from a child of SigmaContainer: empty the graph, then fill it.
      graph.clear();
      graph.import(next);
      setStatus({ failed: false, message: `Imported ${graph.order} nodes and ${graph.size} edges.` });
    } catch (error) {
      setStatus({ failed: true, message: (error as Error).message });
    }
  };

  const panel = (
    <>
      <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0 12px' }}>
        <legend style={{ fontWeight: 600 }}>Show communities</legend>
        {shown.map((checked, index) => (
          <Checkbox
            key={index}
            checked={checked}
            onChange={(event) => setShown(shown.map((value, i) => (i === index ? event.target.checked : value)))}
          >
            <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: '50%', background: palette[index] }} />
            {index + 1}
          </Checkbox>
        ))}
      </fieldset>
      <label htmlFor="graph-data-json" style={{ fontWeight: 600 }}>
        Graph JSON
      </label>
      <textarea
        id="graph-data-json"
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
        style={{ flex: 1, minHeight: '6rem', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre', resize: 'none' }}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={exportJson}>Export</Button>
        <Button onClick={importJson}>Import</Button>
      </div>
      <output
        style={{
          padding: '2px 8px',
          borderRadius: 4,
          overflowWrap: 'anywhere',
          background: status.failed ? '#c92a2a' : 'rgba(127, 127, 127, 0.25)',
          color: status.failed ? '#fff' : 'inherit',
        }}
      >
        {status.message}
      </output>
    </>
  );

  return (
    <WithSidePanel panel={panel} width="17rem">
      <SigmaContainer graph={graph}>
        <GraphTheme />
      </SigmaContainer>
    </WithSidePanel>
  );
}
