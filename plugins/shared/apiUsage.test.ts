import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPackages } from '../../config/apiPackages';
import { collectApiUsage, pageHeadings, unusedSymbols } from './apiUsage';

describe('pageHeadings', () => {
  it('gives each heading the id Docusaurus gives it: explicit ids, slugs of the plain text, repeats numbered', () => {
    const mdx = [
      '---',
      'title: "# not a heading"',
      '---',
      '# Title',
      '## Loading from a child with `useLoadGraph`',
      '```bash',
      '## not a heading either',
      '```',
      '### A [link](/docs/faq) here {#custom-id}',
      '## Loading from a child with `useLoadGraph`',
    ].join('\n');
    expect(pageHeadings(mdx).map(({ depth, markdown, id }) => [depth, markdown, id])).toEqual([
      [1, 'Title', 'title'],
      [2, 'Loading from a child with `useLoadGraph`', 'loading-from-a-child-with-useloadgraph'],
      [3, 'A link here', 'custom-id'],
      [2, 'Loading from a child with `useLoadGraph`', 'loading-from-a-child-with-useloadgraph-1'],
    ]);
  });
});

describe('collectApiUsage', () => {
  let siteDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), text);
  };

  beforeAll(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-usage-'));
    for (const pkg of apiPackages) fs.mkdirSync(path.join(siteDir, 'docs/api', pkg.id), { recursive: true });
    write(
      'docs/api/core/functions/SigmaContainer.md',
      '# SigmaContainer()\n\n## Parameters\n\n### props\n\n[`SigmaContainerProps`](../interfaces/SigmaContainerProps.md)\n',
    );
    write('docs/api/core/interfaces/SigmaContainerProps.md', '# SigmaContainerProps\n');
    write('docs/api/core/functions/useSigma.md', '# useSigma()\n');
    write('docs/api/layout-core/type-aliases/LayoutHook.md', '# LayoutHook\n');
    write('src/examples/demo/example.json', JSON.stringify({ title: 'Demo', description: 'A demo.', position: 1 }));
    write(
      'src/examples/demo/First.tsx',
      "import { SigmaContainer } from '@react-sigma/core';\nimport type { LayoutHook } from '@react-sigma/layout-core';\nimport '@react-sigma/core/lib/style.css';\nexport default () => <SigmaContainer />;\n",
    );
    write('docs/example/demo.mdx', '# Demo\n\n## The first one\n\n<GraphExample example="demo/First" />\n');
    write(
      'src/snippets/guide/Snippet.tsx',
      "import { SigmaContainer } from '@react-sigma/core';\nexport const x = SigmaContainer;\n",
    );
    write(
      'docs/guide.mdx',
      "---\ntitle: A guide\n---\n\nimport snippet from '!!raw-loader!@site/src/snippets/guide/Snippet.tsx';\n\n## Setup\n\n### In short {#short}\n\n<CodeBlock>{snippet}</CodeBlock>\n",
    );
  });
  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('finds each use of a documented symbol, type-only imports too, with the heading its code sits under', async () => {
    const usage = await collectApiUsage(siteDir);
    expect(usage.uses.map((use) => [use.symbol.name, use.kind, use.source, `${use.route}#${use.anchor}`, use.pageTitle])).toEqual(
      [
        ['SigmaContainer', 'example', 'src/examples/demo/First.tsx', '/docs/example/demo#the-first-one', 'Demo'],
        ['LayoutHook', 'example', 'src/examples/demo/First.tsx', '/docs/example/demo#the-first-one', 'Demo'],
        ['SigmaContainer', 'guide', 'src/snippets/guide/Snippet.tsx', '/docs/guide#short', 'A guide'],
        // The code that renders SigmaContainer passes its props (its page names the interface).
        ['SigmaContainerProps', 'example', 'src/examples/demo/First.tsx', '/docs/example/demo#the-first-one', 'Demo'],
        ['SigmaContainerProps', 'guide', 'src/snippets/guide/Snippet.tsx', '/docs/guide#short', 'A guide'],
      ],
    );
    expect(usage.uses[1]!.symbol.route).toBe('/docs/api/layout-core/type-aliases/LayoutHook');
    expect(unusedSymbols(usage).map((symbol) => symbol.name)).toEqual(['useSigma']);
  });

  it("runs each API example and type snippet on its own symbol's page, and counts a component's uses for its props", async () => {
    write(
      'src/examples/api-core/example.json',
      JSON.stringify({ title: 'Core', description: 'Core.', position: 1, section: 'api' }),
    );
    write(
      'src/examples/api-core/useSigma.tsx',
      "import { SigmaContainer, useSigma } from '@react-sigma/core';\nexport default () => <SigmaContainer>{String(useSigma)}</SigmaContainer>;\n",
    );
    write(
      'src/snippets/types/layout-core/LayoutHook.tsx',
      "import type { LayoutHook } from '@react-sigma/layout-core';\nexport const hook: LayoutHook | null = null;\n",
    );
    const usage = await collectApiUsage(siteDir);
    const apiUses = usage.uses.filter((use) => use.source.includes('/api-core/') || use.source.includes('/types/'));
    expect(apiUses.map((use) => [use.symbol.name, use.kind, `${use.route}#${use.anchor}`])).toEqual([
      ['SigmaContainer', 'api', '/docs/api/core/functions/useSigma#live-example'],
      ['useSigma', 'api', '/docs/api/core/functions/useSigma#live-example'],
      ['LayoutHook', 'api', '/docs/api/layout-core/type-aliases/LayoutHook#usage'],
      // SigmaContainer's page names its props: the code that renders it uses them.
      ['SigmaContainerProps', 'api', '/docs/api/core/functions/useSigma#live-example'],
    ]);
    expect(
      usage.uses.filter((use) => use.symbol.name === 'SigmaContainerProps').map((use) => [use.route, use.through]),
    ).toContainEqual(['/docs/example/demo', 'SigmaContainer']);
    expect(unusedSymbols(usage)).toEqual([]);

    write('src/examples/api-core/useNothing.tsx', "import { useSigma } from '@react-sigma/core';\nexport default useSigma;\n");
    write('src/examples/api-core/SigmaContainer.tsx', 'export default () => null;\n');
    const failure = collectApiUsage(siteDir);
    await expect(failure).rejects.toThrow(
      'src/examples/api-core/useNothing.tsx: @react-sigma/core documents no function, hook or component "useNothing"',
    );
    await expect(failure).rejects.toThrow('src/examples/api-core/SigmaContainer.tsx does not import SigmaContainer');
    fs.rmSync(path.join(siteDir, 'src/examples/api-core'), { recursive: true });
    fs.rmSync(path.join(siteDir, 'src/snippets/types'), { recursive: true });
  });

  it('fails, naming the file, on an undocumented name or a snippet no page shows', async () => {
    write(
      'src/snippets/guide/Hidden.tsx',
      "import { useSigma, NotThere } from '@react-sigma/core';\nexport const x = [useSigma, NotThere];\n",
    );
    const failure = collectApiUsage(siteDir);
    await expect(failure).rejects.toThrow(
      'src/snippets/guide/Hidden.tsx imports NotThere from @react-sigma/core, which has no page in the API reference',
    );
    await expect(failure).rejects.toThrow('src/snippets/guide/Hidden.tsx imports from @react-sigma/* but no docs page shows it');
    fs.rmSync(path.join(siteDir, 'src/snippets/guide/Hidden.tsx'));
  });
});
