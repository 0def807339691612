import { useEffect, useMemo, useState } from 'react';
import { SigmaContainer, useSigma } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { bindWebGLLayer, createContoursProgram, type ContoursOptions } from '@sigma/layer-webgl';
import { Select } from '../_shared/controls';
import { GRAPH_HEIGHT } from '../_shared/frame';
import { ToolsOverlay, ToolsRow } from '../_shared/overlay';
import { createCommunityGraph, palette } from '../_shared/sampleGraph';
import { GraphTheme } from '../_shared/theme';

/** The communities' names, by their number (the nodes' `community` attribute). */
const COMMUNITIES = ['Alpha', 'Beta', 'Gamma'];
/** The choice that draws around every node of the graph, in a colour no community has. */
const ALL = 'all';
const ALL_COLOR = palette[6]!;

/** How far a node's score reaches, in pixels (the package's default is 100). */
const RADIUS = 60;

type Look = 'line' | 'metaball' | 'levels';
const LOOKS: Record<Look, string> = { line: 'Contour line', metaball: 'Metaball', levels: 'Several levels' };

/**
 * `color` seen through: `alpha` of it over the graph's background, in light and dark mode alike. The layer's
 * canvas is shown as WebGL's default, premultiplied alpha, and the shader writes a level's colour as it is given:
 * so a see-through colour is given with its red, green and blue already multiplied by its alpha.
 */
function tint(color: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => Math.round(parseInt(color.slice(at, at + 2), 16) * alpha));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The options of createContoursProgram for each look, in one colour. */
function optionsOf(look: Look, color: string): Partial<ContoursOptions> {
  switch (look) {
    case 'line':
      // One level, see-through, and a line in the colour where the score crosses it. A level with no colour
      // is not see-through: the package falls back to `#0000`, which sigma reads as opaque black.
      return { radius: RADIUS, levels: [{ color: tint(color, 0), threshold: 0.5 }], border: { color, thickness: 3 } };
    case 'metaball':
      // One level filled, and no line.
      return { radius: RADIUS, levels: [{ color: tint(color, 0.3), threshold: 0.5 }] };
    case 'levels':
      // Highest threshold first: the shader sorts the thresholds, but gives the colours in this order.
      return {
        radius: RADIUS,
        levels: [
          { color: tint(color, 0.45), threshold: 2 },
          { color: tint(color, 0.3), threshold: 1 },
          { color: tint(color, 0.15), threshold: 0.5 },
          { color: tint(color, 0.05), threshold: 0.2 },
        ],
        border: { color, thickness: 1.5 },
      };
  }
}

/**
 * Draws contours under the nodes of one community (or of all), on a WebGL layer of its own. react-sigma's
 * hooks wrap what every sigma has (settings, events, the camera, the graph) and none binds a layer, which
 * comes from a package of its own: so the layer is bound to sigma by hand, in an effect. bindWebGLLayer
 * adds a canvas and a WebGL context to sigma, and returns the function that takes them away again.
 */
function Contours({ community, look }: { community: number | typeof ALL; look: Look }) {
  // Untyped: bindWebGLLayer takes a Sigma with any attributes.
  const sigma = useSigma();

  useEffect(() => {
    const graph = sigma.getGraph();
    const nodes =
      community === ALL ? graph.nodes() : graph.filterNodes((_node, attributes) => attributes.community === community);
    const color = community === ALL ? ALL_COLOR : palette[community]!;
    const program = createContoursProgram(nodes, optionsOf(look, color));
    // That function is the effect's cleanup: the layer goes when the community or the look changes, before
    // the next one is bound (sigma refuses a second layer of the same name), and when this component
    // unmounts, its canvas and WebGL context with it. A new sigma (a new graph) gets a layer of its own.
    return bindWebGLLayer('contours', sigma, program);
  }, [sigma, community, look]);

  return null;
}

// Outside the component: each render hands SigmaContainer the same object. Sigma leaves this many pixels
// (30 by default) between the outer nodes and the edges of its box: room for the contours around them.
const settings = { stagePadding: RADIUS };

export default function WebglLayers() {
  // One graph for the component's life: a new graph object would re-create sigma.
  const graph = useMemo(() => createCommunityGraph({ order: 60, communities: COMMUNITIES.length, seed: 7 }), []);
  const [community, setCommunity] = useState<string>('0');
  const [look, setLook] = useState<Look>('line');

  return (
    <SigmaContainer graph={graph} settings={settings} style={{ height: GRAPH_HEIGHT }}>
      <GraphTheme />
      {community !== '' && <Contours community={community === ALL ? ALL : Number(community)} look={look} />}
      <ToolsOverlay label="Contours">
        <ToolsRow>
          <label>
            Around{' '}
            <Select value={community} onChange={(event) => setCommunity(event.target.value)}>
              {COMMUNITIES.map((name, index) => (
                <option key={name} value={String(index)}>
                  {name}
                </option>
              ))}
              <option value={ALL}>All nodes</option>
              <option value="">Nothing</option>
            </Select>
          </label>
          <label>
            Drawn as{' '}
            <Select value={look} onChange={(event) => setLook(event.target.value as Look)}>
              {Object.entries(LOOKS).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </Select>
          </label>
        </ToolsRow>
      </ToolsOverlay>
    </SigmaContainer>
  );
}
