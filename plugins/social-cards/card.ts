import path from 'node:path';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type Graph from 'graphology';
import { escapeXml, graphPoster } from '../shared/graphPoster';

/** The size Open Graph and X (Twitter) large-image cards are shown at. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's dark-mode colours, so that a card looks like the site it links to. */
const colors = {
  background: '#1b1b1d',
  text: '#ffffff',
  muted: '#b4b4b4',
  accent: '#6cb6ff',
  label: '#e3e3e3',
} as const;

export interface CardContent {
  /** The site's name, always on top. */
  site: string;
  /** Small text above the headline, e.g. "Example". */
  eyebrow?: string;
  /** The card's main text: the page's title, or the site's tagline. */
  headline: string;
  /** Where the site lives, shown at the bottom, e.g. `sim51.github.io/react-sigma`. */
  address: string;
  /** The graph drawn on the right. */
  graph: Graph;
  /** The site's logo, an SVG document. */
  logo: string;
}

/**
 * Breaks `text` into lines of at most `maxChars` characters, at spaces (a
 * longer word gets a line of its own). SVG text does not wrap by itself, and
 * the card's few short texts do not need real text measuring.
 */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text, one `<text>` each, from a first baseline down. */
function textLines(
  lines: string[],
  {
    x,
    y,
    size,
    lineHeight,
    weight,
    fill,
  }: { x: number; y: number; size: number; lineHeight: number; weight: number; fill: string },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Nodes with labels stay readable up to this many; past it they only crowd the picture. */
const MAX_LABELLED_NODES = 30;

/**
 * A card as SVG: the logo, the site's name, the headline and the address on
 * the left; the graph on the right, drawn by the same code as the home page's
 * picture of its demo.
 */
export function cardSvg({ site, eyebrow, headline, address, graph, logo }: CardContent): string {
  const left = 72;
  const headlineLines = wrap(headline, eyebrow ? 14 : 24);
  const headlineSize = eyebrow ? 64 : 40;
  const headlineTop = eyebrow ? 385 : 300;
  const labels = graph.order <= MAX_LABELLED_NODES ? { color: colors.label, fontSize: 18 } : undefined;
  // Labels stick out on the right of their nodes: keep room for the longest (Inter averages about 0.6 em a character).
  const longestLabel = Math.max(0, ...graph.mapNodes((_node, attributes) => String(attributes.label ?? '').length));
  const labelRoom = labels ? Math.round(longestLabel * labels.fontSize * 0.6) : 0;
  const graphArea = { x: 600, y: 0, width: CARD_WIDTH - 600, height: CARD_HEIGHT };
  const padding = { top: 56, right: 56 + labelRoom, bottom: 56, left: 56 };
  const poster = graphPoster(graph, { ...graphArea, padding, edgeSizes: true, ...(labels && { labels }) });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="Inter">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.background}"/>`,
    `<image x="${left}" y="64" width="96" height="96" href="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"/>`,
    textLines([site], { x: left, y: 230, size: 56, lineHeight: 0, weight: 700, fill: colors.text }),
    eyebrow ? textLines([eyebrow], { x: left, y: 300, size: 30, lineHeight: 0, weight: 600, fill: colors.accent }) : '',
    textLines(headlineLines, {
      x: left,
      y: headlineTop,
      size: headlineSize,
      lineHeight: Math.round(headlineSize * 1.2),
      weight: eyebrow ? 700 : 400,
      fill: eyebrow ? colors.text : colors.label,
    }),
    textLines([address], { x: left, y: 566, size: 26, lineHeight: 0, weight: 400, fill: colors.muted }),
    `<g transform="translate(${graphArea.x} ${graphArea.y})">${poster}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The two weights of Inter the card uses, from the font package installed beside the site. */
export function cardFonts(siteDir: string): string[] {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return ['400Regular/Inter_400Regular.ttf', '600SemiBold/Inter_600SemiBold.ttf', '700Bold/Inter_700Bold.ttf'].map((file) =>
    require.resolve(`@expo-google-fonts/inter/${file}`),
  );
}

/**
 * Renders an SVG card to PNG. Only the given fonts are used, never the
 * machine's: a card comes out the same on every machine that builds it.
 */
export function renderPng(svg: string, fontFiles: string[]): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}
