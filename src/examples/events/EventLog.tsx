import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, type EventHandlers } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GraphTheme } from '../_shared/theme';
import { WithSidePanel } from '../_shared/panel';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { Button, Checkbox } from '../_shared/controls';

/** Node, edge and stage events are named `<interaction><Target>`, e.g. `clickNode`, `wheelStage`. */
const interactions = ['enter', 'leave', 'down', 'up', 'click', 'doubleClick', 'rightClick', 'wheel'] as const;

type Family = 'node' | 'edge' | 'stage' | 'camera' | 'body' | 'lifecycle' | 'mouse' | 'touch';

const families: { id: Family; label: string }[] = [
  { id: 'node', label: 'Nodes' },
  { id: 'edge', label: 'Edges' },
  { id: 'stage', label: 'Stage' },
  { id: 'camera', label: 'Camera' },
  { id: 'body', label: 'moveBody' },
  { id: 'lifecycle', label: 'Lifecycle' },
  { id: 'mouse', label: 'Mouse captor' },
  { id: 'touch', label: 'Touch captor' },
];

/** The other families fire on every frame or pointer move: they start switched off. */
const enabledByDefault: Family[] = ['node', 'edge', 'stage', 'camera'];

interface Report {
  type: string;
  /** What the event is about: a node or edge key, the stage, the camera… */
  target: string;
  /** Viewport coordinates (pixels from the graph's top-left corner), when the event has them. */
  x?: number;
  y?: number;
  detail?: string;
}

interface Entry extends Report {
  id: number;
  /** How many times it fired in a row (repeats are folded into one line). */
  count: number;
}

const MAX_ENTRIES = 50;
/** A repeat of one of the newest entries (same type, same target) moves it to the top instead of adding a line. */
const FOLD_WINDOW = 4;

function addEntry(log: Entry[], report: Report, id: number): Entry[] {
  const index = log.slice(0, FOLD_WINDOW).findIndex((entry) => entry.type === report.type && entry.target === report.target);
  const repeated = index >= 0 ? log[index] : undefined;
  const others = repeated ? log.filter((_, i) => i !== index) : log;
  return [{ ...report, id, count: (repeated?.count ?? 0) + 1 }, ...others].slice(0, MAX_ENTRIES);
}

const round = (value: number) => Math.round(value);

/** Builds one handler per event of the enabled families; all of them end in `report`. */
function buildHandlers(enabled: ReadonlySet<Family>, report: (report: Report) => void): Partial<EventHandlers> {
  const handlers: Partial<EventHandlers> = {};
  for (const interaction of interactions) {
    if (enabled.has('node')) {
      handlers[`${interaction}Node`] = ({ node, event }) =>
        report({ type: `${interaction}Node`, target: `node ${node}`, x: event.x, y: event.y });
    }
    if (enabled.has('edge')) {
      handlers[`${interaction}Edge`] = ({ edge, event }) =>
        report({ type: `${interaction}Edge`, target: `edge ${edge}`, x: event.x, y: event.y });
    }
    if (enabled.has('stage')) {
      handlers[`${interaction}Stage`] = ({ event }) =>
        report({ type: `${interaction}Stage`, target: 'stage', x: event.x, y: event.y });
    }
  }
  if (enabled.has('body')) {
    // Fires for every pointer move anywhere on the page, even outside the graph.
    handlers.moveBody = ({ event }) => report({ type: 'moveBody', target: 'page', x: event.x, y: event.y });
  }
  if (enabled.has('camera')) {
    handlers.updated = (state) =>
      report({
        type: 'updated',
        target: 'camera',
        detail: `ratio ${state.ratio.toFixed(2)}, centre ${state.x.toFixed(2)}, ${state.y.toFixed(2)}`,
      });
  }
  if (enabled.has('lifecycle')) {
    for (const type of [
      'beforeProcess',
      'afterProcess',
      'beforeRender',
      'afterRender',
      'beforeClear',
      'afterClear',
      'resize',
      'kill',
    ] as const) {
      handlers[type] = () => report({ type, target: 'sigma' });
    }
  }
  if (enabled.has('mouse')) {
    // The raw mouse captor, below sigma's node/edge/stage detection: no keys, only coordinates.
    for (const type of [
      'mousedown',
      'mouseup',
      'mousemove',
      'mousemovebody',
      'mouseenter',
      'mouseleave',
      'click',
      'doubleClick',
      'rightClick',
      'wheel',
    ] as const) {
      handlers[type] = (coords) => report({ type, target: 'mouse captor', x: coords.x, y: coords.y });
    }
  }
  if (enabled.has('touch')) {
    for (const type of ['touchdown', 'touchup', 'touchmove', 'touchmovebody', 'tap', 'doubletap'] as const) {
      handlers[type] = ({ touches, previousTouches }) => {
        // On touchup the finger is gone: its last position is in previousTouches.
        const point = touches[0] ?? previousTouches[0];
        report({ type, target: 'touch captor', x: point?.x, y: point?.y, detail: `${touches.length} finger(s) down` });
      };
    }
  }
  return handlers;
}

/** Lives inside SigmaContainer: useRegisterEvents needs the sigma instance from its context. */
function EventReporter({ enabled, onEvent }: { enabled: ReadonlySet<Family>; onEvent: (report: Report) => void }) {
  const registerEvents = useRegisterEvents();
  useEffect(() => {
    // Each call replaces the previous set of handlers; the hook unbinds the old ones.
    registerEvents(buildHandlers(enabled, onEvent));
  }, [registerEvents, enabled, onEvent]);
  return null;
}

function createGraph(): Graph {
  // Undirected: an edge joins two nodes, neither comes first.
  const graph = new Graph({ type: 'undirected' });
  const nodes = [
    ['alpha', 0, 0, '#1c7ed6'],
    ['beta', -10, 7, '#d9480f'],
    ['gamma', 10, 7, '#087f5b'],
    ['delta', -10, -7, '#cc2b8f'],
    ['epsilon', 10, -7, '#a86b00'],
  ] as const;
  for (const [key, x, y, color] of nodes) graph.addNode(key, { x, y, color, size: 16, label: key });
  // Edges with readable keys, since the log shows them.
  for (const [source, target] of [
    ['alpha', 'beta'],
    ['alpha', 'gamma'],
    ['alpha', 'delta'],
    ['alpha', 'epsilon'],
    ['beta', 'delta'],
  ] as const) {
    graph.addEdgeWithKey(`${source}-${target}`, source, target, { size: 6 });
  }
  return graph;
}

const settings = {
  // Edge events cost a little on every pointer move, so sigma only emits them when asked to.
  enableEdgeEvents: true,
  // Five nodes: every label. Sigma's label grid would show one per 100 × 100 px cell, and on a phone two share one.
  labelDensity: Infinity,
};

function LogLine({ entry }: { entry: Entry }) {
  const where = entry.x === undefined || entry.y === undefined ? '' : ` at x ${round(entry.x)}, y ${round(entry.y)}`;
  return (
    <li style={{ padding: '2px 0', borderBottom: '1px solid var(--sigma-controls-border-color)' }}>
      <code>{entry.type}</code> {entry.target}
      {where}
      {entry.detail ? ` (${entry.detail})` : ''}
      {entry.count > 1 ? ` ×${entry.count}` : ''}
    </li>
  );
}

export default function EventLog() {
  const graph = useMemo(() => createGraph(), []);
  const [enabled, setEnabled] = useState<ReadonlySet<Family>>(() => new Set(enabledByDefault));
  const [log, setLog] = useState<Entry[]>([]);
  const nextId = useRef(0);

  // Stable, so that logging an event does not re-register every handler.
  const report = useCallback((event: Report) => {
    const id = nextId.current++;
    setLog((current) => addEntry(current, event, id));
  }, []);

  const toggle = (family: Family) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (!next.delete(family)) next.add(family);
      return next;
    });

  const panel = (
    <>
      <fieldset style={{ margin: 0, padding: '2px 6px 4px', border: '1px solid var(--sigma-controls-border-color)' }}>
        <legend>Events to log</legend>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 6 }}>
          {families.map(({ id, label }) => (
            <Checkbox key={id} checked={enabled.has(id)} onChange={() => toggle(id)}>
              {label}
            </Checkbox>
          ))}
        </div>
      </fieldset>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button onClick={() => setLog([])}>Clear</Button>
        <span>
          {log.length}/{MAX_ENTRIES} lines, newest first
        </span>
      </div>
      <div role="log" aria-label="Event log" tabIndex={0} style={{ flex: '1 1 auto', overflowY: 'auto', minHeight: 0 }}>
        {log.length === 0 ? (
          <p style={{ margin: 0 }}>No events yet: move the pointer over the graph.</p>
        ) : (
          <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {log.map((entry) => (
              <LogLine key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </>
  );

  return (
    <WithSidePanel panel={panel} width="18rem">
      <SigmaContainer graph={graph} settings={settings}>
        <EventReporter enabled={enabled} onEvent={report} />
        <GraphTheme />
        {/* Room for the outer nodes' labels, drawn on their right. */}
        <KeepLabelsInside />
      </SigmaContainer>
    </WithSidePanel>
  );
}
