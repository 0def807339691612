import type Graph from 'graphology';

/** How a picture draws the nodes of one `type`: the shapes of sigma's programs it knows (others are discs). */
export type NodeShape =
  { kind: 'square' } | { kind: 'pie'; slices: readonly { attribute: string; color: string }[]; defaultColor: string };

interface PosterOptions {
  width: number;
  height: number;
  /** Room left free around the graph, on every side or on each. */
  padding: number | { top: number; right: number; bottom: number; left: number };
  /**
   * Writes each node's `label` on its right, as sigma does. The home page's
   * picture has none: its live demo shows them on hover.
   */
  labels?: { color: string; fontSize: number };
  /** Draws each edge as thick as its `size` attribute, as sigma does, instead of 1 px. */
  edgeSizes?: boolean;
  /** How nodes of each `type` are drawn (as their sigma program draws them); other nodes are discs. */
  nodeShapes?: Record<string, NodeShape>;
}

const round = (value: number): string => String(Math.round(value * 10) / 10);

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? character);

/**
 * The graph as an SVG picture: edges as grey lines, nodes as discs in their
 * colours, fitted into `width` × `height` like sigma fits a graph into its
 * container (y grows upwards in the graph, downwards in SVG). The home page
 * shows it in place of its live demo until a reader starts the demo
 * (plugins/datasets), and the social cards and the gallery draw their graphs
 * with it (plugins/social-cards, plugins/example-gallery).
 */
/**
 * A node's picture at `cx`, `cy`: a disc of radius `size`, or the shape of its type's program. A square
 * is as wide as the disc (NodeSquareProgram); a pie's slices run anticlockwise from the right, each
 * sized by its attribute (@sigma/node-piechart), in the default colour when they add up to nothing.
 */
function nodeShape(shape: NodeShape | undefined, attributes: Record<string, unknown>, cx: number, cy: number): string {
  const size = attributes.size as number;
  const color = attributes.color as string;
  const disc = (fill: string) => `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(size)}" fill="${fill}"/>`;
  if (shape?.kind === 'square') {
    return `<rect x="${round(cx - size)}" y="${round(cy - size)}" width="${round(2 * size)}" height="${round(2 * size)}" fill="${color}"/>`;
  }
  if (shape?.kind !== 'pie') return disc(color);
  const values = shape.slices.map(({ attribute }) => Math.max(0, Number(attributes[attribute]) || 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return disc(shape.defaultColor);
  const point = (angle: number) => `${round(cx + size * Math.cos(angle))} ${round(cy - size * Math.sin(angle))}`;
  // One slice holding it all is a disc.
  const whole = values.findIndex((value) => value === total);
  if (whole >= 0) return disc(shape.slices[whole]!.color);
  let start = 0;
  const slices = shape.slices.map(({ color: fill }, index) => {
    const sweep = (values[index]! / total) * 2 * Math.PI;
    const from = start;
    start += sweep;
    if (sweep === 0) return '';
    // Anticlockwise on screen, where y grows downwards: SVG's sweep flag 0.
    return `<path d="M${round(cx)} ${round(cy)}L${point(from)}A${round(size)} ${round(size)} 0 ${sweep > Math.PI ? 1 : 0} 0 ${point(from + sweep)}Z" fill="${fill}"/>`;
  });
  // One element a node, as for the other shapes.
  return `<g class="pie">${slices.join('')}</g>`;
}

export function graphPoster(
  graph: Graph,
  { width, height, padding, labels, edgeSizes = false, nodeShapes = {} }: PosterOptions,
): string {
  const xs = graph.mapNodes((_node, attributes) => attributes.x as number);
  const ys = graph.mapNodes((_node, attributes) => attributes.y as number);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const pad = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const [innerWidth, innerHeight] = [width - pad.left - pad.right, height - pad.top - pad.bottom];
  const scale = Math.min(innerWidth / (maxX - minX || 1), innerHeight / (maxY - minY || 1));
  const offsetX = pad.left + (innerWidth - (maxX - minX) * scale) / 2;
  const offsetY = pad.top + (innerHeight - (maxY - minY) * scale) / 2;
  const point = (node: string) => {
    const attributes = graph.getNodeAttributes(node);
    return [offsetX + ((attributes.x as number) - minX) * scale, offsetY + (maxY - (attributes.y as number)) * scale];
  };
  const edges = graph.mapEdges((_edge, attributes, source, target) => {
    const [x1, y1] = point(source);
    const [x2, y2] = point(target);
    const size = edgeSizes && typeof attributes.size === 'number' ? ` stroke-width="${round(attributes.size)}"` : '';
    return `<line x1="${round(x1!)}" y1="${round(y1!)}" x2="${round(x2!)}" y2="${round(y2!)}"${size}/>`;
  });
  const nodes = graph.mapNodes((node, attributes) => {
    const [cx, cy] = point(node);
    const shape = typeof attributes.type === 'string' ? nodeShapes[attributes.type] : undefined;
    return nodeShape(shape, attributes, cx!, cy!);
  });
  /**
   * Where sigma puts a label: 3 px right of the disc, a third of the text's
   * size below its centre. Like sigma, larger nodes' labels come first and a
   * label that would overlap one already written is left out (its width
   * estimated at 0.6 em a character).
   */
  const nodeLabels = (fontSize: number) => {
    const written: { left: number; right: number; top: number; bottom: number }[] = [];
    const labelled = graph.filterNodes((_node, attributes) => typeof attributes.label === 'string' && attributes.label !== '');
    labelled.sort((a, b) => (graph.getNodeAttribute(b, 'size') as number) - (graph.getNodeAttribute(a, 'size') as number));
    return labelled.flatMap((node) => {
      const [cx, cy] = point(node);
      const attributes = graph.getNodeAttributes(node);
      const label = attributes.label as string;
      const x = cx! + (attributes.size as number) + 3;
      const y = cy! + fontSize / 3;
      const box = { left: x, right: x + label.length * fontSize * 0.6, top: y - fontSize, bottom: y + fontSize * 0.25 };
      if (
        written.some(
          (other) => box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom,
        )
      )
        return [];
      written.push(box);
      return [`<text x="${round(x)}" y="${round(y)}">${escapeXml(label)}</text>`];
    });
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<g stroke="#8c8c8c" stroke-opacity="0.5" stroke-width="1">${edges.join('')}</g>`,
    `<g>${nodes.join('')}</g>`,
    ...(labels ? [`<g fill="${labels.color}" font-size="${labels.fontSize}">${nodeLabels(labels.fontSize).join('')}</g>`] : []),
    '</svg>',
    '',
  ].join('\n');
}
