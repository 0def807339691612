/**
 * The stories of sigma.js's Storybook (sigma 3) and of react-sigma's, each with the page of this site
 * that answers it in react-sigma, or `null` while none does. The names are the stories' own, as each
 * Storybook lists them, so that a reader who knows a story finds its page by searching its name:
 * every page listed here ends with a section naming its stories (plugins/storybook-stories), and the
 * gallery lists them all.
 *
 * Sources: sigma.js's `packages/storybook/stories/**\/stories.ts` at its 3.0.2 release (the Storybook of the
 * sigma react-sigma 5 runs on) and react-sigma's `packages/storybook/stories/*.stories.tsx` (but its two
 * "Demos", which put the examples below together).
 */

export type StorybookName = 'sigma.js' | 'react-sigma';

export interface StoryGroup {
  storybook: StorybookName;
  /** The group as its Storybook's sidebar shows it: `Core library › Advanced use cases`, `@sigma/edge-curve`. */
  group: string;
  stories: readonly Story[];
}

export interface Story {
  /** The story's name, as written in its Storybook. */
  name: string;
  /** The doc that answers it (`example/clusters`, `guides/camera`), or null while no page does. */
  page: string | null;
}

const story = (name: string, page: string | null): Story => ({ name, page });

export const STORYBOOK_GROUPS: readonly StoryGroup[] = [
  {
    storybook: 'sigma.js',
    group: 'Core library › Features showcases',
    stories: [
      story('Load GEXF file', 'guides/graph-data'),
      story('Events', 'example/events'),
      story('Layouts example', 'example/layouts'),
      story('Use node and edge reducers', 'guides/transitions'),
      story('Custom rendering', 'example/node-programs'),
      story('From CSV to network maps', 'guides/graph-data'),
      story('Camera control', 'guides/camera'),
      story('Alpha and depth management', 'example/depth-and-sizes'),
    ],
  },
  {
    storybook: 'sigma.js',
    group: 'Core library › Advanced use cases',
    stories: [
      story('Adding label on clusters', 'example/clusters'),
      story('Compound programs', 'example/node-programs'),
      story('Events ShadowDom', 'example/events'),
      story('Customize how sigma handles sizes and positions', 'example/depth-and-sizes'),
      story('Performances showcase', 'guides/big-graphs'),
      story('Load RDF file', 'guides/graph-data'),
      story("Node drag'n'drop, with mouse graph creation", 'example/drag_n_drop'),
      story('PNG snapshot', 'guides/export-image'),
    ],
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/edge-curve',
    stories: ['Basic example', 'Parallel edges', 'Arrow heads', 'Labels', 'Interactions'].map((name) =>
      story(name, 'example/edge-curves'),
    ),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/export-image',
    stories: [story('Available options', 'guides/export-image'), story('Custom layers and renderers', 'guides/export-image')],
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/layer-leaflet',
    stories: ['Basic example', 'Other tile layer', 'Map interactions', 'Change dimensions'].map((name) =>
      story(name, 'example/map-layer'),
    ),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/layer-maplibre',
    stories: ['Basic example', 'Map interactions', 'Change dimensions'].map((name) => story(name, 'example/map-layer')),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/layer-webgl',
    stories: ['Metaballs', 'Highlight groups of nodes', 'Multiple levels'].map((name) => story(name, 'example/webgl-layers')),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/node-border',
    stories: ['NodeBorderProgram', '"pixels" mode for border sizes', 'Combined with images', 'Variable border sizes'].map(
      (name) => story(name, 'example/node-images'),
    ),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/node-image',
    stories: [
      'NodeImageRenderer',
      'NodePictogramRenderer',
      'NodePictogramRenderer with background colors',
      'Displaying local images',
      'Options showcase',
    ].map((name) => story(name, 'example/node-images')),
  },
  {
    storybook: 'sigma.js',
    group: '@sigma/node-piechart',
    stories: ['Fixed colors, varying values', 'Fixed values, varying colors', 'Varying offsets'].map((name) =>
      story(name, 'guides/node-shapes'),
    ),
  },
  { storybook: 'sigma.js', group: '@sigma/node-square', stories: [story('Mixed programs', 'guides/node-shapes')] },
  {
    storybook: 'sigma.js',
    group: '@sigma/utils',
    stories: [story('Fit viewport to nodes', 'example/clusters'), story('Get nodes in viewport', 'example/clusters')],
  },
  {
    storybook: 'react-sigma',
    group: 'Examples',
    stories: [
      story('Make your own style by overring the native display and labels of controllers', 'guides/labels'),
      story("Drag'n'drop nodes on the graph", 'example/drag_n_drop'),
      story('Open the js console and see all the tracked events', 'example/events'),
      story('Use sigma ref to control it outside the SigmaContainer', 'example/external_state'),
      story('Testing lifecycle', 'guides/life-cycle'),
      story('Instantiate a MultiDirectedGraph on SigmaContainer', 'example/load-graph'),
      story('Display multiple independant graph on the same page', 'example/several-graphs'),
      story('Update graph instance during lifecycle of react-sigma', 'example/several-graphs'),
    ],
  },
  {
    storybook: 'react-sigma',
    group: 'Sigma programs',
    stories: [
      story('Edge curved with arrows', 'example/edge-curves'),
      story('Node with borders', 'example/node-images'),
      story('Node with images', 'example/node-images'),
    ],
  },
  { storybook: 'react-sigma', group: 'Graph Search', stories: [story('Sigma - Graph search', 'example/graph-search')] },
  {
    storybook: 'react-sigma',
    group: 'Layouts',
    stories: ['Apply a circular layout', 'Run a FA2 layout manually', 'Run a FA2 layout with the provided controller'].map(
      (name) => story(name, 'example/layouts'),
    ),
  },
  {
    storybook: 'react-sigma',
    group: 'Graph load',
    stories: [
      'Load a graph using the `loadGraph` hook',
      'Load a graph using the `graph` property on the `SigmaContainer` component',
    ].map((name) => story(name, 'example/load-graph')),
  },
  { storybook: 'react-sigma', group: 'Minimap', stories: [story('Sigma Minimap', 'example/minimap')] },
];

/** The stories a doc answers, with their groups, in Storybook order. */
export function storiesOf(docId: string): { storybook: StorybookName; group: string; name: string }[] {
  return STORYBOOK_GROUPS.flatMap(({ storybook, group, stories }) =>
    stories.filter((item) => item.page === docId).map(({ name }) => ({ storybook, group, name })),
  );
}
