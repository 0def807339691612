import { useEffect, useState } from 'react';
import Graph from 'graphology';
import type { SerializedGraph } from 'graphology-types';
import {
  ControlsContainer,
  FullScreenControl,
  SigmaContainer,
  useCamera,
  useLoadGraph,
  useRegisterEvents,
  useSetSettings,
  ZoomControl,
} from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption } from '@react-sigma/graph-search';
import { LayoutForceAtlas2Control } from '@react-sigma/layout-forceatlas2';
import { MiniMap } from '@react-sigma/minimap';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { GraphTheme } from '@site/src/examples/_shared/theme';
import styles from './styles.module.css';

type Status = { kind: 'loading' } | { kind: 'ready'; nodes: number; edges: number } | { kind: 'failed'; message: string };

/** Fetches the dataset (a static file, never bundled) and loads it. */
function LoadMiserables({ url, onStatus }: { url: string; onStatus: (status: Status) => void }) {
  const loadGraph = useLoadGraph();
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`Could not download the dataset: HTTP ${response.status}`);
        return response.json() as Promise<SerializedGraph>;
      })
      .then((data) => {
        const graph = Graph.from(data);
        loadGraph(graph);
        onStatus({ kind: 'ready', nodes: graph.order, edges: graph.size });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) onStatus({ kind: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, [url, loadGraph, onStatus]);
  return null;
}

/** Highlights the picked character and its neighbours; flies the camera to it. */
function Focus({ node, onPick }: { node: string | null; onPick: (node: string | null) => void }) {
  const { gotoNode } = useCamera();
  const setSettings = useSetSettings();
  const registerEvents = useRegisterEvents();

  useEffect(() => {
    registerEvents({
      clickNode: (event) => onPick(event.node),
      clickStage: () => onPick(null),
    });
  }, [registerEvents, onPick]);

  useEffect(() => {
    if (node) gotoNode(node, { duration: 500 });
  }, [node, gotoNode]);

  useEffect(() => {
    setSettings({
      nodeReducer: (key, data) => (node && key === node ? { ...data, highlighted: true, forceLabel: true } : data),
    });
  }, [node, setSettings]);
  return null;
}

export default function DemoGraph({ url }: { url: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const value: GraphSearchOption | null = selected ? { type: 'nodes', id: selected } : null;

  return (
    // As tall as the frame (styles.module.css sizes it, and lays out the controls around the graph on a narrow screen).
    <SigmaContainer className={styles.graph} settings={{ labelDensity: 0.4, labelRenderedSizeThreshold: 8 }}>
      <LoadMiserables url={url} onStatus={setStatus} />
      <GraphTheme />
      <Focus node={selected} onPick={setSelected} />
      <ControlsContainer position="top-left" className={styles.search}>
        {/* GraphSearch takes no aria-label: a label around it names its input. */}
        <label className={styles.searchLabel}>
          <span className={styles.visuallyHidden}>Search a character</span>
          <GraphSearch
            type="nodes"
            value={value}
            onChange={(option) => setSelected(option && option.type === 'nodes' ? option.id : null)}
            labels={{ placeholder: 'Search a character…' }}
          />
        </label>
      </ControlsContainer>
      <ControlsContainer position="top-right" className={styles.buttons}>
        <ZoomControl />
        <FullScreenControl />
        <LayoutForceAtlas2Control settings={{ settings: { slowDown: 10, gravity: 1 } }} />
      </ControlsContainer>
      {/* Once the graph is in: MiniMap frames its view rectangle when it mounts and when the main camera moves,
          not when the graph arrives, so one mounted before the dataset kept a rectangle framed on no graph. */}
      {status.kind === 'ready' && (
        <ControlsContainer position="bottom-right" className={styles.minimap}>
          {/* Sized by styles.module.css: smaller beside the caption on a narrow screen. */}
          <MiniMap width="var(--home-demo-minimap-width)" height="var(--home-demo-minimap-height)" />
        </ControlsContainer>
      )}
      <output className={styles.status}>
        {status.kind === 'loading' && 'Loading Les Misérables…'}
        {status.kind === 'ready' && `${status.nodes} characters, ${status.edges} co-appearances`}
        {status.kind === 'failed' && status.message}
      </output>
    </SigmaContainer>
  );
}
