import { useCallback, useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import type { Sigma } from 'sigma';
import { SigmaContainer, useCamera, useSetSettings, useSigma } from '@react-sigma/core';
import { GraphSearch, type GraphSearchContextProviderProps, type GraphSearchOption } from '@react-sigma/graph-search';
import '@react-sigma/core/lib/style.css';
import '@react-sigma/graph-search/lib/style.css';
import { createRandom, randomInt } from '../_shared/random';
import { createCommunityGraph, type EdgeAttributes, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme, graphColors, useColorScheme } from '../_shared/theme';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay, ToolsOverlay } from '../_shared/overlay';
import { GRAPH_HEIGHT } from '../_shared/frame';

interface Person extends NodeAttributes {
  role: string;
  city: string;
}

const firstNames = [
  'Alice',
  'Bastien',
  'Chloé',
  'David',
  'Emma',
  'Farid',
  'Gabrielle',
  'Hugo',
  'Inès',
  'Jules',
  'Karima',
  'Louis',
  'Manon',
  'Nathan',
  'Océane',
  'Paul',
  'Quentin',
  'Rose',
  'Samir',
  'Théo',
  'Ulysse',
  'Victor',
  'Yasmine',
  'Zoé',
];
const lastNames = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const roles = ['engineer', 'designer', 'product manager', 'data scientist', 'technical writer'];
const cities = ['Lyon', 'Nantes', 'Lille', 'Bordeaux'];

/** A team of 48 people: one community per office, a role each. */
function buildTeam(): Graph<Person, EdgeAttributes> {
  const base = createCommunityGraph({ order: 48, communities: cities.length, seed: 5 });
  const random = createRandom(5);
  const team = new Graph<Person, EdgeAttributes>({ type: 'undirected' });
  base.forEachNode((node, attributes) => {
    const i = Number(node.slice(1));
    team.addNode(node, {
      ...attributes,
      label: `${firstNames[i % firstNames.length]} ${lastNames[(i * 7) % lastNames.length]}`,
      role: roles[randomInt(random, roles.length)] ?? 'engineer',
      city: cities[attributes.community] ?? 'Lyon',
    });
  });
  base.forEachEdge((_edge, attributes, source, target) => team.addEdge(source, target, attributes));
  return team;
}

/**
 * The index stores every attribute as `prop_<name>`: list the ones to search
 * besides the label. A module constant, because a new object rebuilds the index.
 */
const minisearchOptions: GraphSearchContextProviderProps['minisearchOptions'] = {
  fields: ['prop_role', 'prop_city'],
};
const searchLabels = { placeholder: 'A name, a role or a city', no_result_found: 'Nobody matches' };

/**
 * Where the camera must look to centre a node. useCamera().gotoNode() reads
 * sigma's display data, which a settings change (like the reducer set while
 * typing) resets to raw coordinates until the next frame: compute it instead.
 */
function cameraTarget(sigma: Sigma<Person, EdgeAttributes>, node: string): { x: number; y: number } {
  const { x, y } = sigma.getGraph().getNodeAttributes(node);
  // Both ways with the camera as it is now: by default graphToViewport uses the matrix of
  // the last frame drawn and viewportToFramedGraph the current camera, and while the camera
  // moves (or before its next frame) the round trip lands off the node.
  const cameraState = sigma.getCamera().getState();
  return sigma.viewportToFramedGraph(sigma.graphToViewport({ x, y }, { cameraState }), { cameraState });
}

function TeamSearch() {
  const sigma = useSigma<Person, EdgeAttributes>();
  const graph = sigma.getGraph();
  const { goto } = useCamera({ duration: 500 });
  const setSettings = useSetSettings<Person, EdgeAttributes>();
  const scheme = useColorScheme();
  const [selected, setSelected] = useState<string | null>(null);
  // Everyone the text typed so far matches, lit up in the graph while the menu is open.
  const [matches, setMatches] = useState<Set<string> | null>(null);

  useEffect(() => {
    const muted = graphColors[scheme].edge;
    setSettings({
      nodeReducer: (node, data) => {
        if (node === selected) return { ...data, highlighted: true };
        if (matches && !matches.has(node)) return { ...data, color: muted, label: null };
        return data;
      },
    });
  }, [selected, matches, scheme, setSettings]);

  // Gets the results before the dropdown does; it could also reorder or trim them.
  const showMatches = useCallback((options: GraphSearchOption[]) => {
    const ids = options.flatMap((option) => (option.type === 'nodes' ? [option.id] : []));
    setMatches(ids.length > 0 ? new Set(ids) : null);
    return options;
  }, []);

  const pick = (option: GraphSearchOption | null) => {
    setMatches(null);
    const node = option?.type === 'nodes' ? option.id : null;
    setSelected(node);
    // Centre the person, keeping the zoom level.
    if (node) goto(cameraTarget(sigma, node));
  };

  const person = selected ? graph.getNodeAttributes(selected) : null;
  return (
    <>
      <ToolsOverlay label="Search">
        <label style={{ width: '20rem', maxWidth: '100%' }}>
          <span style={{ display: 'block', fontSize: '0.85rem', fontWeight: 600 }}>Find a person by name, role or city</span>
          <div>
            <GraphSearch
              type="nodes"
              value={selected ? { type: 'nodes', id: selected } : null}
              onChange={pick}
              postSearchResult={showMatches}
              minisearchOptions={minisearchOptions}
              labels={searchLabels}
            />
          </div>
        </label>
      </ToolsOverlay>
      <StatusOverlay at="bottom">
        {person
          ? `Selected: ${person.label}, ${person.role} in ${person.city}`
          : matches
            ? `${matches.size} matching people stay coloured in the graph.`
            : 'Try “designer” or “Nantes”: the search also reads the role and city attributes.'}
      </StatusOverlay>
    </>
  );
}

export default function SearchByAttribute() {
  const graph = useMemo(() => buildTeam(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }}>
      <TeamSearch />
      <GraphTheme />
      {/* Room for the outer nodes' labels, drawn on their right (the search box and the status line ask for their own strips). */}
      <KeepLabelsInside />
    </SigmaContainer>
  );
}
