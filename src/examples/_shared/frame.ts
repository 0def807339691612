/**
 * The height of the examples' graphs, in pixels. The docs site draws each example's frame at
 * this height before its code loads, so the page does not move when the graph appears.
 */
export const GRAPH_HEIGHT = 480;
