import { useEffect, useMemo, useRef, useState } from 'react';
import type Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSetSettings, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { animateNodes, parseColor, quadraticInOut } from 'sigma/utils';
import { Button, Checkbox } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme, useColorScheme } from '../_shared/theme';

/** What faded nodes and edges turn into: close to the background of each colour mode. */
const fadedColors = {
  light: { node: '#dee2e6', edge: '#eef0f2' },
  dark: { node: '#3b3e44', edge: '#2a2c30' },
} as const;

/** `from` blended with `to`: t = 0 gives `from`, t = 1 gives `to`. */
function mix(from: string, to: string, t: number): string {
  const a = parseColor(from);
  const b = parseColor(to);
  const channel = (start: number, end: number) => Math.round(start + (end - start) * t);
  return `rgb(${channel(a.r, b.r)}, ${channel(a.g, b.g)}, ${channel(a.b, b.b)})`;
}

/** What the reducers read. A ref, not React state: it changes on every animation frame. */
interface Highlight {
  /** The hovered node, whose neighbourhood stays lit; null when nothing is highlighted. */
  node: string | null;
  neighbours: Set<string>;
  /** 0: nothing faded, 1: fully faded. */
  progress: number;
}

function FadeOnHover({ duration }: { duration: number }) {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const setSettings = useSetSettings();
  const scheme = useColorScheme();
  const highlight = useRef<Highlight>({ node: null, neighbours: new Set(), progress: 0 });

  // The reducers are set once per colour mode; each frame of a fade only makes sigma run them again.
  useEffect(() => {
    const graph = sigma.getGraph();
    const faded = fadedColors[scheme];
    setSettings({
      nodeReducer: (node, data) => {
        const { node: hovered, neighbours, progress } = highlight.current;
        if (hovered === null) return data;
        // Drawn last (the zIndex setting is on), with a label even where the label grid has no room.
        if (node === hovered || neighbours.has(node)) return { ...data, zIndex: 1, forceLabel: true };
        // Labels go halfway through. Fading them too would take a colour per label: the
        // labelColor setting's `attribute` form, which this page's theme does not use.
        return { ...data, color: mix(data.color as string, faded.node, progress), label: progress < 0.5 ? data.label : null };
      },
      edgeReducer: (edge, data) => {
        const { node: hovered, progress } = highlight.current;
        if (hovered === null) return data;
        if (graph.hasExtremity(edge, hovered)) return { ...data, zIndex: 1 };
        const color = (data.color as string | undefined) ?? sigma.getSetting('defaultEdgeColor');
        return { ...data, color: mix(color, faded.edge, progress) };
      },
    });
  }, [sigma, setSettings, scheme]);

  useEffect(() => {
    const graph = sigma.getGraph();
    let frame = 0;

    /** Moves `progress` to `target`, one sigma refresh per animation frame. */
    const fadeTo = (target: 0 | 1) => {
      cancelAnimationFrame(frame);
      const from = highlight.current.progress;
      const length = duration * Math.abs(target - from);
      const start = performance.now();
      const step = () => {
        const k = length === 0 ? 1 : Math.min(1, (performance.now() - start) / length);
        highlight.current.progress = from + (target - from) * quadraticInOut(k);
        if (k < 1) {
          // Only colours and labels change: sigma runs the reducers again for these nodes and
          // edges, and keeps its index (positions, sizes, draw order) as it is.
          sigma.refresh({ partialGraph: { nodes: graph.nodes(), edges: graph.edges() }, skipIndexation: true });
          frame = requestAnimationFrame(step);
        } else {
          if (target === 0) highlight.current.node = null;
          // A full refresh: the draw order and the forced labels follow the new state.
          sigma.refresh();
        }
      };
      frame = requestAnimationFrame(step);
    };

    registerEvents({
      enterNode: ({ node }) => {
        highlight.current.node = node;
        highlight.current.neighbours = new Set(graph.neighbors(node));
        // Sorting by zIndex happens when sigma indexes the graph, so once here, not every frame.
        sigma.refresh();
        fadeTo(1);
      },
      leaveNode: () => fadeTo(0),
    });
    return () => cancelAnimationFrame(frame);
  }, [sigma, registerEvents, duration]);

  return null;
}

type Layout = 'groups' | 'ring';
type Positions = Record<string, { x: number; y: number }>;

/** The nodes on a circle inside `box`, one community after another. */
function ringLayout(graph: Graph, box: { x: [number, number]; y: [number, number] }): Positions {
  const nodes = graph.nodes().sort((a, b) => graph.getNodeAttribute(a, 'community') - graph.getNodeAttribute(b, 'community'));
  const centre = { x: (box.x[0] + box.x[1]) / 2, y: (box.y[0] + box.y[1]) / 2 };
  const radius = Math.min(box.x[1] - box.x[0], box.y[1] - box.y[0]) / 2;
  const positions: Positions = {};
  nodes.forEach((node, i) => {
    const angle = (2 * Math.PI * i) / nodes.length;
    positions[node] = { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
  return positions;
}

/** The graph's own positions, and the ring, drawn inside the same extent. */
function createLayouts(graph: Graph): Record<Layout, Positions> {
  const groups: Positions = {};
  graph.forEachNode((node, { x, y }) => {
    groups[node] = { x: x as number, y: y as number };
  });
  // The nodes' extent, as graphExtent(graph) from sigma/utils gives it.
  const xs = Object.values(groups).map(({ x }) => x);
  const ys = Object.values(groups).map(({ y }) => y);
  const extent = {
    x: [Math.min(...xs), Math.max(...xs)] as [number, number],
    y: [Math.min(...ys), Math.max(...ys)] as [number, number],
  };
  return { groups, ring: ringLayout(graph, extent) };
}

function MoveNodes({ duration, layouts }: { duration: number; layouts: Record<Layout, Positions> }) {
  const sigma = useSigma();
  const [layout, setLayout] = useState<Layout>('groups');
  const [moving, setMoving] = useState(false);
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  const moveTo = (target: Layout) => {
    // A move under way stops where it is, and the new one starts from there.
    cancel.current?.();
    setLayout(target);
    setMoving(true);
    cancel.current = animateNodes(sigma.getGraph(), layouts[target], { duration, easing: 'cubicInOut' }, () => {
      cancel.current = null;
      setMoving(false);
    });
  };

  const next: Layout = layout === 'groups' ? 'ring' : 'groups';
  return (
    <>
      <Button onClick={() => moveTo(next)}>{next === 'ring' ? 'Arrange on a ring' : 'Back to groups'}</Button>
      <output>{moving ? 'Moving…' : layout === 'ring' ? 'On a ring' : 'In groups'}</output>
    </>
  );
}

/** Draw order follows the zIndex the reducers return. */
const settings = { zIndex: true };

export default function FadeAndMove() {
  const graph = useMemo(() => createCommunityGraph({ order: 80, communities: 4, seed: 3 }), []);
  const layouts = useMemo(() => createLayouts(graph), [graph]);
  const both = useMemo(() => [layouts.groups, layouts.ring], [layouts]);
  const [slow, setSlow] = useState(false);
  const factor = slow ? 5 : 1;
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      {/*
        Sigma fits the graph's extent to the view each time it indexes the graph, so during a move to a
        layout of another extent the whole drawing would grow or shrink: one box fits both layouts, and
        their labels, and stays as the nodes move (followGraph off).
      */}
      <KeepLabelsInside layouts={both} followGraph={false} />
      <FadeOnHover duration={200 * factor} />
      <ToolsOverlay label="Animations">
        <ToolsRow>
          <MoveNodes duration={700 * factor} layouts={layouts} />
        </ToolsRow>
        <Checkbox checked={slow} onChange={(event) => setSlow(event.target.checked)}>
          Slow motion (×5)
        </Checkbox>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
