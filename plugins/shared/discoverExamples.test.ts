import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageName } from '../../src/utils/moduleImports';
import {
  discoverExamples,
  examplePageId,
  ExampleError,
  listExamples,
  moduleName,
  modulesOnPage,
  openingExample,
  openingModule,
  parseMeta,
} from './discoverExamples';

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const demo = `import { useMemo } from 'react';
import { SigmaContainer } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';
import { createGraph, type Attributes } from '../_shared/graph';

export default function Demo() {
  const graph = useMemo(() => createGraph(), []);
  return <SigmaContainer graph={graph} />;
}
`;

/** A site with one example, `demo`, changed by `files` (path → content; null removes the file). */
function site(files: Record<string, string | null> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-plugin-'));
  created.push(dir);
  const all: Record<string, string | null> = {
    'package.json': JSON.stringify({ dependencies: { react: '*', graphology: '*', '@react-sigma/core': '*' } }),
    'src/examples/_shared/graph.ts':
      "import Graph from 'graphology';\nimport { seed } from './seed';\nexport type Attributes = { x: number };\nexport function createGraph() { return new Graph({ seed }); }\n",
    'src/examples/_shared/seed.ts': 'export const seed = 1;\n',
    'src/examples/demo/example.json': JSON.stringify({ title: 'Demo', description: 'What a demo teaches.', position: 1 }),
    'src/examples/demo/Demo.tsx': demo,
    'src/examples/demo/Demo.test.tsx': "import { it } from 'vitest';\nit('is not an example', () => {});\n",
    'docs/example/demo.mdx': '# Demo\n\n## A demo\n\n<GraphExample example="demo/Demo" />\n',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    if (content === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

async function problems(dir: string): Promise<string[]> {
  try {
    await discoverExamples(dir);
  } catch (error) {
    if (error instanceof ExampleError) return error.problems;
    throw error;
  }
  return [];
}

describe('discoverExamples', () => {
  it('finds each folder, its modules (tests left out), the helpers they need and what the live editor may import', async () => {
    const { examples, helpers, liveImports } = await discoverExamples(site());
    expect(examples).toHaveLength(1);
    const [example] = examples;
    expect(example).toMatchObject({ id: 'demo', page: 'docs/example/demo.mdx', route: 'docs/example/demo', files: ['Demo.tsx'] });
    expect(example!.modules).toEqual([
      {
        name: 'Demo',
        file: 'Demo.tsx',
        key: 'demo/Demo',
        // Through graph.ts, the helper it imports.
        helpers: ['_shared/graph.ts', '_shared/seed.ts'],
        runtimeImports: ['react', '@react-sigma/core', '@react-sigma/core/lib/style.css', '../_shared/graph'],
      },
    ]);
    expect(helpers).toEqual(['_shared/graph.ts', '_shared/seed.ts']);
    expect(liveImports).toEqual(['../_shared/graph', '../_shared/seed', '@react-sigma/core', 'react', 'react/jsx-runtime']);
  });

  it('fails on a forgotten dependency, naming the file and the import', async () => {
    const dir = site({ 'src/examples/demo/Demo.tsx': `import pad from 'left-pad/index.js';\n${demo}` });
    expect(await problems(dir)).toEqual([
      'src/examples/demo/Demo.tsx imports "left-pad/index.js", but "left-pad" is not in the "dependencies" of package.json: add it (npm install left-pad) or import a package that is there',
    ]);
    await expect(discoverExamples(dir)).rejects.toThrow('src/examples/demo/Demo.tsx imports "left-pad/index.js"');
  });

  it("checks type-only imports too, and the helpers' own imports", async () => {
    expect(
      await problems(
        site({
          'src/examples/demo/Demo.tsx': `import { type Settings } from 'sigma/settings';\n${demo}`,
          'src/examples/_shared/seed.ts': "import { v4 } from 'uuid';\nexport const seed = v4();\n",
        }),
      ),
    ).toEqual([
      'src/examples/_shared/seed.ts imports "uuid", but "uuid" is not in the "dependencies" of package.json: add it (npm install uuid) or import a package that is there',
      'src/examples/demo/Demo.tsx imports "sigma/settings", but "sigma" is not in the "dependencies" of package.json: add it (npm install sigma) or import a package that is there',
    ]);
  });

  it('allows no relative import but a shared helper, so that what a reader copies runs', async () => {
    const found = await problems(
      site({ 'src/examples/demo/Demo.tsx': `import { x } from './Other';\nimport { y } from '../_shared/missing';\n${demo}` }),
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^src\/examples\/demo\/Demo\.tsx imports "\.\/Other", which is not a shared helper/);
    expect(found[1]).toMatch(/^src\/examples\/demo\/Demo\.tsx imports "\.\.\/_shared\/missing", which is not a shared helper/);
  });

  it('wants a default export from each module and its use on the page', async () => {
    expect(
      await problems(site({ 'src/examples/demo/Demo.tsx': demo.replace('export default function', 'export function') })),
    ).toEqual([
      'src/examples/demo/Demo.tsx has no default export: each module of an example folder is one live example and `export default`s its component',
    ]);
    expect(await problems(site({ 'src/examples/demo/Second.tsx': demo }))).toEqual([
      'src/examples/demo/Second.tsx is shown nowhere: add <GraphExample example="demo/Second" /> to docs/example/demo.mdx',
    ]);
  });

  it('names the file of a syntax error', async () => {
    await expect(discoverExamples(site({ 'src/examples/demo/Demo.tsx': 'export default function (' }))).rejects.toThrow(
      /^src\/examples\/demo\/Demo\.tsx: /,
    );
  });
});

describe('listExamples', () => {
  it('orders the examples by position', () => {
    const dir = site({
      'src/examples/first/example.json': JSON.stringify({ title: 'First', description: 'Comes first.', position: 1 }),
      'src/examples/first/First.tsx': demo,
      'docs/example/first.mdx': '<GraphExample example="first/First" />\n',
      'src/examples/demo/example.json': JSON.stringify({ title: 'Demo', description: 'Comes second.', position: 2 }),
    });
    expect(listExamples(dir).map((example) => example.id)).toEqual(['first', 'demo']);
  });

  it('puts a guide in docs/guides/, numbered apart from the example pages', () => {
    const dir = site({
      'src/examples/labels/example.json': JSON.stringify({
        title: 'Labels',
        description: 'A guide.',
        position: 1,
        section: 'guides',
      }),
      'src/examples/labels/Labels.tsx': demo,
      'docs/guides/labels.mdx': '<GraphExample example="labels/Labels" />\n',
    });
    expect(listExamples(dir).map(({ id, page, route, docId }) => ({ id, page, route, docId }))).toEqual([
      { id: 'demo', page: 'docs/example/demo.mdx', route: 'docs/example/demo', docId: 'example/demo' },
      { id: 'labels', page: 'docs/guides/labels.mdx', route: 'docs/guides/labels', docId: 'guides/labels' },
    ]);
    expect(examplePageId(dir, path.join(dir, 'docs/guides/labels.mdx'))).toBe('labels');
  });

  it('says what is missing: metadata, module, page, folder; and which positions clash', () => {
    const list = (files: Record<string, string | null>) => {
      try {
        listExamples(site(files));
      } catch (error) {
        return (error as ExampleError).problems;
      }
      return [];
    };
    expect(list({ 'src/examples/demo/example.json': null })[0]).toMatch(
      /^src\/examples\/demo\/ has no example\.json: every folder of src\/examples\/ is one example/,
    );
    expect(list({ 'src/examples/demo/Demo.tsx': null })).toEqual([
      'src/examples/demo/ has no module: add one .tsx file per live example',
    ]);
    expect(list({ 'docs/example/demo.mdx': null })).toEqual(['src/examples/demo/ has no page: write docs/example/demo.mdx']);
    expect(list({ 'docs/example/orphan.mdx': '# Orphan\n' })).toEqual([
      'docs/example/orphan.mdx has no example folder in its section: every page of docs/example/ shows src/examples/orphan/, whose example.json puts it there',
    ]);
    // A guide's page is in docs/guides/.
    expect(
      list({
        'src/examples/demo/example.json': JSON.stringify({
          title: 'Demo',
          description: 'A guide.',
          position: 1,
          section: 'guides',
        }),
      }),
    ).toEqual(['src/examples/demo/ has no page: write docs/guides/demo.mdx']);
    expect(
      list({
        'src/examples/other/example.json': JSON.stringify({ title: 'Other', description: 'Same place.', position: 1 }),
        'src/examples/other/Other.tsx': demo,
        'docs/example/other.mdx': '<GraphExample example="other/Other" />\n',
      }),
    ).toEqual(['src/examples/demo/example.json and src/examples/other/example.json both have position 1 in examples']);
    expect(list({ 'src/examples/Bad Name/example.json': '{}' })[0]).toMatch(
      /^src\/examples\/Bad Name\/: a folder name is the page's slug/,
    );
  });
});

describe('parseMeta', () => {
  it('accepts the fields it knows and names each wrong one', () => {
    expect(parseMeta({ title: 'T', description: 'D.', position: 2, height: 600 }, 'x.json')).toEqual({
      title: 'T',
      description: 'D.',
      position: 2,
      height: 600,
    });
    expect(() => parseMeta([], 'x.json')).toThrow('x.json must hold an object');
    try {
      parseMeta({ title: '', description: 'two\nlines', position: 0, colour: 'red' }, 'x.json');
      expect.unreachable();
    } catch (error) {
      expect((error as ExampleError).problems).toEqual([
        'x.json: unknown field "colour" (known: title, description, position, height, section, dragNodes, topic)',
        'x.json: "title" must be a non-empty string on one line (the page title)',
        'x.json: "description" must be a non-empty string on one line (what the example teaches)',
        'x.json: "position" must be a whole number from 1 (the place in the sidebar)',
      ]);
    }
  });
});

describe('packageName', () => {
  it('is the scope and name, or the name', () => {
    expect(packageName('@react-sigma/core/lib/style.css')).toBe('@react-sigma/core');
    expect(packageName('graphology-gexf/browser')).toBe('graphology-gexf');
    expect(packageName('react')).toBe('react');
  });
});

describe('openingExample', () => {
  const page = (dir: string) => fs.readFileSync(path.join(dir, 'docs/example/demo.mdx'), 'utf8');

  it('is the example the page shows first, whatever the files’ order', () => {
    const dir = site({
      'src/examples/demo/Another.tsx': demo,
      'docs/example/demo.mdx': '# Demo\n\n<GraphExample example="demo/Demo" />\n\n<GraphExample example="demo/Another" />\n',
    });
    const [example] = listExamples(dir);
    expect(example!.files).toEqual(['Another.tsx', 'Demo.tsx']);
    expect(openingExample(example!, page(dir))).toBe('demo/Demo');
    expect(openingModule(example!, page(dir))).toBe('src/examples/demo/Demo');
    expect(modulesOnPage(example!, page(dir)).map(({ key }) => key)).toEqual(['demo/Demo', 'demo/Another']);
  });

  it('is none when the page shows none of the folder’s modules, and the module says which page', () => {
    const dir = site({ 'docs/example/demo.mdx': '# Demo\n' });
    const [example] = listExamples(dir);
    expect(openingExample(example!, page(dir))).toBeUndefined();
    expect(() => openingModule(example!, page(dir))).toThrow(
      'docs/example/demo.mdx shows none of the examples of src/examples/demo/',
    );
  });

  it('names a module as imports and pages do', () => {
    expect(moduleName('GraphProp.tsx')).toBe('GraphProp');
    expect(moduleName('_shared/random.ts')).toBe('_shared/random');
  });
});

describe('the site', () => {
  it('has its examples in order, each shown on its page with its helpers', async () => {
    const { examples } = await discoverExamples(path.resolve(__dirname, '../..'));
    expect(examples.length).toBeGreaterThanOrEqual(8);
    // Guides are numbered apart: the first example page is the first without a section.
    const first = examples.find((example) => example.meta.section === undefined);
    expect(first?.id).toBe('load-graph');
    const useLoadGraph = first?.modules.find((module) => module.name === 'UseLoadGraph');
    // Today's tabs: the helpers in the order the module (then sampleGraph.ts) imports them.
    expect(useLoadGraph?.helpers).toEqual([
      '_shared/sampleGraph.ts',
      '_shared/theme.tsx',
      '_shared/frame.ts',
      '_shared/labelRoom.ts',
      '_shared/random.ts',
    ]);
  });
});
