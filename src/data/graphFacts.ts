/**
 * What the FAQ says about how @react-sigma/core, sigma and graphology behave,
 * in one place, so that graphFacts.test.ts can check each statement against
 * the installed packages: when a release changes one, the test fails and names
 * the statement to rewrite. docs/faq.mdx shows these values; it does not
 * repeat them by hand.
 */

/** The graph `SigmaContainer` creates when it is given no `graph` prop: graphology's `new Graph()`. */
export const defaultGraph = {
  className: 'Graph',
  type: 'mixed',
  multi: false,
  allowSelfLoops: true,
} as const;

/** WebGL contexts one sigma instance creates (a browser keeps about 16 per page). */
export const webGLContextsPerSigma = 3;

/** Whether `SigmaContainer` kills its sigma instance when it unmounts (it does when it re-creates it; 5.0.4 did not on unmount). */
export const killsSigmaOnUnmount = true;

/** graphology's typed graph classes and the graph each creates (all allow self-loops). */
export const typedGraphs = [
  { className: 'Graph', type: 'mixed', multi: false },
  { className: 'DirectedGraph', type: 'directed', multi: false },
  { className: 'UndirectedGraph', type: 'undirected', multi: false },
  { className: 'MultiGraph', type: 'mixed', multi: true },
  { className: 'MultiDirectedGraph', type: 'directed', multi: true },
  { className: 'MultiUndirectedGraph', type: 'undirected', multi: true },
] as const;

/** The edge program sigma uses for edges without a `type`: no arrowheads, whatever the graph's type. */
export const sigmaDefaultEdgeType = 'line';
