import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { importedChunks, withModuleOrigins, type LoadableManifest, type StatsChunk } from './manifest';

/** The manifest file Docusaurus' client config writes (core's webpack/client.js) and its server render reads. */
const CLIENT_MANIFEST = 'client-manifest.json';

export interface PageScriptsOptions {
  /**
   * Route modules (`@site/docs/example/minimap.mdx`) → the modules their page
   * imports as soon as it runs, whose chunks its HTML names too: an example
   * page's first example, the playground's editor.
   */
  alsoLoads?: Record<string, string[]>;
}

/** The part of the bundler's compiler and stats this plugin uses (Rspack's and webpack's agree on it). */
interface CompilerLike {
  hooks: {
    afterEmit: {
      tap(
        name: string,
        callback: (compilation: { getStats(): { toJson(options: object): { chunks?: StatsChunk[] } } }) => void,
      ): void;
    };
  };
}

/**
 * Rewrites the client manifest once the bundler has written it: see
 * `withModuleOrigins`. Runs in the client compilation only.
 */
export class ModuleOriginsPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly alsoLoads: Record<string, string[]>,
  ) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap('page-scripts', (compilation) => {
      if (!fs.existsSync(this.manifestPath)) {
        throw new Error(
          `plugins/page-scripts: Docusaurus wrote no ${this.manifestPath}; its client manifest moved, so pages name main.js alone`,
        );
      }
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as LoadableManifest;
      if (!manifest.origins || !manifest.assets || !Array.isArray(manifest.entrypoints)) {
        throw new Error(`plugins/page-scripts: ${this.manifestPath} lost its entrypoints/origins/assets shape`);
      }
      const { chunks = [] } = compilation.getStats().toJson({ all: false, ids: true, chunks: true, chunkOrigins: true });
      const rewritten = withModuleOrigins(manifest, importedChunks(chunks), this.alsoLoads);
      fs.writeFileSync(this.manifestPath, JSON.stringify(rewritten));
    });
  }
}

/**
 * Each page's HTML names the chunks it needs as deferred scripts, so the
 * browser downloads them beside main.js instead of after it has run.
 *
 * Docusaurus has the mechanism: its server render collects the route modules
 * a page rendered and looks them up in the client manifest, whose scripts go
 * into the page's `<head>` (core's ssg/ssgTemplate.ts). But the manifest keys
 * a route module's chunks by chunk name and the render reports module
 * requests, so every page named `main.js` alone and requested its own chunks
 * only once main.js had run; an example page then waited a second round trip
 * for sigma's. This plugin adds the keys the render reports (./manifest.ts).
 *
 * It leans on Docusaurus internals (the manifest's file and shape, and what
 * the render reports): the plugin throws when the manifest moves or changes
 * shape, and tests/e2e/build-output.spec.ts fails, naming this plugin, when
 * pages stop naming their chunks.
 * Figure (first graph frame, 7 interleaved loads, bare sigma page 353 ms):
 * node-images 496 → 423 ms, graph-search 448 → 363 ms, load-graph 429 → 341 ms.
 */
export default function pageScripts(options: PageScriptsOptions = {}) {
  return function pageScriptsPlugin(context: LoadContext): Plugin {
    return {
      name: 'page-scripts',
      configureWebpack(config, isServer) {
        if (isServer || config.mode !== 'production') return {};
        const manifestPath = path.join(context.generatedFilesDir, CLIENT_MANIFEST);
        return { plugins: [new ModuleOriginsPlugin(manifestPath, options.alsoLoads ?? {}) as never] };
      },
    };
  };
}
