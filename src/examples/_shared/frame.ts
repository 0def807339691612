/**
 * The height of the examples' graphs, in pixels. The docs site draws each example's frame at
 * this height before its code loads, so the page does not move when the graph appears.
 */
export const GRAPH_HEIGHT = 480;

/** The height of the compact examples on the API pages, in pixels (their folders' `height`). */
export const COMPACT_GRAPH_HEIGHT = 320;
