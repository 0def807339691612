import path from 'node:path';
import { createRequire } from 'node:module';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type Graph from 'graphology';
import type { ComponentType } from 'react';
import type { NodeShape } from './graphPoster';

/**
 * The graphs the examples draw, for the pictures of the social cards and of
 * the gallery, taken from the examples themselves: each
 * example module is rendered once in Node with `SigmaContainer` replaced by a
 * stand-in that keeps the `graph` prop it receives. That is the very graph
 * object the example hands sigma in the browser (same data, same seed, same
 * positions), with no copy of its code to drift.
 *
 * The rest of @react-sigma is replaced too, by components and hooks that do
 * nothing: sigma cannot load in Node (it reads WebGL constants when it loads),
 * and a server render never runs the effects where the examples use sigma.
 * The stand-ins export the same names as the real packages, read from their
 * published ES modules, so an example importing a name a package lacks still
 * fails here as it would in the browser.
 *
 * Sigma's programs get stand-ins that say what they are (`{ standIn: 'NodeSquareProgram' }`, and
 * for a factory such as `createNodePiechartProgram(options)` its name and options), so that the
 * `nodeProgramClasses` an example gives SigmaContainer tell the pictures how its nodes are drawn
 * (`nodeShapes`).
 */

/** A module of the bundle only: the graphs the stand-in SigmaContainer received. */
const CAPTURE_MODULE = 'example-graphs:capture';

function stubPlugin(siteDir: string): EsbuildPlugin {
  return {
    name: 'react-sigma-stand-ins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /\.css$/ }, () => ({ path: 'css', namespace: 'empty' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }));
      pluginBuild.onResolve({ filter: new RegExp(`^${CAPTURE_MODULE}$`) }, () => ({
        path: 'capture',
        namespace: 'example-graphs',
      }));
      pluginBuild.onLoad({ filter: /^capture$/, namespace: 'example-graphs' }, () => ({
        contents: 'export const graphs = [];',
        loader: 'js',
      }));
      // sigma and its @sigma/* programs need WebGL from the moment they load: they get stand-ins too.
      pluginBuild.onResolve({ filter: /^(@react-sigma\/|@sigma\/|sigma($|\/))/ }, (args) => ({
        path: args.path,
        namespace: 'react-sigma',
      }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'react-sigma' }, async (args) => {
        const real = await pluginBuild.resolve(args.path, { kind: 'import-statement', resolveDir: siteDir });
        if (real.errors.length > 0) return { errors: real.errors };
        const exported = await exportsOf(real.path);
        const names = exported.filter((name) => name !== 'SigmaContainer' && name !== 'default');
        return {
          contents: [
            `import { graphs } from '${CAPTURE_MODULE}';`,
            'const nothing = () => null;',
            ...(args.path.startsWith('@react-sigma/')
              ? [
                  'export function SigmaContainer(props) { graphs.push({ graph: props.graph, settings: props.settings }); return null; }',
                ]
              : []),
            ...(exported.includes('default') ? ['export default nothing;'] : []),
            ...names.map((name) => `export const ${name} = ${standIn(name)};`),
          ].join('\n'),
          loader: 'js',
        };
      });
      // Leaflet reads `window` as it loads; an example uses it in effects only, which a server render never runs.
      pluginBuild.onResolve({ filter: /^leaflet$/ }, () => ({ path: 'leaflet', namespace: 'browser-only' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({ contents: 'export default {};', loader: 'js' }));
      // Everything else from node_modules (React, graphology, seeded helpers' dependencies) is the real thing.
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
    },
  };
}

/** A program's stand-in: what it is, and for a factory the options it was given; `nothing` for any other name. */
function standIn(name: string): string {
  if (/^create\w*Program$/.test(name)) return `(options) => ({ standIn: ${JSON.stringify(name)}, options })`;
  // The base classes an example's own program extends (node-programs): a class, so that `extends` runs.
  if (/^(Abstract)?(Node|Edge)?Program$/.test(name)) return `class { static standIn = ${JSON.stringify(name)}; }`;
  if (/Program$/.test(name)) return `{ standIn: ${JSON.stringify(name)} }`;
  return 'nothing';
}

/** The names an ES module exports, as esbuild reads them. */
async function exportsOf(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports);
}

/** What an example hands its first SigmaContainer. */
export interface ExampleScene {
  graph: Graph;
  /** The shape of each node type of its `nodeProgramClasses` that a picture can draw. */
  nodeShapes: Record<string, NodeShape>;
}

/** The shape a program's stand-in draws, if a picture knows it. */
function shapeOf(program: unknown): NodeShape | undefined {
  if (typeof program !== 'object' || program === null || !('standIn' in program)) return undefined;
  const { standIn: name, options } = program as { standIn: string; options?: unknown };
  if (name === 'NodeSquareProgram') return { kind: 'square' };
  // A compound program draws its programs one over the other: the first one known gives the shape.
  if (name === 'createNodeCompoundProgram' && Array.isArray(options))
    return options.map(shapeOf).find((shape) => shape !== undefined);
  if (name === 'createNodePiechartProgram') {
    const { slices = [], defaultColor = '#000000' } = options as {
      slices?: { value?: { attribute?: string }; color?: { value?: string } }[];
      defaultColor?: string;
    };
    // Slices sized by an attribute and of one colour each: the kind a picture can draw.
    if (!slices.every((slice) => slice.value?.attribute && slice.color?.value)) return undefined;
    return {
      kind: 'pie',
      slices: slices.map((slice) => ({ attribute: slice.value!.attribute!, color: slice.color!.value! })),
      defaultColor,
    };
  }
  return undefined;
}

function nodeShapesOf(settings: unknown): Record<string, NodeShape> {
  const classes = (settings as { nodeProgramClasses?: Record<string, unknown> } | undefined)?.nodeProgramClasses ?? {};
  const shapes: Record<string, NodeShape> = {};
  for (const [type, program] of Object.entries(classes)) {
    const shape = shapeOf(program);
    if (shape) shapes[type] = shape;
  }
  return shapes;
}

/**
 * Renders each module (a path relative to the site, e.g.
 * `src/examples/controls/Corners`) and returns the graph it gives
 * `SigmaContainer`, keyed like `modules`.
 */
export async function exampleGraphs(siteDir: string, modules: Record<string, string>): Promise<Record<string, Graph>> {
  const scenes = await exampleScenes(siteDir, modules);
  return Object.fromEntries(Object.entries(scenes).map(([key, scene]) => [key, scene.graph]));
}

/** Like `exampleGraphs`, with the shapes of the nodes that the example's node programs draw. */
export async function exampleScenes(siteDir: string, modules: Record<string, string>): Promise<Record<string, ExampleScene>> {
  const keys = Object.keys(modules);
  const entry = [
    "export { renderToString } from 'react-dom/server';",
    "export { createElement } from 'react';",
    `export { graphs } from '${CAPTURE_MODULE}';`,
    ...keys.map((key, index) => `export { default as example${index} } from './${modules[key]}';`),
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: siteDir, loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [stubPlugin(siteDir)],
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(
    module,
    module.exports,
    createRequire(path.join(siteDir, 'package.json')),
  );
  const bundle = module.exports as {
    renderToString: (element: unknown) => string;
    createElement: (component: ComponentType) => unknown;
    graphs: { graph: Graph | undefined; settings: unknown }[];
  } & Record<string, ComponentType>;

  const scenes: Record<string, ExampleScene> = {};
  keys.forEach((key, index) => {
    bundle.graphs.length = 0;
    try {
      bundle.renderToString(bundle.createElement(bundle[`example${index}`]!));
    } catch (error) {
      throw new Error(`The graph of ${key}: ${modules[key]} failed to render in Node: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const graph = bundle.graphs[0]?.graph;
    if (!graph || typeof graph.forEachNode !== 'function') {
      throw new Error(`The graph of ${key}: ${modules[key]} gives SigmaContainer no graph prop, so there is no graph to draw`);
    }
    graph.forEachNode((node, attributes) => {
      if (typeof attributes.x !== 'number' || typeof attributes.y !== 'number') {
        throw new Error(`The graph of ${key}: node ${node} of ${modules[key]} has no x and y to draw it at`);
      }
    });
    scenes[key] = { graph, nodeShapes: nodeShapesOf(bundle.graphs[0]?.settings) };
  });
  return scenes;
}
