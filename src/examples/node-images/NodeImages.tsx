import { useMemo } from 'react';
import Graph from 'graphology';
import { createNodeImageProgram } from '@sigma/node-image';
import { createNodeBorderProgram } from '@sigma/node-border';
import { createNodeCompoundProgram } from 'sigma/rendering';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { GraphTheme } from '../_shared/theme';
import { GRAPH_HEIGHT } from '../_shared/frame';

/**
 * An SVG picture as a data URL: no file to serve and no other origin to ask,
 * so the example runs anywhere. Any URL the browser may load works the same
 * (same origin, or another one that sends CORS headers).
 */
function svgUrl(width: number, height: number, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 24 24">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// Pictograms: only their shape matters, the program paints them in `pictoColor`.
const PERSON = svgUrl(128, 128, '<circle cx="12" cy="8" r="4"/><path d="M4.5 20a7.5 7.5 0 0 1 15 0Z"/>');
const FLAG = svgUrl(128, 128, '<path d="M6.5 20V4h1.5v1h10l-2.5 3.5 2.5 3.5H8V20Z"/>');
// A picture in its own colours, drawn over the node's disc.
const LANDSCAPE = svgUrl(
  128,
  128,
  '<rect width="24" height="24" fill="#74c0fc"/><circle cx="16.5" cy="7.5" r="3.5" fill="#fab005"/>' +
    '<path d="M0 24V15l6-5 6 6 4-3 8 6v5Z" fill="#2f9e44"/>',
);

// Built once, outside the component: the settings object stays the same on
// every render (a new one would re-create sigma), and the image program loads
// each picture once and keeps it when sigma is re-created.

// The image programs pack every picture into one texture, `maxTextureSize` pixels a side: 1,024 holds
// these three pictures of 256 px, and a small texture is less memory to fill and to send to the GPU.

/** A picture that fills the node's disc. */
const NodeImageProgram = createNodeImageProgram({ size: { mode: 'force', value: 256 }, maxTextureSize: 1024 });

/** A ring of `borderColor` around a disc of `color`. */
const NodeBorderProgram = createNodeBorderProgram({
  borders: [
    { size: { attribute: 'borderSize', defaultValue: 0.15 }, color: { attribute: 'borderColor' } },
    { size: { fill: true }, color: { attribute: 'color' } },
  ],
});

/** The same ring and disc, with a pictogram in `pictoColor` on top. */
const NodePictogramProgram = createNodeCompoundProgram([
  NodeBorderProgram,
  createNodeImageProgram({
    drawingMode: 'color',
    colorAttribute: 'pictoColor',
    keepWithinCircle: false,
    padding: 0.3,
    size: { mode: 'force', value: 256 },
    maxTextureSize: 1024,
  }),
]);

const settings = {
  // The name in a node's `type` attribute picks its program.
  nodeProgramClasses: { image: NodeImageProgram, border: NodeBorderProgram, pictogram: NodePictogramProgram },
  // Images load after the graph is drawn; sigma draws the node's colour until then.
  defaultNodeType: 'border',
  labelRenderedSizeThreshold: 0,
  // Labels are drawn on the right of their node: a wider margin keeps them in the frame.
  stagePadding: 60,
};

function buildTeam(): Graph {
  const graph = new Graph({ type: 'undirected' });
  graph.addNode('project', { x: 0, y: 0, size: 34, label: 'Project', type: 'image', image: LANDSCAPE, color: '#74c0fc' });
  const people = [
    ['Ada', '#1c7ed6'],
    ['Grace', '#cc2b8f'],
    ['Alan', '#0c8599'],
    ['Edsger', '#1c7ed6'],
    ['Barbara', '#cc2b8f'],
  ] as const;
  people.forEach(([name, color], index) => {
    const angle = (index * 2 * Math.PI) / people.length;
    graph.addNode(name, {
      x: 10 * Math.cos(angle),
      y: 10 * Math.sin(angle),
      size: 22,
      label: name,
      type: 'pictogram',
      image: PERSON,
      color,
      pictoColor: '#ffffff',
      // The lead gets a thicker, orange ring.
      borderColor: index === 0 ? '#d9480f' : '#dee2e6',
      borderSize: index === 0 ? 0.25 : 0.12,
    });
    graph.addEdge(name, 'project', { size: 2 });
  });
  graph.addNode('v1', {
    x: -16,
    y: 12,
    size: 18,
    label: 'Release 1',
    type: 'pictogram',
    image: FLAG,
    color: '#087f5b',
    pictoColor: '#ffffff',
    borderColor: '#087f5b',
  });
  graph.addNode('v2', { x: -18, y: -12, size: 14, label: 'Release 2', color: '#e9ecef', borderColor: '#087f5b' });
  graph.addEdge('project', 'v1', { size: 2 });
  graph.addEdge('v1', 'v2', { size: 2 });
  return graph;
}

export default function NodeImages() {
  // Built once: SigmaContainer compares `graph` by identity.
  const graph = useMemo(() => buildTeam(), []);
  return (
    <SigmaContainer graph={graph} style={{ height: GRAPH_HEIGHT }} settings={settings}>
      <GraphTheme />
    </SigmaContainer>
  );
}
