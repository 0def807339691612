/**
 * The height of the examples' graphs, in pixels. The docs site draws each example's frame at
 * this height before its code loads, so the page does not move when the graph appears.
 */
export const GRAPH_HEIGHT = 480;

/**
 * The height of the compact examples on the API pages, in pixels (their folders' `height`): on a phone,
 * where a row of tools over the graph wraps to two or three lines, sigma still gets 300 px under it.
 */
export const COMPACT_GRAPH_HEIGHT = 460;

/**
 * A graph with a side panel (./panel.tsx) narrower than this, in pixels (a phone), has its panel
 * under it: the graph NARROW_GRAPH_HEIGHT tall, the panel NARROW_PANEL_HEIGHT. The docs site
 * draws the frame of an example that imports ./panel.tsx at their sum on such a page.
 */
export const NARROW_WIDTH = 576;
export const NARROW_GRAPH_HEIGHT = 360;
export const NARROW_PANEL_HEIGHT = 360;
