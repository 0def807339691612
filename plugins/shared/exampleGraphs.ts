import path from 'node:path';
import { createRequire } from 'node:module';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type Graph from 'graphology';
import type { ComponentType } from 'react';

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
              ? ['export function SigmaContainer(props) { graphs.push(props.graph); return null; }']
              : []),
            ...(exported.includes('default') ? ['export default nothing;'] : []),
            ...names.map((name) => `export { nothing as ${name} };`),
          ].join('\n'),
          loader: 'js',
        };
      });
      // Everything else from node_modules (React, graphology, seeded helpers' dependencies) is the real thing.
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
    },
  };
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

/**
 * Renders each module (a path relative to the site, e.g.
 * `src/examples/controls/Corners`) and returns the graph it gives
 * `SigmaContainer`, keyed like `modules`.
 */
export async function exampleGraphs(siteDir: string, modules: Record<string, string>): Promise<Record<string, Graph>> {
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
    graphs: (Graph | undefined)[];
  } & Record<string, ComponentType>;

  const graphs: Record<string, Graph> = {};
  keys.forEach((key, index) => {
    bundle.graphs.length = 0;
    try {
      bundle.renderToString(bundle.createElement(bundle[`example${index}`]!));
    } catch (error) {
      throw new Error(`The graph of ${key}: ${modules[key]} failed to render in Node: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const graph = bundle.graphs[0];
    if (!graph || typeof graph.forEachNode !== 'function') {
      throw new Error(`The graph of ${key}: ${modules[key]} gives SigmaContainer no graph prop, so there is no graph to draw`);
    }
    graph.forEachNode((node, attributes) => {
      if (typeof attributes.x !== 'number' || typeof attributes.y !== 'number') {
        throw new Error(`The graph of ${key}: node ${node} of ${modules[key]} has no x and y to draw it at`);
      }
    });
    graphs[key] = graph;
  });
  return graphs;
}
