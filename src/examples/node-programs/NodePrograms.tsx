import { useEffect, useMemo, useState } from 'react';
import Graph from 'graphology';
import { SigmaContainer, useRegisterEvents, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createNodeCompoundProgram, NodeCircleProgram, NodeProgram, type ProgramInfo } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';
import type { NodeDisplayData, RenderParams } from 'sigma/types';
import { floatColor } from 'sigma/utils';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { KeepLabelsInside } from '../_shared/labelRoom';
import { StatusOverlay } from '../_shared/overlay';
import { palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/**
 * The vertex shader of both programs below: one triangle per node, around a disc of the node's size (as
 * sigma's circle program draws it), and what the fragment shader needs to cut the node's shape out of it.
 * GLSL ES 1.00 (`attribute`, `varying`, `gl_FragColor`): sigma draws in WebGL 2 when the browser has it, in
 * WebGL 1 otherwise, and both compile this language.
 */
const VERTEX_SHADER = /* glsl */ `
attribute vec4 a_id;
attribute vec4 a_color;
attribute vec2 a_position;
attribute float a_size;
attribute float a_points;
attribute float a_angle;

uniform mat3 u_matrix;
uniform float u_sizeRatio;
uniform float u_correctionRatio;

varying vec4 v_color;
varying vec2 v_offset;
varying float v_radius;
varying float v_points;

// Sigma stores colours with an alpha of 254 (it packs them in one float): this brings it back to 1.
const float bias = 255.0 / 254.0;

void main() {
  // The node's radius, from pixels to clip space at this zoom.
  float radius = a_size * u_correctionRatio / u_sizeRatio * 2.0;
  // The triangle's corners lie at twice the radius: its sides touch the node's disc.
  vec2 offset = 2.0 * radius * vec2(cos(a_angle), sin(a_angle));
  gl_Position = vec4((u_matrix * vec3(a_position + offset, 1.0)).xy, 0.0, 1.0);
  v_offset = offset;
  v_radius = radius;
  v_points = a_points;

  #ifdef PICKING_MODE
  // Sigma draws each program twice: on screen, and in its picking buffer, in the node's id as a colour.
  v_color = a_id;
  #else
  v_color = a_color;
  #endif
  v_color.a *= bias;
}
`;

/** A star of `v_points` tips in the disc of the node: the fragment shader decides the shape. */
const STAR_FRAGMENT_SHADER = /* glsl */ `
precision highp float;

varying vec4 v_color;
varying vec2 v_offset;
varying float v_radius;
varying float v_points;

uniform float u_correctionRatio;

const float PI = 3.14159265;
// The valleys between the tips, as a share of the radius.
const float INNER = 0.45;

void main() {
  // This pixel in the node's own units (radius 1), angle measured from the top tip.
  vec2 p = v_offset / v_radius;
  float sector = 2.0 * PI / v_points;
  float angle = mod(atan(p.y, p.x) - PI / 2.0 + sector / 2.0, sector) - sector / 2.0;
  // Folded onto one half tip: the tip at (1, 0), the valley beside it at the sector's half angle.
  vec2 q = length(p) * vec2(cos(angle), abs(sin(angle)));
  vec2 tip = vec2(1.0, 0.0);
  vec2 valley = INNER * vec2(cos(sector / 2.0), sin(sector / 2.0));
  vec2 side = valley - tip;
  // Distance to the star's side, outward positive, in clip space.
  float outside = dot(q - tip, normalize(vec2(side.y, -side.x))) * v_radius;

  #ifdef PICKING_MODE
  // Outside the star is no part of the node: the pointer there finds what is under it.
  if (outside > 0.0) discard;
  gl_FragColor = v_color;
  #else
  // A pixel-wide soft edge.
  float edge = u_correctionRatio * 2.0;
  gl_FragColor = v_color * (1.0 - smoothstep(-edge, 0.0, outside));
  #endif
}
`;

/** A ring inside the node's disc, in the ring colour: the second program of the ringed nodes. */
const RING_FRAGMENT_SHADER = /* glsl */ `
precision highp float;

varying vec4 v_color;
varying vec2 v_offset;
varying float v_radius;

uniform float u_correctionRatio;

// The ring, as shares of the radius: from its inner to its outer edge.
const float FROM = 0.5;
const float TO = 0.75;

void main() {
  float fromCentre = length(v_offset);
  // Distance outside the ring's band (negative inside it), in clip space.
  float outside = max(FROM * v_radius - fromCentre, fromCentre - TO * v_radius);

  #ifdef PICKING_MODE
  if (outside > 0.0) discard;
  gl_FragColor = v_color;
  #else
  float edge = u_correctionRatio * 2.0;
  gl_FragColor = v_color * (1.0 - smoothstep(-edge, 0.0, outside));
  #endif
}
`;

const UNIFORMS = ['u_sizeRatio', 'u_correctionRatio', 'u_matrix'] as const;
type Uniform = (typeof UNIFORMS)[number];

/** The node data sigma hands the programs: its display data, with the attributes these programs read. */
type ShapeData = NodeDisplayData & { points?: number; ringColor?: string };

/** Draws each node of its type as a star; a node's `points` attribute says how many tips (5 without it). */
export class NodeStarProgram extends NodeProgram<Uniform> {
  getDefinition() {
    // Read here, not when the module loads: WebGL's constants exist only in a browser.
    const { FLOAT, UNSIGNED_BYTE, TRIANGLES } = WebGLRenderingContext;
    return {
      // Instanced: the three corners below are shared, and each node sends its attributes once.
      VERTICES: 3,
      VERTEX_SHADER_SOURCE: VERTEX_SHADER,
      FRAGMENT_SHADER_SOURCE: STAR_FRAGMENT_SHADER,
      METHOD: TRIANGLES,
      UNIFORMS,
      // Per node, in this order: what processVisibleItem writes.
      ATTRIBUTES: [
        { name: 'a_position', size: 2, type: FLOAT },
        { name: 'a_size', size: 1, type: FLOAT },
        { name: 'a_color', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_id', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_points', size: 1, type: FLOAT },
      ],
      // Per corner of the triangle: its angle around the node.
      CONSTANT_ATTRIBUTES: [{ name: 'a_angle', size: 1, type: FLOAT }],
      CONSTANT_DATA: [[Math.PI / 2], [Math.PI / 2 + (2 * Math.PI) / 3], [Math.PI / 2 + (4 * Math.PI) / 3]],
    };
  }

  /** Writes one node's attributes at `offset` of the program's array; `nodeIndex` is its id, as a colour. */
  processVisibleItem(nodeIndex: number, offset: number, data: ShapeData) {
    const array = this.array;
    array[offset++] = data.x;
    array[offset++] = data.y;
    array[offset++] = data.size;
    // A colour's four bytes, packed in one float.
    array[offset++] = floatColor(data.color);
    array[offset++] = nodeIndex;
    array[offset++] = data.points ?? 5;
  }

  /** Sets the uniforms before each draw, from the frame's camera and size. */
  setUniforms(params: RenderParams, { gl, uniformLocations }: ProgramInfo<Uniform>) {
    gl.uniform1f(uniformLocations.u_sizeRatio, params.sizeRatio);
    gl.uniform1f(uniformLocations.u_correctionRatio, params.correctionRatio);
    gl.uniformMatrix3fv(uniformLocations.u_matrix, false, params.matrix);
  }
}

/** Draws a ring inside each node's disc, in its `ringColor` attribute; on its own it draws only the ring. */
export class NodeRingProgram extends NodeStarProgram {
  getDefinition() {
    return {
      ...super.getDefinition(),
      FRAGMENT_SHADER_SOURCE: RING_FRAGMENT_SHADER,
      // The star's attributes, with the ring colour in a_color: a_points goes unread.
    };
  }

  processVisibleItem(nodeIndex: number, offset: number, data: ShapeData) {
    super.processVisibleItem(nodeIndex, offset, { ...data, color: data.ringColor ?? data.color });
  }
}

/** Sigma's disc, then the ring over it: each node of this type is drawn by both, in this order. */
export const NodeRingedProgram = createNodeCompoundProgram([NodeCircleProgram, NodeRingProgram]);

// Outside the component: SigmaContainer re-creates sigma when a setting changes, and compares a program by identity.
const settings: Partial<Settings> = {
  // A node's `type` picks its program by these names; a node without one is a `circle`, sigma's own.
  nodeProgramClasses: { star: NodeStarProgram, ringed: NodeRingedProgram },
};

/** Stars, ringed planets, and plain planets and moons; what orbits what. */
function createSky(): Graph {
  const graph = new Graph();
  const [orange, blue, green, magenta, ochre, cyan, violet] = palette;
  graph.addNode('Sun', { x: 0, y: 0, size: 26, label: 'Sun (8 points)', color: ochre, type: 'star', points: 8 });
  graph.addNode('Vega', { x: 13, y: 4, size: 22, label: 'Vega (5 points)', color: blue, type: 'star', points: 5 });
  graph.addNode('Altair', { x: 11, y: -6, size: 18, label: 'Altair (4 points)', color: violet, type: 'star', points: 4 });
  graph.addNode('Saturn', { x: -6, y: 5, size: 18, label: 'Saturn', color: ochre, type: 'ringed', ringColor: cyan });
  graph.addNode('Uranus', { x: -7, y: -4, size: 15, label: 'Uranus', color: cyan, type: 'ringed', ringColor: magenta });
  graph.addNode('Earth', { x: 3, y: -6, size: 12, label: 'Earth', color: green });
  graph.addNode('Moon', { x: 5, y: -9, size: 7, label: 'Moon', color: orange });
  graph.addNode('Vega b', { x: 17, y: 8, size: 12, label: 'Vega b', color: green, type: 'ringed', ringColor: orange });
  for (const [planet, star] of [
    ['Saturn', 'Sun'],
    ['Uranus', 'Sun'],
    ['Earth', 'Sun'],
    ['Moon', 'Earth'],
    ['Vega b', 'Vega'],
  ]) {
    graph.addEdge(planet, star, { size: 2 });
  }
  return graph;
}

/** Names the node under the pointer, and the last one clicked, with the program that draws it. */
function PointedNode() {
  const sigma = useSigma();
  const registerEvents = useRegisterEvents();
  const [hovered, setHovered] = useState<string | null>(null);
  const [clicked, setClicked] = useState<string | null>(null);

  useEffect(() => {
    // Sigma finds the node under the pointer in its picking buffer, which each program draws in its own shape.
    registerEvents({
      enterNode: ({ node }) => setHovered(node),
      leaveNode: () => setHovered(null),
      clickNode: ({ node }) => setClicked(node),
      clickStage: () => setClicked(null),
    });
  }, [registerEvents]);

  const graph = sigma.getGraph();
  const describe = (node: string) => `${node}, drawn by "${String(graph.getNodeAttribute(node, 'type') ?? 'circle')}"`;
  return (
    <StatusOverlay at="bottom">
      {hovered ? `Pointing at ${describe(hovered)}` : 'Point at a node'}
      {clicked ? ` · clicked ${describe(clicked)}` : ''}
    </StatusOverlay>
  );
}

export default function NodePrograms() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createSky(), []);
  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      <KeepLabelsInside />
      <PointedNode />
    </SigmaContainer>
  );
}
