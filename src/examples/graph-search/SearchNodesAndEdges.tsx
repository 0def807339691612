import { useCallback, useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import type { Sigma } from 'sigma';
import { SigmaContainer, useCamera, useSetSettings, useSigma } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption, type OptionItem } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';
import { StatusOverlay, ToolsOverlay } from '../_shared/overlay';
import { GRAPH_HEIGHT } from '../_shared/frame';

// Longitude and latitude: good enough as x and y for a map of France.
const cities: Record<string, [number, number]> = {
  Paris: [2.35, 48.86],
  Lille: [3.06, 50.63],
  Reims: [4.03, 49.26],
  Metz: [6.18, 49.12],
  Strasbourg: [7.75, 48.58],
  Nancy: [6.18, 48.69],
  Dijon: [5.04, 47.32],
  Lyon: [4.84, 45.76],
  Grenoble: [5.72, 45.19],
  Marseille: [5.37, 43.3],
  Nice: [7.26, 43.7],
  Montpellier: [3.88, 43.61],
  Narbonne: [3.0, 43.18],
  Perpignan: [2.9, 42.7],
  Toulouse: [1.44, 43.6],
  Bordeaux: [-0.58, 44.84],
  Poitiers: [0.34, 46.58],
  Tours: [0.69, 47.39],
  Orléans: [1.91, 47.9],
  'Le Mans': [0.2, 48.0],
  Nantes: [-1.55, 47.22],
  Rennes: [-1.68, 48.11],
  Caen: [-0.37, 49.18],
  Rouen: [1.1, 49.44],
  'Clermont-Ferrand': [3.09, 45.78],
  Limoges: [1.26, 45.83],
};

// Motorways, simplified to the stretches between these cities: an edge's label is its road.
const roads: [string, string, string][] = [
  ['A1', 'Paris', 'Lille'],
  ['A4', 'Paris', 'Reims'],
  ['A4', 'Reims', 'Metz'],
  ['A4', 'Metz', 'Strasbourg'],
  ['A26', 'Lille', 'Reims'],
  ['A31', 'Metz', 'Nancy'],
  ['A31', 'Nancy', 'Dijon'],
  ['A6', 'Paris', 'Lyon'],
  ['A39', 'Dijon', 'Lyon'],
  ['A7', 'Lyon', 'Marseille'],
  ['A8', 'Marseille', 'Nice'],
  ['A48', 'Lyon', 'Grenoble'],
  ['A9', 'Montpellier', 'Narbonne'],
  ['A9', 'Narbonne', 'Perpignan'],
  ['A61', 'Toulouse', 'Narbonne'],
  ['A62', 'Bordeaux', 'Toulouse'],
  ['A10', 'Paris', 'Orléans'],
  ['A10', 'Orléans', 'Tours'],
  ['A10', 'Tours', 'Poitiers'],
  ['A10', 'Poitiers', 'Bordeaux'],
  ['A11', 'Paris', 'Le Mans'],
  ['A11', 'Le Mans', 'Nantes'],
  ['A81', 'Le Mans', 'Rennes'],
  ['A13', 'Paris', 'Rouen'],
  ['A13', 'Rouen', 'Caen'],
  ['A84', 'Caen', 'Rennes'],
  ['A28', 'Rouen', 'Le Mans'],
  ['A71', 'Orléans', 'Clermont-Ferrand'],
  ['A20', 'Limoges', 'Toulouse'],
  ['A20', 'Orléans', 'Limoges'],
  ['A89', 'Bordeaux', 'Clermont-Ferrand'],
  ['A89', 'Clermont-Ferrand', 'Lyon'],
  ['A75', 'Clermont-Ferrand', 'Montpellier'],
];

const [HIGHLIGHT = '#d9480f', CITY = '#1c7ed6'] = palette;

function buildGraph(): Graph {
  // Roads go both ways.
  const graph = new Graph({ type: 'undirected' });
  for (const [name, [x, y]] of Object.entries(cities)) {
    graph.addNode(name, { label: name, x, y, size: name === 'Paris' ? 10 : 7, color: CITY });
  }
  for (const [road, from, to] of roads) graph.addEdge(from, to, { label: road, size: 2 });
  return graph;
}

/** What the search picked, in words. */
function describe(graph: Graph, item: OptionItem | null): string {
  if (!item) return 'Nothing selected yet: search for a city or a road (try “Lyon” or “A84”).';
  if (item.type === 'nodes') return `Selected city: ${graph.getNodeAttribute(item.id, 'label')}`;
  const [source, target] = graph.extremities(item.id);
  return `Selected road: ${graph.getEdgeAttribute(item.id, 'label')}, ${source} – ${target}`;
}

/**
 * Where the camera must look to centre a node, in the coordinates the camera
 * uses. Not `sigma.getNodeDisplayData(node)`: each settings change (a new
 * reducer here) resets display data to the raw `x` and `y` until sigma's next
 * frame, so a pick right after one would send the camera off the graph.
 */
function cameraTarget(sigma: Sigma, node: string): { x: number; y: number } {
  const { x, y } = sigma.getGraph().getNodeAttributes(node);
  // Both ways with the camera as it is now: by default graphToViewport uses the matrix of
  // the last frame drawn and viewportToFramedGraph the current camera, and while the camera
  // moves (or before its next frame) the round trip lands off the node.
  const cameraState = sigma.getCamera().getState();
  return sigma.viewportToFramedGraph(sigma.graphToViewport({ x, y }, { cameraState }), { cameraState });
}

/** Lives inside SigmaContainer: GraphSearch, useCamera and useSetSettings all need the sigma context. */
function Search() {
  const sigma = useSigma();
  const { goto } = useCamera({ duration: 600 });
  const setSettings = useSetSettings();
  const [selected, setSelected] = useState<OptionItem | null>(null);
  // The option under the keyboard or mouse in the dropdown, shown in the graph before it is picked.
  const [focused, setFocused] = useState<OptionItem | null>(null);
  // Stable: GraphSearch rebuilds its option components whenever this function changes.
  const focus = useCallback(
    (option: GraphSearchOption | null) => setFocused(option && option.type !== 'message' ? option : null),
    [],
  );

  useEffect(() => {
    const graph = sigma.getGraph();
    const isSelectedEdge = (edge: string) => selected?.type === 'edges' && selected.id === edge;
    setSettings({
      nodeReducer: (node, data) => {
        if (selected?.type === 'nodes' && selected.id === node) return { ...data, color: HIGHLIGHT, highlighted: true };
        if (selected?.type === 'edges' && graph.hasExtremity(selected.id, node))
          return { ...data, color: HIGHLIGHT, forceLabel: true };
        if (focused?.type === 'nodes' && focused.id === node) return { ...data, highlighted: true };
        return data;
      },
      edgeReducer: (edge, data) => {
        if (isSelectedEdge(edge)) return { ...data, color: HIGHLIGHT, size: 5, forceLabel: true };
        if (focused?.type === 'edges' && focused.id === edge) return { ...data, size: 5, forceLabel: true };
        return data;
      },
    });
  }, [sigma, selected, focused, setSettings]);

  const pick = (option: GraphSearchOption | null) => {
    // A message (a row postSearchResult may add; this example adds none) is no node or edge.
    const item = option && option.type !== 'message' ? option : null;
    setSelected(item);
    if (!item) return;
    // A node, or the middle of an edge.
    const points = (item.type === 'nodes' ? [item.id] : sigma.getGraph().extremities(item.id)).map((node) =>
      cameraTarget(sigma, node),
    );
    const x = points.reduce((sum, point) => sum + point.x, 0) / points.length;
    const y = points.reduce((sum, point) => sum + point.y, 0) / points.length;
    goto({ x, y, ratio: item.type === 'nodes' ? 0.25 : 0.4 });
  };

  return (
    <>
      <ToolsOverlay label="Search">
        <label style={{ width: '20rem', maxWidth: '100%' }}>
          <span style={{ display: 'block', fontSize: '0.85rem', fontWeight: 600 }}>Find a city or a road</span>
          <div>
            <GraphSearch value={selected} onChange={pick} onFocus={focus} labels={searchLabels} />
          </div>
        </label>
      </ToolsOverlay>
      <StatusOverlay at="bottom">{describe(sigma.getGraph(), selected)}</StatusOverlay>
    </>
  );
}

// A constant: a new object at each render would rebuild the component's dropdown parts.
const searchLabels = { placeholder: 'City or road, e.g. Lyon or A84', no_result_found: 'No city or road matches' };

// Labels are drawn on the right of their node: a wider margin keeps them in the frame.
const settings = { renderEdgeLabels: true, labelDensity: 3, stagePadding: 60 };

export default function SearchNodesAndEdges() {
  const graph = useMemo(() => buildGraph(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={settings}>
      <Search />
      <GraphTheme />
    </SigmaContainer>
  );
}
