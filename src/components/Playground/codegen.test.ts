import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectFiles } from '../../live/project/projectFiles';
import { readProjectVersions } from '../../../config/versions';
import { DEFAULT_REDUCERS, generateCode, INLINE_FILE_BYTES, projectSpec, shippedHelpers } from './codegen';
import { DEFAULT_SETTINGS, type PlaygroundSettings } from './settings';

const here = __dirname;
// As helperSources.ts gives them: the playground's own helpers and the examples' seeded random.
const helpers = shippedHelpers({
  ...Object.fromEntries(
    ['generators.ts', 'readGraph.ts', 'looks.ts', 'pacedLayout.ts'].map((name) => [
      name,
      fs.readFileSync(path.join(here, name), 'utf8'),
    ]),
  ),
  'random.ts': fs.readFileSync(path.join(here, '../../examples/_shared/random.ts'), 'utf8'),
});
const versions = readProjectVersions();

/** A sample of set-ups: every layout, edge type and node program at least once, both kinds of source. */
const setups: PlaygroundSettings[] = [
  DEFAULT_SETTINGS,
  { ...DEFAULT_SETTINGS, layout: 'forceatlas2', edgeType: 'curved', nodeProgram: 'border', hideEdgesOnMove: true },
  { ...DEFAULT_SETTINGS, layout: 'force', edgeType: 'arrow', sizeBy: 'none', colorBy: 'degree', zIndex: true },
  { ...DEFAULT_SETTINGS, layout: 'noverlap', nodeProgram: 'image', renderEdgeLabels: true },
  { ...DEFAULT_SETTINGS, layout: 'circular', source: { kind: 'file', name: "Reader's graph.gexf" } },
  {
    ...DEFAULT_SETTINGS,
    layout: 'random',
    source: { kind: 'generator', generator: 'scale-free', nodes: 10, edges: 20, seed: 3 },
  },
  { ...DEFAULT_SETTINGS, layout: 'circlepack', source: { kind: 'file', name: 'edges.csv' } },
];

describe('generateCode', () => {
  // About 20 s alone; a minute and more beside other test files on a busy 2-core machine.
  it('type-checks, strict, for a sample of set-ups', () => {
    // Inside the site, so the packages resolve from its node_modules as they would in a reader's app.
    const root = fs.mkdtempSync(path.join(here, '../../../node_modules/.cache-playground-tsc-'));
    try {
      const names: string[] = [];
      setups.forEach((settings, index) => {
        const dir = path.join(root, String(index));
        fs.mkdirSync(dir);
        for (const [name, text] of Object.entries(helpers)) fs.writeFileSync(path.join(dir, name), text);
        const file = path.join(dir, 'App.tsx');
        fs.writeFileSync(file, generateCode(settings, { reducers: DEFAULT_REDUCERS }));
        names.push(file);
      });
      const program = ts.createProgram(names, {
        strict: true,
        noUncheckedIndexedAccess: true,
        noUnusedLocals: true,
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        skipLibCheck: true,
        noEmit: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map(
          (d) => `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        );
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it('follows the controls', () => {
    const code = generateCode(
      { ...DEFAULT_SETTINGS, layout: 'forceatlas2', edgeType: 'curved', labelThreshold: 12 },
      { reducers: DEFAULT_REDUCERS },
    );
    expect(code).toContain("import FA2Layout from 'graphology-layout-forceatlas2/worker';");
    expect(code).toContain('usePacedLayout((graph) => new FA2Layout(graph, { settings: inferSettings(graph) }));');
    expect(code).toContain('labelRenderedSizeThreshold: 12,');
    expect(code).toContain('edgeProgramClasses: { curved: EdgeCurveProgram },');
    expect(code).toContain("generateGraph('clustered', 100, 300, 1)");
  });
});

describe('projectSpec', () => {
  it("a generated graph: App.tsx, the helpers it imports, and every package at the site's range", async () => {
    const spec = await projectSpec({
      settings: { ...DEFAULT_SETTINGS, layout: 'forceatlas2' },
      reducers: DEFAULT_REDUCERS,
      helpers,
    });
    expect(spec.entry).toBe('App.tsx');
    expect(Object.keys(spec.files).sort()).toEqual(['App.tsx', 'generators.ts', 'looks.ts', 'pacedLayout.ts', 'random.ts']);
    // One seeded random for the site (src/examples/_shared/random.ts); the project has it beside the generators.
    expect(spec.files['generators.ts']).toContain("import { createRandom } from './random';");
    for (const [name, text] of Object.entries(spec.files)) expect(text, name).not.toMatch(/from '\.\.\//);
    expect(spec.dependencies).toEqual(
      expect.arrayContaining([
        '@react-sigma/core',
        'graphology',
        'graphology-generators',
        'graphology-layout-forceatlas2',
        'react',
        'sigma',
      ]),
    );
    expect(spec.title).toBe('react-sigma playground: clustered graph, 100 nodes, seed 1');
  });

  it('takes the edited App.tsx instead of the generated one', async () => {
    const spec = await projectSpec({
      settings: DEFAULT_SETTINGS,
      reducers: DEFAULT_REDUCERS,
      helpers,
      app: 'export default function App() { return null; }\n',
    });
    expect(spec.files['App.tsx']).toBe('export default function App() { return null; }\n');
  });

  it("a reader's file: included when small, left to copy when large", async () => {
    const settings: PlaygroundSettings = { ...DEFAULT_SETTINGS, source: { kind: 'file', name: 'edges.csv' } };
    const small = await projectSpec({
      settings,
      reducers: DEFAULT_REDUCERS,
      helpers,
      file: { name: 'edges.csv', text: 'a,b\n', bytes: 4 },
    });
    expect(small.assets).toEqual({ 'edges.csv': 'a,b\n' });
    expect(small.files['App.tsx']).toContain("const DATA_URL = '/edges.csv';");
    expect(small.dependencies).toContain('papaparse');
    // The site's project builder takes it as it is: the file lands in public/, served at /edges.csv.
    expect(projectFiles(small, 'vite', versions)['public/edges.csv']).toBe('a,b\n');
    const large = await projectSpec({
      settings,
      reducers: DEFAULT_REDUCERS,
      helpers,
      file: { name: 'edges.csv', text: '', bytes: INLINE_FILE_BYTES + 1 },
    });
    expect(large.assets).toBeUndefined();
    expect(projectFiles(large, 'vite', versions)['README.md']).toMatch(/Copy edges\.csv into `public\/`/);
  });
});
