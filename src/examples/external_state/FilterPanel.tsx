import { useCallback, useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useRegisterEvents, useSetSettings, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { Checkbox, Range, Select } from '../_shared/controls';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { createCommunityGraph, palette, type EdgeAttributes, type NodeAttributes } from '../_shared/sampleGraph';
import { GraphTheme, graphColors, useColorScheme } from '../_shared/theme';
import { WithSidePanel } from '../_shared/panel';

const COMMUNITIES = 4;

/** Everything the panel decides, kept in the parent: sigma only ever reads it. */
interface Filters {
  /** One flag per community: unchecked communities are hidden. */
  communities: boolean[];
  /** Nodes with fewer links than this are greyed out. */
  minDegree: number;
  /** The selected node: it stands out, its neighbours keep their colour, the rest is greyed out. */
  selected: string | null;
}

/**
 * A child of SigmaContainer that turns the filters into reducers. Changing a
 * setting only re-renders the graph: the sigma instance, its camera and the
 * graph data stay as they are.
 */
function ApplyFilters({ filters, onSelect }: { filters: Filters; onSelect: (node: string | null) => void }) {
  const sigma = useSigma<NodeAttributes, EdgeAttributes>();
  const setSettings = useSetSettings<NodeAttributes, EdgeAttributes>();
  const registerEvents = useRegisterEvents<NodeAttributes, EdgeAttributes>();
  const scheme = useColorScheme();

  useEffect(() => {
    registerEvents({
      clickNode: (event) => onSelect(event.node),
      clickStage: () => onSelect(null),
    });
  }, [registerEvents, onSelect]);

  useEffect(() => {
    // The muted colour follows the colour scheme, like the edges.
    const muted = graphColors[scheme].edge;
    const graph = sigma.getGraph();
    const { communities, minDegree, selected } = filters;
    setSettings({
      nodeReducer: (node, data) => {
        if (!communities[data.community]) return { ...data, hidden: true };
        if (node === selected) return { ...data, highlighted: true, forceLabel: true };
        const faded = graph.degree(node) < minDegree || (selected !== null && !graph.areNeighbors(node, selected));
        return faded ? { ...data, color: muted, label: null } : data;
      },
      edgeReducer: (edge, data) => {
        // Edges of hidden nodes are not drawn; only the selection's edges stay when one is selected.
        if (selected !== null && !graph.hasExtremity(edge, selected)) return { ...data, hidden: true };
        return data;
      },
    });
  }, [filters, scheme, sigma, setSettings]);

  return null;
}

export default function FilterPanel() {
  // The parent owns the graph too: it counts what the filters leave on screen.
  const graph = useMemo(() => createCommunityGraph({ order: 80, communities: COMMUNITIES, seed: 3 }), []);
  const maxDegree = useMemo(() => Math.max(...graph.nodes().map((node) => graph.degree(node))), [graph]);

  const [filters, setFilters] = useState<Filters>({
    communities: Array<boolean>(COMMUNITIES).fill(true),
    minDegree: 0,
    selected: null,
  });
  const update = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  // Stable, so ApplyFilters registers its click handlers once.
  const select = useCallback((selected: string | null) => setFilters((current) => ({ ...current, selected })), []);
  const toggleCommunity = (index: number, checked: boolean) =>
    setFilters((current) => {
      const communities = current.communities.map((value, i) => (i === index ? checked : value));
      // A hidden node cannot stay selected.
      const keep = current.selected !== null && communities[graph.getNodeAttribute(current.selected, 'community')] === true;
      return { ...current, communities, selected: keep ? current.selected : null };
    });

  const shown = graph.filterNodes((_node, { community }) => filters.communities[community] === true);
  const selected =
    filters.selected === null ? null : { ...graph.getNodeAttributes(filters.selected), degree: graph.degree(filters.selected) };

  const panel = (
    <>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>Communities</legend>
        {filters.communities.map((checked, index) => (
          <Checkbox key={index} checked={checked} onChange={(event) => toggleCommunity(index, event.target.checked)}>
            <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: '50%', background: palette[index] }} />
            Community {index + 1}
          </Checkbox>
        ))}
      </fieldset>

      <label style={{ display: 'block' }}>
        <span style={{ fontWeight: 600 }}>Minimum degree: {filters.minDegree}</span>
        <Range
          min={0}
          max={maxDegree}
          value={filters.minDegree}
          onChange={(event) => update({ minDegree: Number(event.target.value) })}
        />
      </label>

      <label style={{ display: 'block' }}>
        <span style={{ fontWeight: 600 }}>Selected node</span>
        <Select
          value={filters.selected ?? ''}
          onChange={(event) => select(event.target.value === '' ? null : event.target.value)}
          style={{ display: 'block', width: '100%' }}
        >
          <option value="">None</option>
          {shown.map((node) => (
            <option key={node} value={node}>
              {graph.getNodeAttribute(node, 'label')}
            </option>
          ))}
        </Select>
      </label>

      <p style={{ margin: 0 }} data-testid="filter-summary">
        Showing {shown.length} of {graph.order} nodes.
        <br />
        {selected
          ? `${selected.label}: community ${selected.community + 1}, ${selected.degree} links.`
          : 'Click a node, or pick one above.'}
      </p>
    </>
  );

  return (
    <WithSidePanel panel={panel} width="13rem">
      <SigmaContainer graph={graph}>
        <ApplyFilters filters={filters} onSelect={select} />
        <GraphTheme />
        <KeepLabelsInside />
      </SigmaContainer>
    </WithSidePanel>
  );
}
