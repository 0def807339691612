/**
 * The client manifest Docusaurus writes while bundling (react-loadable-ssr-addon's
 * format, `.docusaurus/client-manifest.json`), and what this plugin adds to it.
 * Only the fields read or written here.
 */
export interface LoadableManifest {
  entrypoints: string[];
  /** A key the server render may report → the ids of the chunks it needs. */
  origins: Record<string, string[]>;
  /** A chunk id → its files by extension. */
  assets: Record<string, Record<string, { file: string }[]>>;
}

/** A chunk as the bundler's stats describe it (`chunks: true, chunkOrigins: true`). */
export interface StatsChunk {
  id?: string | number | null;
  files?: string[];
  origins?: { request?: string | null }[];
}

/**
 * For each request an `import()` names (`@site/docs/faq.mdx`), the ids of the
 * chunks that import loads: every chunk of its chunk group, the group's own
 * and those it shares with others. Relative requests (`./Live`) are left
 * out: the same text names different modules in different files.
 */
export function importedChunks(chunks: readonly StatsChunk[]): Map<string, string[]> {
  const byRequest = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (chunk.id === null || chunk.id === undefined) continue;
    const id = String(chunk.id);
    for (const origin of chunk.origins ?? []) {
      const request = origin.request;
      if (!request || request.startsWith('.')) continue;
      const ids = byRequest.get(request) ?? [];
      if (!ids.includes(id)) ids.push(id);
      byRequest.set(request, ids);
    }
  }
  return byRequest;
}

/**
 * The manifest with an origin for each route module, keyed as Docusaurus'
 * server render reports it: by the module's request, which is what
 * `ComponentCreator` hands react-loadable. The addon keys origins by chunk
 * name (`f4c7404f`) instead, so without these the lookup finds nothing and a
 * page's HTML names `main.js` alone. `alsoLoads` adds, to a module's chunks,
 * those of the imports that module makes as soon as it runs.
 *
 * Throws, naming the request, when a module of `alsoLoads` is not in the
 * bundle (a renamed file would otherwise drop its scripts without a word).
 */
export function withModuleOrigins(
  manifest: LoadableManifest,
  imports: ReadonlyMap<string, readonly string[]>,
  alsoLoads: Readonly<Record<string, readonly string[]>> = {},
): LoadableManifest {
  const origins = { ...manifest.origins };
  const chunksOf = (request: string, by: string) => {
    const ids = imports.get(request);
    if (!ids) throw new Error(`plugins/page-scripts: no import() of "${request}" in the bundle (${by})`);
    return ids;
  };
  for (const [request, ids] of imports) {
    if (!(request in origins)) origins[request] = [...ids];
  }
  for (const [request, extra] of Object.entries(alsoLoads)) {
    const ids = [...chunksOf(request, 'a key of alsoLoads')];
    for (const other of extra) {
      for (const id of chunksOf(other, `alsoLoads of "${request}"`)) if (!ids.includes(id)) ids.push(id);
    }
    origins[request] = ids;
  }
  for (const ids of Object.values(origins)) {
    for (const id of ids) {
      if (!manifest.assets[id]) throw new Error(`plugins/page-scripts: chunk ${id} has no assets in the client manifest`);
    }
  }
  return { ...manifest, origins };
}
