import { useContext, useEffect, useState } from 'react';
import Graph from 'graphology';
import { parse } from 'graphology-gexf/browser';
import { SigmaContainer, useLoadGraph } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Select } from '../_shared/controls';
import { DataUrl } from '../_shared/data';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

const files = {
  'Les Misérables (GEXF)': 'les-miserables.gexf',
  'A file that does not exist': 'missing.gexf',
  'A malformed file': 'broken.gexf',
} as const;
type FileLabel = keyof typeof files;

type LoadState =
  { status: 'loading' } | { status: 'loaded'; nodes: number; edges: number } | { status: 'failed'; message: string };

async function fetchGexf(url: string, signal: AbortSignal): Promise<Graph> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Could not download ${url}: HTTP ${response.status} ${response.statusText}`.trim());
  const text = await response.text();
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) throw new Error(`${url} is not valid XML, so it is not a GEXF file.`);
  try {
    return parse(Graph, xml);
  } catch (error) {
    throw new Error(`${url} is not a GEXF graph: ${(error as Error).message}`);
  }
}

function LoadFile({ file, onState }: { file: string; onState: (state: LoadState) => void }) {
  const loadGraph = useLoadGraph();
  const dataUrl = useContext(DataUrl);
  useEffect(() => {
    const controller = new AbortController();
    onState({ status: 'loading' });
    fetchGexf(`${dataUrl}${file}`, controller.signal).then(
      (graph) => {
        loadGraph(graph);
        onState({ status: 'loaded', nodes: graph.order, edges: graph.size });
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        loadGraph(new Graph()); // Do not leave the previous file on screen.
        onState({ status: 'failed', message: error.message });
      },
    );
    return () => controller.abort();
  }, [dataUrl, file, loadGraph, onState]);
  return null;
}

export default function Dataset() {
  const [label, setLabel] = useState<FileLabel>('Les Misérables (GEXF)');
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  return (
    <SigmaContainer style={{ height: GRAPH_HEIGHT }}>
      <LoadFile file={files[label]} onState={setState} />
      <GraphTheme />
      <ToolsOverlay label="Dataset">
        <ToolsRow>
          <label>
            File{' '}
            <Select value={label} onChange={(event) => setLabel(event.target.value as FileLabel)}>
              {Object.keys(files).map((name) => (
                <option key={name}>{name}</option>
              ))}
            </Select>
          </label>
          <output
            style={{
              padding: '2px 8px',
              borderRadius: 4,
              background: state.status === 'failed' ? '#c92a2a' : 'rgba(127, 127, 127, 0.25)',
              color: state.status === 'failed' ? '#fff' : 'inherit',
            }}
          >
            {state.status === 'loading' && 'Loading…'}
            {state.status === 'loaded' && `${state.nodes} nodes, ${state.edges} edges`}
            {state.status === 'failed' && state.message}
          </output>
        </ToolsRow>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
