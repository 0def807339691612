import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type Graph from 'graphology';
import { SigmaContainer, useLoadGraph, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { ActionsWithStatus, overlayStyle } from '../_shared/overlay';
import { createCommunityGraph } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/**
 * Each graph's box, in pixels: two, one under the other and a line between, fill the frame (the folder's
 * `height`, 608 px). Side by side, each would get half the frame's width: a sliver on a phone.
 */
const BOX_HEIGHT = 300;
const LINE = 6;
/** The tools take the top of each box: KeepLabelsInside keeps the nodes under them. */
const TOOLS_ROOM = 92;

/** Counts the objects `value` has been over the component's life: 1, then 2 once it is another, … */
function useOrdinal(value: object): number {
  const [current, setCurrent] = useState({ value, number: 1 });
  if (current.value === value) return current.number;
  // Another object: state adjusted during render, as React does for a prop that changed.
  setCurrent({ value, number: current.number + 1 });
  return current.number + 1;
}

/**
 * What this graph's hooks see. The same component sits in both graphs: useSigma and useRegisterEvents
 * answer for the SigmaContainer it is inside, the nearest one.
 */
function GraphStatus() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const [clicks, setClicks] = useState(0);
  const sigmaNumber = useOrdinal(sigma);
  const graphNumber = useOrdinal(sigma.getGraph());

  useEffect(() => {
    // Registered once: useRegisterEvents binds these handlers again on each new sigma instance.
    registerEvents({ clickNode: () => setClicks((count) => count + 1) });
  }, [registerEvents]);

  return (
    <>
      sigma {sigmaNumber} · graph {graphNumber} · {sigma.getGraph().order} nodes · {clicks} {clicks === 1 ? 'click' : 'clicks'}
    </>
  );
}

/** Loads another graph into the graph sigma already draws: the same graph object, the same sigma. */
function LoadAnother({ order }: { order: number }) {
  const loadGraph = useLoadGraph();
  const [seed, setSeed] = useState(1);
  return (
    <ActionsWithStatus
      actions={{
        'Load another graph': () => {
          // Clears the graph, imports the new one's nodes and edges into it, and refreshes sigma.
          loadGraph(createCommunityGraph({ order, communities: 3, seed: seed + 1 }));
          setSeed(seed + 1);
        },
      }}
      status={<GraphStatus />}
    />
  );
}

/**
 * Mounts its children once its box comes on screen, and keeps them. Each SigmaContainer takes three WebGL
 * contexts as it mounts, and a browser keeps only a few alive (Chromium: 16), so a page of graphs starts each
 * one when it is seen.
 */
function WhenInView({ children }: { children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // Where there is no IntersectionObserver (a render on a server), nothing can say when: start at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!box || seen) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, seen]);
  return (
    <div ref={setBox} style={{ height: BOX_HEIGHT }}>
      {seen && children}
    </div>
  );
}

/**
 * A button and its line, over the graph's top-left corner. The shared ToolsOverlay would pad the box and
 * leave sigma less than its 300 px: here sigma keeps the whole box, and KeepLabelsInside's margin keeps the
 * nodes under the tools.
 */
function Tools({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ ...overlayStyle, display: 'flex', flexDirection: 'column', gap: 6, padding: 8, fontSize: 14 }}
    >
      {children}
    </div>
  );
}

// Node labels only for nodes drawn 12 px or larger: none at the first zoom.
const settings = { labelRenderedSizeThreshold: 12 };

export default function SeveralGraphs() {
  // The first graph is a prop: "New graph object" hands SigmaContainer another one.
  const [graph, setGraph] = useState<Graph>(() => createCommunityGraph({ order: 30, communities: 2, seed: 1 }));
  const [seed, setSeed] = useState(1);
  // The second graph object stays for the component's life; useLoadGraph changes what is in it.
  const second = useMemo(() => createCommunityGraph({ order: 45, communities: 3, seed: 1 }), []);

  return (
    <div>
      {/* The first graph is at the top of the example: it is on screen when the example starts. */}
      <SigmaContainer graph={graph} settings={settings} style={{ height: BOX_HEIGHT }}>
        <GraphTheme />
        <KeepLabelsInside margins={{ top: TOOLS_ROOM }} />
        <Tools label="First graph: the graph prop">
          <ActionsWithStatus
            actions={{
              'New graph object': () => {
                // A new object for the graph prop: SigmaContainer kills its sigma and builds another.
                setGraph(createCommunityGraph({ order: 30, communities: 2, seed: seed + 1 }));
                setSeed(seed + 1);
              },
            }}
            status={<GraphStatus />}
          />
        </Tools>
      </SigmaContainer>
      <div style={{ height: 1, margin: `${(LINE - 1) / 2}px 0`, background: 'var(--sigma-controls-border-color)' }} />
      <WhenInView>
        <SigmaContainer graph={second} settings={settings} style={{ height: BOX_HEIGHT }}>
          <GraphTheme />
          <KeepLabelsInside margins={{ top: TOOLS_ROOM }} />
          <Tools label="Second graph: useLoadGraph">
            <LoadAnother order={45} />
          </Tools>
        </SigmaContainer>
      </WhenInView>
    </div>
  );
}
