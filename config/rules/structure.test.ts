/**
 * The shape plugins/README.md draws: tools use the product, never the other way round, and the
 * plugins share code through plugins/shared/ alone.
 *
 * - Nothing the site is built from (plugins/, src/, config/, docusaurus.config.ts, sidebars.ts)
 *   imports from scripts/ or tests/.
 * - A plugin folder imports from no other plugin folder but shared/, and shared/ from none.
 * - config/ imports nothing from plugins/: plugins read the site's facts in config/, and
 *   docusaurus.config.ts composes both.
 * - No import cycle between folders of plugins/, and none between files of the site, type-only and
 *   `import()` ones included (those wait for nothing as a module loads, but still tie two files together).
 *
 * Imports are read as the build reads them (src/utils/moduleImports.ts): static, type-only and
 * dynamic ones, `./`, `../` and `@site/` paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, readModule } from '../../src/utils/moduleImports';

const siteDir = path.resolve(__dirname, '../..');
const SITE_ROOTS = ['plugins', 'src', 'config', 'docusaurus.config.ts', 'sidebars.ts'];
const TOOL_FOLDERS = ['scripts', 'tests'];
const SHARED = 'shared';
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

type Graph = Map<string, string[]>;

function codeFiles(entry: string): string[] {
  const full = path.join(siteDir, entry);
  if (fs.statSync(full).isFile()) return CODE.test(entry) && !entry.endsWith('.d.ts') ? [entry] : [];
  return fs
    .readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => codeFiles(`${entry}/${name}`));
}

const isFile = (file: string) => fs.existsSync(path.join(siteDir, file)) && fs.statSync(path.join(siteDir, file)).isFile();

/** The file of the site an import names (relative to the site), or null for a package or a generated module. */
function resolveImport(from: string, specifier: string): string | null {
  const request = specifier.slice(specifier.lastIndexOf('!') + 1);
  let target: string;
  if (request.startsWith('./') || request.startsWith('../')) target = path.posix.join(path.posix.dirname(from), request);
  else if (request.startsWith('@site/')) target = request.slice('@site/'.length);
  else return null;
  if (isFile(target)) return target;
  return EXTENSIONS.map((extension) => `${target}${extension}`).find(isFile) ?? target;
}

/** Each site file and the site files it imports: all of them, and those that run as it loads. */
async function importGraphs(): Promise<{ all: Graph; atLoad: Graph }> {
  const all: Graph = new Map();
  const atLoad: Graph = new Map();
  const resolved = (file: string, specifiers: string[]) =>
    specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null);
  for (const file of SITE_ROOTS.flatMap(codeFiles)) {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    all.set(file, resolved(file, await importSpecifiers(source, { fileName: file })));
    atLoad.set(file, resolved(file, (await readModule(source, { fileName: file })).imports));
  }
  return { all, atLoad };
}

/** The cycles of a directed graph: each strongly connected part with more than one node, or a node that reaches itself (Tarjan). */
function cycles(graph: Graph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) found.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** `plugins/examples/remark.ts` → `examples`; null outside a plugin folder. */
const pluginFolder = (file: string) => /^plugins\/([^/]+)\//.exec(file)?.[1] ?? null;

describe('cycles', () => {
  it('finds a circle of any length and a node that imports itself, and nothing in a tree', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the structure of the site', async () => {
  const { all: graph, atLoad } = await importGraphs();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('reads the imports of every file the site is built from', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('plugins/examples/index.ts')).toContain('plugins/shared/discoverExamples.ts');
    expect(graph.get('src/components/GraphExample/liveParts.ts')).toContain('src/components/GraphExample/LiveExample.tsx');
  });

  it('never imports from the tools (scripts/, tests/)', () => {
    const fromTools = edges.filter(({ to }) => TOOL_FOLDERS.some((folder) => to.startsWith(`${folder}/`)));
    expect(fromTools.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('shares code between plugins through plugins/shared/ only', () => {
    const crossing = edges.filter(({ from, to }) => {
      const [source, target] = [pluginFolder(from), pluginFolder(to)];
      return source !== null && target !== null && source !== target && (source === SHARED || target !== SHARED);
    });
    expect(crossing.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('has no import cycle between plugin folders', () => {
    const folders: Graph = new Map();
    for (const { from, to } of edges) {
      const [source, target] = [pluginFolder(from), pluginFolder(to)];
      if (source === null || target === null || source === target) continue;
      folders.set(source, [...(folders.get(source) ?? []), target]);
    }
    expect(cycles(folders)).toEqual([]);
  });

  it('config/ imports nothing from plugins/ (its tests apart): plugins read config, never the other way round', () => {
    const upward = edges.filter(
      ({ from, to }) => from.startsWith('config/') && !/\.test\.tsx?$/.test(from) && to.startsWith('plugins/'),
    );
    expect(upward.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('has no import cycle between files, among the imports that run as a module loads', () => {
    expect(cycles(atLoad)).toEqual([]);
  });

  it('has no import cycle between files at all, type-only and import() ones included', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
