/**
 * The home demo's frame and the room its controls take, in CSS pixels. index.tsx gives them to
 * styles.module.css as custom properties; plugins/datasets draws the demo's pictures for the graph
 * areas they leave, so that the picture shown before the demo starts sits where the graph will.
 */
export const DEMO_LAYOUT = {
  /** On a wide screen: the frame's height. The graph takes all of it, the controls in its corners. */
  height: 520,
  /** At most this wide (the navbar folds at the same width), the controls take rows of their own. */
  narrowMaxWidth: 996,
  /** There: the frame's height, a little more, so that the graph keeps most of its height. */
  narrowHeight: 640,
  /** There: the row of the search box above the graph (47 px), with the gaps around it. */
  narrowAbove: 59,
  /** There: the rows of the buttons and caption beside the minimap (92 px) below the graph, with their gaps. */
  narrowBelow: 104,
  /** There: the graph's width on a 390 px phone (the page's margins and the frame's border off), where its picture is exact. */
  narrowPhoneWidth: 356,
  /** The frame's border, on each side. */
  border: 1,
} as const;

/** The area sigma draws the graph in: on a wide screen (its height; it is wider than tall), and on a 390 px phone. */
export const GRAPH_AREA = {
  wide: { height: DEMO_LAYOUT.height - 2 * DEMO_LAYOUT.border },
  narrow: {
    width: DEMO_LAYOUT.narrowPhoneWidth,
    height: DEMO_LAYOUT.narrowHeight - 2 * DEMO_LAYOUT.border - DEMO_LAYOUT.narrowAbove - DEMO_LAYOUT.narrowBelow,
  },
} as const;
