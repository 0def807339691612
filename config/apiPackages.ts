/**
 * The ten published @react-sigma packages the API reference documents, in
 * sidebar order. Each entry's `id` is its folder under docs/api/ and its
 * route segment.
 */
export interface ApiPackage {
  /** Route segment and folder under docs/api/. */
  id: string;
  /** npm package name. */
  name: string;
  /** Sidebar label. */
  label: string;
  /** One line shown on the section's index page and in the API overview. */
  summary: string;
  /**
   * Peer dependencies a reader installs beside the package (besides core's), as the install command
   * names them: `sigma@3`, because npm holds a newer sigma major than react-sigma accepts, and pnpm
   * and Yarn install the latest with a mere warning (config/rules/installCommands.test.ts checks the major).
   */
  peers: readonly string[];
}

export const apiPackages: readonly ApiPackage[] = [
  {
    id: 'core',
    name: '@react-sigma/core',
    label: 'core',
    summary: 'SigmaContainer, the React context, hooks and the zoom / full-screen controls.',
    peers: ['sigma@3', 'graphology'],
  },
  {
    id: 'graph-search',
    name: '@react-sigma/graph-search',
    label: 'graph-search',
    summary: 'A search box over nodes and edges, backed by MiniSearch.',
    peers: ['minisearch', 'react-select'],
  },
  {
    id: 'minimap',
    name: '@react-sigma/minimap',
    label: 'minimap',
    summary: 'A small overview of the whole graph that outlines the part in view.',
    peers: [],
  },
  {
    id: 'layout-core',
    name: '@react-sigma/layout-core',
    label: 'layout-core',
    summary: 'Factories that turn any graphology layout into a hook, and the worker layout control.',
    peers: [],
  },
  {
    id: 'layout-random',
    name: '@react-sigma/layout-random',
    label: 'layout-random',
    summary: 'Random positions (graphology-layout).',
    peers: ['graphology-layout'],
  },
  {
    id: 'layout-circular',
    name: '@react-sigma/layout-circular',
    label: 'layout-circular',
    summary: 'Nodes on a circle (graphology-layout).',
    peers: ['graphology-layout'],
  },
  {
    id: 'layout-circlepack',
    name: '@react-sigma/layout-circlepack',
    label: 'layout-circlepack',
    summary: 'Nested circles grouped by attributes (graphology-layout).',
    peers: ['graphology-layout'],
  },
  {
    id: 'layout-force',
    name: '@react-sigma/layout-force',
    label: 'layout-force',
    summary: 'A basic force-directed layout, one-shot or run frame by frame on the main thread (graphology-layout-force).',
    peers: ['graphology-layout-force'],
  },
  {
    id: 'layout-forceatlas2',
    name: '@react-sigma/layout-forceatlas2',
    label: 'layout-forceatlas2',
    summary: 'ForceAtlas2, one-shot or in a web worker (graphology-layout-forceatlas2).',
    peers: ['graphology-layout-forceatlas2'],
  },
  {
    id: 'layout-noverlap',
    name: '@react-sigma/layout-noverlap',
    label: 'layout-noverlap',
    summary: 'Moves nodes apart until none overlap, one-shot or in a web worker (graphology-layout-noverlap).',
    peers: ['graphology-layout-noverlap'],
  },
];
