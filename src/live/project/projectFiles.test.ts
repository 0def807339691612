import { describe, expect, it } from 'vitest';
import { site } from '../../../config/site';
import { readProjectVersions } from '../../../config/versions';
import type { ExampleDefinition } from '../../../plugins/examples/types';
import { exampleSpec, projectName } from './fromExample';
import { projectFiles } from './projectFiles';
import type { ProjectSpec } from './types';

const versions = readProjectVersions();

const spec: ProjectSpec = {
  name: 'react-sigma-demo-graph',
  title: 'Demo <graph>',
  files: {
    'demo/Graph.tsx': "import { SigmaContainer } from '@react-sigma/core';\nimport { tint } from '../_shared/theme';\n",
    '_shared/theme.tsx': "import type Graph from 'graphology';\n",
  },
  entry: 'demo/Graph.tsx',
  dependencies: ['@react-sigma/core', 'graphology'],
  assets: { 'data/g.json': new Uint8Array([1, 2, 3]) },
};

function json(text: string | Uint8Array | undefined): Record<string, unknown> {
  return JSON.parse(text as string) as Record<string, unknown>;
}

describe('projectFiles', () => {
  it('makes a Vite project pinning the installed versions of React, what the code imports and the tools', () => {
    const files = projectFiles(spec, 'vite', versions);
    const manifest = json(files['package.json']);
    expect(manifest.dependencies).toEqual({
      '@react-sigma/core': versions['@react-sigma/core'],
      graphology: versions.graphology,
      react: versions.react,
      'react-dom': versions['react-dom'],
    });
    expect(Object.keys(manifest.devDependencies as object)).toEqual([
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ]);
    expect(files['src/main.tsx']).toContain("import Example from './demo/Graph';");
    expect(files['index.html']).toContain('<title>Demo &lt;graph&gt;</title>');
    expect(files['src/_shared/theme.tsx']).toBe(spec.files['_shared/theme.tsx']);
    expect(files['public/data/g.json']).toEqual(new Uint8Array([1, 2, 3]));
    expect(files['README.md']).toMatch(/npm install\nnpm run dev/);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['vite.config.ts', 'tsconfig.json', '.gitignore']));
  });

  it('makes a Next.js App Router project whose client component loads the example with ssr: false', () => {
    const files = projectFiles(spec, 'next', versions);
    const manifest = json(files['package.json']);
    expect((manifest.dependencies as Record<string, string>).next).toBe(versions.next);
    expect(files['app/GraphClient.tsx']).toMatch(/^'use client';/);
    expect(files['app/GraphClient.tsx']).toContain("dynamic(() => import('../src/demo/Graph'), {\n  ssr: false,");
    expect(files['app/page.tsx']).toContain("import GraphClient from './GraphClient';");
    expect(files['app/page.tsx']).not.toContain('use client');
    expect(files['app/layout.tsx']).toContain('title: "Demo <graph>"');
    expect(files['src/demo/Graph.tsx']).toBe(spec.files['demo/Graph.tsx']);
  });

  it('refuses, with a message, a package the site does not use, a missing entry and paths outside the project', () => {
    expect(() => projectFiles({ ...spec, dependencies: ['left-pad'] }, 'vite', versions)).toThrow(
      /imports left-pad, which the site does not use/,
    );
    expect(() => projectFiles({ ...spec, entry: 'demo/Other.tsx' }, 'vite', versions)).toThrow(/demo\/Other\.tsx is not one of/);
    expect(() => projectFiles({ ...spec, files: { ...spec.files, '../x.ts': '' } }, 'vite', versions)).toThrow(/without "\.\."/);
    expect(() => projectFiles({ ...spec, name: 'Demo Graph' }, 'vite', versions)).toThrow(/not a project name/);
  });
});

describe('exampleSpec', () => {
  const helperTexts = {
    '_shared/data.ts': "import { createContext } from 'react';\nexport const DataUrl = createContext('/data/');\n",
    '_shared/theme.tsx': "import '@react-sigma/core/lib/style.css';\nimport type { Attributes } from 'graphology-types';\n",
  };
  const example: ExampleDefinition = {
    main: {
      name: 'load-graph/Dataset.tsx',
      source:
        "import { parse } from 'graphology-gexf/browser';\nimport { DataUrl } from '../_shared/data';\nconst files = ['les-miserables.gexf', 'missing.gexf'];\n",
    },
    files: Object.entries(helperTexts).map(([name, text]) => ({ name, load: () => Promise.resolve(text) })),
    height: 480,
    api: [],
    load: () => Promise.reject(new Error('not loaded here')),
  };
  const served = (url: string) =>
    Promise.resolve(
      url === `${site.baseUrl}data/les-miserables.gexf`
        ? new Response('<gexf/>', { status: 200 })
        : new Response('', { status: 404 }),
    );

  it('holds the edited code and its helpers, the packages they import, and the datasets it fetches, under public/data/', async () => {
    const made = await exampleSpec({
      example,
      code: `${example.main.source}// edited\n`,
      title: 'Dataset',
      baseUrl: site.baseUrl,
      fetchFile: served,
    });
    expect(made.name).toBe('react-sigma-load-graph-dataset');
    expect(made.entry).toBe('load-graph/Dataset.tsx');
    expect(made.files['load-graph/Dataset.tsx']).toBe(`${example.main.source}// edited\n`);
    expect(made.files['_shared/data.ts']).toBe(helperTexts['_shared/data.ts']);
    expect(made.files['_shared/theme.tsx']).toBe(helperTexts['_shared/theme.tsx']);
    expect(made.dependencies).toEqual(['@react-sigma/core', 'graphology-gexf', 'graphology-types', 'react']);
    // missing.gexf is not served (the example shows that error on purpose): it stays out.
    expect(Object.keys(made.assets!)).toEqual(['data/les-miserables.gexf']);
    expect(new TextDecoder().decode(made.assets!['data/les-miserables.gexf'] as Uint8Array)).toBe('<gexf/>');
  });

  it('downloads nothing for an example that does not read the data address', async () => {
    const fetchFile = () => Promise.reject(new Error('nothing to download'));
    const plain = { ...example, files: example.files.slice(1) };
    const made = await exampleSpec({ example: plain, code: plain.main.source, title: 'Plain', baseUrl: site.baseUrl, fetchFile });
    expect(made.assets).toEqual({});
  });

  it('says which file could not be downloaded', async () => {
    const base = { example, code: example.main.source, title: 'Dataset', baseUrl: site.baseUrl };
    await expect(exampleSpec({ ...base, fetchFile: () => Promise.reject(new TypeError('Failed to fetch')) })).rejects.toThrow(
      `Could not download ${site.baseUrl}data/les-miserables.gexf, a file the example uses: Failed to fetch`,
    );
    await expect(exampleSpec({ ...base, fetchFile: () => Promise.resolve(new Response('', { status: 500 })) })).rejects.toThrow(
      /les-miserables\.gexf, a file the example uses: HTTP 500/,
    );
  });
});

describe('projectName', () => {
  it('makes an npm package name of an example module', () => {
    expect(projectName('drag_n_drop/DragNodes.tsx')).toBe('react-sigma-drag-n-drop-drag-nodes');
  });
});
