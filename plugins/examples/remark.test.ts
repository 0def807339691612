import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterAll, describe, expect, it } from 'vitest';
import { remarkGraphExamples } from './remark';

// A site with one example folder holding two examples.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-remark-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  fs.writeFileSync(path.join(siteDir, file), content);
};
write('src/examples/demo/example.json', JSON.stringify({ title: 'Demo page', description: 'What it teaches.', position: 1 }));
write('src/examples/demo/First.tsx', 'export default function First() { return null; }\n');
write('src/examples/demo/Second.tsx', 'export default function Second() { return null; }\n');
write('docs/example/demo.mdx', '');
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

/** The page compiled the way Docusaurus compiles it, with the site's remark plugin. */
async function compilePage(mdx: string): Promise<string> {
  const file = await compile(
    { value: mdx, path: path.join(siteDir, 'docs/example/demo.mdx') },
    { remarkPlugins: [remarkGraphExamples(siteDir)] },
  );
  return String(file);
}

describe('remarkGraphExamples', () => {
  it('imports the folder module and the component, and names each example after its section', async () => {
    const js = await compilePage(
      '# Demo page\n\n## The first `one`\n\n<GraphExample example="demo/First" />\n\n### Details\n\n<GraphExample example="demo/Second" />\n',
    );
    expect(js).toContain('import GraphExample from "@site/src/components/GraphExample";');
    expect(js).toContain('import __examples0 from "@generated/examples/default/demo.js";');
    expect(js).toContain('example: __examples0["First"]');
    expect(js).toContain('title: "The first one"');
    // A `###` inside the section does not rename it.
    expect(js).toContain('example: __examples0["Second"]');
    expect(js.match(/title: "The first one"/g)).toHaveLength(2);
  });

  it('keeps a title the page gives, and the page title before any section', async () => {
    const js = await compilePage(
      '<GraphExample example="demo/First" />\n\n## Later\n\n<GraphExample example="demo/Second" title="Given" />\n',
    );
    expect(js).toContain('title: "Demo page"');
    expect(js).toContain('title: "Given"');
  });

  it('leaves a page that imports the component itself with that import only', async () => {
    const js = await compilePage(
      'import GraphExample from \'@site/src/components/GraphExample\';\n\n<GraphExample example="demo/First" />\n',
    );
    expect(js.match(/import GraphExample/g)).toHaveLength(1);
  });

  it('leaves pages without examples as they are', async () => {
    expect(await compilePage('# Prose\n')).not.toContain('@generated');
  });

  it('fails the build on a wrong use, naming the page and line and what exists', async () => {
    await expect(compilePage('\n<GraphExample example="demo/Third" />\n')).rejects.toThrow(
      'docs/example/demo.mdx:2: <GraphExample example="demo/Third" /> names no example; there are: demo/First, demo/Second',
    );
    await expect(compilePage('<GraphExample example="nowhere/First" />\n')).rejects.toThrow(
      'names no example; there are: demo/…',
    );
    await expect(compilePage('<GraphExample example={first} />\n')).rejects.toThrow(
      'takes the example\'s name as a string: example="<folder>/<module>"',
    );
    await expect(compilePage('<GraphExample example="demo/First" />\n\n<GraphExample example="demo/First" />\n')).rejects.toThrow(
      'demo/First is shown twice on the page',
    );
  });
});
