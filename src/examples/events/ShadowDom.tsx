import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents } from '@react-sigma/core';
// Puts react-sigma's rules in the page, for the bundler that builds it; `reactSigmaStyleSheet` copies them.
import '@react-sigma/core/lib/style.css';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

const TAG = 'shadow-graph';

/** A web component that opens a shadow root: the React code below renders into it. */
class ShadowGraphElement extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }
}

/** A custom element's name can be defined only once a page, and this code runs again after every edit. */
function defineShadowGraph() {
  if (!customElements.get(TAG)) customElements.define(TAG, ShadowGraphElement);
}

/**
 * The page's styles stop at a shadow root. This copies the rules of react-sigma's stylesheet (imported
 * above, so the bundler put them in the page) into a sheet the shadow root can adopt.
 */
function reactSigmaStyleSheet(): CSSStyleSheet {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let cssRules: CSSRuleList;
    try {
      cssRules = sheet.cssRules;
    } catch {
      continue; // A stylesheet from another origin cannot be read.
    }
    for (const rule of Array.from(cssRules)) {
      if (rule instanceof CSSStyleRule && /\.(react-sigma|sigma-container)\b/.test(rule.selectorText)) rules.push(rule.cssText);
    }
  }
  const copy = new CSSStyleSheet();
  copy.replaceSync(rules.join('\n'));
  return copy;
}

function createGraph(): Graph {
  const graph = new Graph({ type: 'undirected' });
  const nodes = [
    ['Ash', -10, 0],
    ['Birch', 10, 0],
    ['Cedar', 0, 10],
    ['Elm', 0, -10],
  ] as const;
  nodes.forEach(([key, x, y], i) => graph.addNode(key, { x, y, size: 16, label: key, color: palette[i] }));
  graph.addEdge('Ash', 'Cedar', { size: 2 });
  graph.addEdge('Birch', 'Cedar', { size: 2 });
  graph.addEdge('Ash', 'Elm', { size: 2 });
  return graph;
}

/** Reports hovers and clicks: the same hook as outside a shadow root. */
function Reporter({ onStatus }: { onStatus: (status: string) => void }) {
  const registerEvents = useRegisterEvents();
  useEffect(() => {
    registerEvents({
      enterNode: ({ node }) => onStatus(`Hovering ${node}.`),
      leaveNode: ({ node }) => onStatus(`Left ${node}.`),
      clickNode: ({ node }) => onStatus(`Clicked ${node}.`),
      clickStage: () => onStatus('Clicked the background.'),
    });
  }, [registerEvents, onStatus]);
  return null;
}

// Room between the graph's edges and its outer nodes, for the labels on their right.
const settings = { stagePadding: 60 };

/** What the shadow root shows: a whole react-sigma graph, in a React root of its own. */
function ShadowContent() {
  const [graph] = useState(createGraph);
  const [status, setStatus] = useState('Hover or click a node: this graph lives in a shadow root.');
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <Reporter onStatus={setStatus} />
      <GraphTheme />
      <StatusOverlay>{status}</StatusOverlay>
    </SigmaContainer>
  );
}

export default function ShadowDom() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return undefined;
    defineShadowGraph();
    const host = document.createElement(TAG);
    wrapper.append(host);
    const shadow = host.shadowRoot!;
    // Without these rules, sigma's container has no height inside the shadow root.
    shadow.adoptedStyleSheets = [reactSigmaStyleSheet()];
    const mount = document.createElement('div');
    shadow.append(mount);
    // A second React root: this component's root cannot render across the shadow boundary.
    const root = createRoot(mount);
    root.render(<ShadowContent />);
    return () => {
      // Unmounting the inner root kills its sigma (and frees its WebGL contexts). One task later:
      // outside the page's own React update, which is running this clean-up.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
  }, []);

  return <div ref={ref} />;
}
