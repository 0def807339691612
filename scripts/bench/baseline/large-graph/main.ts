import type Graph from 'graphology';
import { inferSettings } from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import Sigma from 'sigma';
import { colorNodes, sizeNodes } from '../../../../src/components/Playground/looks';
import { defaultReducers as reducers } from '../../../../src/components/Playground/reducers';
import { readSettings } from '../../../../src/components/Playground/settings';
import { sigmaSettings } from '../../../../src/components/Playground/sigmaSettings';

/**
 * The plain side of the bench's large-graph table (scripts/bench/largeGraphs.ts): the graph the
 * playground generates for the same address (its own generators, looks and reducers), drawn by
 * sigma alone with the playground's default settings, in a container of the playground frame's
 * size (`width`, `height` in the address). It does what the playground's page does, in plain
 * code, so that the difference is the React layer and the site around it. Label and edge colours
 * stay sigma's own (the playground takes the site's): a colour costs the same to draw.
 */
async function main(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-state]')!;
  const query = new URLSearchParams(window.location.search);
  container.style.width = `${Number(query.get('width')) || 800}px`;
  container.style.height = `${Number(query.get('height')) || 560}px`;
  const { settings } = readSettings(window.location.search);
  const source = settings.source;
  if (source.kind !== 'generator') throw new Error('The large-graph page draws generated graphs only.');

  // As on the playground, the clock starts before the generators' code is loaded.
  const since = performance.now();
  const { generateGraph } = await import('../../../../src/components/Playground/generators');
  const graph: Graph = generateGraph(source.generator, source.nodes, source.edges, source.seed);
  const loadMs = performance.now() - since;
  sizeNodes(graph, settings.sizeBy);
  colorNodes(graph, settings.colorBy);

  let hovered: string | null = null;
  const withHovered = () => ({
    nodeReducer: (node: string, data: Record<string, unknown>) => reducers.nodeReducer(node, data, hovered, graph),
    edgeReducer: (edge: string, data: Record<string, unknown>) => reducers.edgeReducer(edge, data, hovered, graph),
  });
  const sigma = new Sigma(graph, container, { ...sigmaSettings(settings), ...withHovered() });
  // The playground hands the hovered node to new reducers, which sigma applies with a refresh.
  const hover = (node: string | null) => {
    hovered = node;
    const next = withHovered();
    sigma.setSetting('nodeReducer', next.nodeReducer);
    sigma.setSetting('edgeReducer', next.edgeReducer);
  };
  sigma.on('enterNode', ({ node }) => hover(node));
  sigma.on('leaveNode', () => hover(null));

  const figure = (name: string, text: string) => {
    document.querySelector(`[data-figure="${name}"]`)!.textContent = text;
  };
  figure('nodes', graph.order.toLocaleString('en'));
  figure('edges', graph.size.toLocaleString('en'));
  figure('load', `${loadMs < 10 ? loadMs.toFixed(1) : Math.round(loadMs)} ms`);

  // ForceAtlas2 in its worker with the settings the playground infers from the graph, started and stopped by a button.
  const button = document.querySelector<HTMLButtonElement>('[data-layout]')!;
  let layout: FA2Layout | null = null;
  button.addEventListener('click', () => {
    layout ??= new FA2Layout(graph, { settings: inferSettings(graph) });
    if (layout.isRunning()) layout.stop();
    else layout.start();
    button.textContent = layout.isRunning() ? 'Stop the layout' : 'Start the layout';
  });
  button.disabled = false;
  container.dataset.state = 'ready';
}

void main();
