/**
 * The search evaluation's questions (tests/e2e/search-evaluation.spec.ts): what readers of
 * react-sigma and sigma.js asked again and again in the projects' issue trackers, typed as one
 * types into a search box, each with the pages whose prose answers it. Written from the issues
 * before the search was tuned, and not reworded to suit it: a question the search misses stays.
 *
 * `answers` are routes under the site's base path, without the hash; one of them must be among
 * the first three results. `upstream` names the threads (`repo#N`, sigma is jacomyal/sigma.js,
 * react-sigma is sim51/react-sigma).
 */
export interface SearchQuestion {
  query: string;
  answers: readonly string[];
  upstream: readonly string[];
}

const LABELS = 'docs/guides/labels';
const CAMERA = 'docs/guides/camera';
const OVERLAYS = 'docs/guides/overlays';
const SHAPES = 'docs/guides/node-shapes';
const EXPORT = 'docs/guides/export-image';
const DATA = 'docs/guides/graph-data';
const TRANSITIONS = 'docs/guides/transitions';
const BIG = 'docs/guides/big-graphs';
const FAQ = 'docs/faq';
const ERRORS = 'docs/errors';
const example = (id: string) => `docs/example/${id}`;

export const searchQuestions: readonly SearchQuestion[] = [
  // Labels
  { query: 'edge labels not showing', answers: [LABELS], upstream: ['react-sigma#29', 'sigma#1395'] },
  { query: 'always show edge labels', answers: [LABELS], upstream: ['sigma#1395', 'sigma#1384'] },
  { query: 'edge labels disappear when node labels hidden', answers: [LABELS], upstream: ['sigma#1527', 'sigma#1200'] },
  { query: 'labels not displayed for small nodes', answers: [LABELS], upstream: ['sigma#1202'] },
  { query: 'only some node labels shown', answers: [LABELS], upstream: ['sigma#1202', 'sigma#891'] },
  { query: 'labels hidden when zoomed out', answers: [LABELS], upstream: ['sigma#891'] },
  { query: 'show labels only on hover', answers: [LABELS], upstream: ['sigma#387', 'sigma#952'] },
  { query: 'change label color', answers: [LABELS], upstream: ['sigma#1102', 'sigma#1184'] },
  { query: 'different label color per node', answers: [LABELS], upstream: ['sigma#1106'] },
  { query: 'hover label white background dark mode', answers: [LABELS], upstream: ['sigma#1368', 'sigma#1210'] },
  { query: 'label font size', answers: [LABELS], upstream: ['sigma#1334', 'sigma#1522'] },
  { query: 'multiline label line break', answers: [LABELS], upstream: ['react-sigma#69', 'sigma#1049'] },

  // Camera and zoom
  { query: 'disable zoom on scroll', answers: [CAMERA], upstream: ['sigma#405', 'sigma#1247'] },
  { query: 'disable double click zoom', answers: [CAMERA, example('events')], upstream: ['sigma#1274'] },
  { query: 'disable panning', answers: [CAMERA], upstream: ['sigma#746', 'sigma#879'] },
  { query: 'limit zoom min max', answers: [CAMERA], upstream: ['sigma#1161', 'sigma#847'] },
  { query: 'prevent panning outside graph', answers: [CAMERA], upstream: ['sigma#1267', 'sigma#1341'] },
  { query: 'fit camera to selected nodes', answers: [CAMERA], upstream: ['sigma#1019', 'sigma#1473'] },
  { query: 'zoom to node', answers: [CAMERA], upstream: ['sigma#1266', 'sigma#1112'] },
  { query: 'zoom in zoom out buttons', answers: [CAMERA, example('controls')], upstream: ['sigma#1018'] },
  { query: 'node size changes when zooming', answers: [CAMERA], upstream: ['sigma#1198', 'sigma#1476'] },
  { query: 'graph rescales when container resized', answers: [CAMERA], upstream: ['sigma#1467', 'sigma#1491'] },
  { query: 'disable rotation', answers: [CAMERA], upstream: ['sigma#1374'] },
  { query: 'get visible nodes in viewport', answers: [CAMERA], upstream: ['sigma#1212'] },

  // Tooltips and overlays
  { query: 'tooltip on node hover', answers: [OVERLAYS], upstream: ['react-sigma#52', 'sigma#1376'] },
  { query: 'html element follows node when panning', answers: [OVERLAYS], upstream: ['sigma#1303', 'sigma#1333'] },
  { query: 'right click context menu on node', answers: [OVERLAYS, example('events')], upstream: ['sigma#927', 'sigma#296'] },
  { query: 'background image behind graph', answers: [OVERLAYS], upstream: ['sigma#1333', 'sigma#708'] },

  // Node shapes and programs
  { query: 'square nodes', answers: [SHAPES], upstream: ['sigma#1452', 'sigma#1335'] },
  { query: 'pie chart nodes', answers: [SHAPES], upstream: ['sigma#1076', 'sigma#1532'] },
  { query: 'image in node', answers: [example('node-images')], upstream: ['sigma#1531', 'sigma#1424'] },
  { query: 'node border color', answers: [example('node-images')], upstream: ['sigma#1276', 'sigma#1154'] },
  {
    query: 'could not find a suitable program for node type',
    answers: [SHAPES, ERRORS],
    upstream: ['react-sigma#65', 'react-sigma#70', 'sigma#1463'],
  },
  { query: 'change node program at runtime', answers: [SHAPES], upstream: ['sigma#1423', 'react-sigma#33'] },
  { query: 'curved edges', answers: [SHAPES, example('load-graph')], upstream: ['sigma#1231', 'react-sigma#24'] },
  { query: 'parallel edges overlap', answers: [example('load-graph'), SHAPES], upstream: ['sigma#1197', 'react-sigma#24'] },
  { query: 'arrows on directed edges', answers: [SHAPES, FAQ], upstream: ['sigma#645', 'sigma#995'] },
  { query: 'edge thickness', answers: [SHAPES], upstream: ['sigma#1428', 'sigma#1434'] },

  // Export
  { query: 'export graph as png', answers: [EXPORT], upstream: ['sigma#1442', 'sigma#341'] },
  { query: 'exported image transparent background', answers: [EXPORT], upstream: ['sigma#1361', 'sigma#1442'] },

  // Data
  { query: 'graph import json format', answers: [DATA], upstream: ['sigma#1179', 'react-sigma#73'] },
  { query: 'coordinates of node are invalid', answers: [ERRORS, DATA], upstream: ['sigma#1179', 'graphology#471'] },
  { query: 'load gexf file', answers: [DATA, example('load-graph')], upstream: ['sigma#846', 'sigma#990'] },
  { query: 'update graph when react state changes', answers: [FAQ, DATA], upstream: ['react-sigma#71', 'react-sigma#48'] },
  { query: 'save node positions after layout', answers: [DATA], upstream: ['sigma#656', 'sigma#354'] },
  { query: 'hide nodes filter', answers: [DATA, example('external_state')], upstream: ['sigma#1091', 'graphology#454'] },

  // Transitions
  { query: 'animate hover highlight', answers: [TRANSITIONS], upstream: ['sigma#1255', 'react-sigma#74'] },
  { query: 'highlight neighbors on hover', answers: [TRANSITIONS], upstream: ['sigma#1384', 'sigma#1485'] },
  { query: 'animate node positions', answers: [TRANSITIONS], upstream: ['sigma#465', 'sigma#913'] },
  { query: 'node z-index on top', answers: [TRANSITIONS], upstream: ['sigma#1157', 'sigma#1444'] },

  // Big graphs
  { query: 'slow with large graph', answers: [BIG], upstream: ['sigma#1264', 'sigma#1241'] },
  { query: 'lag when panning', answers: [BIG], upstream: ['sigma#1241', 'sigma#1500'] },
  { query: 'edge labels slow on hover', answers: [BIG, LABELS], upstream: ['sigma#1479'] },

  // Pages that existed before the guides
  { query: 'window is not defined next.js', answers: [FAQ], upstream: ['react-sigma#8', 'react-sigma#66'] },
  { query: 'container has no height', answers: [FAQ, ERRORS], upstream: ['sigma#1530'] },
  { query: 'forceatlas2 layout never stops', answers: [example('layouts'), FAQ], upstream: ['react-sigma#15'] },
  { query: 'how to run a layout', answers: [example('layouts')], upstream: ['react-sigma#73', 'react-sigma#31'] },
  { query: 'drag and drop nodes', answers: [example('drag_n_drop')], upstream: ['sigma#1227', 'react-sigma#31'] },
  { query: 'click edge not working', answers: [example('events')], upstream: ['sigma#1459', 'sigma#1521', 'sigma#1180'] },
  { query: 'click node event', answers: [example('events')], upstream: ['react-sigma#36', 'react-sigma#46'] },
  {
    query: 'edge already exists multi graph',
    answers: [FAQ, ERRORS],
    upstream: ['react-sigma#24', 'sigma#1189', 'graphology#516'],
  },
  { query: 'too many active webgl contexts', answers: [FAQ, ERRORS], upstream: ['sigma#1271', 'sigma#1386', 'react-sigma#81'] },
  { query: 'search node by label', answers: [example('graph-search')], upstream: ['sigma#601', 'sigma#198'] },
  { query: 'minimap', answers: [example('minimap')], upstream: ['sigma#1062', 'sigma#1034'] },
  { query: 'background color dark mode', answers: [LABELS, OVERLAYS], upstream: ['sigma#1357', 'sigma#1423'] },
];
