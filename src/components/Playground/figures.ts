import type { PlaygroundSettings } from './settings';

/** How long frame times count for the figures: what the reader did in the last seconds. */
export const WINDOW_MS = 5000;
/** The fewest frames the figures are computed from. */
export const MIN_FRAMES = 5;
/** How many frame times the page keeps: more than a window holds on a fast screen. */
export const KEPT_FRAMES = 600;

export interface FrameFigures {
  median: number;
  p95: number;
  count: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/**
 * Median and 95th percentile of the frame times recorded in the last WINDOW_MS before `now`, or
 * of the last MIN_FRAMES frames when fewer fell in it: frames of a big graph may take seconds
 * each, and once the graph stands still the figures stay. Null under MIN_FRAMES frames.
 */
export function frameFigures(samples: readonly { at: number; ms: number }[], now: number): FrameFigures | null {
  if (samples.length < MIN_FRAMES) return null;
  const inWindow = samples.filter((sample) => now - sample.at <= WINDOW_MS);
  const recent = (inWindow.length >= MIN_FRAMES ? inWindow : samples.slice(-MIN_FRAMES)).map((sample) => sample.ms);
  recent.sort((a, b) => a - b);
  return { median: percentile(recent, 0.5), p95: percentile(recent, 0.95), count: recent.length };
}

export type Verdict = 'fluid' | 'usable' | 'heavy';

/**
 * Fluid: 95 % of frames within 25 ms (40 frames a second or more); usable: within 60 ms; heavy
 * beyond. `help` lists the settings that would help most here, cheapest win first.
 */
export function verdict(
  figures: FrameFigures,
  settings: PlaygroundSettings,
  layoutRunning: boolean,
): { verdict: Verdict; help: string[] } {
  const word: Verdict = figures.p95 <= 25 ? 'fluid' : figures.p95 <= 60 ? 'usable' : 'heavy';
  if (word === 'fluid') return { verdict: word, help: [] };
  const help: string[] = [];
  if (layoutRunning) help.push('stop the layout (it moves every node each iteration)');
  if (!settings.hideEdgesOnMove) help.push('turn on hideEdgesOnMove');
  if (settings.edgeType === 'curved') help.push('draw edges as lines (curves cost more per edge)');
  if (settings.renderEdgeLabels) help.push('turn off renderEdgeLabels');
  if (!settings.hideLabelsOnMove) help.push('turn on hideLabelsOnMove');
  if (settings.labelThreshold < 12) help.push('raise the label threshold');
  if (settings.nodeProgram !== 'circle') help.push('draw nodes as plain circles');
  if (settings.zIndex) help.push('turn off zIndex (it sorts every node and edge)');
  return { verdict: word, help: help.slice(0, 3) };
}
