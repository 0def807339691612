/**
 * What the FAQ says about how @react-sigma/core, sigma and graphology behave, in one place: docs/faq.mdx
 * shows these values and does not repeat them by hand. Each is proven by running the installed packages,
 * never by reading their built code. In Node, graphFacts.test.ts runs graphology, sigma's settings and
 * programs (on WebGL's stand-ins from src/utils/testing/headlessSigma.ts, which also runs whole sigma
 * instances for the guides' facts tests) and SigmaContainer's published code over a sigma that records
 * what it is given. What takes real WebGL (the contexts one sigma creates) is counted on a blank page in
 * the browser (tests/e2e/package-behaviour.spec.ts). When a release changes one, a test fails and names
 * the statement to rewrite. tests/claims/faq.md gives each FAQ claim its verdict and proving test, and
 * config/rules/claims.test.ts holds every ledger to that.
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
