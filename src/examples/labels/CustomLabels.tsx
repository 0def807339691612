import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import type { NodeHoverDrawingFunction, NodeLabelDrawingFunction } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';
import type { NodeDisplayData } from 'sigma/types';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside, type MeasureLabel } from '../_shared/labelRoom';
import { palette } from '../_shared/sampleGraph';
import { graphColors, readColorScheme, themeSettings, useColorScheme, type ColorScheme } from '../_shared/theme';

const LINE_HEIGHT = 1.2;

/** Bigger nodes get bigger labels, between 11 and 20 px. `radius` is the node's size on screen. */
function fontSizeFor(radius: number): number {
  return Math.round(Math.min(20, Math.max(11, radius * 0.8)));
}

/** Sigma's rule: the node attribute that `labelColor.attribute` names, else `labelColor.color`. */
function labelColorOf(data: Record<string, unknown>, settings: Settings): string {
  const { attribute, color } = settings.labelColor;
  const own = attribute ? data[attribute] : undefined;
  return typeof own === 'string' ? own : (color ?? '#000');
}

/** Draws each line of the label (canvas text ignores "\n"), sized after the node. */
const drawLabel: NodeLabelDrawingFunction = (context, data, settings) => {
  if (!data.label) return;
  const fontSize = fontSizeFor(data.size);
  const lines = data.label.split('\n');
  context.font = `${settings.labelWeight} ${fontSize}px ${settings.labelFont}`;
  context.fillStyle = labelColorOf(data, settings);
  // The block of lines is centred on the node.
  const firstLine = data.y - ((lines.length - 1) * fontSize * LINE_HEIGHT) / 2 + fontSize / 3;
  lines.forEach((line, index) => context.fillText(line, data.x + data.size + 3, firstLine + index * fontSize * LINE_HEIGHT));
};

/** How far the block of lines reaches from the node's centre: for KeepLabelsInside, which keeps it in the box. */
const measureLabel: MeasureLabel = (label, radius, sigma, context) => {
  const fontSize = fontSizeFor(radius);
  const lines = label.split('\n');
  context.font = `${sigma.getSetting('labelWeight')} ${fontSize}px ${sigma.getSetting('labelFont')}`;
  const width = Math.max(...lines.map((line) => context.measureText(line).width));
  const half = (lines.length * fontSize * LINE_HEIGHT) / 2;
  return { right: radius + 3 + width, up: half, down: half };
};

/** Draws a box in the colour scheme's colours behind the node and its label, then the label. */
function hoverDrawer(colors: (typeof graphColors)[ColorScheme]): NodeHoverDrawingFunction {
  return (context, data, settings) => {
    const padding = 3;
    context.fillStyle = colors.hoverBackground;
    context.shadowColor = colors.hoverShadow;
    context.shadowBlur = 8;
    context.beginPath();
    context.arc(data.x, data.y, data.size + padding, 0, Math.PI * 2);
    if (data.label) {
      const fontSize = fontSizeFor(data.size);
      const lines = data.label.split('\n');
      context.font = `${settings.labelWeight} ${fontSize}px ${settings.labelFont}`;
      const width = Math.max(...lines.map((line) => context.measureText(line).width));
      const height = lines.length * fontSize * LINE_HEIGHT;
      context.rect(data.x, data.y - height / 2 - padding, data.size + 3 + width + 2 * padding, height + 2 * padding);
    }
    context.fill();
    context.shadowBlur = 0;
    drawLabel(context, data, settings);
  };
}

const hoverDrawers = { light: hoverDrawer(graphColors.light), dark: hoverDrawer(graphColors.dark) };

const teams = {
  lead: palette[6],
  engineering: palette[1],
  research: palette[2],
  design: palette[3],
};
type Team = keyof typeof teams;

/**
 * Each team's label colour in each scheme: its node colour, or a shade of it that keeps text readable
 * (4.5:1) on the page's background, darker on white, lighter on the dark background.
 */
const teamLabelColors: Record<ColorScheme, Record<Team, string>> = {
  light: { lead: '#7950f2', engineering: '#1971c2', research: '#087f5b', design: '#cc2b8f' },
  dark: { lead: '#9775fa', engineering: '#4dabf7', research: '#38d9a9', design: '#f783ac' },
};

function labelSettings(scheme: ColorScheme): Partial<Settings> {
  return {
    ...themeSettings(scheme),
    // A reducer sets each node's `labelColor` attribute, from its team, for the page's scheme.
    // Typed: a reducer returns display data, and `labelColor` is one more attribute for the label drawer.
    nodeReducer: (_node, data): Partial<NodeDisplayData> & { labelColor: string } => ({
      ...data,
      labelColor: teamLabelColors[scheme][data.team as Team],
    }),
    // Each node's `labelColor` attribute, or the scheme's text colour for nodes without one.
    labelColor: { attribute: 'labelColor', color: graphColors[scheme].label },
    defaultDrawNodeLabel: drawLabel,
    defaultDrawNodeHover: hoverDrawers[scheme],
    renderEdgeLabels: true,
    // An edge reads from its source to its target ("Ada manages Grace"): draw its arrowhead.
    defaultEdgeType: 'arrow',
  };
}

/** Redraws the labels in the other scheme's colours when the page switches, without re-creating sigma. */
function FollowColorScheme() {
  const sigma = useSigma();
  const scheme = useColorScheme();
  useEffect(() => {
    if (sigma.getSetting('defaultDrawNodeHover') === hoverDrawers[scheme]) return;
    sigma.setSettings(labelSettings(scheme));
  }, [sigma, scheme]);
  return null;
}

const people: [key: string, label: string, team: Team, x: number, y: number, size: number][] = [
  ['ada', 'Ada\nTeam lead', 'lead', 0, 0, 24],
  ['grace', 'Grace\nCompilers', 'engineering', -12, 6, 16],
  ['linus', 'Linus\nKernel', 'engineering', -16, -3, 11],
  ['margaret', 'Margaret\nFlight software', 'engineering', -10, -10, 14],
  ['alan', 'Alan\nResearch', 'research', 11, 7, 15],
  ['barbara', 'Barbara\nLanguages', 'research', 15, -2, 11],
  ['edsger', 'Edsger\nAlgorithms', 'research', 8, -9, 9],
  ['susan', 'Susan\nIcons', 'design', -1, -14, 13],
];

const links: [source: string, target: string, label: string][] = [
  ['ada', 'grace', 'manages'],
  ['ada', 'alan', 'manages'],
  ['ada', 'susan', 'manages'],
  ['grace', 'linus', 'reviews'],
  ['grace', 'margaret', 'pairs with'],
  ['alan', 'barbara', 'mentors'],
  ['alan', 'edsger', 'cites'],
  ['margaret', 'susan', 'works with'],
];

function createGraph(): Graph {
  const graph = new Graph();
  for (const [key, label, team, x, y, size] of people) {
    // team: read by the reducer above, which gives the node its `labelColor`.
    graph.addNode(key, { label, x, y, size, color: teams[team] ?? '#6c757d', team });
  }
  for (const [source, target, label] of links) graph.addEdge(source, target, { label, size: 2 });
  return graph;
}

export default function CustomLabels() {
  const graph = useMemo(() => createGraph(), []);
  // The first frame is drawn in the page's scheme; FollowColorScheme handles later switches.
  const [settings] = useState(() => labelSettings(readColorScheme()));
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <FollowColorScheme />
      {/* Keeps the labels inside the box, measured as drawLabel draws them. */}
      <KeepLabelsInside measureLabel={measureLabel} />
    </SigmaContainer>
  );
}
