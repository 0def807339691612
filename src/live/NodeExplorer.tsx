import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { CameraState } from 'sigma/types';
import { describeNode, neighboursByDegree, nodeLabel } from './describeGraph';
import { centreOn, useNodeRing } from './useNodeFocus';
import type { GraphTwin } from './useGraphTwin';
import styles from './graphDescription.module.css';

/** Where the reader is: `node`, reached from `anchor` (the node picked with Up and Down) or the anchor itself. */
interface Cursor {
  node: string;
  anchor: string;
}

const HELP =
  'Up and Down move through the nodes, the most connected first. Left and Right move through the neighbours of that node; ' +
  'Enter goes on from the neighbour reached. Home and End go to the first and the last node. Escape leaves.';

/** Where a key takes the cursor, through the nodes sigma shows; null: the key is not the explorer's. */
function move(twin: GraphTwin, cursor: Cursor | null, key: string): Cursor | null {
  const { sigma, graph, structure } = twin;
  const shown = (node: string) => graph.hasNode(node) && sigma.getNodeDisplayData(node)?.hidden !== true;
  const order = structure.ranked.filter(shown);
  const at = (index: number): Cursor | null => {
    const node = order[Math.max(0, Math.min(order.length - 1, index))];
    return node === undefined ? null : { node, anchor: node };
  };
  if (!cursor || !shown(cursor.anchor)) return at(0);
  const rank = order.indexOf(cursor.anchor);
  const neighbours = neighboursByDegree(graph, cursor.anchor).filter(shown);
  const position = neighbours.indexOf(cursor.node);
  switch (key) {
    case 'ArrowDown':
      return at(cursor.node === cursor.anchor ? rank + 1 : rank);
    case 'ArrowUp':
      return at(cursor.node === cursor.anchor ? rank - 1 : rank);
    case 'Home':
      return at(0);
    case 'End':
      return at(order.length - 1);
    case 'ArrowRight': {
      const next = neighbours[Math.min(position + 1, neighbours.length - 1)];
      return next === undefined ? cursor : { node: next, anchor: cursor.anchor };
    }
    case 'ArrowLeft':
      return position <= 0
        ? { node: cursor.anchor, anchor: cursor.anchor }
        : { node: neighbours[position - 1]!, anchor: cursor.anchor };
    case 'Enter':
      return shown(cursor.node) ? { node: cursor.node, anchor: cursor.node } : cursor;
    default:
      return null;
  }
}

/** The option's text and its place in the list it belongs to (the ranking, or the anchor's neighbours). */
function optionOf(twin: GraphTwin, cursor: Cursor): { text: string; position: number; size: number } {
  const { sigma, graph, structure } = twin;
  if (!graph.hasNode(cursor.node)) return { text: 'This node is gone from the graph.', position: 1, size: 1 };
  const shown = (node: string) => sigma.getNodeDisplayData(node)?.hidden !== true;
  const text = describeNode(graph, cursor.node);
  if (cursor.node === cursor.anchor) {
    const order = structure.ranked.filter(shown);
    return { text, position: order.indexOf(cursor.node) + 1, size: order.length };
  }
  const neighbours = graph.hasNode(cursor.anchor) ? neighboursByDegree(graph, cursor.anchor).filter(shown) : [];
  const index = neighbours.indexOf(cursor.node);
  const place = `neighbour ${index + 1} of ${neighbours.length} of ${nodeLabel(graph, cursor.anchor)}`;
  return { text: text.replace(': ', ` (${place}): `), position: index + 1, size: neighbours.length };
}

/**
 * "Explore the nodes": a button that opens a listbox over the graph's lower left corner. The
 * listbox renders one option, the node reached (a graph may hold 20,000), whose text a screen
 * reader reads at each move; the camera centres on that node and a ring marks it.
 */
export function NodeExplorer({
  twin,
  origin,
  onInspect,
}: {
  twin: GraphTwin | null;
  origin: RefObject<HTMLElement | null>;
  /** I, on the node reached: the inspector opens on it (./inspector/Inspector.tsx). */
  onInspect?: (node: string) => void;
}): ReactNode {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const ring = useRef<HTMLSpanElement>(null);
  const cameraBefore = useRef<CameraState | null>(null);
  const sigma = twin?.sigma ?? null;
  useNodeRing(open ? sigma : null, cursor?.node ?? null, ring, origin);

  const usable = twin !== null && twin.graph.order > 0;
  const go = (next: Cursor | null) => {
    if (!twin || !next) return;
    setCursor(next);
    centreOn(twin.sigma, next.node);
  };
  const start = () => {
    if (!twin || !usable) return;
    cameraBefore.current = twin.sigma.getCamera().getState();
    setOpen(true);
    // The listbox is rendered by this update: focus it once it is there.
    window.requestAnimationFrame(() => list.current?.focus());
    go(cursor && twin.graph.hasNode(cursor.node) ? cursor : move(twin, null, 'Home'));
  };
  const leave = (restore: boolean) => {
    setOpen(false);
    if (restore && sigma && cameraBefore.current) void sigma.getCamera().animate(cameraBefore.current, { duration: 300 });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      leave(true);
      button.current?.focus();
      return;
    }
    if (!twin) return;
    if (onInspect && cursor && (event.key === 'i' || event.key === 'I') && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onInspect(cursor.node);
      return;
    }
    const next = move(twin, cursor, event.key);
    if (!next) return;
    event.preventDefault();
    go(next);
  };

  const option = open && twin && cursor ? optionOf(twin, cursor) : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.explore}
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-disabled={!usable}
        onClick={() => (open ? leave(true) : start())}
      >
        Explore the nodes
      </button>
      <span ref={ring} className={styles.ring} hidden aria-hidden="true" />
      {open && option && (
        <div className={styles.explorer}>
          <div
            ref={list}
            id={`${id}-list`}
            role="listbox"
            tabIndex={0}
            aria-label="Nodes, the most connected first"
            aria-describedby={`${id}-help`}
            aria-activedescendant={`${id}-node`}
            className={styles.list}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              // Focus moving elsewhere closes it; to the button, the button's click does.
              if (event.relatedTarget !== button.current) leave(false);
            }}
          >
            <div id={`${id}-node`} role="option" aria-selected="true" aria-posinset={option.position} aria-setsize={option.size}>
              {option.text}
            </div>
          </div>
          <p id={`${id}-help`} className={styles.help}>
            {HELP}
            {onInspect && ' I opens the inspector on the node: why it looks the way it does.'}
          </p>
        </div>
      )}
    </>
  );
}
