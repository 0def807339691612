/**
 * The hand-written half of the error index (/docs/errors): for each error a
 * reader can meet, why it happens, how to fix it, and where the site shows
 * the working code. The other half, the messages themselves, is read from the
 * installed packages at build time (plugins/error-messages).
 *
 * How to keep it:
 * - `messages` are templates of the messages an entry explains, copied from the
 *   package's source: write each run-time part `${…}` (the name inside is free;
 *   `${method}` matches `addEdge` as well as any other text). A message of the
 *   packages belongs to the entry whose template matches it with the most
 *   literal text, so a general template (`Graph.${method}: could not find…`)
 *   takes every method the packages throw it from.
 * - The build and `src/data/errorIndex.test.ts` fail when a template matches no
 *   message of the installed packages any more (delete or update the entry),
 *   and when a message in scope (plugins/error-messages/scope.ts) belongs to no
 *   entry, or to two entries equally (write the entry).
 * - `example` is one message exactly as a reader sees it, for a message with
 *   run-time parts; the test checks that it matches one of the entry's messages.
 * - `cause` and `fix` are plain text; `code` in backticks is shown as code.
 * - `see` links to the example or FAQ answer that shows the working code; a
 *   browser test checks that the page and anchor exist.
 * - The `id` is the entry's anchor: keep it when a message's wording changes,
 *   links from elsewhere point at it.
 */
export interface ErrorEntry {
  /** Anchor on the page: /docs/errors#<id>. */
  id: string;
  /** Which part of the page it is listed in. */
  group: ErrorGroup;
  messages: readonly string[];
  example?: string;
  cause: string;
  fix: string;
  see: { label: string; to: string };
}

export const errorGroups = {
  'react-sigma': '@react-sigma/*',
  sigma: 'sigma',
  graphology: 'graphology',
  layouts: 'Layouts',
} as const;

export type ErrorGroup = keyof typeof errorGroups;

export const errorIndex: readonly ErrorEntry[] = [
  // @react-sigma/*
  {
    id: 'no-context-provided',
    group: 'react-sigma',
    messages: ['No context provided: useSigmaContext() can only be used in a descendant of <SigmaContainer>'],
    cause:
      'A react-sigma hook or component ran outside a `SigmaContainer`. Every hook (`useSigma`, `useLoadGraph`, `useRegisterEvents`, `useSetSettings`, `useCamera`, the layout hooks…) and every component that needs sigma (`ZoomControl`, `MiniMap`, `GraphSearch`, the layout controls…) reads the sigma instance from the context `SigmaContainer` provides to its children. The usual slip is calling a hook in the component that renders the `SigmaContainer`: that component is its parent, not its child.',
    fix: 'Move the hook into a component rendered between `<SigmaContainer>` and `</SigmaContainer>`. To reach sigma from a component outside, pass a `ref` to `SigmaContainer` instead.',
    see: { label: 'FAQ: "No context provided"', to: '/docs/faq#no-context-provided' },
  },

  // sigma
  {
    id: 'sigma-container-has-no-height',
    group: 'sigma',
    messages: [
      'Sigma: Container has no height. You can set the allowInvalidContainer setting to true to stop seeing this error.',
      'Sigma: Container has no width. You can set the allowInvalidContainer setting to true to stop seeing this error.',
    ],
    cause:
      "sigma measured its container at 0 px high (or wide), when it started or when it resized. `SigmaContainer` is `height: 100%` of its parent in react-sigma's stylesheet, and 100% of a parent without a height is 0; without the stylesheet it has no size rules at all; and an element inside something hidden (`display: none`, a closed tab) measures 0 × 0. Thrown after the graph's component unmounted, it comes from late work (a download, a timer) that loaded data into a sigma instance nobody killed, whose container has left the page.",
    fix: 'Give `SigmaContainer` a height (`style={{ height: 400 }}` or a class), or give its parent one; import `@react-sigma/core/lib/style.css`; mount the graph only once its panel is visible. After an unmount: stop the late work in the effect\'s clean-up (the FAQ\'s "after the graph has gone" shows a download cancelled). `allowInvalidContainer: true` in `settings` only silences the check.',
    see: { label: 'FAQ: "Container has no height"', to: '/docs/faq#sigma-container-has-no-height' },
  },
  {
    id: 'sigma-container-should-be-an-html-element',
    group: 'sigma',
    messages: ['Sigma: container should be an html element.'],
    cause:
      '`new Sigma(graph, container)` was given something other than a DOM element as its container: most often `null`, from `document.getElementById` before the element exists or from a React ref read before mount. `SigmaContainer` always passes its own `<div>`, so you meet this only when you create sigma yourself.',
    fix: "Let `SigmaContainer` create sigma, or create it in an effect (which runs after mount) from a ref that is set, and kill it in the effect's clean-up.",
    see: { label: 'Setup: a first graph', to: '/docs/start-setup#a-first-graph' },
  },
  {
    id: 'sigma-invalid-graph-instance',
    group: 'sigma',
    messages: ['Sigma: invalid graph instance.'],
    cause:
      "sigma was given something that is not a graphology graph, typically the serialized JSON of a graph (`{ nodes: [...], edges: [...] }`) passed straight to `SigmaContainer`'s `graph` prop.",
    fix: 'Pass a graph instance or a graph class to `graph`. Turn serialized data into a graph with `Graph.from(data)`, or load it from a child with `useLoadGraph`.',
    see: {
      label: 'Example: a graph instance through the graph prop',
      to: '/docs/example/load-graph#a-graph-instance-through-the-graph-prop',
    },
  },
  {
    id: 'sigma-coordinates-of-node-are-invalid',
    group: 'sigma',
    messages: ["Sigma: Coordinates of node ${key} are invalid. A node must have a numeric 'x' and 'y' attribute."],
    example: "Sigma: Coordinates of node Paris are invalid. A node must have a numeric 'x' and 'y' attribute.",
    cause:
      'When sigma starts, every node of the graph must have finite numbers as `x` and `y`. This one has none, or `NaN`, `Infinity` or a string: coordinates read from CSV, GEXF attributes or JSON often arrive as text (`"12.5"`). sigma checks this once, when it starts; positions that become `NaN` later are drawn wrongly instead.',
    fix: 'Give every node numeric coordinates before sigma starts: convert text with `Number(...)`, or run a layout (random or circular) on the graph before you pass it.',
    see: { label: 'FAQ: a layout does nothing', to: '/docs/faq#a-layout-does-nothing' },
  },
  {
    id: 'could-not-find-a-valid-position',
    group: 'sigma',
    messages: [
      'Sigma: could not find a valid position (x, y) for node "${key}". All your nodes must have a number "x" and "y". Maybe your forgot to apply a layout or your "nodeReducer" is not returning the correct data?',
    ],
    example:
      'Sigma: could not find a valid position (x, y) for node "Paris". All your nodes must have a number "x" and "y". Maybe your forgot to apply a layout or your "nodeReducer" is not returning the correct data?',
    cause:
      'While it prepared a node for display, sigma found no `x` or `y`: the node was added without coordinates after sigma started, or a `nodeReducer` returned only the attributes it changes (`{ color }`) instead of the whole display data.',
    fix: 'Add nodes with `x` and `y`, and make a reducer return `{ ...data, color }`.',
    see: { label: 'FAQ: "could not find a valid position"', to: '/docs/faq#could-not-find-a-valid-position' },
  },
  {
    id: 'no-suitable-program-for-node-type',
    group: 'sigma',
    messages: ['Sigma: could not find a suitable program for node type "${type}"!'],
    example: 'Sigma: could not find a suitable program for node type "image"!',
    cause:
      "A node's `type` attribute (or `defaultNodeType`) names a renderer that is not in the `nodeProgramClasses` setting. sigma knows only `circle` by default; `image`, `border` and the like come from packages such as `@sigma/node-image` and `@sigma/node-border`, and must be registered.",
    fix: 'Register the program under that name: `settings={{ nodeProgramClasses: { image: NodeImageProgram } }}`, with the settings object kept stable (outside the component or in `useMemo`). Or remove the `type` attribute from the data when it means something else to you.',
    see: { label: 'Example: node images and borders', to: '/docs/example/node-images' },
  },
  {
    id: 'no-suitable-program-for-edge-type',
    group: 'sigma',
    messages: ['Sigma: could not find a suitable program for edge type "${type}"!'],
    example: 'Sigma: could not find a suitable program for edge type "curved"!',
    cause:
      'An edge\'s `type` attribute (or `defaultEdgeType`) names a renderer that is not in the `edgeProgramClasses` setting. sigma knows `line` and `arrow` by default. Data exported from other tools often has a `type` attribute of its own (`"directed"`, `"curved"`), which sigma reads as a renderer name.',
    fix: "Register the program under that name (for example `curved: EdgeCurveProgram` from `@sigma/edge-curve`), or rename the data's attribute.",
    see: { label: 'Example: parallel edges in a multi graph', to: '/docs/example/load-graph#parallel-edges-in-a-multi-graph' },
  },
  {
    id: 'settings-invalid-label-density',
    group: 'sigma',
    messages: ['Settings: invalid `labelDensity`. Expecting a positive number.'],
    cause: 'The `labelDensity` setting is not a number, or is below 0.',
    fix: "Set it to a number of 0 or more (sigma's default is 1), in `settings` or with `useSetSettings`.",
    see: { label: 'FAQ: change the settings', to: '/docs/faq#update-the-graph-without-re-creating-sigma' },
  },
  {
    id: 'settings-invalid-camera-ratio-boundaries',
    group: 'sigma',
    messages: ['Settings: invalid camera ratio boundaries. Expecting `maxCameraRatio` to be greater than `minCameraRatio`.'],
    cause:
      'Both zoom limits are set and `maxCameraRatio` is smaller than `minCameraRatio`. The camera ratio grows as you zoom out, so the maximum is the zoomed-out limit.',
    fix: 'Swap the two values: `minCameraRatio` is how far in a reader may zoom (e.g. 0.1), `maxCameraRatio` how far out (e.g. 10).',
    see: { label: 'Example: controls', to: '/docs/example/controls' },
  },
  {
    id: 'sigma-cannot-be-repaint',
    group: 'sigma',
    messages: ['Sigma: node "${node}" can\'t be repaint', 'Sigma: edge "${edge}" can\'t be repaint'],
    example: 'Sigma: node "Paris" can\'t be repaint',
    cause:
      '`sigma.refresh({ partialGraph, skipIndexation: true })` named a node or edge sigma has not indexed yet, one added to the graph since its last full pass. `skipIndexation` tells sigma the elements are already placed, which a new one is not.',
    fix: 'Leave out `skipIndexation` when the list may hold new nodes or edges, or call `sigma.refresh()` after adding them. Changes made through the graph (`addNode`, `setNodeAttribute`…) need no refresh at all: sigma listens to the graph.',
    see: { label: 'FAQ: update the graph without re-creating sigma', to: '/docs/faq#update-the-graph-without-re-creating-sigma' },
  },
  {
    id: 'sigma-layers',
    group: 'sigma',
    messages: ['Sigma: a layer named "${id}" already exists', 'Sigma: cannot kill layer ${id}, which does not exist'],
    example: 'Sigma: a layer named "minimap" already exists',
    cause:
      'Code that adds its own canvas layers to sigma (`sigma.createCanvas`, `createWebGLContext`, plugins that draw over or under the graph) created a layer twice under one name, or removed one that was never created or already removed. In React this is usually an effect that creates the layer without removing it in its clean-up: development mode runs each effect twice on mount.',
    fix: "Create the layer in an effect and kill it in that effect's clean-up (`sigma.killLayer(id)`), or give each layer a unique name.",
    see: { label: 'Example: events (effects with a clean-up)', to: '/docs/example/events' },
  },
  {
    id: 'webgl-resources',
    group: 'sigma',
    messages: [
      'loadShader: error while creating the shader',
      'loadProgram: error while creating the program.',
      'Program: error while creating the WebGL buffer.',
      'Program: error while creating the WebGL constant buffer.',
      'Sigma: cannot create a new frame buffer for layer ${id}',
    ],
    cause:
      'The browser refused to create a WebGL object. The usual reason is a lost WebGL context: browsers keep only a few (often 16) per page and drop the oldest beyond that, and each sigma instance uses three (a minimap is a second sigma). Pages that create sigma instances without killing them, or many graphs on one page, reach the limit. A GPU that is blocklisted or out of memory does the same.',
    fix: 'Keep the number of graphs on a page small. `SigmaContainer` kills its sigma instance when it re-creates it and when it unmounts (react-sigma 5.0.4 did not on unmount: the life cycle guide shows how to kill it yourself there). Kill any sigma you create yourself. The browser console\'s "too many active WebGL contexts" warning confirms the cause.',
    see: { label: 'FAQ: several graphs on one page', to: '/docs/faq#several-graphs-on-one-page' },
  },
  {
    id: 'webgl-shader-errors',
    group: 'sigma',
    messages: [
      'loadShader: error while compiling the shader:\n${infoLog}\n${source}',
      'loadProgram: error while linking the program: ${info}',
    ],
    cause:
      "A node or edge program's shaders did not compile or link on this GPU. sigma's own programs compile everywhere WebGL 2 works, so this comes from a custom program, or from a program package built for another version of sigma.",
    fix: 'Install the `@sigma/*` program packages at the version made for your sigma (`npm ls sigma` shows a second copy when they disagree), and read the compiler message: it names the line of the shader that fails.',
    see: { label: 'Example: node images and borders', to: '/docs/example/node-images' },
  },
  {
    id: 'webgl-program-data',
    group: 'sigma',
    messages: [
      'Program: error while getting constant data (expected ${vertices} items, received ${length} instead)',
      'Program: error while getting constant data (one vector has ${length} items instead of ${count})',
      'Program.bind: yet unsupported attribute type "${type}"',
    ],
    example: 'Program: error while getting constant data (expected 3 items, received 4 instead)',
    cause:
      'A node or edge program declares its data inconsistently: the number of vertices does not match its constant data, or an attribute uses a WebGL type sigma does not support. This is a bug in a custom program, or a program package built for another version of sigma.',
    fix: 'Align the `@sigma/*` packages with your sigma version; in a program of your own, make `VERTICES` match the rows of `CONSTANT_DATA`.',
    see: { label: 'Example: node images and borders', to: '/docs/example/node-images' },
  },
  {
    id: 'captor-could-not-extract-delta',
    group: 'sigma',
    messages: ['Captor: could not extract delta from event.'],
    cause:
      "sigma's mouse captor received a wheel event that has neither `deltaY` nor `detail`. Browsers always set one of them, so this comes from code that dispatches a synthetic event on sigma's canvas (a test, or a script forwarding events).",
    fix: 'Dispatch real `WheelEvent`s (`new WheelEvent("wheel", { deltaY: 100 })`), or zoom through the camera (`useCamera().zoomIn()`).',
    see: { label: 'Example: controls', to: '/docs/example/controls' },
  },

  // graphology
  {
    id: 'node-already-exists',
    group: 'graphology',
    messages: ['Graph.addNode: the "${node}" node already exist in the graph.'],
    example: 'Graph.addNode: the "Paris" node already exist in the graph.',
    cause:
      'A node with this key is already in the graph. In React this often means the code that fills the graph ran twice: an effect that adds nodes to a graph kept between renders runs twice on mount in development (Strict Mode), and data can hold duplicates.',
    fix: 'Use `graph.mergeNode(key, attributes)`, which adds or updates; or fill the graph with `useLoadGraph`, whose function clears the graph before loading, so running it twice is harmless.',
    see: {
      label: 'Example: loading from a child with useLoadGraph',
      to: '/docs/example/load-graph#loading-from-a-child-with-useloadgraph',
    },
  },
  {
    id: 'edge-already-exists',
    group: 'graphology',
    messages: ['Graph.${method}: the "${edge}" edge already exists in the graph.'],
    example: 'Graph.addEdgeWithKey: the "e1" edge already exists in the graph.',
    cause:
      'An edge was added with a key (`addEdgeWithKey`, or `import` of edges that carry a `key`) that another edge already has.',
    fix: 'Use `graph.mergeEdgeWithKey(key, source, target, attributes)`, or let graphology generate keys with `addEdge`.',
    see: {
      label: 'Example: loading from a child with useLoadGraph',
      to: '/docs/example/load-graph#loading-from-a-child-with-useloadgraph',
    },
  },
  {
    id: 'an-edge-linking-already-exists',
    group: 'graphology',
    messages: [
      'Graph.${method}: an edge linking "${source}" to "${target}" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the \'multi\' option.',
    ],
    example:
      'Graph.addEdge: an edge linking "Paris" to "Lyon" already exists. If you really want to add multiple edges linking those nodes, you should create a multi graph by using the \'multi\' option.',
    cause:
      'The graph is simple (the default, and what `SigmaContainer` creates without a `graph` prop): one edge per pair of nodes and direction. A second edge between the same nodes is refused, also when `useLoadGraph` imports a multi graph into it.',
    fix: "For parallel edges, use a multi graph (`new MultiGraph()`, `new MultiDirectedGraph()`, or pass the class to `SigmaContainer`'s `graph` prop). For duplicates that are mistakes, `graph.mergeEdge(source, target, attributes)` updates the existing edge.",
    see: { label: 'FAQ: "an edge linking … already exists"', to: '/docs/faq#an-edge-linking-already-exists' },
  },
  {
    id: 'edge-type-does-not-fit-the-graph',
    group: 'graphology',
    messages: [
      'Graph.${method}: you cannot add a directed edge to an undirected graph. Use the #.addEdge or #.addUndirectedEdge instead.',
      'Graph.${method}: you cannot add an undirected edge to a directed graph. Use the #.addEdge or #.addDirectedEdge instead.',
      'Graph.${method}: you cannot merge/update a directed edge to an undirected graph. Use the #.mergeEdge/#.updateEdge or #.addUndirectedEdge instead.',
      'Graph.${method}: you cannot merge/update an undirected edge to a directed graph. Use the #.mergeEdge/#.updateEdge or #.addDirectedEdge instead.',
    ],
    example:
      'Graph.addDirectedEdge: you cannot add a directed edge to an undirected graph. Use the #.addEdge or #.addUndirectedEdge instead.',
    cause:
      "The graph's type (`directed`, `undirected` or `mixed`) does not allow this kind of edge: an `UndirectedGraph` takes no directed edge and the other way round. It also happens when `useLoadGraph` imports a directed graph into a `SigmaContainer` created with an undirected graph class, or an undirected one into a directed graph.",
    fix: "Use `addEdge`, which adds the graph's own kind of edge, or create the graph with the type your data has. Only a mixed graph (graphology's default) holds both kinds.",
    see: { label: 'FAQ: which graph SigmaContainer creates', to: '/docs/faq#default-graph-type' },
  },
  {
    id: 'self-loops-not-allowed',
    group: 'graphology',
    messages: [
      'Graph.${method}: source & target are the same ("${source}"), thus creating a loop explicitly forbidden by this graph \'allowSelfLoops\' option set to false.',
    ],
    example:
      'Graph.addEdge: source & target are the same ("Paris"), thus creating a loop explicitly forbidden by this graph \'allowSelfLoops\' option set to false.',
    cause: 'An edge from a node to itself was added to a graph created with `allowSelfLoops: false`.',
    fix: 'Filter self-loops out of the data (`source !== target`), or create the graph without that option (self-loops are allowed by default).',
    see: { label: 'FAQ: which graph SigmaContainer creates', to: '/docs/faq#default-graph-type' },
  },
  {
    id: 'source-or-target-node-not-found',
    group: 'graphology',
    messages: ['Graph.${method}: source node "${source}" not found.', 'Graph.${method}: target node "${target}" not found.'],
    example: 'Graph.addEdge: target node "Lyon" not found.',
    cause:
      'An edge was added before its source or target node, or between keys that differ from the nodes\' (a number `1` and a string `"1"` are the same key to graphology, but `"n1"` and `"1"` are not).',
    fix: 'Add all nodes first, then the edges; or use `graph.mergeEdge(source, target)`, which creates missing nodes.',
    see: {
      label: 'Example: a graph instance through the graph prop',
      to: '/docs/example/load-graph#a-graph-instance-through-the-graph-prop',
    },
  },
  {
    id: 'node-not-found',
    group: 'graphology',
    messages: [
      'Graph.${method}: could not find the "${node}" node in the graph.',
      'Graph.${method}: could not find the "${node}" source node in the graph.',
      'Graph.${method}: could not find the "${node}" target node in the graph.',
      'Graph.${method}:  could not find the "${node}" source node in the graph.',
      'Graph.${method}:  could not find the "${node}" target node in the graph.',
    ],
    example: 'Graph.getNodeAttribute: could not find the "Paris" node in the graph.',
    cause:
      'A method was called with a node key that is not in the graph: a typo, a node dropped since, or a node from another graph. In react-sigma it often comes from an event handler or a reducer that keeps a key (the hovered or selected node) after the graph changed, or from code that runs on the graph `SigmaContainer` created before your data was loaded into it.',
    fix: 'Check with `graph.hasNode(key)` first, and clear stored keys when you load another graph. Read the graph from `useSigma().getGraph()` so you work on the one sigma draws.',
    see: { label: 'Example: external state', to: '/docs/example/external_state' },
  },
  {
    id: 'edge-not-found',
    group: 'graphology',
    messages: [
      'Graph.${method}: could not find the "${edge}" edge in the graph.',
      'Graph.${method}: could not find an edge for the given path ("${source}" - "${target}").',
      'Graph.${method}: could not find the "${source}" -> "${target}" edge in the graph.',
      'Graph.${method}: could not find a "${source}" -> "${target}" edge in the graph.',
      'Graph.${method}: the "${node}" node is not attached to the "${edge}" edge (${source}, ${target}).',
    ],
    example: 'Graph.getEdgeAttribute: could not find the "e1" edge in the graph.',
    cause:
      "A method was given an edge key, or a source and target, that match no edge of the graph; or, for `opposite`, a node that is not one of the edge's ends. Edge keys generated by `addEdge` change each time the graph is built again, so keys kept from an earlier graph no longer match.",
    fix: 'Check with `graph.hasEdge(key)` or `graph.hasEdge(source, target)` first; keep your own keys with `addEdgeWithKey` when you need them to stay stable.',
    see: { label: 'Example: events', to: '/docs/example/events' },
  },
  {
    id: 'multi-graph-needs-edge-keys',
    group: 'graphology',
    messages: [
      'Graph.${method}: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.${plural} instead.',
      "Graph.${method}: cannot use a {source,target} combo when asking about an edge's attributes in a MultiGraph since we cannot infer the one you want information about.",
      'Graph.${method}: cannot use a {source,target} combo when dropping an edge in a MultiGraph since we cannot infer the one you want to delete as there could be multiple ones.',
    ],
    example:
      'Graph.edge: this method is irrelevant with multigraphs since there might be multiple edges between source & target. See #.edges instead.',
    cause:
      'In a multi graph, a source and a target can be linked by several edges, so methods that name an edge by its two ends cannot tell which one you mean.',
    fix: 'Name the edge by its key, or list them all with `graph.edges(source, target)` and pick one.',
    see: { label: 'Example: parallel edges in a multi graph', to: '/docs/example/load-graph#parallel-edges-in-a-multi-graph' },
  },
  {
    id: 'typed-edge-method-on-the-wrong-graph',
    group: 'graphology',
    messages: [
      'Graph.${method}: cannot find this type of edges in your ${type} graph.',
      'Graph.${method}: calling this method with only a key (vs. a source and target) does not make sense since an edge with this key could have the other type.',
      'Graph.dropDirectedEdge: it does not make sense to try and drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead.',
      'Graph.dropUndirectedEdge: it does not make sense to drop a directed edge by key. What if the edge with this key is undirected? Use #.dropEdge for this purpose instead.',
    ],
    example: 'Graph.getDirectedEdgeAttribute: cannot find this type of edges in your undirected graph.',
    cause:
      'A method for one kind of edge (`…DirectedEdge…`, `…UndirectedEdge…`) was called on a graph that cannot hold that kind, or with only an edge key, which does not say which kind it is.',
    fix: 'Use the general method (`getEdgeAttribute`, `dropEdge`…) with an edge key; keep the typed ones for a source and target in a mixed graph.',
    see: { label: 'FAQ: which graph SigmaContainer creates', to: '/docs/faq#default-graph-type' },
  },
  {
    id: 'merge-edge-inconsistency',
    group: 'graphology',
    messages: [
      'Graph.${method}: inconsistency detected when attempting to merge the "${edge}" edge with "${source}" source & "${target}" target vs. ("${oldSource}", "${oldTarget}").',
    ],
    example:
      'Graph.mergeEdgeWithKey: inconsistency detected when attempting to merge the "e1" edge with "Paris" source & "Nantes" target vs. ("Paris", "Lyon").',
    cause: '`mergeEdgeWithKey` (or `updateEdgeWithKey`) was given a key that already belongs to an edge between other nodes.',
    fix: 'Use edge keys that are unique for each pair of nodes, or drop the old edge before adding the new one.',
    see: {
      label: 'Example: loading from a child with useLoadGraph',
      to: '/docs/example/load-graph#loading-from-a-child-with-useloadgraph',
    },
  },
  {
    id: 'graph-import-invalid-data',
    group: 'graphology',
    messages: [
      'Graph.import: invalid argument. Expecting a serialized graph or, alternatively, a Graph instance.',
      'Graph.import: invalid attributes. Expecting a plain object.',
      'Graph.import: invalid nodes. Expecting an array.',
      'Graph.import: invalid edges. Expecting an array.',
      'Graph.import: invalid serialized node. A serialized node should be a plain object with at least a "key" property.',
      'Graph.import: serialized node is missing its key.',
      'Graph.import: invalid attributes. Attributes should be a plain object, null or omitted.',
      'Graph.import: invalid serialized edge. A serialized edge should be a plain object with at least a "source" & "target" property.',
      'Graph.import: serialized edge is missing its source.',
      'Graph.import: serialized edge is missing its target.',
      'Graph.import: invalid undirectedness information. Undirected should be boolean or omitted.',
    ],
    cause:
      "Data handed to `graph.import`, `Graph.from` or react-sigma's `useLoadGraph` is not in graphology's serialization format: `{ attributes?, nodes: [{ key, attributes? }], edges: [{ source, target, key?, attributes?, undirected? }] }`. JSON from other tools (`id` instead of `key`, `from`/`to` instead of `source`/`target`, nodes as an object instead of an array) does not fit as is.",
    fix: 'Map your data to that shape, or build the graph with `addNode` and `addEdge`, then load the graph instance. For GEXF or GraphML files, parse them with `graphology-gexf` or `graphology-graphml`.',
    see: { label: 'Example: loading a dataset file', to: '/docs/example/load-graph#loading-a-dataset-file' },
  },
  {
    id: 'graph-copy-incompatible',
    group: 'graphology',
    messages: [
      'Graph.copy: cannot create an incompatible copy from "${type}" type to "${newType}" because this would mean losing information about the current graph.',
      'Graph.copy: cannot create an incompatible copy by downgrading a multi graph to a simple one because this would mean losing information about the current graph.',
      'Graph.copy: cannot create an incompatible copy from a graph allowing self loops to one that does not because this would mean losing information about the current graph.',
    ],
    example:
      'Graph.copy: cannot create an incompatible copy from "mixed" type to "directed" because this would mean losing information about the current graph.',
    cause:
      '`graph.copy(options)` was asked for a graph that cannot hold everything the original has: a directed or undirected copy of a mixed graph, a simple copy of a multi graph, or a copy without self-loops of a graph that allows them.',
    fix: 'Copy into a type that is at least as permissive, or build the new graph yourself and decide what to do with the edges that do not fit.',
    see: { label: 'FAQ: which graph SigmaContainer creates', to: '/docs/faq#default-graph-type' },
  },

  // Layouts
  {
    id: 'layout-not-a-graph',
    group: 'layouts',
    messages: ['${layout}: the given graph is not a valid graphology instance.'],
    example: 'graphology-layout-forceatlas2: the given graph is not a valid graphology instance.',
    cause:
      "A graphology layout function was called with something that is not a graph. react-sigma's layout hooks always pass sigma's graph, so this comes from calling the layout library directly, for example with serialized data or with `undefined` before the graph exists.",
    fix: 'Pass a graph instance, or use the react-sigma hook, which works on the graph of the surrounding `SigmaContainer`.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#two-kinds-of-layout-hooks' },
  },
  {
    id: 'layout-force-max-iterations',
    group: 'layouts',
    messages: ['graphology-layout-force: you should provide a positive number of maximum iterations.'],
    cause:
      'The force layout ran without a positive `maxIterations`. `useLayoutForce()` without arguments passes `{ maxIterations: 100 }`, but any options object you pass replaces that default, so `useLayoutForce({ settings })` has no `maxIterations`. The noverlap layout throws the same text (naming the force layout) for a negative or non-numeric `maxIterations`.',
    fix: 'Pass it with your other options: `useLayoutForce({ maxIterations: 100, settings })`.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#six-layouts-on-one-graph' },
  },
  {
    id: 'layout-forceatlas2-iterations',
    group: 'layouts',
    messages: [
      'graphology-layout-forceatlas2: invalid number of iterations.',
      'graphology-layout-forceatlas2: you should provide a positive number of iterations.',
    ],
    cause:
      'ForceAtlas2 ran without a positive `iterations` count. `useLayoutForceAtlas2()` without arguments passes `{ iterations: 100 }`, but an options object of your own replaces it, so `useLayoutForceAtlas2({ settings })` has none.',
    fix: 'Pass it with your other options: `useLayoutForceAtlas2({ iterations: 100, settings })`.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#six-layouts-on-one-graph' },
  },
  {
    id: 'layout-invalid-setting',
    group: 'layouts',
    messages: ['graphology-layout-forceatlas2${worker}: ${message}', 'graphology-layout-noverlap${worker}: ${message}'],
    example: 'graphology-layout-forceatlas2: the `gravity` setting should be a number >= 0.',
    cause:
      "One of the layout's `settings` has a wrong type or value; the end of the message names it (`gravity`, `scalingRatio`, `margin`…). Values read from a form are strings, which these checks refuse.",
    fix: 'Convert inputs with `Number(...)` and keep the values within the range the message gives.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#ready-made-layout-buttons' },
  },
  {
    id: 'layout-was-killed',
    group: 'layouts',
    messages: ['${layout}/worker.start: layout was killed.'],
    example: 'graphology-layout-forceatlas2/worker.start: layout was killed.',
    cause:
      "A worker layout was started after it was killed. react-sigma's worker hooks kill their layout when the component unmounts and when its options change, then create a new one; a `start` kept from an earlier render (in a timer, a callback stored in state, an effect that does not list it) still points at the killed one.",
    fix: "Call the `start` and `stop` of the current render, and list them in your effects' dependencies; keep the options object stable (`useMemo` or outside the component) so the layout is not re-created on every render.",
    see: { label: 'Example: layouts (worker layouts)', to: '/docs/example/layouts#worker-layouts-start-stop-kill-and-isrunning' },
  },
  {
    id: 'layout-invalid-dimensions',
    group: 'layouts',
    messages: ['graphology-layout/random: given dimensions are invalid.'],
    cause:
      "The random or circular layout got a `dimensions` option that is not an array of at least one attribute name. (The circular layout reports it under the random layout's name.)",
    fix: 'Leave `dimensions` out (it defaults to `["x", "y"]`) or pass an array of attribute names.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#one-shot-layouts-positions-and-assign' },
  },
  {
    id: 'circlepack-internal-error',
    group: 'layouts',
    messages: [
      'graphology-layout/circlepack: Invalid basis length ${length}',
      'graphology-layout/circlepack: extendBasis failure !',
    ],
    example: 'graphology-layout/circlepack: extendBasis failure !',
    cause:
      'The circle-pack layout could not enclose a group of circles, an internal failure of its geometry. Node sizes that are not finite numbers (`NaN`, strings) are the likely trigger.',
    fix: 'Give every node a numeric `size` (or none), and report the graph to graphology-layout if it still fails.',
    see: { label: 'Example: layouts', to: '/docs/example/layouts#six-layouts-on-one-graph' },
  },
];
