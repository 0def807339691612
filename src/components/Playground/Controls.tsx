import { useMemo, useState, type ReactNode } from 'react';
import type Graph from 'graphology';
import { nodeAttributes } from './looks';
import {
  DEFAULT_SOURCE,
  EDGE_TYPES,
  GENERATORS,
  LAYOUTS,
  MAX_EDGES,
  MAX_NODES,
  NODE_PROGRAMS,
  type GeneratorSource,
  type LayoutName,
  type PlaygroundSettings,
} from './settings';
import type { useLayoutRun } from './usePlaygroundSettings';
import styles from './styles.module.css';

const LAYOUT_LABELS: Record<LayoutName, string> = {
  none: 'None (positions as loaded)',
  random: 'Random (one shot)',
  circular: 'Circular (one shot)',
  circlepack: 'Circle pack (one shot)',
  force: 'Force (runs until stopped)',
  forceatlas2: 'ForceAtlas2 (web worker)',
  noverlap: 'Noverlap (web worker)',
};

const BIG_GRAPH_SETTINGS = [
  [
    'hideEdgesOnMove',
    'Skips edges while the camera moves: the biggest saving on dense graphs, at the cost of a bare picture while panning.',
  ],
  ['hideLabelsOnMove', 'Skips labels while the camera moves: saves the 2D-canvas work of each frame.'],
  ['zIndex', 'Sorts nodes and edges by their zIndex attribute before drawing: a sort of the whole graph on every change.'],
  ['renderEdgeLabels', 'Draws edge labels (of edges that have one) on the 2D canvas: costly with many labelled edges.'],
] as const;

type Update = (change: Partial<PlaygroundSettings>) => void;

function Cost({ children }: { children: ReactNode }): ReactNode {
  return <span className={styles.cost}>{children}</span>;
}

/** A labelled drop-down: `options` as values, or as [value, label] pairs. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: T;
  options: readonly (T | readonly [T, string])[];
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => {
          const [key, text] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={key} value={key}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: ReactNode;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
}): ReactNode {
  return (
    <label>
      {label}
      <input type="number" min={min} max={max} value={value} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value) || min));

function DataControls({
  initial,
  openFile,
  generate,
}: {
  initial: PlaygroundSettings;
  openFile: (file: File) => void;
  generate: (source: GeneratorSource) => void;
}): ReactNode {
  const [draft, setDraft] = useState<GeneratorSource>(initial.source.kind === 'generator' ? initial.source : DEFAULT_SOURCE);
  const edit = (change: Partial<GeneratorSource>) => setDraft({ ...draft, ...change });
  const submit = () => {
    const source: GeneratorSource = {
      ...draft,
      nodes: clamp(draft.nodes, 2, MAX_NODES),
      edges: clamp(draft.edges, 1, MAX_EDGES),
      seed: clamp(draft.seed, 0, 2 ** 31 - 1),
    };
    setDraft(source);
    generate(source);
  };
  return (
    <fieldset>
      <legend>Data</legend>
      <p className={styles.privacy}>Your file is read by this page, in your browser: it is never uploaded anywhere.</p>
      <label className={styles.file}>
        Open a file (GEXF, GraphML, graphology JSON, CSV edge list), or drop it on the graph
        <input
          type="file"
          accept=".gexf,.graphml,.xml,.json,.csv,.tsv,.txt"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) openFile(file);
            event.target.value = '';
          }}
        />
      </label>
      <div className={styles.generator}>
        <Choice label="Generator" value={draft.generator} options={GENERATORS} onChange={(generator) => edit({ generator })} />
        <NumberField label="Nodes" min={2} max={MAX_NODES} value={draft.nodes} onChange={(nodes) => edit({ nodes })} />
        <NumberField
          label={`Edges (up to ${MAX_EDGES.toLocaleString('en')})`}
          min={1}
          max={MAX_EDGES}
          value={draft.edges}
          onChange={(edges) => edit({ edges })}
        />
        <NumberField label="Seed" min={0} value={draft.seed} onChange={(seed) => edit({ seed })} />
        <button type="button" className="button button--sm button--primary" onClick={submit}>
          Generate
        </button>
      </div>
      <Cost>Generating or parsing runs once, on the main thread: its time is the first figure below the graph.</Cost>
    </fieldset>
  );
}

function LayoutControls({ layout, control }: { layout: LayoutName; control: ReturnType<typeof useLayoutRun> }): ReactNode {
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="button button--sm button--secondary" onClick={onClick}>
      {label}
    </button>
  );
  return (
    <fieldset>
      <legend>Layout</legend>
      <Choice
        label="Layout"
        value={layout}
        options={(['none', ...LAYOUTS] as const).map((name) => [name, LAYOUT_LABELS[name]] as const)}
        onChange={control.choose}
      />
      {control.worker
        ? button(control.running ? 'Stop the layout' : 'Start the layout', control.toggle)
        : layout !== 'none' && button('Apply again', control.applyAgain)}
      <Cost>
        One-shot layouts cost one pass over the nodes. Running layouts move every node each iteration, which sigma then redraws:
        stop them before judging the frame time. When a frame takes long, the nodes move less often and the edges are left out
        until the layout stops.
      </Cost>
    </fieldset>
  );
}

function LooksControls({ settings, update, graph }: { settings: PlaygroundSettings; update: Update; graph: Graph | null }) {
  const [attributes, hasImages, hasSizes] = useGraphFacts(graph);
  const fromFile = settings.source.kind === 'file';
  const named = (names: string[]) => names.map((name) => [name, `attribute: ${name}`] as const);
  return (
    <fieldset>
      <legend>Looks</legend>
      <Choice
        label="Node size from"
        value={settings.sizeBy}
        options={[
          ['degree', 'degree'],
          ['none', 'nothing (all the same)'],
          ...named(attributes.filter((attribute) => attribute.numeric).map((attribute) => attribute.name)),
          ...(hasSizes && fromFile ? [['size', "the file's sizes"] as const] : []),
        ]}
        onChange={(sizeBy) => update({ sizeBy })}
      />
      <Choice
        label="Node colour from"
        value={settings.colorBy}
        options={[
          ['degree', 'degree'],
          ['none', 'nothing (one colour)'],
          ...named(attributes.map((attribute) => attribute.name)),
          ...(fromFile ? [['color', "the file's colours"] as const] : []),
        ]}
        onChange={(colorBy) => update({ colorBy })}
      />
      <Cost>Sizes and colours are computed once per change and stored on the nodes; drawing them costs nothing more.</Cost>
      <label>
        Label threshold: {settings.labelThreshold} px
        <input
          type="range"
          min={0}
          max={30}
          value={settings.labelThreshold}
          onChange={(event) => update({ labelThreshold: Number(event.target.value) })}
        />
      </label>
      <Cost>
        labelRenderedSizeThreshold: nodes drawn smaller than this get no label. Labels are drawn on a 2D canvas, the slowest part
        of a frame: raise it for big graphs.
      </Cost>
      <Choice label="Edges" value={settings.edgeType} options={EDGE_TYPES} onChange={(edgeType) => update({ edgeType })} />
      <Cost>Lines are cheapest; arrows add a head per edge; curves (@sigma/edge-curve) draw many more vertices per edge.</Cost>
      <Choice
        label="Nodes"
        value={settings.nodeProgram}
        options={NODE_PROGRAMS.filter((program) => program !== 'image' || hasImages || settings.nodeProgram === 'image')}
        onChange={(nodeProgram) => update({ nodeProgram })}
      />
      <Cost>
        Circles are cheapest; borders (@sigma/node-border) add a ring; images (@sigma/node-image, only when the data has an image
        attribute) load every picture into a texture.
      </Cost>
    </fieldset>
  );
}

/** The graph's node attributes, and whether its nodes have pictures and sizes of their own. */
function useGraphFacts(graph: Graph | null) {
  return useMemo(() => {
    const has = (attribute: string, type: string) =>
      !!graph?.someNode((_node, attributes) => typeof attributes[attribute] === type);
    return [graph ? nodeAttributes(graph) : [], has('image', 'string'), has('size', 'number')] as const;
  }, [graph]);
}

function BigGraphControls({ settings, update }: { settings: PlaygroundSettings; update: Update }): ReactNode {
  return (
    <fieldset>
      <legend>Big graphs</legend>
      {BIG_GRAPH_SETTINGS.map(([key, cost]) => (
        <div key={key}>
          <label className={styles.check}>
            <input type="checkbox" checked={settings[key]} onChange={(event) => update({ [key]: event.target.checked })} />
            <code>{key}</code>
          </label>
          <Cost>{cost}</Cost>
        </div>
      ))}
    </fieldset>
  );
}

/** The settings form beside the graph. */
export function Controls(props: {
  initial: PlaygroundSettings;
  settings: PlaygroundSettings;
  update: Update;
  graph: Graph | null;
  layout: ReturnType<typeof useLayoutRun>;
  openFile: (file: File) => void;
  generate: (source: GeneratorSource) => void;
}): ReactNode {
  const { settings, update } = props;
  return (
    <form className={styles.controls} aria-label="Playground settings" onSubmit={(event) => event.preventDefault()}>
      <DataControls initial={props.initial} openFile={props.openFile} generate={props.generate} />
      <LayoutControls layout={settings.layout} control={props.layout} />
      <LooksControls settings={settings} update={update} graph={props.graph} />
      <BigGraphControls settings={settings} update={update} />
    </form>
  );
}
