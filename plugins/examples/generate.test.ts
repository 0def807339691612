import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { storiesOf } from '../../config/storybookStories';
import { describe, expect, it } from 'vitest';
import { discoverExamples } from '../shared/discoverExamples';
import type { ExampleCatalog } from '../shared/exampleTypes';
import { exampleFrontMatter } from './frontMatter';
import { NARROW_GRAPH_HEIGHT, NARROW_PANEL_HEIGHT } from '../../src/examples/_shared/frame';
import { folderModule, liveModulesModule, SIDE_PANEL_HELPER } from './generate';

const siteDir = path.resolve(__dirname, '../..');

const catalog: ExampleCatalog = {
  examples: [
    {
      id: 'demo',
      meta: { title: 'Demo', description: 'What it teaches.', position: 1, height: 600 },
      page: 'docs/example/demo.mdx',
      route: 'docs/example/demo',
      docId: 'example/demo',
      files: ['First.tsx', 'Second.tsx'],
      modules: [
        { name: 'First', file: 'First.tsx', key: 'demo/First', helpers: ['_shared/graph.ts'], runtimeImports: [] },
        {
          name: 'Second',
          file: 'Second.tsx',
          key: 'demo/Second',
          helpers: ['_shared/graph.ts', '_shared/seed.ts'],
          runtimeImports: [],
        },
      ],
    },
  ],
  helpers: ['_shared/graph.ts', '_shared/seed.ts'],
  liveImports: ['../_shared/graph', 'react'],
};

describe('folderModule', () => {
  it("imports each main source text through raw-loader, and loads helpers' texts and each module lazily", () => {
    const code = folderModule(catalog.examples[0]!);
    expect(code.match(/import source\d+ from/g)).toHaveLength(2);
    expect(code).toContain('import source0 from "!!raw-loader!@site/src/examples/demo/First.tsx";');
    expect(code).toContain('main: { name: "demo/First.tsx", source: source0 },');
    // A helper's text is fetched when its tab opens or the project is downloaded, not with the page.
    expect(code).toContain(
      'files: [{ name: "_shared/graph.ts", load: () => import("!!raw-loader!@site/src/examples/_shared/graph.ts").then((text) => text.default) }, ',
    );
    expect(code).not.toMatch(/import source\d+ from "!!raw-loader!@site\/src\/examples\/_shared/);
    expect(code).toContain('height: 600,');
    expect(code).toContain('load: () => import("@site/src/examples/demo/Second"),');
    expect(code).not.toContain('dragNodes');
    expect(code).not.toContain('narrowHeight');
  });

  it('gives a taller frame on a narrow page to the modules with a side panel, which goes under the graph there', () => {
    const example = catalog.examples[0]!;
    const [first, second] = example.modules;
    const code = folderModule({
      ...example,
      modules: [first!, { ...second!, helpers: [...second!.helpers, SIDE_PANEL_HELPER] }],
    });
    expect(code.match(/ {4}narrowHeight: (\d+),/g)).toEqual([`    narrowHeight: ${NARROW_GRAPH_HEIGHT + NARROW_PANEL_HEIGHT},`]);
  });

  it('marks each module of a folder whose graphs let the reader drag nodes (src/live/FrameGestures.tsx reads it)', () => {
    const example = catalog.examples[0]!;
    const code = folderModule({ ...example, meta: { ...example.meta, dragNodes: true } });
    expect(code.match(/ {4}dragNodes: true,/g)).toHaveLength(2);
  });
});

describe('liveModulesModule', () => {
  it('maps each specifier as example code writes it to the module the site bundles', () => {
    const code = liveModulesModule(catalog);
    expect(code).toContain('"../_shared/graph": () => import("@site/src/examples/_shared/graph"),');
    expect(code).toContain('"react": () => import("react"),');
  });

  it('on the site, lets edited code import everything the examples import', async () => {
    const code = liveModulesModule(await discoverExamples(siteDir));
    for (const specifier of [
      'react',
      'react/jsx-runtime',
      'graphology',
      '@react-sigma/core',
      '@react-sigma/minimap',
      'graphology-gexf/browser',
      '../_shared/theme',
    ]) {
      expect(code).toContain(`${JSON.stringify(specifier)}: () => import(`);
    }
    // Stylesheets are already on the page: compile.ts answers them with an empty module.
    expect(code).not.toContain('.css');
  });
});

describe('exampleFrontMatter', () => {
  const parse = exampleFrontMatter(siteDir);
  const read = (file: string, fileContent: string) =>
    parse({ filePath: path.join(siteDir, file), fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER });

  it("gives an example page its example.json's title and description", async () => {
    const { frontMatter, content } = await read(
      'docs/example/load-graph.mdx',
      '---\nhide_table_of_contents: true\n---\n# Load a graph\n',
    );
    expect(frontMatter).toEqual({
      hide_table_of_contents: true,
      title: 'Load a graph',
      description: expect.stringContaining('useLoadGraph') as unknown,
      // The Storybook stories it answers (config/storybookStories.ts), which the search ranks as keywords.
      keywords: storiesOf('example/load-graph').map((story) => story.name),
    });
    expect(frontMatter.keywords).toContain('Load a graph using the `loadGraph` hook');
    expect(content.trim()).toBe('# Load a graph');
  });

  it('leaves other pages as written', async () => {
    expect((await read('docs/faq.mdx', '---\ntitle: FAQ\n---\n# FAQ\n')).frontMatter).toEqual({ title: 'FAQ' });
  });

  it('refuses a second copy of the title on the page', async () => {
    await expect(read('docs/example/events.mdx', '---\ntitle: Events\n---\n# Events\n')).rejects.toThrow(
      'docs/example/events.mdx sets title in its front matter; src/examples/events/example.json is where',
    );
  });
});
