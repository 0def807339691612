import type Graph from 'graphology';

/**
 * Colours for values that are not numbers (a cluster, a category), in the order values are met. All
 * of the same lightness (relative luminance 0.15 to 0.20): each has a contrast of at least 3:1 with
 * the graph's background and with the labels, which sigma draws over neighbouring nodes, in light
 * mode (white, dark labels) and in dark mode (near black, light labels). The first four stay apart
 * for colour-blind readers too.
 */
export const PALETTE = [
  '#1c7ed6', // blue
  '#d9480f', // orange
  '#087f5b', // green
  '#cc2b8f', // magenta
  '#a86b00', // ochre
  '#0c8599', // cyan
  '#7950f2', // violet
  '#637f08', // olive
  '#e8064b', // crimson
  '#846358', // brown
];
const PLAIN = '#5b6bbf';

/** Attributes sigma reads for itself: offered to nobody as "size by" or "colour by". */
const OWN = new Set(['x', 'y', 'size', 'color', 'label', 'image', 'hidden', 'highlighted', 'zIndex', 'forceLabel']);

/** The node attributes a size or colour can come from, with whether all their values are numbers. */
export function nodeAttributes(graph: Graph): { name: string; numeric: boolean }[] {
  const found = new Map<string, boolean>();
  graph.forEachNode((_node, attributes) => {
    for (const [name, value] of Object.entries(attributes)) {
      if (OWN.has(name)) continue;
      found.set(name, (found.get(name) ?? true) && typeof value === 'number' && Number.isFinite(value));
    }
  });
  return [...found].map(([name, numeric]) => ({ name, numeric }));
}

/**
 * Numbers run from cool to warm through colours of PALETTE, blue (lowest), violet, magenta, orange,
 * to ochre (highest): all of one lightness, so every step reads in both modes, and none grey, the
 * colour of "no data" and of dimmed nodes.
 */
const SCALE = ['#1c7ed6', '#7950f2', '#cc2b8f', '#d9480f', '#a86b00'];
const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

/** The colour `share` (0 to 1) of the way along SCALE, as hex: sigma reads hex, rgb() and names, not hsl(). */
function blend(share: number): string {
  const at = share * (SCALE.length - 1);
  const step = Math.min(SCALE.length - 2, Math.floor(at));
  const [from, to] = [channels(SCALE[step]!), channels(SCALE[step + 1]!)];
  return `#${from
    .map((channel, i) =>
      Math.round(channel + (to[i]! - channel) * (at - step))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function values(graph: Graph, by: string): Map<string, unknown> {
  const result = new Map<string, unknown>();
  graph.forEachNode((node, attributes) => result.set(node, by === 'degree' ? graph.degree(node) : attributes[by]));
  return result;
}

function range(numbers: Iterable<unknown>): [number, number] {
  let [min, max] = [Infinity, -Infinity];
  for (const value of numbers) {
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return [min, max];
}

/** Sizes from 2 to 14 pixels, by degree or a numeric attribute (square root, so a few hubs do not hide the rest); `none`: all 4. */
export function sizeNodes(graph: Graph, by: string): void {
  const byNode = values(graph, by);
  const [min, max] = range(byNode.values());
  graph.updateEachNodeAttributes((node, attributes) => {
    const value = byNode.get(node);
    const share = by === 'none' || typeof value !== 'number' || !(max > min) ? 0.17 : Math.sqrt((value - min) / (max - min));
    return { ...attributes, size: 2 + 12 * share };
  });
}

/** Colours by degree or an attribute: numbers on a blue-to-ochre scale (SCALE), other values from PALETTE; `none`: one colour. */
export function colorNodes(graph: Graph, by: string): void {
  const byNode = values(graph, by);
  const numeric = [...byNode.values()].every((value) => typeof value === 'number');
  const [min, max] = range(byNode.values());
  const categories = new Map<unknown, string>();
  graph.updateEachNodeAttributes((node, attributes) => {
    const value = byNode.get(node);
    let color = PLAIN;
    if (by !== 'none' && value !== undefined) {
      if (numeric && typeof value === 'number') {
        const share = max > min ? (value - min) / (max - min) : 0.5;
        color = blend(share);
      } else {
        if (!categories.has(value)) categories.set(value, PALETTE[categories.size % PALETTE.length]!);
        color = categories.get(value)!;
      }
    }
    return { ...attributes, color };
  });
}
