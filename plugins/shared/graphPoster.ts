import type Graph from 'graphology';

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
export function graphPoster(graph: Graph, { width, height, padding, labels, edgeSizes = false }: PosterOptions): string {
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
    return `<circle cx="${round(cx!)}" cy="${round(cy!)}" r="${round(attributes.size as number)}" fill="${attributes.color as string}"/>`;
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
