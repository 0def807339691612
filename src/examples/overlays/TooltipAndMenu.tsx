import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Graph from 'graphology';
import { ControlsContainer, SigmaContainer, useCamera, useRegisterEvents, useSigma, ZoomControl } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { overlayStyle } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

function createTeam(): Graph {
  // Who works with whom: each link goes both ways.
  const graph = new Graph({ type: 'undirected' });
  const people = [
    ['ada', 'Ada', 'Engineering lead', 0, 0],
    ['ben', 'Ben', 'Backend developer', -9, 6],
    ['chloe', 'Chloe', 'Frontend developer', 9, 6],
    ['dev', 'Dev', 'Designer', 14, -3],
    ['emma', 'Emma', 'Product manager', 0, -10],
    ['farid', 'Farid', 'Data engineer', -14, -3],
    ['grace', 'Grace', 'QA engineer', -7, 14],
    ['hugo', 'Hugo', 'Support', 8, -16],
  ] as const;
  people.forEach(([key, label, role, x, y], i) => {
    graph.addNode(key, { label, role, x, y, size: 14, color: palette[i] ?? '#6c757d' });
  });
  for (const [source, target] of [
    ['ada', 'ben'],
    ['ada', 'chloe'],
    ['ada', 'emma'],
    ['ben', 'farid'],
    ['ben', 'grace'],
    ['chloe', 'dev'],
    ['chloe', 'grace'],
    ['emma', 'dev'],
    ['emma', 'hugo'],
  ] as const) {
    graph.addEdge(source, target, { size: 3 });
  }
  return graph;
}

/** Space between a node's disc and the box above it, in pixels. */
const GAP = 6;

/** Boxes in the colours of react-sigma's controls, which follow the page's light or dark mode. */
const boxStyle: CSSProperties = {
  ...overlayStyle,
  top: 0,
  left: 0,
  padding: '4px 8px',
  fontSize: 13,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
};

/**
 * An HTML element kept above a node. It is placed when it mounts, then after each frame sigma
 * draws: camera moves, node moves and resizes all end in a render.
 */
function AboveNode({
  node,
  style,
  children,
  ...aria
}: {
  node: string;
  style: CSSProperties;
  children: ReactNode;
  role?: string;
}) {
  const sigma = useSigma();
  const ref = useRef<HTMLDivElement>(null);

  // A layout effect: the element gets its place before the browser first paints it.
  useLayoutEffect(() => {
    const place = () => {
      const element = ref.current;
      const graph = sigma.getGraph();
      if (!element || !graph.hasNode(node)) return;
      // Graph coordinates (the node's attributes) in, pixels from the graph's top-left corner out.
      const position = graph.getNodeAttributes(node) as { x: number; y: number };
      const { x, y } = sigma.graphToViewport(position);
      // The node's size is its radius on screen at zoom 1; scaleSize applies the current zoom.
      const radius = sigma.scaleSize(sigma.getNodeDisplayData(node)?.size ?? 0);
      // A transform, written straight to the element: afterRender fires on every frame of a
      // camera animation, and a React state update per frame would re-render for nothing.
      element.style.transform = `translate(${x}px, ${y - radius - GAP}px) translate(-50%, -100%)`;
    };
    place();
    sigma.on('afterRender', place);
    return () => {
      sigma.off('afterRender', place);
    };
  }, [sigma, node]);

  return (
    <div ref={ref} style={style} {...aria}>
      {children}
    </div>
  );
}

function Details({ node }: { node: string }) {
  const graph = useSigma().getGraph();
  const { label, role } = graph.getNodeAttributes(node) as { label: string; role: string };
  return (
    <>
      <strong>{label}</strong>
      <br />
      {role}, {graph.degree(node)} links
    </>
  );
}

/** Where the menu opens, in pixels from the graph's top-left corner, and for which node (null: the background). */
interface MenuState {
  x: number;
  y: number;
  node: string | null;
}

interface MenuItem {
  label: string;
  action: () => void;
}

function ContextMenu({ menu, name, items, onClose }: { menu: MenuState; name: string; items: MenuItem[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const buttons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  // A menu opened from the keyboard's point of view: focus its first item.
  useEffect(() => {
    buttons()[0]?.focus({ preventScroll: true });
  }, [menu]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : all.length - 1;
    all[(index + step) % all.length]?.focus();
  };

  return (
    <div
      ref={ref}
      role="menu"
      tabIndex={-1}
      aria-label={name}
      onKeyDown={onKeyDown}
      // Focus leaving the menu (a click anywhere else, Tab) closes it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose();
      }}
      style={{
        ...boxStyle,
        transform: `translate(${menu.x}px, ${menu.y}px)`,
        display: 'flex',
        flexDirection: 'column',
        padding: 4,
        // Above react-sigma's controls, which sit at this z-index.
        zIndex: 'calc(var(--sigma-controls-zindex) + 1)',
      }}
    >
      {items.map(({ label, action }) => (
        <button
          key={label}
          type="button"
          role="menuitem"
          onClick={() => {
            action();
            onClose();
          }}
          style={{ font: 'inherit', color: 'inherit', background: 'none', border: 0, padding: '4px 8px', textAlign: 'left' }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

function Overlays() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const { gotoNode, reset } = useCamera({ duration: 500 });
  const [hovered, setHovered] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string[]>([]);
  const [menu, setMenu] = useState<MenuState | null>(null);

  useEffect(() => {
    registerEvents({
      enterNode: ({ node }) => setHovered(node),
      leaveNode: () => setHovered(null),
      rightClickNode: ({ node, event }) => {
        // The browser's own menu is not a sigma default: cancel it on the DOM event.
        event.original.preventDefault();
        setMenu({ x: event.x, y: event.y, node });
      },
      rightClickStage: ({ event }) => {
        event.original.preventDefault();
        setMenu({ x: event.x, y: event.y, node: null });
      },
      // A menu floating where its node was would point at the wrong thing.
      updated: () => setMenu(null),
    });
  }, [registerEvents]);

  const label = (node: string) => sigma.getGraph().getNodeAttribute(node, 'label') as string;
  const unpin = (node: string) => setPinned((current) => current.filter((key) => key !== node));

  let items: MenuItem[] = [];
  if (menu?.node) {
    const node = menu.node;
    items = [
      pinned.includes(node)
        ? { label: 'Close the pinned card', action: () => unpin(node) }
        : { label: 'Pin this card', action: () => setPinned((current) => [...current, node]) },
      { label: `Centre on ${label(node)}`, action: () => gotoNode(node) },
    ];
  } else if (menu) {
    items = [{ label: 'Reset the camera', action: () => reset() }];
    if (pinned.length > 0) items.push({ label: 'Close all pinned cards', action: () => setPinned([]) });
  }

  const showTooltip = hovered !== null && !pinned.includes(hovered) && menu === null;
  return (
    <>
      {pinned.map((node) => (
        // The box lets the pointer through to the graph; only its button takes clicks.
        <AboveNode key={node} node={node} role="note" style={{ ...boxStyle, pointerEvents: 'none' }}>
          <Details node={node} />{' '}
          <button
            type="button"
            aria-label={`Close ${label(node)}'s card`}
            onClick={() => unpin(node)}
            style={{ pointerEvents: 'auto', font: 'inherit', color: 'inherit', background: 'none', border: 0, padding: 0 }}
          >
            ×
          </button>
        </AboveNode>
      ))}
      {showTooltip && (
        // Under the pointer, a box that took pointer events would make sigma see the pointer leave the node.
        <AboveNode node={hovered} role="tooltip" style={{ ...boxStyle, pointerEvents: 'none' }}>
          <Details node={hovered} />
        </AboveNode>
      )}
      {menu && (
        <ContextMenu
          menu={menu}
          name={menu.node ? `Actions for ${label(menu.node)}` : 'Graph actions'}
          items={items}
          onClose={() => setMenu(null)}
        />
      )}
    </>
  );
}

// Eight people: every label. Sigma's label grid would show one per 100 × 100 px cell, and on a phone two share one.
const settings = { labelDensity: Infinity };

/** Room above the top nodes for a card (two lines), in pixels. */
const CARD_ROOM = 56;

export default function TooltipAndMenu() {
  const graph = useMemo(() => createTeam(), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      {/* Room for the outer nodes' labels, drawn on their right, and for the cards above the top ones. */}
      <KeepLabelsInside margins={{ top: CARD_ROOM }} />
      <Overlays />
      <ControlsContainer position="bottom-right">
        <ZoomControl />
      </ControlsContainer>
    </SigmaContainer>
  );
}
