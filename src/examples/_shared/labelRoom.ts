import { useEffect } from 'react';
import { useSigma } from '@react-sigma/core';
import type Sigma from 'sigma';
import type { CameraState } from 'sigma/types';
import { createNormalizationFunction, matrixFromCamera, multiplyVec2 } from 'sigma/utils';

/**
 * Sigma fits the nodes' centres into its box, `stagePadding` pixels from its edges, and draws each
 * label on its node's right: with a long label or a narrow box (a phone), a node near the edge has
 * its label cut, or its disc. These helpers give sigma a custom bounding box, in graph coordinates,
 * grown until every node's disc and label lie inside the box, `margins` pixels from its edges, when
 * the camera is at its default state (where "reset" takes it back).
 *
 * They reckon labels as sigma's default drawer places them (`labelSize`, `labelFont` and
 * `labelWeight`, 3 px right of the disc), or as `measureLabel` says, and read positions from the
 * nodes' `x` and `y` (or `layouts`), sizes and labels from what sigma draws (after reducers).
 */

export type BBox = { x: [number, number]; y: [number, number] };

/** Pixels kept free between the drawing and each edge of the box. */
export interface Margins {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** A node's centre, and how far its disc and label reach from it, in pixels. */
interface Reach {
  x: number;
  y: number;
  left: number;
  right: number;
  up: number;
  down: number;
}

/** The room react-sigma's ControlsContainer takes along its side of the graph: 48 px of buttons, 4 px either side. */
export const CONTROLS_ROOM = 56;

const DEFAULT_CAMERA: CameraState = { x: 0.5, y: 0.5, ratio: 1, angle: 0 };
const DEFAULT_MARGIN = 8;
/** Enough rounds for the last overflow to be under half a pixel: each round at least halves it. */
const ROUNDS = 20;

let measuring: CanvasRenderingContext2D | null = null;

/** How far a label reaches from its node's centre, in pixels: right, up and down. */
export interface LabelExtent {
  right: number;
  up: number;
  down: number;
}

/**
 * Measures a label as drawn at the default zoom, `radius` being its node's radius on screen. The
 * default reckons sigma's own drawer; give another with a `defaultDrawNodeLabel` of your own.
 */
export type MeasureLabel = (label: string, radius: number, sigma: Sigma, context: CanvasRenderingContext2D) => LabelExtent;

/** Sigma's drawer: one line in labelSize, 3 px right of the disc, its baseline a third of labelSize below the centre. */
export const measureSigmaLabel: MeasureLabel = (label, radius, sigma, context) => {
  const size = sigma.getSetting('labelSize');
  context.font = `${sigma.getSetting('labelWeight')} ${size}px ${sigma.getSetting('labelFont')}`;
  const text = context.measureText(label);
  // The text rises about 0.8 labelSize above its baseline and falls 0.25 below (where the browser does not say).
  const ascent = text.actualBoundingBoxAscent ?? size * 0.8;
  const descent = text.actualBoundingBoxDescent ?? size * 0.25;
  return { right: radius + 3 + text.width, up: ascent - size / 3, down: size / 3 + descent };
};

/** Node positions by key: a layout the graph will take. */
export type Positions = Record<string, { x: number; y: number }>;

/** What the fit reckons beyond the nodes as they are drawn now. */
export interface FitOptions {
  /** How to measure a label (default: as sigma's own drawer draws it). */
  measureLabel?: MeasureLabel;
  /**
   * Layouts the graph moves between (an animation's ends): the box fits them all, so that it need not
   * change while the nodes move. Nodes missing from one stay where they are. Default: where they are.
   */
  layouts?: Positions[];
}

function reachOfNodes(sigma: Sigma, { measureLabel = measureSigmaLabel, layouts }: FitOptions = {}): Reach[] {
  const graph = sigma.getGraph();
  const renderLabels = sigma.getSetting('renderLabels');
  const threshold = sigma.getSetting('labelRenderedSizeThreshold');
  measuring ??= document.createElement('canvas').getContext('2d');
  const reach: Reach[] = [];
  graph.forEachNode((node, attributes) => {
    const shown = sigma.getNodeDisplayData(node);
    if (shown?.hidden) return;
    // The disc's radius on screen at the default zoom.
    const radius = sigma.scaleSize(shown?.size ?? Number(attributes.size ?? 1), 1);
    // Sigma never draws the label of a node smaller than labelRenderedSizeThreshold, unless forced to.
    const labelled = renderLabels && (shown?.forceLabel || radius >= threshold);
    const label = labelled ? (shown?.label ?? null) : null;
    const text = label && measuring ? measureLabel(label, radius, sigma, measuring) : null;
    for (const layout of layouts ?? [{}]) {
      const at = layout[node] ?? { x: Number(attributes.x), y: Number(attributes.y) };
      reach.push({
        x: at.x,
        y: at.y,
        left: radius,
        right: Math.max(radius, text?.right ?? 0),
        up: Math.max(radius, text?.up ?? 0),
        down: Math.max(radius, text?.down ?? 0),
      });
    }
  });
  return reach;
}

/** Where sigma would draw a graph point, at the default camera, were `bbox` its bounding box. */
function projection(sigma: Sigma, bbox: BBox): (point: { x: number; y: number }) => { x: number; y: number } {
  const { width, height } = sigma.getDimensions();
  const normalize = createNormalizationFunction(bbox);
  const graphSize = { width: bbox.x[1] - bbox.x[0] || 1, height: bbox.y[1] - bbox.y[0] || 1 };
  const matrix = matrixFromCamera(DEFAULT_CAMERA, { width, height }, graphSize, sigma.getStagePadding(), false);
  return (point) => {
    const clip = multiplyVec2(matrix, normalize(point));
    return { x: ((1 + clip.x) * width) / 2, y: ((1 - clip.y) * height) / 2 };
  };
}

/**
 * The bounding box that keeps every node's disc and label inside sigma's box: the nodes' extent,
 * grown on each side by the room its outer nodes' discs and labels take. Null for an empty graph.
 */
export function labelRoomBBox(sigma: Sigma, margins: Margins = {}, options?: FitOptions): BBox | null {
  const reach = reachOfNodes(sigma, options);
  if (reach.length === 0) return null;
  const { width, height } = sigma.getDimensions();
  const { top = DEFAULT_MARGIN, right = DEFAULT_MARGIN, bottom = DEFAULT_MARGIN, left = DEFAULT_MARGIN } = margins;
  const margin = { top, right, bottom, left };
  const xs = reach.map((node) => node.x);
  const ys = reach.map((node) => node.y);
  const bbox: BBox = { x: [Math.min(...xs), Math.max(...xs)], y: [Math.min(...ys), Math.max(...ys)] };
  // Growing the box shrinks the drawing and moves it: measure again, and grow again, until all fits.
  for (let round = 0; round < ROUNDS; round++) {
    const project = projection(sigma, bbox);
    const over = { left: 0, right: 0, top: 0, bottom: 0 };
    for (const node of reach) {
      const at = project(node);
      over.left = Math.max(over.left, margin.left + node.left - at.x);
      over.right = Math.max(over.right, at.x + node.right + margin.right - width);
      over.top = Math.max(over.top, margin.top + node.up - at.y);
      over.bottom = Math.max(over.bottom, at.y + node.down + margin.bottom - height);
    }
    if (Math.max(over.left, over.right, over.top, over.bottom) < 0.5) break;
    // Pixels to graph units, at the current scale (the graph's y axis points up, the screen's down).
    const origin = project({ x: bbox.x[0], y: bbox.y[0] });
    const unit = Math.abs(project({ x: bbox.x[0] + 1, y: bbox.y[0] }).x - origin.x) || 1;
    bbox.x[0] -= over.left / unit;
    bbox.x[1] += over.right / unit;
    bbox.y[0] -= over.bottom / unit;
    bbox.y[1] += over.top / unit;
  }
  return bbox;
}

/** Gives sigma the bounding box of `labelRoomBBox`, and draws the graph again with it. */
export function fitLabels(sigma: Sigma, margins?: Margins, options?: FitOptions): void {
  sigma.setCustomBBox(labelRoomBBox(sigma, margins, options));
  // The custom box changes how sigma places every node (which it works out when it processes the graph).
  sigma.refresh();
}

/**
 * Put inside `<SigmaContainer>`: keeps every node's disc and label inside the box, fitted again when the
 * box changes size and, unless `followGraph` is false, when nodes are added, removed or change.
 * A running layout has it fit the graph once a frame, as sigma's own fit (without a custom box) does at
 * every refresh; where nodes move under the pointer (a drag), turn `followGraph` off.
 * `margins` leave room for controls drawn over a side (react-sigma's ControlsContainer: 56 px).
 */
export function KeepLabelsInside({
  margins,
  followGraph = true,
  measureLabel,
  layouts,
}: { margins?: Margins; followGraph?: boolean } & FitOptions): null {
  const sigma = useSigma();
  const { top, right, bottom, left } = margins ?? {};
  useEffect(() => {
    const graph = sigma.getGraph();
    let frame = 0;
    // Once per frame at most: a graph loaded node by node changes many times in one task.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitLabels(sigma, { top, right, bottom, left }, { measureLabel, layouts }));
    };
    fitLabels(sigma, { top, right, bottom, left }, { measureLabel, layouts });
    sigma.on('resize', schedule);
    const events = ['nodeAdded', 'nodeDropped', 'cleared', 'nodeAttributesUpdated', 'eachNodeAttributesUpdated'] as const;
    if (followGraph) for (const event of events) graph.on(event, schedule);
    return () => {
      cancelAnimationFrame(frame);
      sigma.off('resize', schedule);
      for (const event of events) graph.off(event, schedule);
    };
  }, [sigma, followGraph, top, right, bottom, left, measureLabel, layouts]);
  return null;
}
