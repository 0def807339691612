import { packagesOf } from '../../live/project/packages';
import type { ProjectSpec } from '../../live/project/types';
import {
  STAGE_PADDING,
  WORKER_LAYOUTS,
  type EdgeType,
  type LayoutName,
  type NodeProgram,
  type PlaygroundSettings,
} from './settings';

/**
 * Writes the react-sigma component that draws exactly what the playground shows, from its
 * settings. The helpers it imports (./generators, ./readGraph, ./looks, ./pacedLayout) are the playground's own
 * modules, shown beside it and shipped with it, so what runs here runs in a reader's app.
 */

/**
 * The starting reducers: hovering a node keeps its neighbourhood and greys out the rest, in a translucent
 * grey that fades toward the background in light and dark mode alike (an opaque light grey glares on dark).
 */
export const DEFAULT_REDUCERS = `function nodeReducer(node: string, data: Attributes, hovered: string | null, graph: Graph): Partial<NodeDisplayData> {
  if (hovered === null || node === hovered || graph.areNeighbors(node, hovered)) return data;
  return { ...data, color: 'rgba(127, 127, 127, 0.25)', label: '' };
}

function edgeReducer(edge: string, data: Attributes, hovered: string | null, graph: Graph): Partial<EdgeDisplayData> {
  if (hovered === null || graph.hasExtremity(edge, hovered)) return data;
  return { ...data, hidden: true };
}`;

/** What the file-reading code fetches: the playground's in-tab copy, or the file's path in a project. */
export interface CodeOptions {
  reducers: string;
  /** For a file: where the code fetches it from (a blob: URL in the playground, `/name` in a project). */
  dataUrl?: string;
  /** The frame's height in pixels. */
  height?: number;
}

/** One-shot layouts: react-sigma's hooks, whose `assign` computes the positions once. */
const ONE_SHOT_LAYOUTS: Record<'random' | 'circular' | 'circlepack', { hook: string; pkg: string }> = {
  random: { hook: 'useLayoutRandom', pkg: '@react-sigma/layout-random' },
  circular: { hook: 'useLayoutCircular', pkg: '@react-sigma/layout-circular' },
  circlepack: { hook: 'useLayoutCirclepack', pkg: '@react-sigma/layout-circlepack' },
};

/**
 * Layouts that run until stopped: graphology's supervisors, drawn at sigma's pace by
 * ./pacedLayout (the same calls as the playground's runners.tsx).
 */
const RUNNING_LAYOUTS: Record<'force' | 'forceatlas2' | 'noverlap', { imports: string[]; create: string; options?: string }> = {
  force: {
    imports: ["import ForceSupervisor from 'graphology-layout-force/worker';"],
    create: 'new ForceSupervisor(graph, { settings: { repulsion: 0.3, gravity: 0.0005 } })',
    options: '{ onMainThread: true }',
  },
  forceatlas2: {
    imports: [
      "import { inferSettings } from 'graphology-layout-forceatlas2';",
      "import FA2Layout from 'graphology-layout-forceatlas2/worker';",
    ],
    create: 'new FA2Layout(graph, { settings: inferSettings(graph) })',
  },
  noverlap: {
    imports: ["import NoverlapLayout from 'graphology-layout-noverlap/worker';"],
    create: 'new NoverlapLayout(graph, { settings: { ratio: 0.1, margin: 0.5 } })',
  },
};

const EDGE_PROGRAMS: Record<EdgeType, { import?: string; line?: string }> = {
  line: {},
  arrow: {},
  curved: {
    import: "import EdgeCurveProgram from '@sigma/edge-curve';",
    line: '  edgeProgramClasses: { curved: EdgeCurveProgram },',
  },
};

const NODE_PROGRAMS: Record<NodeProgram, { import?: string; line?: string }> = {
  circle: {},
  border: {
    import: "import { NodeBorderProgram } from '@sigma/node-border';",
    line: '  nodeProgramClasses: { border: NodeBorderProgram },',
  },
  image: {
    import: "import { NodeImageProgram } from '@sigma/node-image';",
    line: '  nodeProgramClasses: { image: NodeImageProgram },',
  },
};

/** sigma's settings for these choices, as the code writes them (reducers are set apart, see `Reducers`). */
export function sigmaSettingsCode(settings: PlaygroundSettings): string[] {
  return [
    `  stagePadding: ${STAGE_PADDING}, // room for the labels, drawn on the right of their node`,
    `  labelRenderedSizeThreshold: ${settings.labelThreshold},`,
    `  hideEdgesOnMove: ${settings.hideEdgesOnMove},`,
    `  hideLabelsOnMove: ${settings.hideLabelsOnMove},`,
    `  zIndex: ${settings.zIndex},`,
    `  renderEdgeLabels: ${settings.renderEdgeLabels},`,
    `  defaultEdgeType: '${settings.edgeType}',`,
    ...(EDGE_PROGRAMS[settings.edgeType].line ? [EDGE_PROGRAMS[settings.edgeType].line!] : []),
    ...(settings.nodeProgram !== 'circle'
      ? [`  defaultNodeType: '${settings.nodeProgram}',`, NODE_PROGRAMS[settings.nodeProgram].line!]
      : []),
  ];
}

function layoutCode(layout: LayoutName): { imports: string[]; component: string[] } {
  if (layout === 'none') return { imports: [], component: [] };
  if (layout === 'force' || layout === 'forceatlas2' || layout === 'noverlap') {
    const { imports, create, options } = RUNNING_LAYOUTS[layout];
    return {
      imports: [...imports, "import { usePacedLayout } from './pacedLayout';"],
      component: [
        '',
        '/** The layout runs from the start, drawn as fast as sigma draws (see pacedLayout.ts); kill() ends it. */',
        'function Layout() {',
        `  const { start, kill } = usePacedLayout((graph) => ${create}${options ? `, ${options}` : ''});`,
        '  useEffect(() => {',
        '    start();',
        '    return () => kill();',
        '  }, [start, kill]);',
        '  return null;',
        '}',
      ],
    };
  }
  const { hook, pkg } = ONE_SHOT_LAYOUTS[layout];
  return {
    imports: [`import { ${hook} } from '${pkg}';`],
    component: [
      '',
      '/** A one-shot layout: positions computed once and assigned to the graph. */',
      'function Layout() {',
      `  const { assign } = ${hook}();`,
      '  useEffect(() => assign(), [assign]);',
      '  return null;',
      '}',
    ],
  };
}

/**
 * Helpers the playground shares with the examples, by their file name in a project: the site imports them from
 * src/examples/_shared (one copy), a project has them beside App.tsx.
 */
export const SHARED_HELPERS: Readonly<Record<string, string>> = { 'random.ts': '../../examples/_shared/random' };

/** The helpers as the code panel shows them and a project ships them: imports of a shared helper point beside them. */
export function shippedHelpers(sources: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sources).map(([name, text]) => [
      name,
      Object.entries(SHARED_HELPERS).reduce(
        (shipped, [file, sitePath]) => shipped.replaceAll(`from '${sitePath}'`, `from './${file.replace(/\.tsx?$/, '')}'`),
        text,
      ),
    ]),
  );
}

/** The helpers App.tsx imports for these settings, with theirs, by file name. */
export function helperFiles(settings: PlaygroundSettings): string[] {
  return [
    ...(settings.source.kind === 'file' ? ['readGraph.ts'] : ['generators.ts', 'random.ts']),
    'looks.ts',
    ...(WORKER_LAYOUTS.includes(settings.layout) ? ['pacedLayout.ts'] : []),
  ];
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The component's source (App.tsx) for `settings`, with `options.reducers` as its reducers. */
export function generateCode(settings: PlaygroundSettings, options: CodeOptions): string {
  const { source } = settings;
  const layout = layoutCode(settings.layout);
  const reactImports = source.kind === 'file' ? ['useEffect', 'useState'] : ['useEffect', 'useMemo', 'useState'];
  const coreImports = ['SigmaContainer', 'useRegisterEvents', 'useSetSettings', 'useSigma'];
  const imports = [
    `import { ${reactImports.join(', ')} } from 'react';`,
    "import type Graph from 'graphology';",
    "import type { Attributes } from 'graphology-types';",
    "import type { Settings } from 'sigma/settings';",
    "import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';",
    `import { ${coreImports.join(', ')} } from '@react-sigma/core';`,
    ...layout.imports,
    ...[EDGE_PROGRAMS[settings.edgeType].import, NODE_PROGRAMS[settings.nodeProgram].import].filter(
      (line): line is string => !!line,
    ),
    "import '@react-sigma/core/lib/style.css';",
    source.kind === 'file' ? "import { readGraph } from './readGraph';" : "import { generateGraph } from './generators';",
    "import { colorNodes, sizeNodes } from './looks';",
  ];
  const height = options.height ?? 600;
  const looks = [`sizeNodes(graph, ${quote(settings.sizeBy)});`, `colorNodes(graph, ${quote(settings.colorBy)});`];
  const container = [
    `    <SigmaContainer graph={graph} settings={settings} style={{ height: ${height} }}>`,
    ...(settings.layout !== 'none' ? ['      <Layout />'] : []),
    '      <Reducers />',
    '    </SigmaContainer>',
  ];
  const app =
    source.kind === 'generator'
      ? [
          'export default function App() {',
          '  // The same seed gives the same graph on every machine.',
          '  const graph = useMemo(() => {',
          `    const graph = generateGraph(${quote(source.generator)}, ${source.nodes}, ${source.edges}, ${source.seed});`,
          ...looks.map((line) => `    ${line}`),
          '    return graph;',
          '  }, []);',
          '  return (',
          ...container,
          '  );',
          '}',
        ]
      : [
          `const FILE_NAME = ${quote(source.name)};`,
          `const DATA_URL = ${quote(options.dataUrl ?? `/${source.name}`)};`,
          '',
          'export default function App() {',
          '  const [graph, setGraph] = useState<Graph | null>(null);',
          '  const [error, setError] = useState<string | null>(null);',
          '  useEffect(() => {',
          '    let current = true;',
          '    fetch(DATA_URL)',
          '      .then((response) => response.blob())',
          '      .then((blob) => readGraph(blob, FILE_NAME))',
          '      .then(',
          '        ({ graph }) => {',
          ...looks.map((line) => `          ${line}`),
          '          if (current) setGraph(graph);',
          '        },',
          '        (reason: Error) => current && setError(reason.message),',
          '      );',
          '    return () => {',
          '      current = false;',
          '    };',
          '  }, []);',
          '  if (error) return <p>{error}</p>;',
          '  if (!graph) return <p>Loading the graph…</p>;',
          '  return (',
          ...container,
          '  );',
          '}',
        ];
  return [
    ...imports,
    '',
    'const settings: Partial<Settings> = {',
    ...sigmaSettingsCode(settings),
    '};',
    '',
    '// The reducers change what sigma draws without touching the graph: edit them on the playground.',
    options.reducers.trim(),
    '',
    '/** Tracks the hovered node and hands it to the reducers. */',
    'function Reducers() {',
    '  const sigma = useSigma();',
    '  const setSettings = useSetSettings();',
    '  const registerEvents = useRegisterEvents();',
    '  const [hovered, setHovered] = useState<string | null>(null);',
    '  useEffect(() => {',
    '    registerEvents({ enterNode: (event) => setHovered(event.node), leaveNode: () => setHovered(null) });',
    '  }, [registerEvents]);',
    '  useEffect(() => {',
    '    const graph = sigma.getGraph();',
    '    setSettings({',
    '      nodeReducer: (node, data) => nodeReducer(node, data, hovered, graph),',
    '      edgeReducer: (edge, data) => edgeReducer(edge, data, hovered, graph),',
    '    });',
    '  }, [sigma, setSettings, hovered]);',
    '  return null;',
    '}',
    ...layout.component,
    '',
    ...app,
    '',
  ].join('\n');
}

/** A file up to this size goes into the project; a larger one is left for the reader to copy next to it. */
export const INLINE_FILE_BYTES = 1024 * 1024;

export interface ProjectInput {
  settings: PlaygroundSettings;
  reducers: string;
  /** The playground's helpers by file name (generators.ts, readGraph.ts, looks.ts), as the site ships them. */
  helpers: Record<string, string>;
  /** The reader's edit of App.tsx, when the code panel holds one: it goes into the project instead of the generated code. */
  app?: string;
  /** The reader's file, when the graph comes from one. */
  file?: { name: string; text: string; bytes: number };
}

/**
 * The spec of a project drawing the current set-up: App.tsx, the helpers it imports, the
 * reader's file when it is small enough (else App.tsx fetches it from where the reader puts it),
 * and the packages all of them import at the ranges the site itself uses.
 */
export async function projectSpec({ settings, reducers, helpers, app, file }: ProjectInput): Promise<ProjectSpec> {
  const files: Record<string, string> = { 'App.tsx': app ?? generateCode(settings, { reducers }) };
  for (const name of helperFiles(settings)) {
    const text = helpers[name];
    if (text === undefined) throw new Error(`projectSpec: the helper ${name} was not given`);
    files[name] = text;
  }
  const assets: Record<string, string> = {};
  const notes: string[] = [];
  if (settings.source.kind === 'file') {
    const name = settings.source.name;
    if (file && file.bytes <= INLINE_FILE_BYTES) assets[name] = file.text;
    else notes.push(`Copy ${name} into \`public/\` (it was too large to include): \`src/App.tsx\` fetches it from \`/${name}\`.`);
  }
  const dependencies = await packagesOf(files);
  const what =
    settings.source.kind === 'generator'
      ? `${settings.source.generator} graph, ${settings.source.nodes} nodes, seed ${settings.source.seed}`
      : settings.source.name;
  return {
    name: 'react-sigma-playground',
    title: `react-sigma playground: ${what}`,
    files,
    entry: 'App.tsx',
    dependencies,
    ...(Object.keys(assets).length > 0 ? { assets } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
